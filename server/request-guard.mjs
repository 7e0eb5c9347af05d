// Decides, from the raw request line alone, whether a request may reach Next.js at all.
// Next.js decodes the path before the app runs and answers a malformed one with a bare 500
// (or a stack trace from the not-found page), and it renders pages for any method; this guard
// answers those requests itself. Pure: no I/O, so it is unit-tested on its own.

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const PAGE_METHODS = ['GET', 'HEAD'];

/** API routes and the methods they answer; any other `/api/...` path answers GET and HEAD (404). */
export const apiMethods = { '/api/revalidate': ['POST'], '/api/bookings': ['POST'], '/api/newsletter': ['POST'], '/api/booking-links': ['POST'] };

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

/** The language of a raw path: English under `/en`, Montenegrin otherwise. */
export function localeOf(rawPath) {
  return /^\/en(\/|$|\?|#)/i.test(rawPath) ? 'en' : 'me';
}

function withoutTrailingSlash(path) {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Methods a path answers, and whether this request is a server action (POST to a page). */
function policyOf(path) {
  const clean = withoutTrailingSlash(path);
  if (clean === '/api' || clean.startsWith('/api/')) return { allow: apiMethods[clean] ?? PAGE_METHODS, page: false };
  // Framework files, media and files with an extension (icons, robots.txt): never a server action.
  const file = /\.[^/]*$/.test(clean);
  if (clean.startsWith('/_next/') || clean.startsWith('/media/') || file) return { allow: PAGE_METHODS, page: false };
  return { allow: PAGE_METHODS, page: true };
}

/**
 * Server actions post to the page they live on: with `Next-Action` when scripts run, and as a
 * multipart form (React's encoding of an action form) before they do.
 */
function isServerAction(headers) {
  return Boolean(headers['next-action']) || isMultipartForm(headers);
}

/** A body sent as `multipart/form-data` (how a form posts an action before scripts run). */
export function isMultipartForm(headers) {
  return /^multipart\/form-data/i.test(String(headers['content-type'] ?? ''));
}

/**
 * What the guard knows of the build, injected so the guard stays pure: the server action ids it
 * contains, and Next.js's own check of the client router's state header.
 * @typedef {{ knownActions?: Set<string>, validRouterState?: (value: string | string[]) => boolean }} BuildFacts
 */

/**
 * The answer for a request the app must not see, or undefined to pass it on.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @param {BuildFacts} [build]
 * @returns {undefined | { status: number, headers: Record<string, string>, page?: 'bad-request', body?: string, locale: 'me' | 'en', reason: string }}
 */
export function guardRequest({ method = 'GET', url = '/', headers }, build = {}) {
  const locale = localeOf(url);
  if (method === 'OPTIONS' && url === '*') {
    return { status: 204, headers: { Allow: 'GET, HEAD, OPTIONS' }, locale, reason: 'options' };
  }
  if (!url.startsWith('/') || url.startsWith('//')) {
    return { status: 400, headers: {}, page: 'bad-request', locale, reason: 'request target is not a path' };
  }
  const hash = url.indexOf('#');
  const target = hash === -1 ? url : url.slice(0, hash);
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  const reason = malformedReason(target);
  if (reason) return { status: 400, headers: {}, page: 'bad-request', locale, reason };

  // Next.js throws (500 and a stack trace) on a state header it cannot parse.
  const routerState = headers['next-router-state-tree'];
  if (routerState !== undefined && build.validRouterState && !build.validRouterState(routerState)) {
    return { status: 400, headers: {}, page: 'bad-request', locale, reason: 'invalid router state header' };
  }

  const { allow, page } = policyOf(path);
  if (allow.includes(method)) return undefined;
  if (page && method === 'POST' && isServerAction(headers)) {
    // An unknown action id gets the answer Next.js would give (its client router reloads the
    // page on that header), without Next.js logging a stack trace for each one.
    const action = headers['next-action'];
    if (action !== undefined && build.knownActions && !build.knownActions.has(String(action))) {
      return { status: 404, headers: { 'x-nextjs-action-not-found': '1', 'Content-Type': 'text/plain' }, body: 'Server action not found.', locale, reason: 'unknown server action' };
    }
    return undefined;
  }
  const allowHeader = [...allow, 'OPTIONS'].join(', ');
  if (method === 'OPTIONS') return { status: 204, headers: { Allow: allowHeader }, locale, reason: 'options' };
  return { status: 405, headers: { Allow: allow.join(', ') }, locale, reason: 'method not allowed' };
}

/**
 * Response headers that name internal paths or framework internals. `x-middleware-*` never
 * leaves the server. The rewritten path and query are kept only on the client router's own
 * (RSC) requests, which read them to learn the route a page was rendered from; a document,
 * file or API answer never carries them.
 * @param {string} name
 * @param {boolean} rscRequest
 */
export function isInternalHeader(name, rscRequest) {
  const lower = name.toLowerCase();
  if (lower.startsWith('x-middleware-') || lower === 'x-invoke-path' || lower === 'x-invoke-query') return true;
  return !rscRequest && (lower === 'x-nextjs-rewritten-path' || lower === 'x-nextjs-rewritten-query');
}
