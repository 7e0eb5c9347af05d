// DATA_DIR holds personal data and keys: the embedded database, the file outbox's mails (with
// manage and sign-in links), the generated keys and the backups. It is the site's user's alone:
// folders 0700, files 0600. The process's umask makes new files so (start-up sets it, before
// anything is written), the writers give their modes too, and what is already there with wider
// modes (a folder from before, PGlite's own files, which it makes 0666 whatever the umask) is
// narrowed. Server-only.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getDataDir } from '@/lib/data-dir';
import { logger } from '@/lib/logger';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** New files and folders of this process: no access for group and others (umask 077). */
export function keepNewFilesPrivate(): void {
  try {
    process.umask(0o077);
  } catch {
    // a worker thread may not set it; the writers give their modes themselves
  }
}

/**
 * Takes group and other access away from `folder` and everything under it (symbolic links are
 * left alone, never followed); returns how many entries it changed.
 */
export function tightenFolder(folder: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    const info = lstatSync(entry, { throwIfNoEntry: false });
    if (!info || info.isSymbolicLink()) return;
    if (info.mode & 0o077) {
      // The owner's own bits are kept (a read-only file stays read-only).
      chmodSync(entry, info.mode & (info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE));
      changed++;
    }
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return changed;
}

/**
 * At start-up: the umask, DATA_DIR made 0700 if missing, and an existing one narrowed, said in a
 * warning (the folder and a count, nothing of its contents). Returns how many entries changed.
 */
export function prepareDataDir(folder = getDataDir()): number {
  keepNewFilesPrivate();
  let changed: number;
  try {
    mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
    changed = tightenFolder(folder);
  } catch (error) {
    // Not the site's to stop over: ready reports a DATA_DIR it cannot write (src/ops/health.ts).
    logger.error('data_dir.not_tightened', { folder, error });
    return 0;
  }
  if (changed)
    logger.warn('data_dir.tightened', {
      folder,
      entries: changed,
      note: 'DATA_DIR held files or folders others could read: now 0700 folders, 0600 files',
    });
  return changed;
}
