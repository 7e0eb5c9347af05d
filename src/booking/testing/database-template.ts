// The migrated database every integration file starts from, made once per run (vitest globalSetup,
// vitest.config.mts) instead of once per file: PGlite migrated in memory and dumped to a tar file
// that each file loads (PGlite's `loadDataDir`), and, with TEST_DATABASE_URL, a PostgreSQL
// database migrated once that each file copies (`CREATE DATABASE … TEMPLATE`). Both are removed
// when the run ends.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import * as schema from '@/lib/db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data folder (PGlite's dumpDataDir). */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database to copy, on TEST_DATABASE_URL's server. */
    postgresTemplate?: string;
  }
}

/** TEST_DATABASE_URL with its database replaced by `database`. */
export function urlWithDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The PGlite options the site opens with (btree_gist backs the exclusion constraints). */
export const PGLITE_EXTENSIONS = { btree_gist };

async function pgliteTemplate(dir: string): Promise<string> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrateDatabase({ db, kind: 'pglite', close: async () => {} });
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'pglite-template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

async function postgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `clv_template_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const handle = await openDatabase({ url: urlWithDatabase(url, name), poolSize: 2 });
  await handle.close();
  return {
    name,
    async drop() {
      // Copies of it a file could not drop (a crashed worker) go with it.
      const copies = await admin<{ datname: string }[]>`
        SELECT datname FROM pg_database WHERE starts_with(datname, ${`${name}_`})`;
      for (const { datname } of [...copies, { datname: name }])
        await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
      await admin.end({ timeout: 2 });
    },
  };
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'clv-db-template-'));
  const url = process.env.TEST_DATABASE_URL;
  const [pglite, pg] = await Promise.all([
    pgliteTemplate(dir),
    url ? postgresTemplate(url) : undefined,
  ]);
  project.provide('pgliteTemplate', pglite);
  if (pg) project.provide('postgresTemplate', pg.name);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await pg?.drop();
  };
}
