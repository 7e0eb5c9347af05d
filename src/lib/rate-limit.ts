// Fixed-window request counters kept in the database, so a limit holds across instances and
// restarts. Shared by every feature that limits something (booking requests, newsletter sign-ups,
// failed revalidation attempts): pick a key prefix per feature, e.g. `booking:ip:203.0.113.7`.
import { lt, sql } from 'drizzle-orm';
import { getDatabase, type Database } from './db/client';
import { rowsOf, type Executor } from './db/executor';
import { rateLimits } from './db/schema';
import { processSingleton } from './process-singleton.mjs';

export interface LimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface Limit {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  consume(key: string, limit: number, windowSeconds: number): Promise<LimitVerdict>;
}

/**
 * Counts one against `key` in the first window, from the one holding `at` on and at most
 * `windows` of them, that is not full yet: a place in a later hour for what may wait (a mail)
 * rather than be refused. On `db`, which may be the caller's transaction: the count is then
 * undone if it rolls back, so only what the transaction keeps is counted. Returns when that
 * place starts (`at` itself in the current window), or undefined when every window is full.
 */
export async function reserveInWindow(
  db: Executor,
  { key, limit, windowSeconds, at, windows }: Limit & { at: number; windows: number },
): Promise<Date | undefined> {
  if (limit < 1) return undefined;
  const windowMs = windowSeconds * 1000;
  const current = Math.floor(at / windowMs) * windowMs;
  for (let ahead = 0; ahead < windows; ahead++) {
    const start = current + ahead * windowMs;
    // A full window is left as it is (the WHERE), so it counts what it holds, no more.
    const [row] = rowsOf(
      await db.execute(sql`
        INSERT INTO rate_limits (key, window_start, count, expires_at)
        VALUES (${key}, ${new Date(start).toISOString()}::timestamptz, 1, ${new Date(start + windowMs).toISOString()}::timestamptz)
        ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
        WHERE rate_limits.count < ${limit}
        RETURNING count`),
    );
    if (row) return new Date(ahead === 0 ? at : start);
  }
  return undefined;
}

/** Old windows are deleted every this many counts. */
const CLEANUP_EVERY = 200;

export function createRateLimiter(
  getDb: () => Promise<Database>,
  now: () => number = Date.now,
): RateLimiter {
  let calls = 0;
  const windowOf = (windowSeconds: number, at: number) => {
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(at / windowMs) * windowMs;
    return { start: new Date(start).toISOString(), end: start + windowMs };
  };
  const verdict = (count: unknown, limit: number, end: number, at: number): LimitVerdict => {
    const allowed = Number(count ?? 1) <= limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((end - at) / 1000)) };
  };
  /** Old windows are deleted now and then by the calls themselves; no cron job is needed. */
  const cleanUp = async (db: Database, at: number, counted: number) => {
    const before = calls;
    calls += counted;
    if (Math.floor(calls / CLEANUP_EVERY) > Math.floor(before / CLEANUP_EVERY))
      await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(at - 86_400_000)));
  };
  const limiter: RateLimiter = {
    async consume(key, limit, windowSeconds) {
      const db = await getDb();
      const at = now();
      const { start, end } = windowOf(windowSeconds, at);
      // One upsert per call: the count is atomic however many instances ask at once.
      const result = await db.execute(sql`
        INSERT INTO rate_limits (key, window_start, count, expires_at)
        VALUES (${key}, ${start}::timestamptz, 1, ${new Date(end).toISOString()}::timestamptz)
        ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
        RETURNING count`);
      const [row] = rowsOf(result);
      await cleanUp(db, at, 1);
      return verdict(row?.count, limit, end, at);
    },
  };
  return limiter;
}

/** The limiter on the site's own database (PGlite or DATABASE_URL), one per process. */
export function getRateLimiter(): RateLimiter {
  return processSingleton('rate-limiter', () =>
    createRateLimiter(async () => (await getDatabase()).db),
  );
}
