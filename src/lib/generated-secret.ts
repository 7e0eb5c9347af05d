// A key the site makes for itself when the operator sets none (embedded database, one instance):
// generated once into DATA_DIR/<name> and read back on every start, so what it signs (booking
// links, desk sessions) outlives a restart. Server-only.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getDataDir } from '@/lib/data-dir';
import { logger } from '@/lib/logger';

/** The configured value, or the key stored in DATA_DIR under `name` (made on first use). */
export function configuredOrGeneratedSecret(
  configured: string | undefined,
  name: string,
  options: { minLength: number; event: string; setting: string },
): string {
  if (configured) return configured;
  const file = path.join(getDataDir(), name);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= options.minLength) return stored;
  } catch {
    // not generated yet
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // `wx`: when two starts race, the first file wins and both read it back.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    logger.info(options.event, {
      note: `${options.setting} is not set: a key was generated into DATA_DIR`,
    });
  } catch {
    // written by another process meanwhile
  }
  return readFileSync(file, 'utf8').trim();
}
