// Business and behaviour constants from the product specification, in one place.

/** Price of each child beyond a package's included children, in EUR. */
export const EXTRA_CHILD_PRICE_EUR = 8;

/** Route-transition loading bar. */
export const LOADING_BAR = {
  /** Navigations faster than this never show the bar. */
  throttleMs: 200,
  /** Time the bar takes to creep towards the end while a page loads. */
  durationMs: 5000,
  /** The bar disappears this long after the navigation finished (or failed). */
  hideAfterMs: 500,
} as const;

/** A failed chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const VENUE_TIME_ZONE = 'Europe/Podgorica';
