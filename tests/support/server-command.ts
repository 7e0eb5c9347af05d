// How the suites run by Vitest (fuzz, shared cache, faults, topology) start a production server:
// the one place that names the server entry (`npm start`), so a new entry is changed here only.
/** The entry, relative to the checkout (or to `.next/standalone` for the standalone build). */
export const SERVER_ENTRY = 'server/index.mjs';

/**
 * The command line of a production server on `port` at 127.0.0.1; without a port, the entry
 * reads PORT (or its default) itself.
 */
export function serverCommand(port?: number): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [SERVER_ENTRY, ...(port === undefined ? [] : ['-p', String(port)]), '-H', '127.0.0.1'],
  };
}
