// Structured logs: one JSON line per event on stdout/stderr, so an operator can grep by `event`
// and a log shipper can parse them without configuration. The one logger of the app, the cache
// handler (server/cache-handler.mjs) and the server entry: plain ESM, typed by
// structured-log.d.mts, re-exported for the app as `@/lib/logger`.
import { databaseError } from './db/pg-error.mjs';

/** @typedef {'debug' | 'info' | 'warn' | 'error'} Level */
/** @typedef {Record<string, unknown>} Fields */

/** @type {Record<Level, number>} */
const rank = { debug: 0, info: 1, warn: 2, error: 3 };

/**
 * @param {Level} level
 * @param {string} event
 * @param {Fields} [fields]
 */
function write(level, event, fields = {}) {
  // LOG_LEVEL is validated at start-up (src/lib/env.ts); lines below it are not written.
  const threshold = rank[/** @type {Level} */ (process.env.LOG_LEVEL)] ?? rank.info;
  if (rank[level] < threshold) return;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...serialise(fields),
  });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

/** @param {Fields} fields */
function serialise(fields) {
  /** @type {Fields} */
  const out = {};
  for (const [key, value] of Object.entries(fields)) out[key] = clean(value, 0);
  return out;
}

// Personal data never reaches a log line (docs/hostile-requests.md, "Logs hold no personal data").
// Every caller goes through here, so the rules hold wherever an error is logged:
// - a database error is described by its code, constraint and table only: its message and the
//   query text of Drizzle's wrapper carry the values of the row (a parent's name, e-mail, ...);
// - any other error keeps its name, code and a short message with e-mail addresses masked
//   (an SMTP server's "550 <someone@example.com> rejected", for one);
// - every string has e-mail addresses masked (JSON.stringify escapes control characters).
const EMAIL = /[^\s<>()[\]",;:@]+@[^\s<>()[\]",;:@]+\.[^\s<>()[\]",;:@]+/g;
const MAX_MESSAGE = 300;

/** @param {string} value */
function maskText(value) {
  return value.replace(EMAIL, '[email]');
}

/** @typedef {Error & { code?: unknown; constraint?: unknown; constraint_name?: unknown; table?: unknown; table_name?: unknown; query?: unknown; params?: unknown; cause?: unknown }} ErrorLike */

/**
 * @param {ErrorLike} error
 * @returns {Fields}
 */
function describeError(error) {
  const database = databaseError(error);
  if (database) {
    return {
      name: 'DatabaseError',
      code: database.code,
      constraint: database.constraint,
      table: database.table,
    };
  }
  const code =
    typeof error.code === 'string' || typeof error.code === 'number' ? error.code : undefined;
  return {
    name: error.name,
    ...(code !== undefined ? { code } : {}),
    message: maskText(String(error.message).slice(0, MAX_MESSAGE)),
  };
}

/**
 * @param {unknown} value
 * @param {number} depth
 * @returns {unknown}
 */
function clean(value, depth) {
  if (value instanceof Error) return describeError(value);
  if (typeof value === 'string') return maskText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, clean(item, depth + 1)]),
  );
}

export const logger = {
  /** @param {string} event @param {Fields} [fields] */
  debug: (event, fields) => write('debug', event, fields),
  /** @param {string} event @param {Fields} [fields] */
  info: (event, fields) => write('info', event, fields),
  /** @param {string} event @param {Fields} [fields] */
  warn: (event, fields) => write('warn', event, fields),
  /** @param {string} event @param {Fields} [fields] */
  error: (event, fields) => write('error', event, fields),
};
