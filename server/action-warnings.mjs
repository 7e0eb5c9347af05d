// Next.js logs a server action it cannot find or decode with `console.warn(error)`, stack trace
// included. Any client can cause it (a page left open across a deployment, a scanner making up
// an id) and it is no fault of the server, so the entry logs these as one line, without the stack.
// They are matched by message: should Next.js reword one, its stack trace is back in the log, and
// the fuzz suite's log check fails. Every other warning passes through unchanged.
const CLIENT_FAULTS = [
  /^Failed to find Server Action/,
  /^The Server Reference ID did not match/,
  /^Invalid Server Actions request\./,
];

/** @param {(level: string, event: string, fields: object) => void} log */
export function logActionWarningsAsLines(log) {
  const warn = console.warn;
  console.warn = function warnWithoutClientFaultStacks(...args) {
    const [first] = args;
    if (
      args.length === 1 &&
      first instanceof Error &&
      CLIENT_FAULTS.some((fault) => fault.test(first.message))
    ) {
      log('warn', 'action.unrecognized', { message: first.message.split('\n')[0].slice(0, 300) });
      return;
    }
    warn.apply(console, args);
  };
}
