// One database per process: embedded PGlite under the data directory by default, PostgreSQL
// when DATABASE_URL is set. Both speak the same SQL, so one Drizzle schema and one set of
// migrations serve both. Opening PGlite costs seconds and memory, so the instance is kept on
// globalThis and shared by every caller (route handlers, server actions, the delivery loop).
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';
import { migrateDatabase } from './migrate';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: takes a session advisory lock on a connection of its own; returns the unlock. */
  lock?(key: number): Promise<() => Promise<void>>;
}

export interface DbOptions {
  /** A postgres:// URL; without it, PGlite. */
  url?: string;
  /** PGlite's directory; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests and benchmarks use their own). */
  schema?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

/** Where the site keeps PGlite and the file outbox: DATA_DIR, else `.data/` in the working directory. */
export function getDataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR || '.data');
}

/** Opens a database and applies the committed migrations. */
export async function openDatabase(options: DbOptions = {}): Promise<DbHandle> {
  const handle = options.url ? await openPostgres(options.url, options) : await openPglite(options.dataDir ?? path.join(getDataDir(), 'pglite'));
  await migrateDatabase(handle, options.schema);
  return handle;
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, options: DbOptions): Promise<DbHandle> {
  const client = postgres(url, {
    max: options.poolSize ?? 10,
    onnotice: () => {},
    connection: options.schema ? { search_path: options.schema } : {},
  });
  if (options.schema) await client.unsafe(`CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, '')}"`);
  const db = drizzlePostgres({ client, schema }) as unknown as Database;
  const lock = async (key: number) => {
    const reserved = await client.reserve();
    await reserved`SELECT pg_advisory_lock(${key})`;
    return async () => {
      await reserved`SELECT pg_advisory_unlock(${key})`;
      reserved.release();
    };
  };
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }), lock };
}

const shared = globalThis as unknown as { __cluvilleDb?: Promise<DbHandle> };

/** The process's database, opened (and migrated) on first use. A failed open is retried next time. */
export function getDatabase(): Promise<DbHandle> {
  shared.__cluvilleDb ??= openDatabase({ url: process.env.DATABASE_URL || undefined }).catch((error: unknown) => {
    shared.__cluvilleDb = undefined;
    throw error;
  });
  return shared.__cluvilleDb;
}
