// The one slug index of this server process, shared by the proxy (which asks it) and the
// revalidation endpoint (which invalidates it): separate bundles, hence a process singleton.
import { getEnv } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { getContentSource, sourceId } from './create-source';
import { readPrerenderedSlugs } from './prerendered';
import { ask } from './resilience';
import { createSlugIndex, slugIndexFile, type SlugIndex } from './slug-index';
import { isUpstreamError } from './wordpress/client';

export function getSlugIndex(): SlugIndex {
  return processSingleton('slug-index', () => {
    const source = getContentSource();
    return createSlugIndex({
      load: async (kind, locale) =>
        (
          await ask(`slugs|${kind}|${locale}`, () => source.listRefs(kind, locale), isUpstreamError)
        ).map((ref) => ref.slug),
      file: slugIndexFile(getEnv().DATA_DIR ?? '.data', sourceId()),
      prerendered: readPrerenderedSlugs(getEnv().NEXT_DIST_DIR),
    });
  });
}
