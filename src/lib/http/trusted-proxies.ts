// TRUSTED_PROXIES: which peers may tell the site the visitor's address in X-Forwarded-For: a
// comma-separated list of the proxies' addresses and CIDR ranges ("172.30.0.10", "10.0.0.0/8,
// ::1"). X-Forwarded-For is read only when the connection comes from one of them, and its hops
// from the right while they are listed too. A bare hop count ("1") is refused: it trusted the
// header whoever connected, so a client reaching an instance directly chose its own address
// (and its own rate limits). Parsed here once; src/lib/env.ts validates with it at start-up.
import { BlockList, isIP } from 'node:net';

export type TrustedProxies = { kind: 'none' } | { kind: 'ranges'; list: BlockList; text: string };

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
  if (/^\d+$/.test(value))
    return {
      error: `"${value}" is a hop count, which is no longer accepted: X-Forwarded-For would be believed from anyone who connects. List the proxies' addresses or CIDR ranges instead (nginx's address, e.g. 172.30.0.10, or 10.0.0.0/8)`,
    };
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
