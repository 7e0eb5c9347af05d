// Runs once when a server starts: a bad setting stops start-up with a clear message instead of
// failing later on some page. Then the booking outbox loop and the scheduled jobs (the daily
// purge) start; they open (and migrate) the database in the background, so a database problem
// degrades booking only, never the site.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./lib/check-env-on-start');
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Before anything is written: DATA_DIR and all in it readable by the site's user only.
  const { prepareDataDir } = await import('./lib/private-folder');
  prepareDataDir();
  // The metrics registry exists before the first request: the server entry times every request
  // into its histogram from the first one on (server/index.mjs, server/request-route.mjs).
  const { getSiteMetrics } = await import('./lib/metrics');
  getSiteMetrics();
  if (process.env.REDIS_URL) await copyBuildIntoSharedCache();
  // The route table for the entry's fast path of prerendered pages (server/prerendered-pages.mjs).
  // After the shared cache is filled: it loads the content modules (the slug index).
  const { registerPageFolders } = await import('./i18n/page-paths');
  registerPageFolders();
  const { startBookingOutbox } = await import('./booking/server/runtime');
  startBookingOutbox();
  const { startScheduledJobs } = await import('./jobs/runtime');
  startScheduledJobs();
  // Runs last on SIGTERM (after the loops above stopped): releases the PGlite folder's lock.
  const [{ onShutdown }, { closeDatabase }] = await Promise.all([
    import('./lib/shutdown'),
    import('./lib/db/client'),
  ]);
  onShutdown('database', closeDatabase);
}

/**
 * With a shared cache (server/cache-handler.mjs), the pages prerendered by `next build` are on
 * this machine's disk only: copy them into Redis, keeping what another instance of the same build
 * already regenerated there. With Redis down this fills the instance's own memory instead.
 */
async function copyBuildIntoSharedCache() {
  const { registerInitialCache } =
    await import('@fortedigital/nextjs-cache-handler/instrumentation');
  const { default: CacheHandler } = await import('../server/cache-handler.mjs');
  await registerInitialCache(CacheHandler, {
    buildDir: process.env.NEXT_DIST_DIR || '.next',
    setOnlyIfNotExists: true,
  });
}
