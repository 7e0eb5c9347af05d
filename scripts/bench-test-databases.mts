// Benchmark: what an integration test file pays to get a migrated database: on PGlite, opened and
// migrated (the old way) against loaded from a dump of a migrated one (the unit run's way,
// src/booking/testing/database-template.ts); on PostgreSQL, a schema migrated (the unit run's
// way) against a copy of a migrated template database (`CREATE DATABASE … TEMPLATE`, a way not
// taken yet). Prints the median of ROUNDS opens of each.
//   npx tsx scripts/bench-test-databases.mts          PGlite, plus PostgreSQL when TEST_DATABASE_URL is set
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import { openDatabase, type Database } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import * as schema from '@/lib/db/schema';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const extensions = { btree_gist };

async function median(label: string, once: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${Math.round(times[Math.floor(ROUNDS / 2)]!)} ms over ${ROUNDS}`);
}

await median('PGlite, open and migrate', async () => {
  await (await openDatabase({ dataDir: 'memory://' })).close();
});
const source = await PGlite.create('memory://', { extensions });
await migrateDatabase({
  db: drizzle({ client: source, schema }) as unknown as Database,
  kind: 'pglite',
  close: async () => {},
});
const dump = await source.dumpDataDir('none');
await source.close();
await median('PGlite, load the migrated dump', async () => {
  await (await PGlite.create('memory://', { extensions, loadDataDir: dump })).close();
});

const url = process.env.TEST_DATABASE_URL;
if (url) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const at = (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).href;
  let round = 0;
  await median('PostgreSQL, a schema migrated', async () => {
    const name = `clv_bench_${process.pid}_${round++}`;
    await (await openDatabase({ url, schema: name, poolSize: 2 })).close();
    await admin.unsafe(`DROP SCHEMA "${name}" CASCADE`);
  });
  const template = `clv_bench_template_${process.pid}`;
  await admin.unsafe(`CREATE DATABASE "${template}"`);
  await (await openDatabase({ url: at(template), poolSize: 2 })).close();
  await median('PostgreSQL, a copy of the migrated template', async () => {
    const name = `${template}_${round++}`;
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await (await openDatabase({ url: at(name), poolSize: 2 })).close();
    await admin.unsafe(`DROP DATABASE "${name}" WITH (FORCE)`);
  });
  await admin.unsafe(`DROP DATABASE "${template}" WITH (FORCE)`);
  await admin.end({ timeout: 2 });
}
