import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimits } from '@/lib/db/schema';
import { consumeChained, createRateLimiter } from '@/lib/rate-limit';
import { testDatabases, useTestDb, type TestDb } from '@/booking/testing/databases';

for (const database of testDatabases('rate_limit', {
  postgres: 'concurrent counting under row locks',
})) {
  describe(`rate limits on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened), { reset: 'once' });

    const count = async (key: string) =>
      (await handle.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;

    it('counts the second limit only for what the first allows, in one statement, the same as two calls', async () => {
      const limiter = createRateLimiter(async () => handle.db);
      const first = { key: 'test:ip:a', limit: 2, windowSeconds: 3600 };
      const then = { key: 'test:global', limit: 3, windowSeconds: 3600 };
      const verdicts = [];
      for (let i = 0; i < 3; i++) verdicts.push(await limiter.consumeChained!(first, then));
      expect(verdicts.map(([a, b]) => [a.allowed, b?.allowed])).toEqual([
        [true, true],
        [true, true],
        [false, undefined],
      ]);
      expect(verdicts[2]![0].retryAfterSeconds).toBeGreaterThan(0);
      // The refused third request did not count against the global limit.
      expect(await count('test:ip:a')).toBe(3);
      expect(await count('test:global')).toBe(2);
      // Another address: the global limit allows one more, then refuses.
      const other = { ...first, key: 'test:ip:b' };
      const [[, third], [, fourth]] = [
        await limiter.consumeChained!(other, then),
        await limiter.consumeChained!(other, then),
      ];
      expect([third?.allowed, fourth?.allowed]).toEqual([true, false]);
      expect(await count('test:global')).toBe(4);
      // A limiter without the one-statement form gives the same answers with two calls.
      const plain = { consume: limiter.consume };
      const [a, b] = await consumeChained(plain, { ...first, key: 'test:ip:c' }, then);
      expect([a.allowed, b?.allowed]).toEqual([true, false]);
      expect(await count('test:global')).toBe(5);
    });

    it('peeks without counting: refused once the count has reached the limit', async () => {
      const limiter = createRateLimiter(async () => handle.db);
      const key = 'test:peek';
      expect((await limiter.peek!(key, 2, 600)).allowed).toBe(true);
      await limiter.consume(key, 2, 600);
      expect((await limiter.peek!(key, 2, 600)).allowed).toBe(true);
      await limiter.consume(key, 2, 600);
      const full = await limiter.peek!(key, 2, 600);
      expect(full.allowed).toBe(false);
      expect(full.retryAfterSeconds).toBeGreaterThan(0);
      expect(await count(key)).toBe(2);
    });

    it('counts concurrent calls exactly', async () => {
      const limiter = createRateLimiter(async () => handle.db);
      const then = { key: 'test:many', limit: 1000, windowSeconds: 3600 };
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          limiter.consumeChained!(
            { key: `test:ip:m${i % 4}`, limit: 1000, windowSeconds: 3600 },
            then,
          ),
        ),
      );
      expect(await count('test:many')).toBe(40);
      expect(await count('test:ip:m0')).toBe(10);
    });
  });
}
