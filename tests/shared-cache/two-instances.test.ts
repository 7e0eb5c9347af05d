// Two production servers of one build on one Redis (server/cache-handler.mjs): what one instance
// cached, the other serves; a revalidation received by one reaches the other.
//
// Set-up: the stand-in WordPress, the production build made against it (REDIS_URL and
// WORDPRESS_URL set, as a deployment builds: tests/support/wordpress-build.mjs, shared with the
// end-to-end suite's `wordpress` project and the fault suite, made when it is missing or not
// current), then instances A and B started with `node server/index.mjs`, each with its own
// DATA_DIR, on one Redis under a key prefix of this run (deleted afterwards). Ports:
// E2E_PORT_BASE + 99 (WordPress, the port the build was made against), + 221 (A), + 222 (B),
// + 223 (an instance whose Redis is unreachable), + 224 (nothing listens: that Redis).
// Redis: REDIS_TEST_URL, default redis://127.0.0.1:6379. Without Redis the suite fails under CI
// and is skipped, loudly, elsewhere.
import {
  closeSync,
  openSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOSAVED_ROOM,
  DRAFT_NEWS,
  PREVIEW_PASSWORD,
  PREVIEW_USER,
} from '../wordpress/preview.mjs';
import {
  startProcess,
  startSite,
  stopAll,
  waitUntilAnswering,
  type Site,
} from '../support/topology';
import {
  ensureWordpressBuild,
  WORDPRESS_BUILD,
  wordpressPort,
} from '../support/wordpress-build.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const ports = {
  wordpress: wordpressPort(base),
  a: base + 221,
  b: base + 222,
  lost: base + 223,
  deadRedis: base + 224,
};
const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const distDir = WORDPRESS_BUILD;
const keyPrefix = `cluville-test-${process.pid}-${Date.now().toString(36)}`;
const secret = 'shared-cache-test-secret-7d1e5a90';
const previewSecret = 'shared-cache-preview-secret-0123456789abcdef';
const wordpress = `http://127.0.0.1:${ports.wordpress}`;
const instanceA = `http://127.0.0.1:${ports.a}`;
const instanceB = `http://127.0.0.1:${ports.b}`;
const logDir = path.join(root, 'test-results', 'shared-cache');

async function redisAnswers(): Promise<boolean> {
  const client = createClient({
    url: redisUrl,
    socket: { connectTimeout: 2_000, reconnectStrategy: false },
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.close();
  }
}

const redisUp = await redisAnswers();
if (!redisUp) {
  const message = `no Redis answers at ${redisUrl}: the two-instance shared-cache test cannot run`;
  if (process.env.CI)
    throw new Error(`${message} (CI must run it: start Redis or set REDIS_TEST_URL)`);
  console.warn(
    `\n${'#'.repeat(80)}\n# SKIPPED: ${message}.\n# Start Redis (or set REDIS_TEST_URL) to run it.\n${'#'.repeat(80)}\n`,
  );
}

const dataDirs: string[] = [];
const SUITE = 'shared-cache';

const siteEnv = {
  WORDPRESS_URL: wordpress,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: keyPrefix,
  NEXT_DIST_DIR: distDir,
  REVALIDATE_SECRET: secret,
  PREVIEW_SECRET: previewSecret,
  WORDPRESS_PREVIEW_USER: PREVIEW_USER,
  WORDPRESS_PREVIEW_PASSWORD: PREVIEW_PASSWORD,
};

/** An instance of the build on `port` (the harness, tests/support/topology.ts), answering /en. */
async function startInstance(
  name: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `cluville-${name}-`));
  dataDirs.push(dataDir);
  const site = await startSite(
    name,
    port,
    { ...siteEnv, DATA_DIR: dataDir, ...env },
    {
      suite: SUITE,
    },
  );
  await waitUntilAnswering(`${site.url}/en`, site);
  return site;
}

/** Every room and news item the build prerendered, both languages, as public URLs. */
function prerenderedContentPaths(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(root, distDir, 'prerender-manifest.json'), 'utf8'),
  ) as { routes: Record<string, { srcRoute?: string }> };
  const paths: string[] = [];
  for (const [pathname, { srcRoute }] of Object.entries(manifest.routes)) {
    if (srcRoute !== '/[locale]/rooms/[slug]' && srcRoute !== '/[locale]/news/[slug]') continue;
    const [, locale, section, slug] = pathname.split('/');
    paths.push(
      locale === 'en'
        ? `/en/${section}/${slug}`
        : `/${section === 'rooms' ? 'sobe' : 'novosti'}/${slug}`,
    );
  }
  return paths.sort();
}

/**
 * One request on a connection of its own. A server busy on its main thread (the embedded
 * database opening) closes an idle kept-alive connection late, just as a client reuses it.
 */
