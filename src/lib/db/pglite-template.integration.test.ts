// The test servers' DATA_DIR starts from a migrated copy (tests/support/pglite-template.mjs) made
// with Drizzle's migrator, not through the site's own opening. Here the site opens a seeded folder
// as it opens its DATA_DIR, finds no migration left to apply, and the schema is the one the site's
// own migration makes (migrateDatabase, as the unit suite's template is made:
// src/booking/testing/database-template.ts): tables, columns, constraints (the bookings' exclusion
// constraint among them), triggers and indexes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDataDir } from '../../../tests/support/pglite-template.mjs';
import { openPgliteCopy } from '@/booking/testing/databases';
import { openDatabase, type DbHandle } from './client';
import { rowsOf } from './executor';
import { pendingMigrations } from './migrate';

const scratch = mkdtempSync(path.join(tmpdir(), 'clv-pglite-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every table's columns, constraints, indexes and triggers in `public`, as sorted text. */
async function schemaOf(handle: DbHandle): Promise<string[]> {
  const rows = rowsOf<{ line: string }>(
    await handle.db.execute(sql`
      SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' ||
             is_nullable || ' ' || coalesce(column_default, '') AS line
        FROM information_schema.columns WHERE table_schema = 'public'
      UNION ALL
      SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' ||
             pg_get_constraintdef(oid)
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
      UNION ALL
      SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
      UNION ALL
      SELECT 'trigger ' || tgrelid::regclass::text || ' ' || tgname
        FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL
      SELECT 'extension ' || extname FROM pg_extension`),
  );
  return rows.map((row) => row.line).sort();
}

it('a seeded DATA_DIR opens with nothing to migrate and the schema the site migrates itself', async () => {
  const dataDir = path.join(scratch, 'seeded');
  await seedDataDir(dataDir);
  const seeded = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const migrated = await openPgliteCopy();
  try {
    expect(await pendingMigrations(seeded)).toBe(0);
    const expected = await schemaOf(migrated);
    expect(expected.some((line) => line.includes('EXCLUDE USING gist'))).toBe(true);
    expect(await schemaOf(seeded)).toEqual(expected);
  } finally {
    await seeded.close();
    await migrated.close();
  }
});

it('a DATA_DIR that has its database keeps it', async () => {
  const dataDir = path.join(scratch, 'kept');
  await seedDataDir(dataDir);
  const first = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await first.db.execute(sql`CREATE TABLE kept_here (id int)`);
  await first.close();
  await seedDataDir(dataDir);
  const again = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const rows = rowsOf<{ name: string | null }>(
      await again.db.execute(sql`SELECT to_regclass('public.kept_here')::text AS name`),
    );
    expect(rows[0]?.name).toBe('kept_here');
  } finally {
    await again.close();
  }
});
