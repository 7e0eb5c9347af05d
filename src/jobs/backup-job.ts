// Scheduled backups written by the site itself (docs/operations.md, "Backup and restore"): every
// BACKUP_EVERY into BACKUP_DIR, keeping the newest BACKUP_KEEP files. Claimed in the database like
// every job (scheduler.ts), so with several instances one of them writes each backup. Each attempt
// is recorded in backup_runs; a failure is logged (no personal data) and shown on the desk.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@/lib/db/client';
import {
  backupFileName,
  BackupError,
  pgDumpTo,
  rotateBackups,
  writeLogicalBackup,
} from '@/lib/db/backup';
import { durationMs, parseDuration } from '@/lib/duration';
import { errorCode } from '@/lib/db/pg-error.mjs';
import { logger } from '@/lib/logger';
import { recordBackup } from './backup-repository';
import type { ScheduledJob } from './scheduler';

const DEFAULT_BACKUP_EVERY = '24h';
const DEFAULT_BACKUP_KEEP = 14;

export interface BackupConfig {
  dir: string;
  everyMs: number;
  keep: number;
  /** PostgreSQL: the database pg_dump reads; else the embedded database, dumped through `db`. */
  databaseUrl?: string;
  /** BACKUP_AGE_RECIPIENT: the age public key backups are encrypted to. */
  recipient?: string;
}

/**
 * The scheduled backups' settings: on the embedded database BACKUP_DIR defaults to
 * DATA_DIR/backups; on PostgreSQL they are off unless BACKUP_DIR is set.
 */
export function backupConfig(
  env: {
    BACKUP_DIR?: string;
    BACKUP_EVERY?: string;
    BACKUP_KEEP?: string;
    DATABASE_URL?: string;
    BACKUP_AGE_RECIPIENT?: string;
  },
  dataDir: string,
): BackupConfig | undefined {
  const dir = env.BACKUP_DIR ?? (env.DATABASE_URL ? undefined : path.join(dataDir, 'backups'));
  if (!dir) return undefined;
  return {
    dir: path.resolve(dir),
    everyMs: durationMs(parseDuration(env.BACKUP_EVERY ?? DEFAULT_BACKUP_EVERY)!),
    keep: env.BACKUP_KEEP ? Number(env.BACKUP_KEEP) : DEFAULT_BACKUP_KEEP,
    databaseUrl: env.DATABASE_URL,
    recipient: env.BACKUP_AGE_RECIPIENT,
  };
}

/** Writes one backup now into the configured folder and rotates it; returns the file and size. */
async function writeScheduledBackup(
  db: Database,
  config: BackupConfig,
  now = new Date(),
): Promise<{ file: string; bytes: number; removed: string[] }> {
  mkdirSync(config.dir, { recursive: true, mode: 0o700 });
  const name = backupFileName(
    now,
    config.databaseUrl ? 'pg_dump' : 'logical',
    Boolean(config.recipient),
  );
  const file = path.join(config.dir, name);
  const { recipient } = config;
  const { bytes } = config.databaseUrl
    ? await pgDumpTo(config.databaseUrl, file, { recipient })
    : await writeLogicalBackup(db, file, { recipient });
  return { file: name, bytes, removed: rotateBackups(config.dir, config.keep) };
}

export function backupJob(config: BackupConfig): ScheduledJob {
  return {
    name: 'backup',
    everyMs: config.everyMs,
    leaseMs: 30 * 60_000,
    retryMs: Math.min(config.everyMs, 60 * 60_000),
    async run(db) {
      try {
        const result = await writeScheduledBackup(db, config);
        await recordBackup(db, { ok: true, file: result.file, bytes: result.bytes });
        logger.info('backup.written', {
          file: result.file,
          bytes: result.bytes,
          removed: result.removed.length,
        });
        return `file ${result.file}, bytes ${result.bytes}, removed ${result.removed.length}`;
      } catch (error) {
        // Our own messages and pg_dump's say what failed (a folder, a version, a connection), not whose data.
        const reason =
          error instanceof BackupError || (error as NodeJS.ErrnoException)?.syscall
            ? (error as Error).message
            : errorCode(error);
        await recordBackup(db, { ok: false, error: reason }).catch(() => {});
        logger.error('backup.failed', { dir: config.dir, error: errorCode(error), reason });
        throw error;
      }
    },
  };
}
