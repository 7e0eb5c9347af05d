// While WordPress fails, it is not asked again for a short window: a cached page regenerating in
// the background keeps its stale content at once (Next's cache keeps it), instead of waiting for
// WordPress's timeout on every question. The framework has no such circuit breaker; it is a
// per-process flag, not a cache (each instance finds out for itself). It is a process singleton
// because the proxy's slug index and the pages are separate bundles in one server process.
import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton.mjs';

/** After a failure, WordPress is not asked again for this long. */
export const FAILING_WINDOW_MS = 30_000;

/** The key of the failing window's process singleton (tests forget it between cases). */
export const UPSTREAM_STATE_KEY = 'upstream';

function state(): { failingUntil: number } {
  return processSingleton(UPSTREAM_STATE_KEY, () => ({ failingUntil: 0 }));
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

/** Content WordPress could not give (it failed, or is inside its failing window). */
export class ContentUnavailableError extends Error {
  constructor(
    readonly key: string,
    cause: unknown,
  ) {
    super(`content unavailable: ${key}`, { cause });
    this.name = 'ContentUnavailableError';
  }
}

/**
 * Asks WordPress through `load`, honouring the failing window: inside it, or when WordPress fails,
 * rejects with ContentUnavailableError (what Next's cache treats as a failed regeneration).
 */
export async function ask<Result>(
  key: string,
  load: () => Promise<Result>,
  isUpstreamError: (error: unknown) => boolean,
): Promise<Result> {
  if (isFailing()) throw new ContentUnavailableError(key, new Error('content service failing'));
  try {
    const value = await load();
    markHealthy();
    return value;
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    markFailing(error);
    throw new ContentUnavailableError(key, error);
  }
}
