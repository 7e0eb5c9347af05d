// A build asks the content source afresh. Next.js keeps `unstable_cache` and fetch answers in
// `<distDir>/cache/fetch-cache` between builds, and a build within their lifetime (five minutes
// for WordPress content) would prerender from them: after WORDPRESS_URL changed, or when the same
// address now answers for another WordPress (a test WordPress installed again, a restored
// backup), the pages would show the other one's content. next.config.ts empties it once per
// `next build`, in the build's first process (its workers inherit the marker and skip).

import { rmSync } from 'node:fs';
import path from 'node:path';

const MARKER = 'CLUVILLE_BUILD_FETCH_CACHE_CLEARED';

/** Empties `<distDir>/cache/fetch-cache` once per build; true when this call did it. */
export function clearBuildFetchCache(distDir, env = process.env) {
  if (env[MARKER] === '1') return false;
  env[MARKER] = '1';
  rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  return true;
}
