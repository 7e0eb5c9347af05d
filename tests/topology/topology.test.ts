// The production stack of deploy/compose.yaml, started from local binaries because no container
// engine runs here (issue "Ready to go live", point 5): a PostgreSQL of its own (initdb + pg_ctl
// into a temporary folder), a Redis of its own, two instances of the production build
// (`node server/index.mjs`) on them, and nginx on deploy/nginx.conf upstream to both, all on
// loopback. It shows:
//   (a) a booking through nginx: 201, and stored;
//   (b) instance A killed (SIGKILL) in the middle of a burst of bookings through nginx: every
//       request answered 201 is in the database afterwards, no reference and no request is stored
//       twice, and instance B takes the rest;
//   (c) PostgreSQL stopped: ready through nginx goes 503 while a public page stays 200, and back
//       to 200 when PostgreSQL is started again, and a booking is taken again.
// Ports: E2E_PORT_BASE + 280 (PostgreSQL), + 281 (Redis), + 282 and + 283 (instances A and B),
// + 284 (nginx). Each request of a burst comes from a loopback address of its own (127.0.1.x),
// which nginx passes on in X-Forwarded-For (TRUSTED_PROXIES: nginx's address, loopback here), so the hourly per-address limit
// is not what answers. No fixed sleeps: every wait polls with a deadline.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requireBuild,
  roomRequest,
  root,
  startSite,
  stopAllSites,
  waitFor,
  type Site,
} from '../faults/support/site';

const base = Number(process.env.E2E_PORT_BASE ?? 3100) + 280;
const ports = { postgres: base, redis: base + 1, a: base + 2, b: base + 3, nginx: base + 4 };
const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
const METRICS_TOKEN = 'topology-metrics-token-0123456789abcdef';
const BURST = 40;
const BURST_CONCURRENCY = 6;
/** Instance A is killed once this many answers of the burst have come back. */
const KILL_AFTER = 8;
const isRoot = process.getuid?.() === 0;
const logDir = path.join(root, 'test-results', 'topology');

