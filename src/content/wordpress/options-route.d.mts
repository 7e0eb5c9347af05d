// Types of options-route.mjs.

/** The site options' route, under `/wp-json/`. */
export const OPTIONS_ROUTE: string;

/** What the build and the content source say when WordPress answers the route 404. */
export const OPTIONS_ROUTE_MISSING: string;

/** Throws OPTIONS_ROUTE_MISSING when WordPress answers the options route 404. */
export function assertOptionsRoute(wordpressUrl: string, fetchImpl?: typeof fetch): Promise<void>;

/** assertOptionsRoute, once per process and WordPress address (next.config.ts is evaluated twice). */
export function assertOptionsRouteOnce(
  wordpressUrl: string,
  fetchImpl?: typeof fetch,
): Promise<void>;
