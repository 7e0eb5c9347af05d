// Benchmark: 100 concurrent booking submissions. Every one must be stored with its two outbox
// e-mails; reports the server time per submission (p50/p95/max) on PGlite and on PostgreSQL.
//   npm run bench:bookings                       PGlite, plus PostgreSQL when TEST_DATABASE_URL is set
//   npm run bench:bookings -- --url http://127.0.0.1:3000   the same through POST /api/bookings of a running site
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { bookingRequests, outboxEmails } from '@/lib/db/schema';
import { createRateLimiter } from '@/lib/rate-limit';
import { createBookingService } from '@/booking/service';
import { birthdayInput, roomInput, testContext } from '@/booking/testing/fixtures';

const CONCURRENT = 100;
const args = process.argv.slice(2);
const url = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const run = Date.now().toString(36);

function inputFor(i: number): Record<string, string> {
  const common = { date: inDays(1 + (i % 60)), name: `Bench Parent ${run} ${i}`, email: `bench.${run}.${i}@example.com` };
  return i % 2 ? roomInput({ ...common, players: String(4 + (i % 6)) }) : birthdayInput({ ...common, children: String(1 + (i % 40)), cake: i % 4 ? 'yes' : 'no' });
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { count: times.length, p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted.at(-1)!) };
}

async function benchDatabase(name: string, handle: DbHandle) {
  const service = createBookingService({ getDb: async () => handle.db, rateLimiter: createRateLimiter(async () => handle.db), concurrentWriters: handle.kind === 'postgres' });
  const context = testContext('en', new Date().toISOString().slice(0, 10));
  for (let i = 0; i < 5; i++) await service.submit(inputFor(1000 + i), { context, clientAddress: `warm-${i}` });
  await handle.db.execute(sql`TRUNCATE booking_requests, outbox_emails, rate_limits RESTART IDENTITY`);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, i) => {
      const t0 = performance.now();
      const result = await service.submit(inputFor(i), { context, clientAddress: `198.18.${Math.floor(i / 250)}.${i % 250}` });
      return { ms: performance.now() - t0, status: result.status };
    }),
  );
  const wallMs = Math.round(performance.now() - started);
  const stored = await handle.db.$count(bookingRequests);
  const mails = await handle.db.$count(outboxEmails);
  const created = results.filter((result) => result.status === 'created').length;
  return { database: name, created, stored, outboxRows: mails, wallMs, ...stats(results.map((result) => result.ms)) };
}

async function benchHttp(base: string) {
  // Warm the route (first compile of the handler, content cache, database open).
  for (let i = 0; i < 5; i++) {
    await fetch(new URL('/api/bookings', base), { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.19.9.${i}` }, body: JSON.stringify({ ...inputFor(2000 + i), locale: 'en' }) }).then((response) => response.text());
  }
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, i) => {
      const t0 = performance.now();
      const response = await fetch(new URL('/api/bookings', base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.19.${Math.floor(i / 250)}.${i % 250}` },
        body: JSON.stringify({ ...inputFor(i), locale: 'en' }),
      });
      await response.text();
      return { ms: performance.now() - t0, status: response.status };
    }),
  );
  const status: Record<string, number> = {};
  for (const result of results) status[result.status] = (status[result.status] ?? 0) + 1;
  return { target: base, status: JSON.stringify(status), wallMs: Math.round(performance.now() - started), ...stats(results.map((result) => result.ms)) };
}

// One JSON log line per stored request would bury the table.
const log = console.log;
console.log = (...line: unknown[]) => (typeof line[0] === 'string' && line[0].startsWith('{"time"') ? undefined : log(...line));
const report: Record<string, unknown>[] = [];
if (url) {
  report.push(await benchHttp(url));
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'clv-bench-'));
  const pglite = await openDatabase({ dataDir: dir });
  report.push(await benchDatabase('pglite', pglite));
  await pglite.close();
  rmSync(dir, { recursive: true, force: true });
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `clv_bench_${process.pid}`;
    const postgres = await openDatabase({ url: pgUrl, schema, poolSize: 10 });
    try {
      report.push(await benchDatabase('postgres', postgres));
    } finally {
      await postgres.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      await postgres.close();
    }
  } else console.warn('TEST_DATABASE_URL / BENCH_DATABASE_URL not set: PostgreSQL skipped');
}
console.table(report);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bookings.json', `${JSON.stringify({ at: new Date().toISOString(), concurrent: CONCURRENT, results: report }, null, 2)}\n`);
const bad = report.some((row) => ('stored' in row && (row.stored !== CONCURRENT || row.outboxRows !== 2 * CONCURRENT)) || (row.p95Ms as number) >= 300);
if (bad) console.error('bench: not all requests stored with their e-mails, or p95 ≥ 300 ms');
process.exitCode = bad ? 1 : 0;
