// The site options' route of WordPress (the "ACF to REST API" plugin) and what a build says when
// it is missing. Plain ESM (types in options-route.d.mts), so that next.config.ts can ask for it
// before anything is compiled: without the route the build would fail only at its first
// prerender, after the whole compile (about 40 s on the 2-core machine), where this fails in one
// request. The content source (source.ts) answers the same 404 with the same message at run time.

/** The route, under `/wp-json/`. */
export const OPTIONS_ROUTE = 'acf/v3/options/options';

/** What the build and the content source say when WordPress answers the route 404. */
export const OPTIONS_ROUTE_MISSING =
  `WordPress has no site options route (${OPTIONS_ROUTE} answers 404): install ` +
  'and activate the "ACF to REST API" plugin (and ACF) in WordPress';

/**
 * Throws OPTIONS_ROUTE_MISSING when the WordPress at `wordpressUrl` answers the options route 404.
 * Any other answer, or none (WordPress down, a timeout), is left to the build itself, which asks
 * again as it prerenders and says what it met then.
 */
export async function assertOptionsRoute(wordpressUrl, fetchImpl = fetch) {
  const root = wordpressUrl.endsWith('/') ? wordpressUrl : `${wordpressUrl}/`;
  let status;
  try {
    const response = await fetchImpl(new URL(`wp-json/${OPTIONS_ROUTE}?lang=me`, root), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return;
  }
  if (status === 404) throw new Error(OPTIONS_ROUTE_MISSING);
}

/** The answers asked for so far in this process, by WordPress address (see assertOptionsRouteOnce). */
const asked = Symbol.for('cluville.optionsRouteAsked');

/**
 * assertOptionsRoute, once per process and address: `next build` evaluates next.config.ts twice in
 * one process, and a WordPress that does not answer would otherwise hold the build for its timeout
 * twice. The map lives on `globalThis`, since each evaluation loads this module afresh.
 */
export function assertOptionsRouteOnce(wordpressUrl, fetchImpl = fetch) {
  const answers = (globalThis[asked] ??= new Map());
  if (!answers.has(wordpressUrl))
    answers.set(wordpressUrl, assertOptionsRoute(wordpressUrl, fetchImpl));
  return answers.get(wordpressUrl);
}
