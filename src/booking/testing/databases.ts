// The databases integration tests run against: in-memory PGlite always, and PostgreSQL when
// TEST_DATABASE_URL is set (in a schema of the test's own, dropped afterwards, because the
// server is shared). Under CI the PostgreSQL half is required, never skipped.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { createRateLimiter } from '@/lib/rate-limit';
import {
  createBookingService,
  type BookingService,
  type BookingServiceDeps,
} from '../server/service';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DbHandle & { reset(): Promise<void> }>;
}

export type TestDb = Awaited<ReturnType<TestDatabase['open']>>;

const TABLES =
  'booking_events, booking_holds, booking_requests, outbox_emails, rate_limits, newsletter_subscribers, scheduled_jobs, blocked_times';

export function testDatabases(tag: string): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      async open() {
        const handle = await openDatabase({ dataDir: 'memory://' });
        return {
          ...handle,
          reset: async () =>
            void (await handle.db.execute(sql.raw(`TRUNCATE ${TABLES} RESTART IDENTITY`))),
        };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      async open() {
        const schema = `clv_booking_${tag}_${process.pid}`;
        const handle = await openDatabase({ url, schema, poolSize: 8 });
        return {
          ...handle,
          reset: async () =>
            void (await handle.db.execute(sql.raw(`TRUNCATE ${TABLES} RESTART IDENTITY`))),
          close: async () => {
            await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
            await handle.close();
          },
        };
      },
    });
  } else if (process.env.CI) {
    // CI must run the PostgreSQL half (.ci/run sets the URL when a server answers).
    throw new Error(
      'TEST_DATABASE_URL is not set: CI must run the PostgreSQL integration tests (start PostgreSQL or set TEST_DATABASE_URL).',
    );
  } else {
    console.warn(
      '\n*** TEST_DATABASE_URL is not set: the PostgreSQL integration tests are SKIPPED (PGlite only). ***\n',
    );
  }
  return list;
}

/**
 * The booking service as the site wires it (src/booking/server/runtime.ts), on a test database: its
 * rate limits in the same database, duplicate submissions serialised where writers run at once.
 */
export function bookingServiceOn(
  handle: Pick<DbHandle, 'db' | 'kind'>,
  deps: Partial<BookingServiceDeps> = {},
): BookingService {
  return createBookingService({
    getDb: async () => handle.db,
    rateLimiter: createRateLimiter(async () => handle.db),
    concurrentWriters: handle.kind === 'postgres',
    ...deps,
  });
}

/**
 * Opens `database` for the enclosing describe block and closes it after the last test; `opened`
 * receives the handle. The tables are emptied before each test, or with `reset: 'once'` only at
 * the start, for suites whose tests build on one another's rows.
 */
export function useTestDb(
  database: TestDatabase,
  opened: (handle: TestDb) => void,
  { reset = 'each' }: { reset?: 'each' | 'once' } = {},
): void {
  let handle: TestDb | undefined;
  beforeAll(async () => {
    handle = await database.open();
    if (reset === 'once') await handle.reset();
    opened(handle);
  }, 60_000);
  afterAll(async () => handle?.close());
  if (reset === 'each') beforeEach(async () => handle?.reset());
}
