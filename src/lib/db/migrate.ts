// Applies the committed migrations (drizzle/) when a process opens the database, so a deploy
// never needs a separate migration step. On PostgreSQL an advisory lock keeps two instances
// starting together from applying the same migration twice.
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DbHandle } from './client';

const MIGRATION_LOCK = 724_310_519;

export function getMigrationsFolder(): string {
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