function get(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

async function page(origin: string, pathname: string): Promise<string> {
  const { status, text } = await get(origin + pathname);
  expect(status, `${origin}${pathname}`).toBe(200);
  return text;
}

/** Asks for `pathname` until `holds` is true of its page, for ten seconds at most. */
async function eventually(origin: string, pathname: string, holds: (html: string) => boolean) {
  await expect
    .poll(async () => holds(await page(origin, pathname)), {
      message: `${origin}${pathname}`,
      timeout: 10_000,
      interval: 250,
    })
    .toBe(true);
}

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
/** The titles on the room list's cards. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<h2[^>]*><a[^>]*href="\/en\/rooms\/[^"]+">(.*?)<\/a><\/h2>/g)].map(
    (match) => match[1],
  );

async function control(action: string, body: unknown) {
  const response = await fetch(`${wordpress}/__control${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `stand-in WordPress ${action}`).toBe(200);
  return response.json() as Promise<{ id: number }>;
}

/** WordPress's push after an edit (wordpress/README.md): the one place that knows its body. */
async function revalidate(
  origin: string,
  change: { type: 'options' | 'page' | 'room' | 'post'; id?: number },
) {
  const response = await get(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify(change),
  });
  expect(response.status, response.text).toBe(200);
}

describe.skipIf(!redisUp)('two instances on one Redis', () => {
  let a: Site;
  beforeAll(async () => {
    const standIn = startProcess(
      'wordpress',
      process.execPath,
      ['tests/wordpress/fake-wordpress.mjs', '--port', String(ports.wordpress)],
      { suite: SUITE },
    );
    await waitUntilAnswering(`${wordpress}/__control`, standIn);
    mkdirSync(logDir, { recursive: true });
    const buildLog = openSync(path.join(logDir, 'build.log'), 'w');
    try {
      await ensureWordpressBuild({ wordpressUrl: wordpress, redisUrl, output: buildLog });
    } finally {
      closeSync(buildLog);
    }
    [a] = await Promise.all([
      startInstance('instance-a', ports.a),
      startInstance('instance-b', ports.b),
    ]);
  });

  afterAll(async () => {
    await stopAll();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    // Only this run's keys.
    const client = createClient({ url: redisUrl });
    client.on('error', () => {});
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}:*`, COUNT: 500 }))
      if (keys.length) await client.unlink(keys);
    await client.close();
  });

  it('an editor’s preview (a draft never published, a room’s newer autosave) never lands in Redis', async () => {
    const client = createClient({ url: redisUrl });
    client.on('error', () => {});
    await client.connect();
    const entries = async () => {
      const out = new Map<string, string>();
      for (const key of (await client.keys(`${keyPrefix}:*`)).sort())
        out.set(key, (await client.type(key)) === 'string' ? ((await client.get(key)) ?? '') : '');
      return out;
    };
    const same = (a: Map<string, string>, b: Map<string, string>) =>
      a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);
    /**
     * The cache's entries once nothing more is being written: Next.js stores what a request
     * rendered (a stale page regenerated in the background, its data) just after answering it.
     */
    const settled = async () => {
      let last = await entries();
      for (let round = 0; round < 20; round++) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const now = await entries();
        if (same(last, now)) return now;
        last = now;
      }
      return last;
    };
    try {
      const items = [
        ['post', DRAFT_NEWS.en.id, `/en/news/${DRAFT_NEWS.en.slug}`, DRAFT_NEWS.en.title],
        ['room', AUTOSAVED_ROOM.en.id, '/en/rooms/the-observatory', AUTOSAVED_ROOM.en.title],
      ] as const;
      /** A visitor on instance A, sharing the cache: the published page, or 404 for the draft. */
      const visit = async () => {
        for (const [type, , pathname] of items) {
          const visitor = await get(instanceA + pathname);
          if (type === 'post') expect(visitor.status, pathname).toBe(404);
          else expect(h1(visitor.text)).toBe('The Observatory');
        }
      };
      // Visitors first, so the published pages are in the cache before anyone previews.
      await visit();
      const before = await settled();
      const previewed: string[] = [];
      for (const [type, id, pathname, title] of items) {
        const start = await get(
          `${instanceB}/api/preview?secret=${previewSecret}&type=${type}&id=${id}`,
        );
        expect(start.status).toBe(307);
        expect(start.headers.location).toBe(pathname);
        const cookie = (start.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
        expect(cookie).toContain('__prerender_bypass=');
        const shown = await get(instanceB + pathname, { headers: { cookie } });
        expect(shown.status).toBe(200);
        expect(h1(shown.text)).toBe(title);
        expect(shown.headers['cache-control']).toContain('no-store');
        expect(shown.headers['x-robots-tag']).toContain('noindex');
        previewed.push(title);
      }
      // Nothing rendered in draft mode was written: no key names the draft, no entry holds what
      // only the drafts say. (Starting a preview may still cache published data that instance B
      // had not read yet, such as the slug index the item's path comes from: published, shared.)
      const after = await settled();
      const added = [...after.keys()].filter((key) => !before.has(key));
      const changed = [...after.keys()].filter(
        (key) => before.has(key) && before.get(key) !== after.get(key),
      );
      console.log(
        JSON.stringify({
          event: 'shared-cache.preview_keys',
          prefix: keyPrefix,
          before: [...before.keys()].length,
          after: [...after.keys()].length,
          added: added.map((key) => ({ key, value: after.get(key)!.slice(0, 160) })),
          changed,
        }),
      );
      // The lists themselves, for the record (the closing note).
      writeFileSync(
        path.join(logDir, 'preview-redis-keys.json'),
        JSON.stringify({ before: [...before.keys()], after: [...after.keys()] }, null, 2),
      );
      const leaked = [...after.entries()].filter(
        ([key, value]) =>
          key.includes(DRAFT_NEWS.en.slug) || previewed.some((title) => value.includes(title)),
      );
      expect(leaked.map(([key]) => key)).toEqual([]);
      // No page entry was added or changed by the previews: only data entries (hashed keys).
      const pages = [...added, ...changed].filter((key) => key.includes('/'));
      expect(pages).toEqual([]);
      // And visitors at the same moment still get the published page, or 404.
      await visit();
    } finally {
      await client.close();
    }
  });

  it('a room renamed in WordPress and revalidated through instance A shows renamed on instance B', async () => {
    const room = '/en/rooms/the-observatory';
    // Instance A renders the room and the room list; both go into the shared cache.
    expect(h1(await page(instanceA, room))).toBe('The Observatory');
    expect(cardTitles(await page(instanceA, '/en/rooms'))).toContain('The Observatory');

    const [{ id }] = (await (
      await fetch(`${wordpress}/wp-json/wp/v2/rooms?slug=the-observatory&lang=en&_fields=id`)
    ).json()) as [{ id: number }];
    const renamed = 'The Observatory, renamed for both instances';
    await control('/room-title', { slug: 'the-observatory', lang: 'en', title: renamed });

    // B answers from the shared cache, not from WordPress: with a cache of its own it would have
    // asked WordPress and shown the new title already.
    const listOnB = cardTitles(await page(instanceB, '/en/rooms'));
    expect(listOnB).toContain('The Observatory');
    expect(listOnB).not.toContain(renamed);
    const keys = await (async () => {
      const client = createClient({ url: redisUrl });
      client.on('error', () => {});
      await client.connect();
      const found = await client.keys(`${keyPrefix}:*`);
      await client.close();
      return found;
    })();
    expect(keys.length, 'entries under this run’s key prefix in Redis').toBeGreaterThan(0);

    await revalidate(instanceA, { type: 'room', id });

    // Next.js writes the revalidated tags to Redis just after it has answered the revalidation
    // (its `waitUntil`), and a stale page may answer once while it regenerates: ask until B shows
    // the new title.
    await eventually(instanceB, room, (html) => h1(html) === renamed);
    await eventually(instanceA, room, (html) => h1(html) === renamed);
    await eventually(instanceB, '/en/rooms', (html) => cardTitles(html).includes(renamed));
  });

  it('an instance whose Redis is unreachable still answers every page and revalidation, from its own memory, and says so in its log', async () => {
    const name = 'instance-without-redis';
    const lost = await startInstance(name, ports.lost, {
      REDIS_URL: `redis://127.0.0.1:${ports.deadRedis}`,
    });
    const origin = `http://127.0.0.1:${ports.lost}`;
    for (const pathname of ['/', '/en', '/en/rooms', '/en/rooms/the-observatory', '/novosti']) {
      expect((await get(origin + pathname)).status, pathname).toBe(200);
    }
    await revalidate(origin, { type: 'room' });
    expect((await get(`${origin}/en/rooms`)).status).toBe(200);
    const log = lost.log();
    expect(log).toContain('"event":"cache.redis_unavailable"');
    expect(log).not.toMatch(/"level":"error","event":"request\.failed"/);
  });

  it('an instance restarted while WordPress answers 500 serves every prerendered room and news item, in both languages', async () => {
    const paths = prerenderedContentPaths();
    expect(paths.filter((pathname) => pathname.startsWith('/en/rooms/')).length).toBeGreaterThan(0);
    expect(paths.filter((pathname) => pathname.startsWith('/novosti/')).length).toBeGreaterThan(0);
    await control('', { mode: 'error500' });
    try {
      await a.kill('SIGTERM');
      // A data folder of its own, as on a new machine: no copy of any slug index on disk, so only
      // what the build prerendered tells the proxy which pages exist.
      a = await startInstance('instance-a-restarted', ports.a);
      const failures: string[] = [];
      for (const origin of [instanceA, instanceB]) {
        for (const pathname of paths) {
          const { status } = await get(origin + pathname);
          if (status !== 200) failures.push(`${origin}${pathname} → ${status}`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await control('', { mode: 'ok' });
    }
  });
});
