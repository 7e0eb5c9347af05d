// `npm run bookings -- backup` and `restore` (scripts/bookings.mts): which database, which way.
// The embedded database is dumped through the running site's socket (or the folder, opened and
// locked, when no site runs) and restored only with the site stopped, into a fresh folder that
// then takes the database folder's place. PostgreSQL uses pg_dump and pg_restore. With
// BACKUP_AGE_RECIPIENT a backup is encrypted to that public key; a restore of an encrypted file
// needs --identity, the private key, which never lives beside the site. A restored database
// starts with its outbox paused (outbox_pause): the mails waiting at backup time are not sent
// again by a copy started with the production SMTP_URL, until the operator releases them.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import {
  appliedMigrations,
  backupFileName,
  backupKindOf,
  BackupError,
  countRows,
  pgDumpTo,
  pgRestoreFrom,
  readBackupHeader,
  restoreLegacyKeys,
  restoreLogicalBackup,
  writeLogicalBackup,
} from './backup';
import { decryptedCopy, isEncrypted } from './backup-encryption';
import { getPgliteDir, openDatabase, openDatabaseForTool, type Database } from './client';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import * as schema from './schema';
import { acquireFolderLock, FolderLockedError, liveHolder } from './folder-lock';
import { pauseOutboxAfterRestore } from '@/booking/db/outbox-repository';

export interface BackupOutcome {
  file: string;
  bytes: number;
  via: 'socket' | 'folder' | 'pg_dump';
  /** Encrypted to BACKUP_AGE_RECIPIENT. */
  encrypted: boolean;
  /** Rows per table (the embedded database's dump). */
  tables?: Record<string, number>;
}

export async function backupForTool(
  options: { out?: string; now?: Date } = {},
): Promise<BackupOutcome> {
  const url = process.env.DATABASE_URL || undefined;
  const recipient = process.env.BACKUP_AGE_RECIPIENT || undefined;
  const encrypted = Boolean(recipient);
  const now = options.now ?? new Date();
  const file = path.resolve(
    options.out ?? backupFileName(now, url ? 'pg_dump' : 'logical', encrypted),
  );
  if (url) {
    // Read as it is, never opened through the site's client (which would migrate it).
    const client = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
    try {
      const tables = await refuseEmpty(drizzlePostgres(client, { schema }) as unknown as Database);
      const { bytes } = await pgDumpTo(url, file, { recipient });
      return { file, bytes, via: 'pg_dump', encrypted, tables };
    } finally {
      await client.end({ timeout: 1 }).catch(() => {});
    }
  }
  if (!existsSync(getPgliteDir())) {
    // Opening it would create and migrate a new, empty database, and back that up.
    throw new BackupError(
      `there is no database at ${getPgliteDir()}: nothing to back up. Set DATA_DIR to the site's data folder (or DATABASE_URL).`,
    );
  }
  const handle = await openDatabaseForTool();
  try {
    await refuseEmpty(handle.db);
    const { bytes, header } = await writeLogicalBackup(handle.db, file, { recipient });
    return {
      file,
      bytes,
      via: handle.via === 'socket' ? 'socket' : 'folder',
      encrypted,
      tables: header.tables,
    };
  } finally {
    await handle.close();
  }
}

/**
 * A database that was never migrated, or whose tables are all empty, is not the site's: a backup
 * of it would look like a good one and restore as nothing.
 */
async function refuseEmpty(db: Database): Promise<Record<string, number>> {
  const migrations = await appliedMigrations(db);
  if (!migrations)
    throw new BackupError(
      'the database has no migrations applied: it is not a database the site has run on. Check DATA_DIR or DATABASE_URL.',
    );
  const counts = await countRows(db);
  if (Object.values(counts).every((n) => n === 0))
    throw new BackupError(
      'every table of the database is empty: nothing to back up. Check DATA_DIR or DATABASE_URL.',
    );
  return counts;
}

export interface RestoreOutcome {
  target: string;
  /** Where the replaced embedded database was kept (with --force). */
  keptAside?: string;
  tables: Record<string, number>;
  /** Keys an older backup carried that DATA_DIR lacked, written back (restoreLegacyKeys). */
  keys?: string[];
  /** Mails waiting at backup time, held by the outbox's pause until released or dropped. */
  heldMails: number;
}

/**
 * Restores `from`; an encrypted backup is decrypted with the keys of `identity` into a private
 * temporary folder first, removed afterwards.
 */
