// Fixed-window request counters kept in the database, so a limit holds across instances and
// restarts. Shared by every feature that limits something (booking requests, newsletter sign-ups,
// failed revalidation attempts): pick a key prefix per feature, e.g. `booking:ip:203.0.113.7`.
import { lt, sql } from 'drizzle-orm';
import { getDatabase, type Database } from './db/client';
import { rowsOf } from './db/executor';
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
  /**
   * Whether one more would be allowed now, without counting it: a key whose count has reached
   * `limit` in this window is refused. For a lock-out that a success must also meet (the
   * revalidation secret), where only failures count.
   */
  peek?(key: string, limit: number, windowSeconds: number): Promise<LimitVerdict>;
  /**
   * Counts `first`, and `then` only when `first` allowed it, in one round trip (one statement):
   * as `consume(first)` followed by `consume(then)` when the first was allowed. `then` is
   * undefined when it was not counted.
   */
  consumeChained?(first: Limit, then: Limit): Promise<[LimitVerdict, LimitVerdict | undefined]>;
}

/** `limiter.consumeChained`, or the same with two calls for a limiter without it. */
export async function consumeChained(
  limiter: RateLimiter,
  first: Limit,
  then: Limit,
): Promise<[LimitVerdict, LimitVerdict | undefined]> {
  if (limiter.consumeChained) return limiter.consumeChained(first, then);
  const one = await limiter.consume(first.key, first.limit, first.windowSeconds);
  return [
    one,
    one.allowed ? await limiter.consume(then.key, then.limit, then.windowSeconds) : undefined,
  ];
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
    async peek(key, limit, windowSeconds) {
      const db = await getDb();
      const at = now();
      const { start, end } = windowOf(windowSeconds, at);
      const [row] = rowsOf(
        await db.execute(sql`
          SELECT count FROM rate_limits WHERE key = ${key} AND window_start = ${start}::timestamptz`),
      );
      return verdict(Number(row?.count ?? 0) + 1, limit, end, at);
    },
    async consumeChained(first, then) {
      // One statement cannot upsert one row twice: the same key falls back to two calls.
      if (first.key === then.key) return consumeChained({ consume: limiter.consume }, first, then);
      const db = await getDb();
      const at = now();
      const a = windowOf(first.windowSeconds, at);
      const b = windowOf(then.windowSeconds, at);
      // Both upserts in one statement; the second only runs on the row the first returned when
      // that count is within the first limit, so a refused request never counts against `then`.
      const result = await db.execute(sql`
        WITH first AS (
          INSERT INTO rate_limits (key, window_start, count, expires_at)
          VALUES (${first.key}, ${a.start}::timestamptz, 1, ${new Date(a.end).toISOString()}::timestamptz)
          ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
          RETURNING count
        ), then_ AS (
          INSERT INTO rate_limits (key, window_start, count, expires_at)
          SELECT ${then.key}, ${b.start}::timestamptz, 1, ${new Date(b.end).toISOString()}::timestamptz FROM first WHERE first.count <= ${first.limit}
          ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
          RETURNING count
        )
        SELECT (SELECT count FROM first) AS first, (SELECT count FROM then_) AS then_`);
      const [row] = rowsOf(result);
      const firstVerdict = verdict(row?.first, first.limit, a.end, at);
      await cleanUp(db, at, firstVerdict.allowed ? 2 : 1);
      return [
        firstVerdict,
        firstVerdict.allowed ? verdict(row?.then_, then.limit, b.end, at) : undefined,
      ];
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
