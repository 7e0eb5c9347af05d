// What the request duration histogram (cluville_http_request_duration_seconds, src/lib/metrics.ts)
// labels a request with: the route template Next.js matched (`/[locale]/rooms/[slug]`,
// `/api/bookings`), never the raw path, so the series stay bounded and carry nothing a visitor
// typed (a booking link's token, a name in a query). Pure: unit-tested on its own.
//
// Why here: the server entry (server/index.mjs) is the one place every request passes, refused
// ones and static files included, and it sees each answer finish. Next.js offers no hook that
// hands over the route with the timing (instrumentation's onRequestError sees errors only; the
// proxy runs before routing, and sees neither the matched route nor the answer). Next.js keeps
// the route it matched on the request itself (its request meta, `match.definition.pathname`,
// the same value its own tracing spans report as `next.route`); the entry reads it when the
// answer has gone.

/** Next.js's per-request metadata (next/dist/server/request-meta.js). */
const REQUEST_META = Symbol.for('NextInternalRequestMeta');

/** Label of a request Next.js matched no route for: refused by the entry, or a redirect of the proxy. */
export const NO_ROUTE = '(none)';
/** Label of the build's hashed static files, which Next.js serves before matching a route. */
export const STATIC_ROUTE = '/_next/static/[...path]';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/**
 * The route template of a request that has been answered.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string}
 */
export function routeOf(req) {
  const meta = /** @type {any} */ (req)[REQUEST_META];
  const pathname = meta?.match?.definition?.pathname;
  if (typeof pathname === 'string' && pathname.startsWith('/')) return pathname;
  if (String(req.url ?? '').startsWith('/_next/static/')) return STATIC_ROUTE;
  return NO_ROUTE;
}

/**
 * The method label: one of the methods Next.js answers, or OTHER (the entry refuses the rest,
 * and their names are the client's to choose).
 * @param {string | undefined} method
 * @returns {string}
 */
export function methodOf(method) {
  return method && METHODS.has(method) ? method : 'OTHER';
}

/**
 * The status label: the answer's status, or `aborted` when the client went away before it was
 * sent.
 * @param {import('node:http').ServerResponse} res
 * @returns {string}
 */
export function statusOf(res) {
  return res.writableFinished ? String(res.statusCode) : 'aborted';
}
