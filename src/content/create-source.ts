import { getEnv } from '@/lib/env';
import { createSnapshotClient } from './snapshot/snapshot-client';
import { createHttpClient } from './wordpress/http-client';
import { createWordPressSource } from './wordpress/source';
import type { ContentSource } from './source';

/** A live WordPress when `WORDPRESS_URL` is set, otherwise the bundled snapshot. */
export function createContentSource(): ContentSource {
  const { WORDPRESS_URL } = getEnv();
  return createWordPressSource(WORDPRESS_URL ? createHttpClient({ baseUrl: WORDPRESS_URL }) : createSnapshotClient());
}

let shared: ContentSource | undefined;

/**
 * The process's one content source (per bundle): the facade, the proxy's slug index and the
 * revalidation endpoint share it, so the snapshot's files are read once, not per request.
 */
export function getContentSource(): ContentSource {
  shared ??= createContentSource();
  return shared;
}

export function isLiveWordPress(): boolean {
  return Boolean(getEnv().WORDPRESS_URL);
}

/** Names the content source in cache keys. */
export function sourceId(): string {
  return getEnv().WORDPRESS_URL ?? 'snapshot';
}
