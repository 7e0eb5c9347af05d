#!/usr/bin/env node
// The test servers' embedded database, started from one migrated copy. A server on a new DATA_DIR
// makes its PGlite folder and applies every migration at its first query: about 5 s of CPU, where
// opening a migrated folder takes under one (docs/testing.md, "How long it takes"). The suites
// start some twenty servers in a run, so each new folder is copied from a template made once:
// PGlite made and migrated from `drizzle/` with the options the site opens it with
// (src/lib/db/client.ts: btree_gist). The server still opens it its own way and applies what the
// template lacks, so what a test sees is what a restarted site sees.
//
// The template's folder is named after the migrations and PGlite's version, so a new migration
// or PGlite makes a new one. Suites side by side may make it at the same time: each makes its own
// and renames it into place; the first rename wins.
//
//   node tests/support/pglite-template.mjs    seeds $DATA_DIR (the end-to-end servers' commands)
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const root = path.resolve(import.meta.dirname, '..', '..');
const migrations = path.join(root, 'drizzle');

/**
 * The template's folder, among the installed packages' caches (never in a DATA_DIR):
 * `node_modules/.cache/pglite-template-<hash of the migrations and PGlite's version>`.
 */
function templateDir() {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  for (const file of files(migrations).sort()) {
    hash.update(path.relative(migrations, file));
    hash.update(readFileSync(file));
  }
  return path.join(
    root,
    'node_modules',
    '.cache',
    `pglite-template-${hash.digest('hex').slice(0, 16)}`,
  );
}

/** The migrated template's folder, made when missing. */
async function pgliteTemplate() {
  const dir = templateDir();
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const making = `${dir}.making-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(path.dirname(making), { recursive: true });
  const client = await PGlite.create(making, { extensions: { btree_gist } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrations });
  } finally {
    await client.close();
  }
  // PGlite makes its files 0666 whatever the umask; a copy keeps the modes, and the site narrows
  // its DATA_DIR to its own user (src/lib/private-folder.ts), so the template is narrowed once.
  const narrow = (entry) => {
    for (const child of readdirSync(entry, { withFileTypes: true })) {
      const full = path.join(entry, child.name);
      if (child.isDirectory()) narrow(full);
      chmodSync(full, child.isDirectory() ? 0o700 : 0o600);
    }
  };
  narrow(making);
  chmodSync(making, 0o700);
  try {
    renameSync(making, dir);
  } catch (error) {
    // Another suite's template took the name first: the same migrations, so theirs serves.
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw error;
  }
  return dir;
}

/**
 * Gives `dataDir` (a DATA_DIR) the migrated template as its PGlite folder, unless it has one:
 * a server started on it then finds its database ready. Returns `dataDir`.
 */
export async function seedDataDir(dataDir) {
  const target = path.join(path.resolve(root, dataDir), 'pglite');
  if (existsSync(target)) return dataDir;
  const template = await pgliteTemplate();
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  cpSync(template, target, { recursive: true });
  return dataDir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) {
    console.error('pglite-template: DATA_DIR is not set');
    process.exit(1);
  }
  await seedDataDir(dataDir);
}
