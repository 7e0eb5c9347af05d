// A PostgreSQL restart or an administrator's pg_terminate_backend cuts connections in the middle
// of transactions. The database client (postgres.js, fixed by patches/postgres+3.4.9.patch) must
// then fail the transaction's remaining queries at once, run none of them outside the
// transaction, and keep its pool answering; and a pool that still hangs is renewed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from './client';
import { isConnectionLoss, retryOnConnectionLoss } from './connection-loss';

const url = process.env.TEST_DATABASE_URL;
const schema = `clv_cut_${process.pid}`;

/** A promise's outcome, or 'pending' when it has none within `ms`. */
async function settledWithin<T>(work: Promise<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ms);
  });
  try {
    return await Promise.race([
      work.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      pending,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!url)('PostgreSQL connections cut mid-transaction', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDatabase({ url, schema, poolSize: 4 });
    await handle.db.execute(sql.raw('CREATE TABLE IF NOT EXISTS cut_rows (tag text NOT NULL)'));
  });
  afterAll(async () => {
    await handle?.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    await handle?.close();
  });

  it('fails the rest of the transaction at once, runs none of it outside, and the pool answers after', async () => {
    for (let round = 0; round < 5; round += 1) {
      const tag = `round-${round}`;
      let afterCut: unknown;
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO cut_rows (tag) VALUES (${tag})`);
        // The transaction's own backend is terminated, as a restart does.
        await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`).catch(() => {});
        // Work the transaction goes on with after the cut: it must fail, never wait or run alone.
        afterCut = await settledWithin(
          tx.execute(sql`INSERT INTO cut_rows (tag) VALUES (${tag + '-after'})`),
          5_000,
        );
      });
      const outcome = await settledWithin(transaction, 5_000);
      expect(outcome).not.toBe('pending');
      expect(
        'error' in (outcome as object) && isConnectionLoss((outcome as { error: unknown }).error),
      ).toBe(true);
      if (afterCut !== undefined) expect(afterCut).toHaveProperty('error');
      // A statement may still meet the connection as it goes (the site retries such a loss).
      const rows = await settledWithin(
        retryOnConnectionLoss(() =>
          handle.db.execute(sql`SELECT tag FROM cut_rows WHERE tag LIKE ${tag + '%'}`),
        ),
        5_000,
      );
      expect(rows).not.toBe('pending');
      expect(rows, String((rows as { error?: { cause?: unknown } }).error?.cause)).toHaveProperty(
        'value',
      );
      // Neither the insert before the cut (rolled back) nor the one after it (never run).
      expect([...(rows as { value: Iterable<unknown> }).value]).toEqual([]);
    }
  }, 60_000);

  it('renews a pool on demand, at most once per interval, and answers from the new one', async () => {
    const before = handle.db;
    expect(handle.renew?.('test')).toBe(true);
    expect(handle.db).not.toBe(before);
    expect(handle.renew?.('test')).toBe(false);
    const rows = (await handle.db.execute(sql`SELECT 1 AS one`)) as unknown as { one: number }[];
    expect([...rows]).toEqual([{ one: 1 }]);
  });
});
