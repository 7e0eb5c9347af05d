// What a stopping server does, in order: the server entry (server/index.mjs) calls
// `globalThis.__cluvilleShutdown()` on SIGTERM or SIGINT after it stopped taking requests; the
// app registers its steps here (stop the outbox loop and the scheduled jobs, then close the
// database, which releases the embedded database's folder lock).
import { logger } from './logger';

type Hook = { name: string; run: () => Promise<void> };
const shared = globalThis as unknown as { __cluvilleShutdownHooks?: Hook[]; __cluvilleShutdown?: () => Promise<void> };

/** Adds a step; steps run one after another in the order they were added. */
export function onShutdown(name: string, run: () => Promise<void>): void {
  shared.__cluvilleShutdownHooks ??= [];
  shared.__cluvilleShutdownHooks.push({ name, run });
  shared.__cluvilleShutdown ??= runShutdown;
}

let running: Promise<void> | undefined;
export function runShutdown(): Promise<void> {
  running ??= (async () => {
    for (const hook of shared.__cluvilleShutdownHooks ?? []) {
      try {
        await hook.run();
      } catch (error) {
        logger.error('shutdown.step_failed', { step: hook.name, error });
      }
    }
    logger.info('shutdown.done', {});
  })();
  return running;
}
