// When links may prefetch (spec §9, "Link prefetch idle timeout: 2000 ms; skipped on 2G or
// data-saver connections"): 2 s after the page came to life, once the browser is idle, and never
// on a 2G or data-saver connection. Before that, a link still navigates on the client; it only
// fetches its page when clicked. One timer for the whole page, whatever its number of links.

/** How long after the page came to life links start to prefetch (spec §9). */
export const PREFETCH_IDLE_MS = 2_000;

/** What the Network Information API says of the connection, where the browser has it. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on a data-saver or a 2G connection ('2g', 'slow-2g'); true where the browser says nothing. */
export function prefetchAllowedOn(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

interface IdleWindow {
  setTimeout: (callback: () => void, ms: number) => unknown;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  navigator: { connection?: ConnectionHints };
}

/**
 * The page's prefetch gate: `subscribe` starts its one timer (the first link that mounts does
 * it), `ready` says whether links may prefetch now.
 */
export function createPrefetchGate(getWindow: () => IdleWindow | undefined) {
  let ready = false;
  let started = false;
  const listeners = new Set<() => void>();
  const open = () => {
    ready = true;
    for (const listener of listeners) listener();
  };
  const start = () => {
    const win = getWindow();
    if (started || !win) return;
    started = true;
    if (!prefetchAllowedOn(win.navigator.connection)) return;
    win.setTimeout(() => {
      if (win.requestIdleCallback) win.requestIdleCallback(open, { timeout: PREFETCH_IDLE_MS });
      else open();
    }, PREFETCH_IDLE_MS);
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
      };
    },
    ready: () => ready,
  };
}

/** The browser's gate (none on the server, where links never prefetch). */
export const prefetchGate = createPrefetchGate(() =>
  typeof window === 'undefined' ? undefined : (window as unknown as IdleWindow),
);
