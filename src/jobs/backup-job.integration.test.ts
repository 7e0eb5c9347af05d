// Scheduled backups as the site runs them (the job scheduler, the embedded database): each run
// writes a file and records it, the folder keeps the newest BACKUP_KEEP, a failure is recorded
// for the desk, and a scheduled file restores.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { openPgliteCopy } from '@/booking/testing/databases';
import { countRows, restoreLogicalBackup } from '@/lib/db/backup';
import { backupRuns } from '@/lib/db/schema';
import { insertBooking } from '@/booking/testing/lifecycle';
import { backupConfig, backupJob, type BackupConfig } from './backup-job';
import { lastBackup, lastSuccessfulBackup } from './backup-repository';
import { runDueJobs } from './scheduler';

const scratch = mkdtempSync(path.join(tmpdir(), 'clv-backup-job-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('backup settings', () => {
  it('default to DATA_DIR/backups, every 24h, 14 kept, on the embedded database; off on PostgreSQL unless BACKUP_DIR is set', () => {
    expect(backupConfig({}, '/srv/data')).toEqual({
      dir: '/srv/data/backups',
      everyMs: 24 * 3_600_000,
      keep: 14,
      databaseUrl: undefined,
      recipient: undefined,
    });
    expect(backupConfig({ DATABASE_URL: 'postgres://db/site' }, '/srv/data')).toBeUndefined();
    expect(
      backupConfig(
        {
          DATABASE_URL: 'postgres://db/site',
          BACKUP_DIR: '/backups',
          BACKUP_EVERY: '6h',
          BACKUP_KEEP: '30',
        },
        '/srv/data',
      ),
    ).toEqual({
      dir: '/backups',
      everyMs: 6 * 3_600_000,
      keep: 30,
      databaseUrl: 'postgres://db/site',
      recipient: undefined,
    });
  });
});

describe('the scheduled backup on the embedded database', () => {
  it('keeps the newest BACKUP_KEEP files and records every run', { timeout: 120_000 }, async () => {
    const handle = await openPgliteCopy();
    try {
      await insertBooking(handle.db, { status: 'confirmed' });
      await insertBooking(handle.db, { status: 'pending', startsInHours: 120 });
      const dir = path.join(scratch, 'backups');
      // Due again at once after each run, so five checks write five backups.
      const config: BackupConfig = { dir, everyMs: 1, keep: 3 };
      for (let i = 0; i < 5; i++) {
        expect(await runDueJobs(handle.db, [backupJob(config)])).toEqual(['backup']);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const runs = await handle.db.select().from(backupRuns).orderBy(asc(backupRuns.id));
      expect(runs.map((run) => run.ok)).toEqual([true, true, true, true, true]);
      expect(new Set(runs.map((run) => run.file)).size).toBe(5);
      // The three newest runs' files are the ones left.
      expect(readdirSync(dir).sort()).toEqual(
        runs
          .slice(2)
          .map((run) => run.file)
          .sort(),
      );
      expect(runs.every((run) => (run.bytes ?? 0) > 0)).toBe(true);

      // The newest restores into an empty database with the same rows.
      const restored = await openPgliteCopy();
      try {
        await restoreLogicalBackup(restored.db, path.join(dir, runs[4]!.file!));
        const counts = await countRows(restored.db);
        expect(counts.booking_requests).toBe(2);
        expect(counts.booking_holds).toBe(2);
      } finally {
        await restored.close();
      }
      expect((await lastSuccessfulBackup(handle.db))?.file).toBe(runs[4]!.file);
    } finally {
      await handle.close();
    }
  });

  it(
    'records and logs a failed backup, as the last attempt the desk shows',
    { timeout: 60_000 },
    async () => {
      const handle = await openPgliteCopy();
      try {
        const notAFolder = path.join(scratch, 'not-a-folder');
        writeFileSync(notAFolder, 'x');
        await runDueJobs(handle.db, [backupJob({ dir: notAFolder, everyMs: 1, keep: 3 })]);
        const last = await lastBackup(handle.db);
        expect(last?.ok).toBe(false);
        expect(last?.error).toBeTruthy();
        expect(await lastSuccessfulBackup(handle.db)).toBeUndefined();
      } finally {
        await handle.close();
      }
    },
  );
});
