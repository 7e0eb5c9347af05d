// Types for src/instrumentation.ts, which hands this handler to registerInitialCache.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';

export function redactedUrl(url: string): string;
export function cacheKeyPrefix(
  env: Record<string, string | undefined>,
  buildId: string | undefined,
): string;
export default CacheHandler;
