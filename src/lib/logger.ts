/**
 * Structured logs: one JSON line per event on stdout/stderr, so an operator can grep by `event`
 * and a log shipper can parse them without configuration.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

const rank: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };

function write(level: Level, event: string, fields: Fields = {}) {
  // LOG_LEVEL is validated at start-up (src/lib/env.ts); lines below it are not written.
  const threshold = rank[process.env.LOG_LEVEL as Level] ?? rank.info;
  if (rank[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...serialise(fields) });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

function serialise(fields: Fields): Fields {
  const out: Fields = {};
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

export function maskText(value: string): string {
  return value.replace(EMAIL, '[email]');
}

type ErrorLike = Error & { code?: unknown; constraint?: unknown; constraint_name?: unknown; table?: unknown; table_name?: unknown; query?: unknown; params?: unknown; cause?: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The database error in an error's cause chain (Drizzle wraps the driver's), if any. */
function databaseError(error: ErrorLike): ErrorLike | undefined {
  let current: unknown = error;
  let wrapped = false;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const candidate = current as ErrorLike;
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && ('severity' in candidate || 'table' in candidate || 'table_name' in candidate || 'constraint' in candidate || 'constraint_name' in candidate || 'routine' in candidate || wrapped)) return candidate;
    if (candidate.name === 'DrizzleQueryError' || 'query' in candidate || 'params' in candidate) wrapped = true;
    current = candidate.cause;
  }
  return wrapped ? ({ name: 'DatabaseError' } as ErrorLike) : undefined;
}

function describeError(error: ErrorLike): Fields {
  const database = databaseError(error);
  if (database) {
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return {
      name: 'DatabaseError',
      code: text(database.code),
      constraint: text(database.constraint) ?? text(database.constraint_name),
      table: text(database.table) ?? text(database.table_name),
    };
  }
  const code = typeof error.code === 'string' || typeof error.code === 'number' ? error.code : undefined;
  return { name: error.name, ...(code !== undefined ? { code } : {}), message: maskText(String(error.message).slice(0, MAX_MESSAGE)) };
}

function clean(value: unknown, depth: number): unknown {
  if (value instanceof Error) return describeError(value as ErrorLike);
  if (typeof value === 'string') return maskText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clean(item, depth + 1)]));
}

export const logger = {
  debug: (event: string, fields?: Fields) => write('debug', event, fields),
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};
