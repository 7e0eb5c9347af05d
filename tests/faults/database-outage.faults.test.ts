// The database unreachable (issue "Ready to go live", health): the site starts and serves its
// pages without it, bookings answer 503 with Retry-After, ready says 503, and all of it comes back
// when PostgreSQL answers again, with no restart. The server reaches PostgreSQL through a TCP link
// of the harness (tests/support/topology.ts), which is closed (every connection cut, new ones
// refused) and reopened: what a PostgreSQL restart, a network partition or a failover looks like
// from the instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcpLink } from '../support/topology';
import { faultDatabase, postgresAnswers, type FaultDatabase } from './support/database';
import {
  postBooking,
  portBase,
  requireBuild,
  roomRequest,
  startSite,
  stopAllSites,
  waitFor,
  type Site,
} from './support/site';

const SITE_PORT = portBase + 7;
const RELAY_PORT = portBase + 8;
const TRUSTED = { TRUSTED_PROXIES: '127.0.0.1/32', BOOKING_ACK_MAILS_PER_HOUR: '1000' };
const hasPostgres = await postgresAnswers();
if (!hasPostgres)
  console.warn(
    `\n${'#'.repeat(80)}\n# SKIPPED: no PostgreSQL answers at 127.0.0.1:5432: the database outage test cannot run.\n${'#'.repeat(80)}\n`,
  );

let address = 0;
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

