// The production stack of deploy/compose.yaml, started from local binaries because no container
// engine runs here: a PostgreSQL of its own (initdb + pg_ctl into a temporary folder), a Redis of
// its own, nginx on deploy/nginx.conf, and two instances of the production image's contents (the
// standalone build copied out of the checkout, tests/support/standalone-copy.ts) started after
// nginx, all on loopback, through the harness of the multi-instance suites
// (tests/support/topology.ts). It shows:
//   (a) nginx's configuration as the compose file fills it passes `nginx -t` while no instance
//       exists, and nginx, started before the instances, sends them a booking: 201, and stored;
//   (b) instance A's road to its database cut: 40 bookings through nginx, all 40 answered 201
//       and stored once (nginx sends A's 503s to B, and then leaves A out);
//   (c) instance A killed (SIGKILL) in the middle of a burst of bookings through nginx: every
//       booking is acknowledged (201, or 200 with the first reference when nginx resent one A had
//       stored), every acknowledged reference is stored, nothing twice; A started again;
//   (d) PostgreSQL stopped: ready through nginx goes 503 while a public page stays 200, and back
//       to 200 when PostgreSQL is started again, and a booking is taken again.
// Ports: E2E_PORT_BASE + 280 (PostgreSQL), + 281 (Redis), + 282 and + 283 (instances A and B),
// + 284 (nginx), + 285 (instance A's link to PostgreSQL). Each request of a burst comes from a
// loopback address of its own (127.0.1.x), which nginx passes on in X-Forwarded-For
// (TRUSTED_PROXIES: nginx's address, loopback here), so the hourly per-address limit is not what answers. No fixed sleeps:
// every wait polls with a deadline.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomRequest } from '../faults/support/site';
import { copyStandalone } from '../support/standalone-copy';
import {
  binary,
  isRoot,
  missingPostgresTools,
  nginxTest,
  privatePostgres,
  root,
  startNginx,
  startRedis,
  startSite,
  stopAll,
  tcpLink,
  upstreamLines,
  waitFor,
  writeNginxConfig,
  type Site,
} from '../support/topology';

const SUITE = 'topology';
const base = Number(process.env.E2E_PORT_BASE ?? 3100) + 280;
const ports = {
  postgres: base,
  redis: base + 1,
  a: base + 2,
  b: base + 3,
  nginx: base + 4,
  linkA: base + 5,
};
const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
const METRICS_TOKEN = 'topology-metrics-token-0123456789abcdef';
const BURST = 40;
const BURST_CONCURRENCY = 6;
/** Instance A is killed once this many answers of the burst have come back. */
const KILL_AFTER = 8;

const missing = [
  ...missingPostgresTools(),
  ...['redis-server', 'nginx'].filter((name) => !binary(name)),
];
if (missing.length > 0) {
  const message = `the topology test needs ${missing.join(', ')} (PostgreSQL's initdb and pg_ctl, redis-server, nginx${isRoot ? ', runuser' : ''})`;
  if (process.env.CI) throw new Error(`${message}: .ci/run installs them`);
  console.warn(`\n${'#'.repeat(80)}\n# SKIPPED: ${message}.\n${'#'.repeat(80)}\n`);
}

function idsOf(user: string): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The `@UPSTREAM@` value deploy/compose.yaml's nginx service puts into deploy/nginx.conf. */
function composeUpstream(): string {
  const compose = readFileSync(path.join(root, 'deploy', 'compose.yaml'), 'utf8');
  const value = /-e 's\|@UPSTREAM@\|([^|]+)\|'/.exec(compose)?.[1];
  if (!value) throw new Error('no @UPSTREAM@ substitution in deploy/compose.yaml');
  return value;
}
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to nginx from the loopback address `from` (a client of its own for the limits). */
function ask(
  method: string,
  pathname: string,
  options: { body?: unknown; from?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: ports.nginx,
        method,
        path: pathname,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        timeout: options.timeoutMs ?? 60_000,
        headers: payload
          ? {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              origin: nginxUrl,
            }
          : {},
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(payload);
  });
}

const referenceOf = (answer: Answer) => {
  try {
    return (JSON.parse(answer.body) as { reference?: string }).reference;
  } catch {
    return undefined;
  }
};

