// For the tests of one migration: the migrations folder cut after an earlier one, the databases
// to run on (PGlite always; PostgreSQL in a schema of its own when TEST_DATABASE_URL is set), and
// a database opened there and cleaned up afterwards.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle, type DbOptions } from './client';
import { migrateDatabase } from './migrate';

/** All the migrations, as in `drizzle/`. */
export const allMigrations = path.resolve('drizzle');

/**
 * A copy of `drizzle/` whose journal ends with migration `last` (by its index), removed after
 * the file's tests.
 */
export function migrationsThrough(last: number): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'clv-migrations-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  cpSync(allMigrations, copy, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(allMigrations, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
  writeFileSync(path.join(copy, 'meta/_journal.json'), JSON.stringify(journal));
  return copy;
}

export interface MigrationTarget {
  name: 'pglite' | 'postgres';
  options: DbOptions;
}

/** PGlite in memory, and PostgreSQL in the schema `clv_<label>_<pid>` with TEST_DATABASE_URL. */
export function migrationTargets(label: string): MigrationTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return [
    { name: 'pglite', options: { dataDir: 'memory://' } },
    ...(url
      ? [{ name: 'postgres' as const, options: { url, schema: `clv_${label}_${process.pid}` } }]
      : []),
  ];
}

export interface MigrationRun {
  handle: DbHandle;
  /** Runs the migrations of `migrations` (a folder from `migrationsThrough`, or all of them). */
  migrateTo: (migrations?: string) => Promise<void>;
}

/**
 * Opens `target` with the migrations of `start` applied, runs `test`, then drops the PostgreSQL
 * schema and closes.
 */
export async function onDatabaseAt(
  target: MigrationTarget,
  start: string,
  test: (run: MigrationRun) => Promise<void>,
): Promise<void> {
  const schema = 'schema' in target.options ? target.options.schema : undefined;
  process.env.MIGRATIONS_DIR = start;
  const handle = await openDatabase(target.options);
  try {
    await test({
      handle,
      migrateTo: async (migrations = allMigrations) => {
        process.env.MIGRATIONS_DIR = migrations;
        await migrateDatabase(handle, schema);
      },
    });
  } finally {
    delete process.env.MIGRATIONS_DIR;
    if (schema) await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    await handle.close();
  }
}
