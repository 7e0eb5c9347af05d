// STAND-IN, replaced at merge by the database-backed limiter (same interface, same export
// names). It counts in this process only, so it does not hold across instances.

export interface RateLimiter {
  consume(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** A fixed window per key, in memory. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  // Many addresses must not grow the map without end.
  const forgetExpired = (at: number, windowMs: number) => {
    for (const [key, entry] of windows) if (at - entry.start >= windowMs) windows.delete(key);
  };
  return {
    async consume(key, limit, windowSeconds) {
      const at = now();
      const windowMs = windowSeconds * 1000;
      if (windows.size > 10_000) forgetExpired(at, windowMs);
      let entry = windows.get(key);
      if (!entry || at - entry.start >= windowMs) {
        entry = { start: at, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((entry.start + windowMs - at) / 1000));
      return entry.count <= limit ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds };
    },
  };
}

let shared: RateLimiter | undefined;
export function getRateLimiter(): RateLimiter {
  shared ??= createMemoryRateLimiter();
  return shared;
}
