// The shared cache handler when Redis cannot be reached: pages and data are still cached, in
// this instance's memory, and a tag revalidation still reaches them. (With Redis, the
// two-instance suite in tests/shared-cache/ covers it.)
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const fetchEntry = (body) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: 'https://wordpress.test/' },
  revalidate: 300,
  tags: ['rooms'],
});

describe('server/cache-handler.mjs with Redis unreachable', () => {
  let CacheHandler;
  let cacheKeyPrefix;
  let redactedUrl;
  const errors = [];
  beforeAll(async () => {
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${await closedPort()}`);
    vi.stubEnv('NEXT_PHASE', 'phase-production-server');
    vi.spyOn(console, 'error').mockImplementation((line) => errors.push(String(line)));
    ({ default: CacheHandler, cacheKeyPrefix, redactedUrl } = await import('./cache-handler.mjs'));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('keeps entries in memory, answers them, forgets them on a revalidation of their tag, and logs the outage once', async () => {
    const handler = new CacheHandler({
      serverDistDir: path.join(mkdtempSync(path.join(tmpdir(), 'cache-handler-')), 'server'),
      dev: false,
    });
    await handler.set('rooms-en', fetchEntry('["The Observatory"]'), {
      tags: ['rooms'],
      revalidate: 300,
      fetchCache: true,
    });
    const kept = await handler.get('rooms-en', { kind: 'FETCH', tags: ['rooms'], softTags: [] });
    expect(kept?.value?.data?.body).toBe('["The Observatory"]');
    // Kept for two weeks, not 1.5 × 300 s: a stale copy must outlive a long WordPress outage.
    expect(kept.lifespan.expireAt - kept.lifespan.lastModifiedAt).toBe(14 * 24 * 60 * 60);

    await handler.revalidateTag(['rooms']);
    expect(
      await handler.get('rooms-en', { kind: 'FETCH', tags: ['rooms'], softTags: [] }),
    ).toBeNull();

    expect(
      errors.filter((line) => line.includes('"event":"cache.redis_unavailable"')),
    ).toHaveLength(1);
    expect(
      errors.some(
        (line) =>
          line.includes('"event":"cache.revalidate_not_shared"') && line.includes('"tag":"rooms"'),
      ),
    ).toBe(true);
  });

  it('names the keys of one build under the configured prefix', () => {
    expect(cacheKeyPrefix({ REDIS_KEY_PREFIX: 'cluville-staging' }, 'abc123\n')).toBe(
      'cluville-staging:abc123:',
    );
    expect(cacheKeyPrefix({}, 'abc123')).toBe('cluville:abc123:');
    expect(cacheKeyPrefix({}, undefined)).toBe('cluville:no-build-id:');
  });

  it('logs the Redis address with its host and without its password', () => {
    expect(redactedUrl('redis://:s3cret@redis.internal:6380/2')).toBe(
      'redis://:[redacted]@redis.internal:6380/2',
    );
    expect(redactedUrl('redis://default:s3cret@127.0.0.1:6379')).toBe(
      'redis://default:[redacted]@127.0.0.1:6379',
    );
    expect(redactedUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redactedUrl('not a url')).toBe('unparsable REDIS_URL');
  });
});
