// A statement that met a connection PostgreSQL had just dropped (a restart, a failover, an
// administrator's pg_terminate_backend) fails with 57P01 or a closed socket, even though the
// server answers again on the next connection. Work that is safe to repeat (a transaction that
// rolled back with its connection) is tried again a few times before the visitor sees a 503.

import { isConnectionLoss } from './pg-error.mjs';

export { isConnectionLoss };

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** Checked before each further attempt: false stops (the caller has already answered). */
  stillWanted?: () => boolean;
  /** Told of each retry (for a log line). */
  onRetry?: (attempt: number, error: unknown) => void;
}

/**
 * Runs `work`, and again on a fresh connection while it fails with a lost connection. `work`
 * gets the attempt number (1-based). Any other error, or the last loss, is thrown.
 */
export async function retryOnConnectionLoss<T>(
  work: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt >= attempts || !isConnectionLoss(error) || options.stillWanted?.() === false)
        throw error;
      options.onRetry?.(attempt, error);
      // The pool replaces the dropped connection; a short pause lets a dying backend finish.
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    }
  }
}
