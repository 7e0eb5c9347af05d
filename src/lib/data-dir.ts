// Where the site keeps what it writes itself (PGlite, the file outbox, generated keys). No
// database import: the proxy reads a generated key from here without opening the database.
import path from 'node:path';

/** DATA_DIR, else `.data/` in the working directory. */
export function getDataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR || '.data');
}
