#!/usr/bin/env node
// The end-to-end suite's second site: a production build made against the stand-in WordPress
// (pages are prerendered at build time, so the build must see the WordPress it will serve), then
// served by the same server entry as `npm start`.
//
//   WORDPRESS_URL=http://127.0.0.1:3199 NEXT_DIST_DIR=.next-e2e-wordpress node scripts/serve-on-wordpress.mjs -p 3101
//
// The build is made when its folder has none, or one older than the main `.next` build (so
// `npm run build` followed by `npm run test:e2e` always tests the current code), or always
// with REBUILD=1. The stand-in WordPress must answer first; this waits up to 30 s for it.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR;
const wordpress = process.env.WORDPRESS_URL;
if (!distDir || !wordpress) {
  console.error('serve-on-wordpress: set NEXT_DIST_DIR and WORDPRESS_URL');
  process.exit(2);
}

const builtAt = (dir) => {
  try {
    return statSync(path.join(root, dir, 'BUILD_ID')).mtimeMs;
  } catch {
    return 0;
  }
};

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

const own = builtAt(distDir);
if (process.env.REBUILD === '1' || own === 0 || own < builtAt('.next')) {
  await waitForWordPress();
  // A stand-in left running by an earlier run may hold changed content: build from its start state.
  await fetch(new URL('/__control/reset', wordpress), { method: 'POST', body: '{}' });
  console.error(`serve-on-wordpress: building ${distDir} against ${wordpress}`);
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: process.env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The stand-in WordPress starts from its own content each time: so does the site's slug index.
if (process.env.DATA_DIR)
  rmSync(path.join(root, process.env.DATA_DIR, 'slug-index'), { recursive: true, force: true });

const server = spawn(
  process.execPath,
  [path.join(root, 'server/index.mjs'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
