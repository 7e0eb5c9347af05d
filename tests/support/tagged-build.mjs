// The end-to-end suite's main build is made as a configured deployment is: with a tag-manager id
// and a maps key (`NEXT_PUBLIC_*` values are inlined by `next build`, so only a build that has
// them can show the tag manager behind consent and the map's embed). The values are test ones:
// the network is closed and the tests answer Google's hosts themselves. One build serves every
// end-to-end server on the snapshot; the stand-in WordPress's build (./wordpress-build.mjs) is
// made without them and is where a site with neither is checked.
//
//   npm run build:e2e          (node scripts/build-e2e.mjs: `next build` with these values)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_GTM_ID, TEST_MAPS_KEY } from './test-tags.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The environment a tagged build is made with. */
export const TAGGED_BUILD_ENV = {
  NEXT_PUBLIC_GTM_ID: TEST_GTM_ID,
  NEXT_PUBLIC_MAPS_KEY: TEST_MAPS_KEY,
};

/** Whether a file below `dir` (its .js and .html files) holds `text`. */
function holds(dir, text) {
  if (!existsSync(dir)) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|html)$/.test(entry.name)) continue;
    if (readFileSync(path.join(entry.parentPath, entry.name), 'utf8').includes(text)) return true;
  }
  return false;
}

/**
 * What the build in `distDir` lacks to be the end-to-end suite's tagged build, as sentences; empty
 * when it is one. The tag-manager id is read from the browser's scripts (the consent manager's),
 * the maps key from the server's output (the map module renders it at build).
 */
export function taggedBuildProblems(distDir = '.next') {
  const dist = path.join(root, distDir);
  if (!existsSync(path.join(dist, 'BUILD_ID'))) return [`there is no build in ${distDir}/`];
  const problems = [];
  if (!holds(path.join(dist, 'static'), TEST_GTM_ID))
    problems.push(`its scripts do not carry the test tag-manager id ${TEST_GTM_ID}`);
  if (!holds(path.join(dist, 'server', 'app'), TEST_MAPS_KEY))
    problems.push(`its pages do not carry the test maps key`);
  return problems;
}
