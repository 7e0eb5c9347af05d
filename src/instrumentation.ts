// Runs once when a server starts: a bad setting stops start-up with a clear message instead of
// failing later on some page.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/check-env-on-start');
}
