// The port and address as `next start` reads them: PORT, or `-p`/`--port`; `-H`/`--hostname`.
// The HOSTNAME variable is not read, as by `next start`: Docker sets it to the container's id,
// and listening there only would leave localhost unanswered. A bad port stops start-up with a
// message naming it, before anything is loaded.

/**
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @returns {{ port: number, hostname: string | undefined }}
 */
export function parseServerOptions(argv, env) {
  let port = env.PORT || undefined;
  let hostname;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = inline ?? argv[i + 1];
    if (flag === '-p' || flag === '--port') port = value;
    else if (flag === '-H' || flag === '--hostname') hostname = value;
    else throw new Error(`Unknown option ${flag}: use -p <port> or -H <hostname>`);
    if (value === undefined) throw new Error(`Option ${flag} needs a value`);
    if (inline === undefined) i++;
  }
  const number = port === undefined ? 3000 : Number(port);
  if (!/^\d+$/.test(String(port ?? 3000)) || number < 1 || number > 65535) {
    throw new Error(`Invalid configuration:\n  PORT: must be a whole number from 1 to 65535`);
  }
  return { port: number, hostname };
}
