// Redis stopped while two instances serve: pages keep answering 200 (docs/caching-and-cdn.md,
// "Behind a CDN, on several machines"). Two production servers of the Redis build share a
// redis-server of this test's own; it is stopped mid-run, and every page is asked of both instances
// again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureSharedBuild,
  newDataDir,
  ports,
  prerenderedContentPaths,
  redisServerInstalled,
  request,
  startRedis,
  startSite,
  startWordpress,
  stopAll,
  wordpressUrl,
  type Managed,
} from './support';

const installed = redisServerInstalled();
if (!installed) {
  const message = 'redis-server is not installed: the Redis outage test cannot run';
  if (process.env.CI) throw new Error(message);
  console.warn(`\n# SKIPPED: ${message}\n`);
}

const STATIC_PAGES = [
  '/',
  '/en',
  '/sobe',
  '/en/rooms',
  '/novosti',
  '/en/news',
  '/cjenovnik',
  '/en/pricing',
  '/kontakt',
  '/en/contact',
  '/rezervisi',
  '/en/book-now',
];

describe.skipIf(!installed)('Redis stopped while two instances serve', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const instances: { name: string; origin: string; managed?: Managed }[] = [
    { name: 'redis-outage-a', origin: `http://127.0.0.1:${ports.a}` },
    { name: 'redis-outage-b', origin: `http://127.0.0.1:${ports.b}` },
  ];
  let pages: string[];

  beforeAll(async () => {
    redis = await startRedis();
    await startWordpress();
    const build = await ensureSharedBuild(redis.url);
    console.log(`fault suite: shared Redis build ${build}`);
    const env = {
      WORDPRESS_URL: wordpressUrl,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `faults-${process.pid}`,
    };
    const [a, b] = [instances[0]!, instances[1]!];
    [a.managed, b.managed] = await Promise.all([
      startSite(a.name, ports.a, { ...env, DATA_DIR: newDataDir('a') }),
      startSite(b.name, ports.b, { ...env, DATA_DIR: newDataDir('b') }),
    ]);
    pages = [...STATIC_PAGES, ...prerenderedContentPaths()];
  });

  afterAll(async () => {
    await stopAll();
  });

  it('answers every page with 200 on both instances before and after Redis stops', async () => {
    const ask = async () => {
      const failures: string[] = [];
      for (const { origin } of instances) {
        for (const pathname of pages) {
          const { status } = await request(origin + pathname);
          if (status !== 200) failures.push(`${origin}${pathname} → ${status}`);
        }
      }
      return failures;
    };
    expect(pages.length).toBeGreaterThan(STATIC_PAGES.length);
    expect(await ask(), 'with Redis').toEqual([]);
    const logOf = (managed: Managed) => managed.log();
    // Both really served from Redis before it stopped.
    for (const { managed } of instances)
      expect(logOf(managed!), managed!.name).toContain('"event":"cache.redis_ready"');

    await redis.managed.stop();
    expect(await ask(), 'Redis stopped').toEqual([]);
    // And again, once both instances have noticed (reconnect attempts under way).
    for (const { managed } of instances)
      await expect
        .poll(() => logOf(managed!), {
          message: `${managed!.name} noticed the outage`,
          timeout: 30_000,
          interval: 100,
        })
        .toContain('"event":"cache.redis_unavailable"');
    expect(await ask(), 'Redis stopped, once noticed').toEqual([]);
    for (const { managed } of instances) {
      expect(managed!.child.exitCode, `${managed!.name} still running`).toBeNull();
      expect(logOf(managed!), managed!.name).not.toMatch(/"event":"request\.failed"/);
    }
  });
});
