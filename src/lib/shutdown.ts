// What a stopping server does, in order: the server entry (server/index.mjs) calls the process's
// shutdown function (`globalThis[Symbol.for('cluville.shutdown')]`, a process singleton) on
// SIGTERM or SIGINT after it stopped taking requests; the app registers its steps here (stop
// the outbox loop and the scheduled jobs, then close the database, which releases the embedded
// database's folder lock).
import { logger } from './logger';
import { processSingleton } from './process-singleton.mjs';

type Hook = { name: string; run: () => Promise<void> };

/** The process singleton the server entry calls: `globalThis[Symbol.for('cluville.shutdown')]`. */
const SHUTDOWN_KEY = 'shutdown';

const hooks = () => processSingleton('shutdown-hooks', (): Hook[] => []);

/** Adds a step; steps run one after another in the order they were added. */
export function onShutdown(name: string, run: () => Promise<void>): void {
  hooks().push({ name, run });
  processSingleton(SHUTDOWN_KEY, () => runShutdown);
}

/** Runs the steps once per process; a second call waits for the first run. */
function runShutdown(): Promise<void> {
  return processSingleton('shutdown-run', async () => {
    for (const hook of hooks()) {
      try {
        await hook.run();
      } catch (error) {
        logger.error('shutdown.step_failed', { step: hook.name, error });
      }
    }
    logger.info('shutdown.done', {});
  });
}