/** A binary on PATH, else in the newest /usr/lib/postgresql/<major>/bin (Debian's layout). */
function binary(name: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  for (const major of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
    const candidate = path.join(debian, major, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

const tools = {
  initdb: binary('initdb'),
  pgCtl: binary('pg_ctl'),
  redis: binary('redis-server'),
  nginx: binary('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined),
  runuser: isRoot ? binary('runuser') : undefined,
};
const missing = Object.entries(tools)
  .filter(([name, found]) => !found && (name !== 'runuser' || isRoot))
  .map(([name]) => name);
if (missing.length > 0) {
  const message = `the topology test needs ${missing.join(', ')} (PostgreSQL's initdb and pg_ctl, redis-server, nginx${isRoot ? ', runuser' : ''})`;
  if (process.env.CI) throw new Error(`${message}: .ci/run installs them`);
  console.warn(`\n${'#'.repeat(80)}\n# SKIPPED: ${message}.\n${'#'.repeat(80)}\n`);
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgresUser(command: string, args: string[]) {
  const [file, argv] =
    isRoot && tools.runuser
      ? [tools.runuser, ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

function idsOf(user: string): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/** A private PostgreSQL cluster in `dir`, on loopback at `port`, stopped and started at will. */
function privatePostgres(dir: string, port: number) {
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const pgCtl = (...args: string[]) => asPostgresUser(tools.pgCtl!, ['-D', data, ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/cluville`,
    init() {
      asPostgresUser(tools.initdb!, [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--no-sync',
      ]);
    },
    start: () =>
      pgCtl(
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ),
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    stopIfRunning() {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // not running
      }
    },
  };
}

const children: ChildProcess[] = [];

function startChild(name: string, command: string, args: string[]): ChildProcess {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  children.push(child);
  return child;
}

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** deploy/nginx.conf with its placeholders filled, upstream to both instances. */
function nginxConfig(prefix: string): string {
  const template = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  return template
    .replaceAll('@LISTEN@', `127.0.0.1:${ports.nginx}`)
    .replaceAll('@PREFIX@', prefix)
    .replaceAll(
      '@UPSTREAM@',
      [ports.a, ports.b]
        .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
        .join(' '),
    )
    .replaceAll('@USER_LINE@', isRoot ? 'user root;' : '');
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

describe.skipIf(missing.length > 0)('the production topology from local binaries', () => {
  let dir: string;
  let pg: ReturnType<typeof privatePostgres>;
  let sql: ReturnType<typeof postgres>;
  let siteA: Site;
  let siteB: Site;

  beforeAll(async () => {
    requireBuild();
    dir = mkdtempSync(path.join(tmpdir(), 'cluville-topology-'));
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

    startChild('redis', tools.redis!, [
      '--bind',
      '127.0.0.1',
      '--port',
      String(ports.redis),
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await waitFor('Redis answering', () => portAnswers(ports.redis), 30_000);

    // Both instances start together on the empty database: one applies the migrations (an
    // advisory lock keeps the other waiting), as two containers of the compose file would.
    const env = (name: string) => ({
      DATABASE_URL: pg.url,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      REDIS_KEY_PREFIX: `topology-${process.pid}`,
      DATA_DIR: path.join(dir, `data-${name}`),
      BOOKING_LINK_SECRET: 'topology-booking-link-secret-0123456789',
      STAFF_AUTH_SECRET: 'topology-staff-auth-secret-0123456789abc',
      TRUSTED_PROXIES: '127.0.0.1/32, ::1/128',
      BOOKING_ACK_MAILS_PER_HOUR: '1000',
      METRICS_TOKEN,
    });
    [siteA, siteB] = await Promise.all([
      startSite('topology-a', ports.a, env('a')),
      startSite('topology-b', ports.b, env('b')),
    ]);
    for (const site of [siteA, siteB])
      await waitFor(
        `${site.name} ready`,
        async () =>
          (await fetch(`${site.url}/api/health/ready`).catch(() => undefined))?.status === 200,
      );

    const prefix = path.join(dir, 'nginx');
    mkdirSync(prefix);
    writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix));
    startChild('nginx', tools.nginx!, [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-g',
      'daemon off;',
    ]);
    await waitFor('nginx answering', () => portAnswers(ports.nginx), 30_000);
  });

  afterAll(async () => {
    await stopAllSites();
    for (const child of children.splice(0)) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone
      }
    }
    await sql?.end({ timeout: 2 }).catch(() => {});
    pg?.stopIfRunning();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const summary: string[] = [];
  afterAll(() => {
    if (summary.length > 0) console.log(`\ntopology: ${summary.join('; ')}\n`);
  });

  it('(a) takes a booking through nginx: 201, and stored', async () => {
    const answer = await ask('POST', '/api/bookings', {
      body: roomRequest('topology'),
      from: '127.0.0.2',
    });
    expect(answer.status, answer.body).toBe(201);
    const reference = referenceOf(answer)!;
    expect(reference).toBeTruthy();
    const rows = await sql`SELECT reference FROM booking_requests WHERE reference = ${reference}`;
    expect(rows).toHaveLength(1);
    summary.push(`a booking through nginx: 201, stored (${reference})`);
  });

  it('(b) one instance killed mid-burst: every 201 is stored, nothing twice', async () => {
    const answers: { status: number; reference?: string; afterKill: boolean }[] = [];
    let killedAt: number | undefined;
    let next = 0;
    const bodies = Array.from({ length: BURST }, () => roomRequest('burst'));
    const worker = async () => {
      while (next < BURST) {
        const index = next++;
        const startedAfterKill = killedAt !== undefined;
        const answer = await ask('POST', '/api/bookings', {
          body: bodies[index],
          from: `127.0.1.${index + 1}`,
        }).catch(() => ({ status: 0, headers: {}, body: '' }) as Answer);
        answers.push({
          status: answer.status,
          reference: answer.status === 201 ? referenceOf(answer) : undefined,
          afterKill: startedAfterKill,
        });
        if (answers.length === KILL_AFTER && killedAt === undefined) {
          killedAt = answers.length;
          void siteA.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: BURST_CONCURRENCY }, worker));
    await siteA.exited;
    expect(siteA.child.signalCode).toBe('SIGKILL');

    const acknowledged = answers.filter((answer) => answer.status === 201);
    const stored = await sql<{ reference: string; email: string }[]>`
      SELECT reference, email FROM booking_requests WHERE email LIKE 'parent-burst-%'`;
    const storedReferences = new Set(stored.map((row) => row.reference));
    // Nothing acknowledged is lost.
    for (const answer of acknowledged) expect(storedReferences.has(answer.reference!)).toBe(true);
    // No reference and no request stored twice.
    expect(storedReferences.size).toBe(stored.length);
    expect(new Set(stored.map((row) => row.email)).size).toBe(stored.length);
    // Instance B took the requests sent after the kill.
    expect(acknowledged.filter((answer) => answer.afterKill).length).toBeGreaterThan(0);
    // Anything else is an error answer the client can retry, never a success that was not kept.
    const others = answers.filter((answer) => answer.status !== 201);
    for (const answer of others) expect([0, 502, 503, 504]).toContain(answer.status);

    const byStatus = new Map<number, number>();
    for (const answer of answers)
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    summary.push(
      `a burst of ${BURST} bookings (${BURST_CONCURRENCY} at a time) through nginx with instance A SIGKILLed after ${KILL_AFTER} answers: ` +
        [...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${count}× ${status === 0 ? 'connection error' : status}`)
          .join(', ') +
        `; all ${acknowledged.length} acknowledged stored, ${stored.length} stored in all, 0 references twice, ${acknowledged.filter((answer) => answer.afterKill).length} acknowledged by B after the kill`,
    );
  });

  it('(c) ready 503 through nginx while PostgreSQL is stopped, pages 200, and back', async () => {
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

    // Instance B's request durations carry route templates, never raw paths.
    const metrics = await fetch(`${siteB.url}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await metrics.text();
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
