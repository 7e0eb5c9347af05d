// Fixed-window request counters kept in the database, so a limit holds across instances and
// restarts. Shared by every feature that limits something (booking requests, newsletter sign-ups,
// failed revalidation attempts): pick a key prefix per feature, e.g. `booking:ip:203.0.113.7`.
import { lt, sql } from 'drizzle-orm';
import { getDatabase, type Database } from './db/client';
import { rateLimits } from './db/schema';

export interface RateLimiter {
  consume(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** Old windows are deleted now and then by the calls themselves; no cron job is needed. */
const CLEANUP_EVERY = 200;

export function createRateLimiter(getDb: () => Promise<Database>, now: () => number = Date.now): RateLimiter {
  let calls = 0;
  return {
    async consume(key, limit, windowSeconds) {
      const db = await getDb();
      const windowMs = windowSeconds * 1000;
      const at = now();
      const start = Math.floor(at / windowMs) * windowMs;
      const end = start + windowMs;
      // One upsert per call: the count is atomic however many instances ask at once.
      const result = await db.execute(sql`
        INSERT INTO rate_limits (key, window_start, count, expires_at)
        VALUES (${key}, ${new Date(start).toISOString()}::timestamptz, 1, ${new Date(end).toISOString()}::timestamptz)
        ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
        RETURNING count`);
      const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { count: number }[];
      if (++calls % CLEANUP_EVERY === 0) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(at - 86_400_000)));
      const allowed = Number(row?.count ?? 1) <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((end - at) / 1000)) };
    },
  };
}

let shared: RateLimiter | undefined;

/** The limiter on the site's own database (PGlite or DATABASE_URL). */
export function getRateLimiter(): RateLimiter {
  shared ??= createRateLimiter(async () => (await getDatabase()).db);
  return shared;
}