async function ready(site: Site) {
  const response = await fetch(`${site.url}/api/health/ready`, {
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as {
      status: string;
      checks: { database: string; migrations: string; outbox: Record<string, unknown> };
    },
  };
}

const METRICS_TOKEN = 'faults-metrics-token-0123456789abcdef';

async function scrape(site: Site, token = METRICS_TOKEN) {
  const response = await fetch(`${site.url}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, text: await response.text() };
}

/** A series' value in Prometheus text, 0 when absent. */
const sample = (text: string, series: string) =>
  Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

/** The count of cluville_http_request_duration_seconds for these labels, 0 when absent. */
function durationCount(text: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const match = /^cluville_http_request_duration_seconds_count\{(.*)\} (\S+)$/.exec(line);
    if (!match) continue;
    const given = Object.fromEntries(
      [...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    if (Object.entries(labels).every(([name, value]) => given[name] === value))
      return Number(match[2]);
  }
  return 0;
}

const statusOf = async (site: Site, path: string, method = 'GET') =>
  (await fetch(`${site.url}${path}`, { method, signal: AbortSignal.timeout(60_000) })).status;

describe('database outage', () => {
  let db: FaultDatabase | undefined;
  const relay = tcpLink(RELAY_PORT, { host: '127.0.0.1', port: 5432 });
  beforeAll(() => requireBuild());
  afterAll(async () => {
    await stopAllSites();
    await relay.close();
    await db?.drop().catch(() => {});
  });

  it.skipIf(!hasPostgres)(
    'starts and serves pages with PostgreSQL unreachable; ready 503 and bookings 503 with Retry-After until it answers, then 200 and 201 without a restart',
    async () => {
      db = await faultDatabase('outage');
      const url = new URL(db.env.DATABASE_URL!);
      url.port = String(RELAY_PORT);
      // PostgreSQL unreachable from the start: nothing listens on the relay's port.
      const site = await startSite('database-outage', SITE_PORT, {
        ...db.env,
        ...TRUSTED,
        DATABASE_URL: url.toString(),
        METRICS_TOKEN,
      });

      // Alive, serving pages, not ready, and no booking taken.
      expect(await statusOf(site, '/api/health/live')).toBe(200);
      expect(await statusOf(site, '/en')).toBe(200);
      expect(await statusOf(site, '/en/rooms')).toBe(200);
      const down = await ready(site);
      expect(down.status).toBe(503);
      expect(down.cacheControl).toContain('no-store');
      expect(down.body.status).toBe('unavailable');
      expect(down.body.checks.database).toBe('down');
      const refused = await postBooking(site, roomRequest('down'), nextAddress());
      expect(refused.status).toBe(503);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);

      // The probes answer HEAD, and refuse other methods naming the ones they answer.
      const head = await fetch(`${site.url}/api/health/live`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('cache-control')).toContain('no-store');
      const post = await fetch(`${site.url}/api/health/ready`, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD');
      const propfind = await fetch(`${site.url}/api/health/live`, { method: 'PROPFIND' });
      expect(propfind.status).toBe(405);
      expect(propfind.headers.get('allow')).toBe('GET, HEAD');

      // Metrics: refused without the token; with it they answer, the database gauge at 0 and
      // the refused booking counted as unavailable.
      expect((await scrape(site, 'wrong-token-0123456789-0123456789')).status).toBe(401);
      expect((await fetch(`${site.url}/api/metrics`)).status).toBe(401);
      const whileDown = await scrape(site);
      expect(whileDown.status).toBe(200);
      expect(sample(whileDown.text, 'cluville_database_up')).toBe(0);
      expect(
        sample(whileDown.text, 'cluville_booking_requests_total{form="room",result="unavailable"}'),
      ).toBe(1);

      // PostgreSQL reachable: ready and bookings come back by themselves.
      await relay.open();
      await waitFor(
        'ready 200 once PostgreSQL answers',
        async () => (await ready(site)).status === 200,
      );
      const up = await ready(site);
      expect(up.body).toMatchObject({
        status: 'ok',
        checks: { database: 'ok', migrations: 'ok' },
      });
      expect((await postBooking(site, roomRequest('up'), nextAddress())).status).toBe(201);
      expect((await ready(site)).body.checks.outbox).toMatchObject({ failed: 0 });
      const whileUp = await scrape(site);
      expect(sample(whileUp.text, 'cluville_database_up')).toBe(1);
      expect(
        sample(whileUp.text, 'cluville_booking_requests_total{form="room",result="created"}'),
      ).toBe(1);
      expect(whileUp.text).toMatch(/^cluville_outbox_mails\{status="sent"\} \d+$/m);
      expect(whileUp.text).toMatch(/^process_resident_memory_bytes \d+/m);
      // Request durations by route template: the pages and the booking asked above, labelled by
      // the route Next.js matched, never by the raw path.
      expect(
        durationCount(whileUp.text, { method: 'POST', route: '/api/bookings', status: '201' }),
      ).toBe(1);
      expect(
        durationCount(whileUp.text, { method: 'POST', route: '/api/bookings', status: '503' }),
      ).toBe(1);
      expect(
        durationCount(whileUp.text, { method: 'GET', route: '/[locale]/rooms', status: '200' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        durationCount(whileUp.text, { method: 'GET', route: '/[locale]', status: '200' }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        durationCount(whileUp.text, {
          method: 'GET',
          route: '/api/health/ready',
          status: '503',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(whileUp.text).not.toMatch(/route="\/en/);
      expect(whileUp.text).not.toContain('example.com');

      // Cut again while running (every connection dropped, new ones refused).
      await relay.close();
      await waitFor(
        'ready 503 with PostgreSQL cut',
        async () => (await ready(site)).status === 503,
      );
      expect(await statusOf(site, '/en')).toBe(200);
      expect(await statusOf(site, '/')).toBe(200);
      expect(await statusOf(site, '/api/health/live')).toBe(200);
      const cut = await postBooking(site, roomRequest('cut'), nextAddress());
      expect(cut.status).toBe(503);
      expect(Number(cut.retryAfter)).toBeGreaterThan(0);

      // And back.
      await relay.open();
      await waitFor('ready 200 again', async () => (await ready(site)).status === 200);
      expect((await postBooking(site, roomRequest('back'), nextAddress())).status).toBe(201);
      expect(site.child.exitCode).toBeNull();
    },
  );
});
