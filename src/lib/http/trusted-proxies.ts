// TRUSTED_PROXIES: which peers may tell the site the visitor's address in X-Forwarded-For.
// Either a hop count ("1": one proxy in front, take the last hop it appended) or a
// comma-separated list of addresses and CIDR ranges ("10.0.0.0/8, ::1"): hops are read from the
// right while they come from a listed address. Parsed here once; src/lib/env.ts validates with it.
import { BlockList, isIP } from 'node:net';

export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'ranges'; list: BlockList; text: string };

const MAX_TRUSTED_HOPS = 10;

/** An address as compared: IPv4-mapped IPv6 (`::ffff:127.0.0.1`) read as the IPv4 address. */
export function plainAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** The setting, or an error message that says what is wrong with it. */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies | { error: string } {
  const value = raw?.trim();
  if (!value) return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > MAX_TRUSTED_HOPS)
      return { error: `a hop count must be from 1 to ${MAX_TRUSTED_HOPS}` };
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address = '', prefixText, extra] = entry.split('/');
    const family = isIP(address);
    if (!family || extra !== undefined)
      return { error: `"${entry}" is not an address or CIDR range (e.g. 10.0.0.0/8 or ::1/128)` };
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const max = family === 4 ? 32 : 128;
    if (prefixText === undefined) {
      list.addAddress(address, type);
      continue;
    }
    if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max)
      return { error: `"${entry}" has a prefix length outside 0 to ${max}` };
    list.addSubnet(address, Number(prefixText), type);
  }
  return { kind: 'ranges', list, text: value };
}

export function isTrusted(list: BlockList, address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (!family) return false;
  return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
