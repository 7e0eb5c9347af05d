// Reading PostgreSQL's errors: the one place that knows where a driver puts the SQLSTATE and the
// constraint (PGlite: `constraint`, postgres.js: `constraint_name`) and that Drizzle wraps the
// driver's error in its own (`cause`). The repositories decide by it (an overlap, a reference drawn
// twice, a blocked time), the connection-loss retry by it, and the logger describes a database
// error by it. Plain ESM, so the server entry's logger (server/) reads it too.

/** The SQLSTATEs the code acts on. */
export const SQLSTATE = Object.freeze({
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  invalidTextRepresentation: '22P02',
  deadlockDetected: '40P01',
});

const SQLSTATE_PATTERN = /^[0-9A-Z]{5}$/;
/** Server shutdown and crash recovery (57P01–57P03) and the connection exceptions (class 08). */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** What the drivers and the socket say when the connection went away. */
const LOST_DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);
const MAX_DEPTH = 5;

/**
 * @param {unknown} error
 * @returns {Generator<Error & Record<string, unknown>>}
 */
function* causes(error) {
  let current = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error; depth += 1) {
    yield /** @type {Error & Record<string, unknown>} */ (current);
    current = /** @type {{ cause?: unknown }} */ (current).cause;
  }
}

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' && value ? value : undefined);

/**
 * The database's error in an error's cause chain: its SQLSTATE, constraint and table, and nothing
 * of its message (it may carry a row's values). `{}` for a query Drizzle wrapped whose cause has
 * no SQLSTATE; undefined for an error that did not come from the database.
 * @param {unknown} error
 * @returns {{ code?: string; constraint?: string; table?: string } | undefined}
 */
export function databaseError(error) {
  let wrapped = false;
  for (const candidate of causes(error)) {
    if (
      typeof candidate.code === 'string' &&
      SQLSTATE_PATTERN.test(candidate.code) &&
      ('severity' in candidate ||
        'table' in candidate ||
        'table_name' in candidate ||
        'constraint' in candidate ||
        'constraint_name' in candidate ||
        'routine' in candidate ||
        wrapped)
    ) {
      const constraint = text(candidate.constraint) ?? text(candidate.constraint_name);
      const table = text(candidate.table) ?? text(candidate.table_name);
      return {
        code: candidate.code,
        ...(constraint ? { constraint } : {}),
        ...(table ? { table } : {}),
      };
    }
    if (candidate.name === 'DrizzleQueryError' || 'query' in candidate || 'params' in candidate)
      wrapped = true;
  }
  return wrapped ? {} : undefined;
}

/**
 * Whether the database refused with this SQLSTATE (and, when given, this constraint; an error
 * that names no constraint matches any).
 * @param {unknown} error
 * @param {string} code
 * @param {string} [constraint]
 */
export function isDatabaseError(error, code, constraint) {
  const found = databaseError(error);
  if (found?.code !== code) return false;
  return (
    constraint === undefined || found.constraint === undefined || found.constraint === constraint
  );
}

/**
 * Whether a statement failed because the connection was lost (a restart, a failover,
 * `pg_terminate_backend`), not because the query is wrong: safe work may be tried again.
 * @param {unknown} error
 */
export function isConnectionLoss(error) {
  for (const candidate of causes(error)) {
    const code = candidate.code;
    if (
      typeof code === 'string' &&
      (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_DRIVER_CODES.has(code))
    )
      return true;
  }
  return false;
}

/**
 * A short code for a log line: the SQLSTATE of a database error, else the error's own code (a
 * socket's `ECONNRESET`), else its name; never its message.
 * @param {unknown} error
 * @returns {string}
 */
export function errorCode(error) {
  const own = /** @type {{ code?: unknown } | null} */ (error)?.code;
  return (
    databaseError(error)?.code ??
    (typeof own === 'string' ? own : undefined) ??
    (error instanceof Error ? error.name : 'unknown')
  );
}
