#!/usr/bin/env node
// The end-to-end suite's second site: the production build made against the stand-in WordPress
// (pages are prerendered at build time, so the build must see the WordPress it will serve;
// tests/support/wordpress-build.mjs, shared with the shared-cache and fault suites), then served
// by the same server entry as `npm start`.
//
//   WORDPRESS_URL=http://127.0.0.1:3199 node scripts/serve-on-wordpress.mjs -p 3101
//
// The build is made when its folder has none, or one older than the main `.next` build or a
// source (so `npm run build` followed by `npm run test:e2e` always tests the current code), or
// always with REBUILD=1. The stand-in WordPress must answer first; this waits up to 30 s for it.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedDataDir } from '../tests/support/pglite-template.mjs';
import {
  ensureWordpressBuild,
  SERVED_MARKER,
  WORDPRESS_BUILD,
  wordpressBuildIsCurrent,
} from '../tests/support/wordpress-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const wordpress = process.env.WORDPRESS_URL;
if (!wordpress) {
  console.error('serve-on-wordpress: set WORDPRESS_URL');
  process.exit(2);
}
const distDir = WORDPRESS_BUILD;

async function waitForWordPress() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(new URL('/wp-json/', wordpress));
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`no WordPress answering at ${wordpress}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

if (!wordpressBuildIsCurrent()) {
  await waitForWordPress();
  console.error(`serve-on-wordpress: building ${distDir} against ${wordpress}`);
  await ensureWordpressBuild({ wordpressUrl: wordpress, output: 'inherit' });
}

// The stand-in WordPress starts from its own content each time: so does the site's slug index.
// A new DATA_DIR gets the migrated database copied (tests/support/pglite-template.mjs).
if (process.env.DATA_DIR) {
  rmSync(path.join(root, process.env.DATA_DIR, 'slug-index'), { recursive: true, force: true });
  await seedDataDir(process.env.DATA_DIR);
}

// This server writes into the build's folder as it serves: the data cache (`cache/fetch-cache`,
// where the stand-in's deleted room is remembered as gone) and the pages it regenerates
// (`server/route-cache`). The shared-cache and fault suites serve the same build after this suite
// and copy it into Redis, so they must find it as it was built: the data cache is kept aside here
// and put back when the server stops (Playwright stops it with SIGTERM: playwright.config.ts).
// Until then the marker says the build is not as built; a run that never got to put it back
// leaves the marker, and the next suite builds again (tests/support/wordpress-build.mjs).
const fetchCache = path.join(root, distDir, 'cache', 'fetch-cache');
const asBuilt = path.join(root, distDir, 'cache', 'fetch-cache.as-built');
const routeCache = path.join(root, distDir, 'server', 'route-cache');
const marker = path.join(root, distDir, SERVED_MARKER);
writeFileSync(marker, `${process.pid}\n`);
rmSync(asBuilt, { recursive: true, force: true });
if (existsSync(fetchCache)) cpSync(fetchCache, asBuilt, { recursive: true });
function putBack() {
  rmSync(fetchCache, { recursive: true, force: true });
  if (existsSync(asBuilt)) renameSync(asBuilt, fetchCache);
  rmSync(routeCache, { recursive: true, force: true });
  rmSync(marker, { force: true });
}

// The server reads next.config.ts again when it starts: the images' settings the build was made
// with (WORDPRESS_URL, WORDPRESS_IMAGES_PRIVATE for the stand-in on loopback) must be set here too.
const server = spawn(
  process.execPath,
  [path.join(root, 'server/index.mjs'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, WORDPRESS_IMAGES_PRIVATE: '1' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  putBack();
  process.exit(code ?? (signal ? 1 : 0));
});
