import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { rateLimits } from '@/lib/db/schema';
import { createRateLimiter, reserveInWindow } from '@/lib/rate-limit';
import { testDatabases, useTestDb, type TestDb } from '@/booking/testing/databases';

const HOUR = 3_600_000;

for (const database of testDatabases('rate_limit', {
  postgres: 'concurrent counting under row locks',
})) {
  describe(`rate limits on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened), { reset: 'once' });

    const count = async (key: string, windowStart?: number) =>
      (
        await handle.db
          .select()
          .from(rateLimits)
          .where(
            and(
              eq(rateLimits.key, key),
              windowStart === undefined
                ? undefined
                : eq(rateLimits.windowStart, new Date(windowStart)),
            ),
          )
      ).reduce((sum, row) => sum + row.count, 0);

    it('counts each call, and refuses past the limit until the window ends', async () => {
      const limiter = createRateLimiter(async () => handle.db);
      const verdicts = [];
      for (let i = 0; i < 3; i++) verdicts.push(await limiter.consume('test:ip:a', 2, 3600));
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
      expect(verdicts[2]!.retryAfterSeconds).toBeGreaterThan(0);
      expect(await count('test:ip:a')).toBe(3);
    });

    it('reserves a place in the first window with room, never past the limit, and not at all when every window is full', async () => {
      const at = Math.floor(Date.now() / HOUR) * HOUR + 60_000;
      const reserve = () =>
        reserveInWindow(handle.db, {
          key: 'test:later',
          limit: 2,
          windowSeconds: 3600,
          at,
          windows: 2,
        });
      const places = [];
      for (let i = 0; i < 5; i++) places.push((await reserve())?.getTime());
      const next = Math.floor(at / HOUR) * HOUR + HOUR;
      expect(places).toEqual([at, at, next, next, undefined]);
      // The full windows were left as they were.
      expect(await count('test:later', next - HOUR)).toBe(2);
      expect(await count('test:later', next)).toBe(2);
      expect(
        await reserveInWindow(handle.db, {
          key: 'test:none',
          limit: 0,
          windowSeconds: 3600,
          at,
          windows: 3,
        }),
      ).toBeUndefined();
      expect(await count('test:none')).toBe(0);
    });

    it('a reservation in a transaction that rolls back is not counted', async () => {
      const at = Date.now();
      await handle.db
        .transaction(async (tx) => {
          expect(
            await reserveInWindow(tx, {
              key: 'test:undone',
              limit: 5,
              windowSeconds: 3600,
              at,
              windows: 1,
            }),
          ).toEqual(new Date(at));
          throw new Error('the request was refused after all');
        })
        .catch(() => {});
      expect(await count('test:undone')).toBe(0);
    });

    it('counts concurrent calls and reservations exactly', async () => {
      const limiter = createRateLimiter(async () => handle.db);
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => limiter.consume(`test:ip:m${i % 4}`, 1000, 3600)),
      );
      expect(await count('test:ip:m0')).toBe(10);
      // Forty reservations at once, each in a transaction of its own, fifteen to a window.
      const at = Math.floor(Date.now() / HOUR) * HOUR;
      const places = await Promise.all(
        Array.from({ length: 40 }, () =>
          handle.db.transaction((tx) =>
            reserveInWindow(tx, {
              key: 'test:many',
              limit: 15,
              windowSeconds: 3600,
              at,
              windows: 4,
            }),
          ),
        ),
      );
      const perWindow = new Map<number, number>();
      for (const place of places) {
        const window = Math.floor(place!.getTime() / HOUR) * HOUR;
        perWindow.set(window, (perWindow.get(window) ?? 0) + 1);
      }
      expect([...perWindow.values()].sort()).toEqual([10, 15, 15]);
      // Nothing counted beyond what was reserved.
      expect(await count('test:many')).toBe(40);
    });
  });
}
