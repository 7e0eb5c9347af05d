// `npm run bookings -- backup` on a database that is not the site's: run without DATA_DIR (or
// with the wrong one) it used to create a new, empty database, back that up and exit 0, a backup
// that looks good and restores as nothing. Now it refuses, exit 1, and creates nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { backupForTool } from './backup-tool';
import { scratchDatabases, scratchFolder, testPostgresUrl } from './drill-testing';

const scratch = scratchFolder('clv-backup-tool-', [
  'DATA_DIR',
  'DATABASE_URL',
  'BACKUP_AGE_RECIPIENT',
]);

const root = path.resolve(import.meta.dirname, '..', '..', '..');

describe('a backup of a database the site never ran on', { timeout: 60_000 }, () => {
  it('a DATA_DIR with no database: the command exits 1 with why, and writes no database and no file', () => {
    const dataDir = mkdtempSync(path.join(scratch, 'empty-'));
    const out = path.join(scratch, 'never.ndjson.gz');
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'scripts/bookings.mts',
        'backup',
        '--out',
        out,
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_AGE_RECIPIENT: '' },
        timeout: 60_000,
      },
    );
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toContain('nothing to back up');
    expect(run.stderr).toContain(path.join(dataDir, 'pglite'));
    expect(readdirSync(dataDir)).toEqual([]);
    expect(existsSync(out)).toBe(false);
  });

  it('a migrated database whose every table is empty is refused too', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'migrated-'));
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await handle.close();
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    delete process.env.BACKUP_AGE_RECIPIENT;
    const out = path.join(scratch, 'empty.ndjson.gz');
    await expect(backupForTool({ out })).rejects.toThrow(/every table of the database is empty/);
    expect(existsSync(out)).toBe(false);
  });
});

const adminUrl = testPostgresUrl('backup refusal');
describe.skipIf(!adminUrl)(
  'a backup of a PostgreSQL database the site never ran on',
  { timeout: 60_000 },
  () => {
    const name = `cluville_backup_never_${process.pid}`;
    const databases = scratchDatabases(adminUrl!, [name]);
    const url = databases.urlOf(name);
    afterAll(databases.drop);

    it('is refused, and the database is left unmigrated', async () => {
      await databases.recreate();
      process.env.DATABASE_URL = url;
      delete process.env.BACKUP_AGE_RECIPIENT;
      const out = path.join(scratch, 'never.pgdump');
      await expect(backupForTool({ out })).rejects.toThrow(/no migrations applied/);
      expect(existsSync(out)).toBe(false);
      const check = postgres(url, { max: 1, onnotice: () => {} });
      const [row] = await check<{ present: boolean }[]>`
      SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`;
      await check.end();
      expect(row?.present).toBe(false);
    });
  },
);
