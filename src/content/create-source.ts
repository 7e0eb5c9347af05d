import { createSnapshotClient } from './snapshot/snapshot-client';
import { createWordPressSource } from './wordpress/source';
import type { ContentSource } from './source';

/** The content source this server uses: the bundled snapshot (a live WordPress comes next). */
export function createContentSource(): ContentSource {
  return createWordPressSource(createSnapshotClient());
}