export async function restoreForTool(options: {
  from: string;
  force?: boolean;
  identity?: string;
}): Promise<RestoreOutcome> {
  const from = path.resolve(options.from);
  if (!(await isEncrypted(from).catch(() => false))) return restorePlain(from, options.force);
  if (!options.identity)
    throw new BackupError(
      `${from} is encrypted (age). Restore it with --identity FILE: the file holding the private key (AGE-SECRET-KEY-1…) of BACKUP_AGE_RECIPIENT, kept off the site's machine.`,
    );
  const plain = await decryptedCopy(from, path.resolve(options.identity));
  try {
    return await restorePlain(plain.file, options.force);
  } finally {
    plain.remove();
  }
}

async function restorePlain(from: string, force?: boolean): Promise<RestoreOutcome> {
  const kind = await backupKindOf(from);
  const url = process.env.DATABASE_URL || undefined;
  if (url) return restorePostgres(url, from, kind, force ?? false);
  if (kind === 'pg_dump')
    throw new BackupError(
      `${from} is a pg_dump archive of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.`,
    );
  return restoreEmbedded(getPgliteDir(), from, force ?? false);
}

async function restoreEmbedded(
  folder: string,
  from: string,
  force: boolean,
): Promise<RestoreOutcome> {
  const header = await readBackupHeader(from); // a readable dump of ours, before anything is touched
  const holder = liveHolder(folder);
  if (holder)
    throw new BackupError(
      `The site (process ${holder.pid}) has the database folder ${folder} open. A restore must be its only opener: stop the site, run the restore, then start the site again.`,
    );
  const occupied = existsSync(path.join(folder, 'PG_VERSION'));
  if (occupied && !force)
    throw new BackupError(
      `${folder} already holds a database. To replace it with the backup, add --force (the current folder is kept aside, renamed, not deleted).`,
    );
  let lock;
  try {
    lock = await acquireFolderLock(folder, { waitMs: 0 });
  } catch (error) {
    if (error instanceof FolderLockedError) throw new BackupError(error.message);
    throw error;
  }
  const fresh = `${folder}.restoring`;
  try {
    rmSync(fresh, { recursive: true, force: true });
    const handle = await openDatabase({ dataDir: fresh, lockWaitMs: 0 });
    let tables: Record<string, number>;
    let held: number;
    try {
      tables = await restoreLogicalBackup(handle.db, from);
      ({ held } = await pauseOutboxAfterRestore(handle.db));
    } catch (error) {
      await handle.close();
      rmSync(fresh, { recursive: true, force: true });
      throw error;
    }
    await handle.close();
    let keptAside: string | undefined;
    if (occupied) {
      keptAside = `${folder}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
      renameSync(folder, keptAside);
    } else {
      rmSync(folder, { recursive: true, force: true });
    }
    renameSync(fresh, folder);
    const keys = restoreLegacyKeys(header, path.dirname(folder));
    return { target: folder, keptAside, tables, keys, heldMails: held };
  } finally {
    lock.release();
  }
}

async function restorePostgres(
  url: string,
  from: string,
  kind: 'logical' | 'pg_dump',
  force: boolean,
): Promise<RestoreOutcome> {
  const target = new URL(url);
  target.password = '';
  const name = `${target.host}${target.pathname}`;
  const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  let empty: boolean;
  try {
    const [row] = await admin<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;
    empty = Number(row?.n ?? 0) === 0;
  } finally {
    await admin.end({ timeout: 5 });
  }
  if (!empty && !force)
    throw new BackupError(
      `The database ${name} is not empty. Restore into an empty database, or add --force to replace its contents (stop the site's instances first).`,
    );
  if (kind === 'pg_dump') {
    await pgRestoreFrom(url, from, !empty);
    const handle = await openDatabase({ url, poolSize: 2 });
    try {
      const tables = await countRows(handle.db);
      const { held } = await pauseOutboxAfterRestore(handle.db);
      return { target: name, tables, heldMails: held };
    } finally {
      await handle.close();
    }
  }
  // The embedded database's dump moved onto PostgreSQL: the migrations make the tables, then the rows.
  const handle = await openDatabase({ url, poolSize: 2 });
  try {
    const tables = await restoreLogicalBackup(handle.db, from, { replace: !empty });
    const { held } = await pauseOutboxAfterRestore(handle.db);
    return { target: name, tables, heldMails: held };
  } finally {
    await handle.close();
  }
}
