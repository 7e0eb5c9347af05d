// Decides, from the raw request alone, whether a request may reach Next.js at all: Next.js
// decodes the path before any hook of the app runs and answers a malformed one with a bare 500
// (or a stack trace from the not-found page), and throws on a router state header it cannot
// parse. Pure: no I/O, so it is unit-tested on its own.
import { validRouterState } from './router-state.mjs';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The methods Next.js answers (route handlers, pages, server actions); the entry refuses others. */
export const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/**
 * Why a raw path or query cannot be decoded safely, or undefined when it can: invalid
 * percent-encoding, bytes that are not UTF-8 (overlong forms and lone surrogates included),
 * NUL and other control characters.
 * @param {string} raw the request target as Node received it (bytes as latin1 characters)
 * @returns {string | undefined}
 */
export function malformedReason(raw) {
  const bytes = [];
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code === 0x25 /* % */) {
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return 'invalid percent-encoding';
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (code > 0xff) {
      return 'invalid character';
    } else {
      bytes.push(code);
    }
  }
  let text;
  try {
    text = strictUtf8.decode(Uint8Array.from(bytes));
  } catch {
    return 'not UTF-8';
  }
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'control character';
  return undefined;
}

/** A request target of printable ASCII without `%`: valid as it stands, nothing to decode. */
const PLAIN_TARGET = /^[!-$&-~]*$/;

/** The language of a raw path: English under `/en`, Montenegrin otherwise. */
export function localeOf(rawPath) {
  return /^\/en(\/|$|\?|#)/i.test(rawPath) ? 'en' : 'me';
}

/**
 * The answer for a request Next.js must not see, or undefined to pass it on.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {undefined | { status: number, headers: Record<string, string>, page?: 'bad-request', locale: 'me' | 'en', reason: string }}
 */
export function guardRequest({ method = 'GET', url = '/', headers }) {
  if (method === 'OPTIONS' && url === '*') {
    return {
      status: 204,
      headers: { Allow: 'GET, HEAD, OPTIONS' },
      locale: localeOf(url),
      reason: 'options',
    };
  }
  const reason = refusedTarget(url) ?? refusedRouterState(headers['next-router-state-tree']);
  if (!reason) return undefined;
  return { status: 400, headers: {}, page: 'bad-request', locale: localeOf(url), reason };
}

/** @param {string} url */
function refusedTarget(url) {
  if (url.charCodeAt(0) !== 0x2f /* / */ || url.charCodeAt(1) === 0x2f)
    return 'request target is not a path';
  // Most addresses are printable ASCII without `%`: nothing in them to decode.
  if (PLAIN_TARGET.test(url)) return undefined;
  const hash = url.indexOf('#');
  return malformedReason(hash === -1 ? url : url.slice(0, hash));
}

/** @param {string | string[] | undefined} value */
function refusedRouterState(value) {
  return validRouterState(value) ? undefined : 'invalid router state header';
}

/**
 * Response headers that name internal paths or framework internals. `x-middleware-*` never
 * leaves the server. The rewritten path and query are kept only on the client router's own
 * (RSC) requests, which read them to learn the route a page was rendered from.
 * @param {string} name
 * @param {boolean} rscRequest
 */
export function isInternalHeader(name, rscRequest) {
  const lower = name.toLowerCase();
  if (lower.startsWith('x-middleware-') || lower === 'x-invoke-path' || lower === 'x-invoke-query')
    return true;
  return (
    !rscRequest && (lower === 'x-nextjs-rewritten-path' || lower === 'x-nextjs-rewritten-query')
  );
}
