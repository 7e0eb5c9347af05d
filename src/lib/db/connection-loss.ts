// A statement that met a connection PostgreSQL had just dropped (a restart, a failover, an
// administrator's pg_terminate_backend) fails with 57P01 or a closed socket, even though the
// server answers again on the next connection. Work that is safe to repeat (a transaction that
// rolled back with its connection) is tried again a few times before the visitor sees a 503.

/** SQLSTATE classes and driver codes that mean "the connection was lost", not "the query is wrong". */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const LOST_DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

export function isConnectionLoss(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_DRIVER_CODES.has(code))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

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
