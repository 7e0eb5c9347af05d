// `npm run bookings -- backup` on a database that is not the site's: run without DATA_DIR (or
// with the wrong one) it used to create a new, empty database, back that up and exit 0, a backup
// that looks good and restores as nothing. Now it refuses, exit 1, and creates nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { backupForTool } from './backup-tool';

const scratch = mkdtempSync(path.join(tmpdir(), 'clv-backup-tool-'));
const saved = { ...process.env };
afterAll(() => {
  for (const name of ['DATA_DIR', 'DATABASE_URL', 'BACKUP_AGE_RECIPIENT']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  rmSync(scratch, { recursive: true, force: true });
});

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

const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)(
  'a backup of a PostgreSQL database the site never ran on',
  { timeout: 60_000 },
  () => {
    const name = `cluville_backup_never_${process.pid}`;
    const url = (() => {
      const parsed = new URL(adminUrl!);
      parsed.pathname = `/${name}`;
      return parsed.toString();
    })();
    const admin = () => postgres(adminUrl!, { max: 1, onnotice: () => {} });
    afterAll(async () => {
      const client = admin();
      await client.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    });

    it('is refused, and the database is left unmigrated', async () => {
      const client = admin();
      await client.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.unsafe(`CREATE DATABASE "${name}"`);
      await client.end();
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
