// The databases integration tests run against: in-memory PGlite always, and PostgreSQL where it
// behaves differently from PGlite (concurrent writers and their locks, SKIP LOCKED, the exclusion
// constraint under races, cut connections, pool renewal, backups), when TEST_DATABASE_URL is set.
// On PGlite each file starts from a dump of one database migrated once per run
// (database-template.ts); on PostgreSQL each file works in a schema of its own, migrated there and
// dropped afterwards, because the server is shared. Under CI the PostgreSQL half is required,
// never skipped.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DbHandle } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { createRateLimiter } from '@/lib/rate-limit';
import {
  createBookingService,
  type BookingService,
  type BookingServiceDeps,
} from '../server/service';
import { PGLITE_EXTENSIONS } from './database-template';
import { testLifecycleSettings } from './lifecycle';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DbHandle & { reset(): Promise<void>; migrationsSchema?: string }>;
}

export type TestDb = Awaited<ReturnType<TestDatabase['open']>>;

const TABLES =
  'booking_events, booking_holds, booking_requests, outbox_emails, outbox_pause, rate_limits, newsletter_subscribers, scheduled_jobs, blocked_times, backup_runs, party_invitations, invitation_answers';

let templateDump: Blob | undefined;

/**
 * A migrated PGlite in memory: a copy of the run's template (database-template.ts) when the
 * config made one, else opened and migrated here.
 */
export async function openPgliteCopy(): Promise<DbHandle> {
  const template = inject('pgliteTemplate');
  if (!template) return openDatabase({ dataDir: 'memory://' });
  templateDump ??= new Blob([readFileSync(template)]);
  const client = await PGlite.create('memory://', {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: templateDump,
  });
  return {
    db: drizzle({ client, schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

export interface TestDatabasesOptions {
  /**
   * Why PostgreSQL behaves differently here (e.g. 'concurrent writers'): the file then runs on
   * PostgreSQL too. Without it, PGlite only.
   */
  postgres?: string;
}

export function testDatabases(tag: string, options: TestDatabasesOptions = {}): TestDatabase[] {
  const reset = (db: Database) => async () =>
    void (await db.execute(sql.raw(`TRUNCATE ${TABLES} RESTART IDENTITY`)));
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      async open() {
        const handle = await openPgliteCopy();
        return { ...handle, reset: reset(handle.db) };
      },
    },
  ];
  if (!options.postgres) return list;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      async open() {
        const schema = `clv_booking_${tag}_${process.pid}`;
        const handle = await openDatabase({ url, schema, poolSize: 8 });
        return {
          ...handle,
          // A getter: `db` follows a renewed pool.
          get db() {
            return handle.db;
          },
          migrationsSchema: schema,
          reset: async () => reset(handle.db)(),
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
      `\n*** TEST_DATABASE_URL is not set: the PostgreSQL integration tests of ${tag} are SKIPPED (PGlite only). ***\n`,
    );
  }
  return list;
}

/**
 * The booking service as the site wires it (src/booking/server/runtime.ts), on a test database: its
 * rate limits in the same database, duplicate submissions serialised where writers run at once,
 * the test lifecycle's settings (a request holds 30 minutes until its e-mail is confirmed:
 * testing/verify.ts confirms it as the parent's button does).
 */
export function bookingServiceOn(
  handle: Pick<DbHandle, 'db' | 'kind'>,
  deps: Partial<BookingServiceDeps> = {},
): BookingService {
  return createBookingService({
    getDb: async () => handle.db,
    rateLimiter: createRateLimiter(async () => handle.db),
    concurrentWriters: handle.kind === 'postgres',
    lifecycle: testLifecycleSettings(),
    ...deps,
  });
}

/** An error as the database driver raises it, with its Node.js code (`ECONNREFUSED`, `ENOSPC`). */
export const driverError = (message: string, code: string) =>
  Object.assign(new Error(message), { code });

/**
 * The booking service on a database that fails: `unreachable` cannot be opened (refused),
 * `full-disk` refuses the write (the first write of the store, the rate limit's, fails ENOSPC).
 */
export function failingBookingService(
  handle: Pick<DbHandle, 'db'>,
  failure: 'unreachable' | 'full-disk',
  deps: Partial<BookingServiceDeps> = {},
): BookingService {
  return createBookingService({
    lifecycle: testLifecycleSettings(),
    ...(failure === 'unreachable'
      ? {
          getDb: () => Promise.reject(driverError('refused', 'ECONNREFUSED')),
          rateLimiter: { consume: () => Promise.resolve() } as never,
        }
      : {
          getDb: async () => handle.db,
          rateLimiter: {
            consume: () => Promise.reject(driverError('no space left', 'ENOSPC')),
          } as never,
        }),
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
