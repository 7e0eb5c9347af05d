// Types of structured-log.mjs (plain ESM, so that the cache handler and the server entry use it too).

export type LogFields = Record<string, unknown>;

/** One JSON line per event (`time`, `level`, `event`, the fields); personal data is masked. */
export const logger: {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
};
