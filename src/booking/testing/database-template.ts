// The migrated PGlite every integration file starts from, made once per run (vitest globalSetup,
// vitest.config.mts) instead of once per file: PGlite migrated in memory and dumped to a tar file
// that each file loads (PGlite's `loadDataDir`), removed when the run ends.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import type { Database } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import * as schema from '@/lib/db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data folder (PGlite's dumpDataDir). */
    pgliteTemplate?: string;
  }
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

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'clv-db-template-'));
  project.provide('pgliteTemplate', await pgliteTemplate(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
