import { getEnv } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { createSnapshotClient } from './snapshot/snapshot-client';
import { createHttpClient } from './wordpress/http-client';
import { createWordPressSource } from './wordpress/source';
import type { ContentSource } from './source';

/** A live WordPress when `WORDPRESS_URL` is set, otherwise the bundled snapshot. */
function createContentSource(): ContentSource {
  const { WORDPRESS_URL } = getEnv();
  return createWordPressSource(
    WORDPRESS_URL ? createHttpClient({ baseUrl: WORDPRESS_URL }) : createSnapshotClient(),
  );
}

/**
 * The process's one content source: the facade, the proxy's slug index and the revalidation
 * endpoint (separate bundles) share it, so the snapshot's files are read once, not per request.
 */
export function getContentSource(): ContentSource {
  return processSingleton('content-source', createContentSource);
}

export function isLiveWordPress(): boolean {
  return Boolean(getEnv().WORDPRESS_URL);
}

/** Names the content source in cache keys. */
export function sourceId(): string {
  return getEnv().WORDPRESS_URL ?? 'snapshot';
}
