// The visitor's address, for per-address limits and (hashed) log lines: the one place that
// decides it. Bookings (server action, form post, POST /api/bookings), the newsletter and the
// revalidation endpoint all ask here.
//
// - The socket's address is the default. Next.js does not give route handlers or server actions
//   the socket, so the server entry (server/index.mjs) puts it in CLIENT_ADDRESS_HEADER together
//   with a random token made at start-up and kept in this process only. A value without that
//   token (a client sending the header, or the site run with plain `next start`, where the entry
//   does not run) is ignored: no internal header is trusted unless this process set it.
// - X-Forwarded-For is read only as TRUSTED_PROXIES allows (see trusted-proxies.ts). Next.js
//   itself only fills that header when it is absent, so without the setting it is never read.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import {
  existingProcessSingleton,
  forgetProcessSingleton,
  processSingleton,
} from '@/lib/process-singleton.mjs';
import {
  isTrusted,
  parseTrustedProxies,
  plainAddress,
  type TrustedProxies,
} from './trusted-proxies';

export const CLIENT_ADDRESS_HEADER = 'x-cluville-client-address';
/** Shared with server/index.mjs: the token is the process singleton under this key, in memory only. */
const TOKEN_KEY = 'clientAddressToken';
/** When the address cannot be known (plain `next start` without a trusted proxy). */
export const UNKNOWN_ADDRESS = 'unknown';

type HeaderSource = Pick<Headers, 'get'>;

function processToken(): string | undefined {
  const token = existingProcessSingleton<unknown>(TOKEN_KEY);
  return typeof token === 'string' && token.length >= 32 ? token : undefined;
}

/** The socket's address, when the server entry of this very process reported it. */
function socketAddressFrom(headers: HeaderSource): string | undefined {
  const token = processToken();
  const value = headers.get(CLIENT_ADDRESS_HEADER);
  if (!token || !value) return undefined;
  const space = value.indexOf(' ');
  if (space < 0) return undefined;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const address = plainAddress(value.slice(space + 1));
  return isIP(address) ? address : undefined;
}

function forwardedHops(headers: HeaderSource): string[] {
  const value = headers.get('x-forwarded-for');
  if (!value) return [];
  return value
    .split(',')
    .map((hop) => plainAddress(hop))
    .filter((hop) => hop.length > 0);
}

let configured: TrustedProxies | undefined;
function trustedProxies(): TrustedProxies {
  if (!configured) {
    const parsed = parseTrustedProxies(process.env.TRUSTED_PROXIES);
    // src/lib/env.ts refuses a bad value at start-up; here it can only be a valid one.
    configured = 'error' in parsed ? { kind: 'none' } : parsed;
  }
  return configured;
}

/** The visitor's address under a given setting (exported for tests; routes call clientAddress). */
export function resolveClientAddress(headers: HeaderSource, trusted: TrustedProxies): string {
  const socket = socketAddressFrom(headers);
  if (trusted.kind === 'none') return socket ?? UNKNOWN_ADDRESS;
  // Only a listed peer may speak: a connection from anywhere else is its own address, whatever
  // X-Forwarded-For it sent. Then walk left while each hop is itself a listed proxy. Without the
  // socket (plain `next start`, where the server entry does not run) nothing can be checked.
  if (!socket) return UNKNOWN_ADDRESS;
  if (!isTrusted(trusted.list, socket)) return socket;
  const hops = forwardedHops(headers);
  let address = socket;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    if (!hop || !isIP(hop)) break;
    address = hop;
    if (!isTrusted(trusted.list, hop)) break;
  }
  return address;
}

/** The visitor's address for a request (headers of a Request, or of `headers()` in an action). */
export function clientAddress(headers: HeaderSource): string {
  return resolveClientAddress(headers, trustedProxies());
}

/**
 * The key an address is counted under by the per-address limits (bookings, newsletter, sign-in,
 * revalidation). An IPv6 address counts by its /64: a connection usually gets a whole /64 and may
 * use any address in it, so one counter per address would give one visitor endless counters. An
 * IPv4 address, also when written IPv4-mapped (`::ffff:192.0.2.1`, `::ffff:c000:201`), counts as is.
 */
export function limitKeyOf(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) !== 6) return plain;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

// Log lines carry a keyed hash of an address, never the address: enough to see that requests
// came from one source, useless to anyone who reads the log without the process's key (one key
// per process, so the proxy's and the routes' lines about one address match).
const logKey = () => processSingleton('addressLogKey', () => randomBytes(32));

export function addressForLog(address: string): string {
  if (address === UNKNOWN_ADDRESS) return address;
  return `h:${createHmac('sha256', logKey()).update(address).digest('base64url').slice(0, 12)}`;
}

/** For tests: the token the server entry would have set in this process. */
export function installTokenForTests(token = randomBytes(24).toString('hex')): string {
  forgetProcessSingleton(TOKEN_KEY);
  return processSingleton(TOKEN_KEY, () => token);
}
