// Applies the committed migrations (drizzle/) when a process opens the database, so a deploy
// never needs a separate migration step. On PostgreSQL an advisory lock keeps two instances
// starting together from applying the same migration twice.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DbHandle } from './client';
import { rowsOf } from './executor';
import { databaseError } from './pg-error.mjs';

const MIGRATION_LOCK = 724_310_519;

function getMigrationsFolder(): string {
  return path.resolve(
    /* turbopackIgnore: true */ process.env.MIGRATIONS_DIR || path.join(process.cwd(), 'drizzle'),
  );
}

export async function migrateDatabase(handle: DbHandle, schema?: string): Promise<void> {
  const migrationsFolder = getMigrationsFolder();
  if (handle.kind === 'pglite') {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePglite(handle.db as any, { migrationsFolder });
    return;
  }
  // The lock is held by a connection of its own while the migrator runs on the pool.
  const unlock = await handle.lock?.(MIGRATION_LOCK);
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePostgres(handle.db as any, {
      migrationsFolder,
      migrationsSchema: schema ?? 'drizzle',
    });
  } finally {
    await unlock?.();
  }
}

/**
 * How many committed migrations (drizzle/) the database has not applied, by the rule Drizzle's
 * migrator uses: a migration is applied when its timestamp is not after the last one recorded.
 * Health reports a database behind its code (a deploy whose migration failed).
 */
export async function pendingMigrations(handle: DbHandle, schema = 'drizzle'): Promise<number> {
  const journal = JSON.parse(
    readFileSync(path.join(getMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  let last = 0;
  try {
    const [row] = rowsOf<{ last: string | number | null }>(
      await handle.db.execute(
        sql`SELECT max(created_at) AS last FROM ${sql.identifier(schema)}.__drizzle_migrations`,
      ),
    );
    last = Number(row?.last ?? 0);
  } catch (error) {
    // No bookkeeping table yet: nothing applied. Anything else (the database down) is thrown.
    if (databaseError(error)?.code !== '42P01') throw error;
  }
  return journal.entries.filter((entry) => entry.when > last).length;
}