/** How many `method` requests of `route` instance `site` answered `status` (its own metrics). */
async function answered(site: Site, method: string, route: string, status: number) {
  const response = await fetch(`${site.url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const line = text
    .split('\n')
    .find((row) =>
      row.startsWith(
        `cluville_http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"} `,
      ),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}
const bookingAnswers = (site: Site, status: number) =>
  answered(site, 'POST', '/api/bookings', status);

/** Sends `bodies` through nginx, `concurrency` at a time, each from a loopback address of its own. */
async function burst(
  bodies: Record<string, string>[],
  firstAddress: number,
  afterEach?: (answered: number) => void,
) {
  const answers: { status: number; reference?: string; email: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const index = next++;
      const answer = await ask('POST', '/api/bookings', {
        body: bodies[index],
        from: `127.0.1.${firstAddress + index}`,
      }).catch(() => ({ status: 0, headers: {}, body: '' }) as Answer);
      answers.push({
        status: answer.status,
        reference: [200, 201].includes(answer.status) ? referenceOf(answer) : undefined,
        email: bodies[index]!.email!,
      });
      afterEach?.(answers.length);
    }
  };
  await Promise.all(Array.from({ length: BURST_CONCURRENCY }, worker));
  return answers;
}

/** "38× 201, 2× 200": how many answers had each status. */
function countBy(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}× ${status === 0 ? 'connection error' : status}`)
    .join(', ');
}

describe.skipIf(missing.length > 0)('the production topology from local binaries', () => {
  let dir: string;
  let standalone: string;
  let pg: ReturnType<typeof privatePostgres>;
  let sql: ReturnType<typeof postgres>;
  let linkA: ReturnType<typeof tcpLink>;
  let siteA: Site;
  let siteB: Site;
  const nginxTestOutput: string[] = [];

  const env = (name: string, databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    REDIS_KEY_PREFIX: `topology-${process.pid}`,
    DATA_DIR: path.join(dir, `data-${name}`),
    BOOKING_LINK_SECRET: 'topology-booking-link-secret-0123456789',
    STAFF_AUTH_SECRET: 'topology-staff-auth-secret-0123456789abc',
    TRUSTED_PROXIES: '127.0.0.1/32, ::1/128',
    BOOKING_ACK_MAILS_PER_HOUR: '1000',
    METRICS_TOKEN,
  });
  const startA = () =>
    startSite(
      'topology-a',
      ports.a,
      env('a', `postgres://postgres@127.0.0.1:${ports.linkA}/cluville`),
      {
        suite: SUITE,
        cwd: standalone,
      },
    );

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cluville-topology-'));
    standalone = copyStandalone('cluville-topology-image-');
    const pgDir = path.join(dir, 'pg');
    mkdirSync(pgDir);
    if (isRoot) {
      const { uid, gid } = idsOf('postgres');
      chownSync(dir, uid, gid);
      chownSync(pgDir, uid, gid);
    }
    pg = privatePostgres(pgDir, ports.postgres);
    pg.init();
    pg.start();
    const admin = postgres(pg.url.replace(/\/cluville$/, '/postgres'), {
      max: 1,
      onnotice: () => {},
    });
    await admin.unsafe('CREATE DATABASE cluville');
    await admin.end({ timeout: 2 });
    sql = postgres(pg.url, { max: 2, onnotice: () => {}, connect_timeout: 5 });
    linkA = tcpLink(ports.linkA, { port: ports.postgres });
    await linkA.open();
    await startRedis(ports.redis, SUITE);

    // nginx's configuration as deploy/compose.yaml fills it (the instances by their fixed
    // addresses on the compose network), checked while no instance exists; then nginx on the
    // local instances' addresses, started before them.
    const composePrefix = path.join(dir, 'nginx-compose');
    const composeCheck = nginxTest(
      composePrefix,
      writeNginxConfig(composePrefix, '127.0.0.1:8080', composeUpstream()),
    );
    nginxTestOutput.push(composeCheck.output.trim());
    expect(composeCheck.ok, composeCheck.output).toBe(true);
    const upstream = upstreamLines([`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`]);
    const prefix = path.join(dir, 'nginx');
    const localCheck = nginxTest(
      prefix,
      writeNginxConfig(prefix, `127.0.0.1:${ports.nginx}`, upstream),
    );
    expect(localCheck.ok, localCheck.output).toBe(true);
    await startNginx(prefix, ports.nginx, upstream, SUITE);

    // Both instances start together on the empty database: one applies the migrations (an
    // advisory lock keeps the other waiting), as two containers of the compose file would.
    // Instance A reaches PostgreSQL through a link the test can cut.
    [siteA, siteB] = await Promise.all([
      startA(),
      startSite('topology-b', ports.b, env('b', pg.url), { suite: SUITE, cwd: standalone }),
    ]);
    for (const site of [siteA, siteB])
      await waitFor(
        `${site.name} ready`,
        async () =>
          (await fetch(`${site.url}/api/health/ready`).catch(() => undefined))?.status === 200,
      );
  });

  afterAll(async () => {
    await stopAll();
    await linkA?.close();
    await sql?.end({ timeout: 2 }).catch(() => {});
    pg?.stopIfRunning();
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (standalone) rmSync(standalone, { recursive: true, force: true });
  });

  const summary: string[] = [];
  afterAll(() => {
    if (summary.length > 0) console.log(`\ntopology: ${summary.join('; ')}\n`);
  });

  it('(a) nginx -t passes before the instances exist; a booking through nginx: 201, and stored', async () => {
    expect(nginxTestOutput[0]).toMatch(/syntax is ok[\s\S]*test is successful/);
    const answer = await ask('POST', '/api/bookings', {
      body: roomRequest('topology'),
      from: '127.0.0.2',
    });
    expect(answer.status, answer.body).toBe(201);
    const reference = referenceOf(answer)!;
    expect(reference).toBeTruthy();
    const rows = await sql`SELECT reference FROM booking_requests WHERE reference = ${reference}`;
    expect(rows).toHaveLength(1);
    summary.push(
      `nginx -t on the compose upstream with no instance: ok; a booking through nginx started before the instances: 201, stored (${reference})`,
    );
  });

  it('(b) instance A cut from its database: 40 bookings through nginx, all 201 and stored once', async () => {
    const refusedBefore = await bookingAnswers(siteA, 503);
    await linkA.close();
    await waitFor(
      'instance A ready 503',
      async () => (await fetch(`${siteA.url}/api/health/ready`)).status === 503,
    );
    // B is untouched.
    expect((await fetch(`${siteB.url}/api/health/ready`)).status).toBe(200);

    const bodies = Array.from({ length: BURST }, () => roomRequest('cut'));
    const answers = await burst(bodies, 1);
    expect(countBy(answers.map((answer) => answer.status))).toBe(`${BURST}× 201`);
    const stored = await sql<{ reference: string; email: string }[]>`
      SELECT reference, email FROM booking_requests WHERE email LIKE 'parent-cut-%'`;
    expect(stored).toHaveLength(BURST);
    expect(new Set(stored.map((row) => row.email))).toEqual(
      new Set(bodies.map((body) => body.email)),
    );
    expect(new Set(stored.map((row) => row.reference))).toEqual(
      new Set(answers.map((answer) => answer.reference)),
    );
    // Instance A did get bookings and refused them (503): nginx sent them on to B.
    const refused = (await bookingAnswers(siteA, 503)) - refusedBefore;
    expect(refused).toBeGreaterThan(0);

    await linkA.open();
    await waitFor(
      'instance A ready 200 again',
      async () => (await fetch(`${siteA.url}/api/health/ready`)).status === 200,
    );
    summary.push(
      `instance A cut from PostgreSQL: ${BURST} bookings (${BURST_CONCURRENCY} at a time) through nginx: ${countBy(answers.map((answer) => answer.status))}, ${stored.length} stored, none twice; A answered ${refused} of them 503, each sent on to B`,
    );
  });

  it('(c) one instance killed mid-burst: every booking acknowledged and stored, nothing twice', async () => {
    let killed = false;
    const bodies = Array.from({ length: BURST }, () => roomRequest('burst'));
    const answers = await burst(bodies, 101, (answered) => {
      if (answered === KILL_AFTER && !killed) {
        killed = true;
        void siteA.kill('SIGKILL');
      }
    });
    await siteA.exited;
    expect(siteA.child.signalCode).toBe('SIGKILL');

    // Every request acknowledged: 201, or 200 with the first reference when nginx sent on a
    // request A had stored before it died (the duplicate rule).
    expect(answers.filter((answer) => ![200, 201].includes(answer.status))).toEqual([]);
    const stored = await sql<{ reference: string; email: string }[]>`
      SELECT reference, email FROM booking_requests WHERE email LIKE 'parent-burst-%'`;
    // Nothing acknowledged is lost, and each request is stored once under the reference given.
    expect(stored).toHaveLength(BURST);
    const referenceByEmail = new Map(stored.map((row) => [row.email, row.reference]));
    for (const answer of answers) expect(referenceByEmail.get(answer.email)).toBe(answer.reference);
    expect(new Set(stored.map((row) => row.reference)).size).toBe(BURST);

    // A comes back, and nginx sends it requests again.
    const servedByB = await bookingAnswers(siteB, 201);
    siteA = await startA();
    await waitFor(
      'instance A ready after its restart',
      async () => (await fetch(`${siteA.url}/api/health/ready`)).status === 200,
    );
    // Passive checks: nginx tries A again once its fail_timeout has passed.
    const readyBefore = await answered(siteA, 'GET', '/api/health/ready', 200);
    await waitFor(
      'nginx sending requests to A again',
      async () => {
        expect((await ask('GET', '/api/health/ready')).status).toBe(200);
        return (await answered(siteA, 'GET', '/api/health/ready', 200)) > readyBefore;
      },
      60_000,
      250,
    );
    summary.push(
      `instance A SIGKILLed after ${KILL_AFTER} of ${BURST} bookings through nginx: ${countBy(answers.map((answer) => answer.status))}; ${stored.length} stored, each once under the reference answered; B had answered ${servedByB} bookings 201 in all; A started again and served again`,
    );
  });

  it('(d) ready 503 through nginx while PostgreSQL is stopped, pages 200, and back', async () => {
    expect((await ask('GET', '/api/health/ready')).status).toBe(200);
    pg.stop();
    const stoppedAt = Date.now();
    await waitFor('ready 503 through nginx', async () => {
      return (await ask('GET', '/api/health/ready')).status === 503;
    });
    const down = Date.now() - stoppedAt;
    const ready = await ask('GET', '/api/health/ready');
    expect(JSON.parse(ready.body)).toMatchObject({
      status: 'unavailable',
      checks: { database: 'down' },
    });
    expect((await ask('GET', '/en')).status).toBe(200);
    expect((await ask('GET', '/')).status).toBe(200);
    expect((await ask('GET', '/en/rooms')).status).toBe(200);
    const refused = await ask('POST', '/api/bookings', {
      body: roomRequest('down'),
      from: '127.0.0.3',
    });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    pg.start();
    const startedAt = Date.now();
    await waitFor('ready 200 through nginx', async () => {
      return (await ask('GET', '/api/health/ready')).status === 200;
    });
    const up = Date.now() - startedAt;
    const again = await ask('POST', '/api/bookings', {
      body: roomRequest('again'),
      from: '127.0.0.4',
    });
    expect(again.status, again.body).toBe(201);
    const rows =
      await sql`SELECT reference FROM booking_requests WHERE reference = ${referenceOf(again)!}`;
    expect(rows).toHaveLength(1);

    // The instances' request durations carry route templates, never raw paths (nginx sent the
    // requests above to either).
    let text = '';
    for (const site of [siteA, siteB]) {
      const metrics = await fetch(`${site.url}/api/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      text += await metrics.text();
    }
    expect(text).toMatch(
      /^cluville_http_request_duration_seconds_count\{method="POST",route="\/api\/bookings",status="201"\} [1-9]/m,
    );
    expect(text).toMatch(/route="\/\[locale\]\/rooms"/);
    expect(text).not.toMatch(/route="\/en/);

    summary.push(
      `PostgreSQL stopped: ready 503 through nginx within ${down} ms while /, /en and /en/rooms answered 200 and a booking 503 with Retry-After; started again: ready 200 within ${up} ms and a booking 201, stored`,
    );
  });
});
