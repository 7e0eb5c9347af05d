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
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message } : value;
  }
  return out;
}

export const logger = {
  debug: (event: string, fields?: Fields) => write('debug', event, fields),
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};
