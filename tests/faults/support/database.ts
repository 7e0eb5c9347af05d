// The database a fault test's servers use: PostgreSQL at 127.0.0.1:5432 (FAULTS_DATABASE_URL or
// TEST_DATABASE_URL override it) in a schema of the test's own, or, when none answers, PGlite in
// a data folder of the test's own. The servers reach the schema through `search_path` and carry
// an `application_name` of their own, so the test can kill exactly their connections.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase, openDatabaseForTool, type DbHandle } from '@/lib/db/client';
import { outboxEmails } from '@/lib/db/schema';
import { seedDataDir } from '../../support/pglite-template.mjs';
import { root } from './site';

const baseUrl =
  process.env.FAULTS_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

export async function postgresAnswers(): Promise<boolean> {
  const client = postgres(baseUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`SELECT 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

export interface FaultDatabase {
  kind: 'postgres' | 'pglite';
  /** The environment a server needs to use it. */
  env: Record<string, string>;
  /** Inspect the data (PostgreSQL: directly; PGlite: only while no server holds the folder, or through its socket with openDatabaseForTool). */
  open(): Promise<DbHandle>;
  /** Every outbox row's status and attempts, read beside the running servers. */
  mails(): Promise<{ status: string; attempts: number }[]>;
  /** PostgreSQL: terminates every connection of this test's servers. */
  killConnections(): Promise<number>;
  drop(): Promise<void>;
}

/** A data folder inside the checkout (DATA_DIR), fresh. */
export function dataDir(name: string): string {
  const dir = path.join(root, '.data', 'faults', `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function faultDatabase(
  name: string,
  options: { pglite?: boolean } = {},
): Promise<FaultDatabase> {
  const dir = dataDir(name);
  if (options.pglite || !(await postgresAnswers())) {
    // The migrated database copied in (tests/support/pglite-template.mjs), as a restarted site finds it.
    await seedDataDir(dir);
    return {
      kind: 'pglite',
      env: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: path.join(dir, 'pglite'), lockWaitMs: 0 }),
      async mails() {
        // Through the running server's socket, or the folder itself when no server holds it.
        const handle = await openDatabaseForTool({ dataDir: path.join(dir, 'pglite') });
        try {
          return await handle.db
            .select({ status: outboxEmails.status, attempts: outboxEmails.attempts })
            .from(outboxEmails);
        } finally {
          await handle.close();
        }
      },
      killConnections: async () => 0,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `clv_faults_${name.replace(/\W/g, '_')}_${process.pid}`;
  // Migrate the schema from here; the servers get a migrations folder with nothing in it, so
  // they never touch the shared `drizzle` bookkeeping schema's rows.
  const setup = await openDatabase({ url: baseUrl, schema, poolSize: 2 });
  await setup.close();
  const noMigrations = path.join(dir, 'no-migrations');
  mkdirSync(path.join(noMigrations, 'meta'), { recursive: true });
  writeFileSync(
    path.join(noMigrations, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  );
  const url = new URL(baseUrl);
  url.searchParams.set('search_path', schema);
  url.searchParams.set('application_name', schema);
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  return {
    kind: 'postgres',
    // Instances on one PostgreSQL sign booking links with one key, required in production there.
    env: {
      DATA_DIR: dir,
      DATABASE_URL: url.toString(),
      MIGRATIONS_DIR: noMigrations,
      BOOKING_LINK_SECRET: 'faults-booking-link-secret-0123456789',
    },
    open: () => openDatabase({ url: baseUrl, schema, poolSize: 2 }),
    mails: () =>
      admin.unsafe<{ status: string; attempts: number }[]>(
        `SELECT status, attempts FROM "${schema}".outbox_emails`,
      ),
    async killConnections() {
      const rows =
        await admin`SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = ${schema} AND pid <> pg_backend_pid()`;
      return rows.length;
    },
    async drop() {
      await admin.unsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end({ timeout: 2 });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
