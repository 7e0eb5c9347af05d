// Runs once when a server starts: a bad setting stops start-up with a clear message instead of
// failing later on some page. Then the booking outbox loop starts; it opens (and migrates) the
// database in the background, so a database problem degrades booking only, never the site.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./lib/check-env-on-start');
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startBookingOutbox } = await import('./booking/server');
  startBookingOutbox();
}
