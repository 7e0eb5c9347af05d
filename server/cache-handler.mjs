// Next.js's cache (prerendered and regenerated pages, `unstable_cache` data) in Redis, so that
// several instances share one cache and a tag revalidated on one of them is revalidated on all.
// next.config.ts names this file as `cacheHandler` only when REDIS_URL is set; without it Next.js
// keeps its own file cache. Plain ESM: Next.js loads it at start, outside the app's bundles.
//
// - The cache lives in Redis under `<REDIS_KEY_PREFIX>:<build id>:`: two builds never read each
//   other's pages (their scripts differ), and tests isolate themselves with their own prefix.
// - Redis down (at start or later): the instance falls back to an in-memory cache of its own,
//   logs `cache.redis_unavailable` once, and reconnects in the background (`cache.redis_ready`).
//   Pages keep rendering; only the sharing is lost until Redis is back. Never a 500.
// - `next build` never talks to Redis: the build's pages are written to disk as usual and copied
//   into Redis when a server starts (src/instrumentation.ts, registerInitialCache).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';
import { processSingleton } from '../src/lib/process-singleton.mjs';
import { logger } from '../src/lib/structured-log.mjs';

/** How long one Redis command may take before the instance answers from its own memory. */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long a starting server waits for Redis before it serves from memory and keeps trying. */
const CONNECT_WAIT_MS = 3_000;
/**
 * How long an entry stays in Redis after it was written, stale or not. Next.js decides when a
 * page is stale and regenerates it; the stale copy is what answers while WordPress is down, so
 * it is kept for two weeks (the handler's default, 1.5 × the revalidate time, would drop a page
 * revalidated every 5 minutes after 7.5 minutes without a successful regeneration).
 */
const KEEP_SECONDS = 14 * 24 * 60 * 60;

/** The key prefix of one build's cache: `<REDIS_KEY_PREFIX or "cluville">:<build id>:`. */
export function cacheKeyPrefix(env, buildId) {
  const base = env.REDIS_KEY_PREFIX || 'cluville';
  return `${base}:${(buildId ?? '').trim() || 'no-build-id'}:`;
}

/**
 * A Redis URL without its password, for logs. Written out by hand: `***@host` would read as an
 * e-mail address to the logger, which masks those, and the host is what an operator needs.
 */
export function redactedUrl(url) {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return parsed.toString();
    return `${parsed.protocol}//${parsed.username}:[redacted]@${parsed.host}${parsed.pathname}${parsed.search}`;
  } catch {
    return 'unparsable REDIS_URL';
  }
}

async function connectRedis(url) {
  const client = createClient({
    url,
    // A command while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  let down = false;
  let failedOnce;
  const firstFailure = new Promise((resolve) => (failedOnce = resolve));
  // Without an 'error' listener node-redis would throw and end the process.
  client.on('error', (error) => {
    failedOnce();
    if (down) return;
    down = true;
    logger.error('cache.redis_unavailable', {
      url: redactedUrl(url),
      error: error?.message ?? String(error),
      fallback: 'in-memory cache of this instance',
    });
  });
  client.on('ready', () => {
    down = false;
    logger.info('cache.redis_ready', { url: redactedUrl(url) });
  });
  const connecting = client.connect().catch(() => undefined);
  // Ready, refused (it keeps trying in the background) or no answer within CONNECT_WAIT_MS.
  await Promise.race([
    connecting,
    firstFailure,
    new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
  ]);
  return client;
}

/** A revalidation that cannot reach Redis reaches this instance only: say so. */
function withLoggedRevalidation(handler) {
  return {
    ...handler,
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag);
      } catch (error) {
        logger.error('cache.revalidate_not_shared', {
          tag,
          error: error?.message ?? String(error),
        });
        throw error;
      }
    },
  };
}

async function configure({ buildId }) {
  const local = createLruHandler();
  const url = process.env.REDIS_URL;
  const ttl = {
    estimateExpireAge: (staleAge) => Math.max(Math.floor(staleAge * 1.5), KEEP_SECONDS),
  };
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [local], ttl };
  const client = await connectRedis(url);
  const keyPrefix = cacheKeyPrefix(process.env, buildId);
  // Reads come from Redis; when a Redis call fails (not ready, timeout) the next handler, this
  // instance's memory, answers instead. Writes go to both, so the memory is warm for an outage.
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS });
  return { handlers: [withLoggedRevalidation(redis), local], ttl };
}

// One configuration per process: Next.js's server and src/instrumentation.ts (a separate
// bundle) both create handlers, and must share one Redis connection and one memory cache.
CacheHandler.onCreation((context) => processSingleton('cache-config', () => configure(context)));

export default CacheHandler;
