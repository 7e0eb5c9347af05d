// The one production build made against the stand-in WordPress (tests/wordpress/), shared by the
// end-to-end `wordpress` project (scripts/serve-on-wordpress.mjs), the shared-cache suite and the
// fault suite's Redis outage. It is built as a deployment builds: WORDPRESS_URL and REDIS_URL set
// (REDIS_URL only names server/cache-handler.mjs as Next.js's cache handler; the build never talks
// to Redis). A server of it started without REDIS_URL keeps its cache in its own memory.
//
// Pages are prerendered from WordPress at build time, and the uploads' addresses carry its port,
// so every suite serves the stand-in on the same port: E2E_PORT_BASE + 99. The build is made when
// its folder has none, or one older than the main `.next` build or than a source file (so
// `npm run build` followed by any of the suites tests the current code), or always with REBUILD=1.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The build's folder (NEXT_DIST_DIR). */
export const WORDPRESS_BUILD = '.next-wordpress';

/**
 * Present while the end-to-end suite's server serves the build (scripts/serve-on-wordpress.mjs),
 * and left behind when it stopped without putting the build's data cache back: the build is then
 * not as built, and is made again.
 */
export const SERVED_MARKER = 'served-by-e2e';

/** The stand-in WordPress's port, the one the build was made against. */
export function wordpressPort(base = Number(process.env.E2E_PORT_BASE ?? 3100)) {
  return base + 99;
}

const mtime = (file) => {
  try {
    return statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
};

/** The newest modification time among the files a build compiles. */
function newestSource() {
  let newest = 0;
  const walk = (entry) => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const child of readdirSync(full))
        if (!/\.test\.|^node_modules$/.test(child)) walk(path.join(entry, child));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of [
    'src',
    'messages',
    'content',
    'public',
    'server',
    'next.config.ts',
    'package-lock.json',
    'tsconfig.json',
    'postcss.config.mjs',
  ])
    walk(entry);
  return newest;
}

/** Whether the build exists, finished (its prerender manifest is written last) and is current. */
export function wordpressBuildIsCurrent() {
  if (process.env.REBUILD === '1') return false;
  const built = mtime(path.join(WORDPRESS_BUILD, 'prerender-manifest.json'));
  return (
    built > 0 &&
    existsSync(path.join(root, WORDPRESS_BUILD, 'BUILD_ID')) &&
    !existsSync(path.join(root, WORDPRESS_BUILD, SERVED_MARKER)) &&
    built > mtime(path.join('.next', 'BUILD_ID')) &&
    built > newestSource()
  );
}

/**
 * Makes the build when it is not current, against the stand-in WordPress answering at
 * `wordpressUrl` (reset to its start state first). `output` is where the build's own output goes
 * (a file descriptor or 'inherit'). Resolves to 'reused' or 'built'.
 */
export async function ensureWordpressBuild({ wordpressUrl, redisUrl, output = 'inherit' }) {
  if (wordpressBuildIsCurrent()) return 'reused';
  rmSync(path.join(root, WORDPRESS_BUILD, SERVED_MARKER), { force: true });
  // A stand-in left running by an earlier run may hold changed content: build from its start state.
  const reset = await fetch(new URL('/__control/reset', wordpressUrl), {
    method: 'POST',
    body: '{}',
  });
  if (!reset.ok) throw new Error(`the stand-in WordPress at ${wordpressUrl} refused its reset`);
  // Made without a tag-manager id or a maps key, whatever the shell has: the end-to-end suite
  // checks on this build what a site with neither shows (tests/e2e/wordpress/no-tags.spec.ts).
  const { NEXT_PUBLIC_GTM_ID: _gtm, NEXT_PUBLIC_MAPS_KEY: _maps, ...environment } = process.env;
  const build = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: root,
      stdio: ['ignore', output, output],
      env: {
        ...environment,
        WORDPRESS_URL: wordpressUrl,
        REDIS_URL: redisUrl || process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379',
        NEXT_DIST_DIR: WORDPRESS_BUILD,
        NEXT_TELEMETRY_DISABLED: '1',
        // The stand-in answers on loopback: /_next/image may fetch its uploads only with this.
        WORDPRESS_IMAGES_PRIVATE: '1',
      },
    },
  );
  const code = await new Promise((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`the build against the stand-in WordPress failed (${code})`);
  return 'built';
}
