// What keeps pages up while WordPress is down: the last good answer to every content question,
// and a short "failing" window during which WordPress is not asked again for content we have.
// The state lives on globalThis because the proxy and the pages are separate bundles in one
// server process, and both need it.
import { logger } from '@/lib/logger';

/** After a failure, content we already have is served without asking WordPress for this long. */
export const FAILING_WINDOW_MS = 30_000;

interface Remembered {
  value: unknown;
  at: number;
  /** WordPress said this may have changed (a revalidation); still good as a fallback. */
  stale: boolean;
}

interface ResilienceState {
  lastGood: Map<string, Remembered>;
  failingUntil: number;
}

const globalState = globalThis as typeof globalThis & { __cluvilleContent?: ResilienceState };

function state(): ResilienceState {
  globalState.__cluvilleContent ??= { lastGood: new Map(), failingUntil: 0 };
  return globalState.__cluvilleContent;
}

/** The key of one content question: the facade function's name and its arguments. */
export function contentKey(name: string, args: readonly unknown[]): string {
  return [name, ...args.map(String)].join('|');
}

export function rememberGood(key: string, value: unknown) {
  state().lastGood.set(key, { value, at: Date.now(), stale: false });
}

export function recallGood(key: string): Remembered | undefined {
  return state().lastGood.get(key);
}

/**
 * Marks the answers to the named questions (`room` marks `room|…` keys) as possibly changed:
 * they are asked again, and kept only as the fallback should WordPress fail meanwhile.
 */
export function markStale(names: readonly string[]) {
  for (const [key, remembered] of state().lastGood) {
    if (names.some((name) => key.startsWith(`${name}|`))) remembered.stale = true;
  }
}

export function markFailing(reason: unknown) {
  const wasHealthy = !isFailing();
  state().failingUntil = Date.now() + FAILING_WINDOW_MS;
  if (wasHealthy) logger.error('content.upstream_failing', { error: reason });
}

export function markHealthy() {
  if (state().failingUntil === 0) return;
  state().failingUntil = 0;
  logger.info('content.upstream_recovered');
}

export function isFailing(now = Date.now()): boolean {
  return now < state().failingUntil;
}

/** Content that is neither in the cache nor remembered, while WordPress fails. */
export class ContentUnavailableError extends Error {
  constructor(readonly key: string, cause: unknown) {
    super(`content unavailable: ${key}`, { cause });
    this.name = 'ContentUnavailableError';
  }
}
