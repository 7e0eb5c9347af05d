// The one harness of the multi-instance suites (tests/topology, tests/faults, tests/shared-cache):
// production servers (the server entry, from the checkout or from the standalone copy), a
// PostgreSQL cluster and a Redis of a suite's own, nginx on deploy/nginx.conf, and a TCP link
// that cuts one instance's database connection. Every process runs in a group of its own, is
// stopped by its pid and logs to test-results/<suite>/<name>.log. Every wait polls a condition
// (a log line, a port answering, a status) with a deadline: no fixed sleeps.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { seedDataDir } from './pglite-template.mjs';
import { SERVER_ENTRY } from './server-command';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const isRoot = process.getuid?.() === 0;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 120_000,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await sleep(everyMs);
  }
}

/** Whether something accepts a TCP connection on 127.0.0.1:`port`. */
export const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface Managed {
  name: string;
  child: ChildProcess;
  pid: number;
  /** Everything the process wrote so far. */
  log(): string;
  logFile: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** Sends `signal` (default SIGKILL) to the process group and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM, then SIGKILL if the process still runs 10 s later; waits for the exit. */
  stop(): Promise<void>;
}

const running = new Set<Managed>();

/** A child process in a group of its own, its output kept in memory and in the suite's log. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; cwd?: string; suite: string },
): Managed {
  const logDir = path.join(root, 'test-results', options.suite);
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const file = createWriteStream(logFile, { flags: 'a' });
  let text = '';
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    detached: true,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (chunk: Buffer) => {
    text += chunk.toString();
    file.write(chunk);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<void>((resolve) =>
    child.once('close', (code, signal) => {
      file.end(`\n[${name} exited: ${signal ?? code}]\n`);
      running.delete(managed);
      resolve();
    }),
  );
  const managed: Managed = {
    name,
    child,
    pid: child.pid!,
    log: () => text,
    logFile,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // gone
      }
      await exited;
    },
    async stop() {
      const escalate = setTimeout(() => void managed.kill('SIGKILL'), 10_000);
      await managed.kill('SIGTERM');
      clearTimeout(escalate);
    },
  };
  running.add(managed);
  return managed;
}

/** Stops (SIGKILL) every process the harness started and still runs. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((managed) => managed.kill('SIGKILL')));
}

export interface Site extends Managed {
  url: string;
  port: number;
}

/**
 * A production server (`node server/index.mjs`) on 127.0.0.1:`port`, PORT in its environment as
 * a container runs it; `cwd` is the checkout (the `.next` build, or NEXT_DIST_DIR's) or a
 * standalone copy (tests/support/standalone-copy.ts). Resolves once it has logged
 * `server.ready`; throws when it exits first.
 */
export async function startSite(
  name: string,
  port: number,
  env: Record<string, string | undefined>,
  options: { suite: string; cwd?: string; timeoutMs?: number },
): Promise<Site> {
  // On the embedded database, a new DATA_DIR starts from the migrated copy (tests/support/pglite-template.mjs).
  if (env.DATA_DIR && !env.DATABASE_URL)
    await seedDataDir(path.resolve(options.cwd ?? root, env.DATA_DIR));
  const managed = startProcess(name, process.execPath, [SERVER_ENTRY, '-H', '127.0.0.1'], {
    suite: options.suite,
    cwd: options.cwd,
    env: { NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'info', ...env },
  });
  await waitFor(
    `${name} logging server.ready`,
    () => {
      if (managed.child.exitCode !== null || managed.child.signalCode !== null)
        throw new Error(`${name} exited at start-up:\n${managed.log()}`);
      return managed.log().includes('"server.ready"');
    },
    options.timeoutMs ?? 120_000,
  );
  return Object.assign(managed, { url: `http://127.0.0.1:${port}`, port });
}

/** A binary on PATH, else in the newest /usr/lib/postgresql/<major>/bin (Debian's layout). */
export function binary(name: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (existsSync(`/usr/sbin/${name}`)) return `/usr/sbin/${name}`;
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  for (const major of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
    const candidate = path.join(debian, major, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** A redis-server of the suite's own on `port` (never the machine's), without persistence. */
export async function startRedis(port: number, suite: string): Promise<Managed & { url: string }> {
  const managed = startProcess(
    'redis',
    binary('redis-server') ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { suite },
  );
  await waitFor(
    'redis-server answering PING',
    () => {
      if (managed.child.exitCode !== null)
        throw new Error(`redis-server exited:\n${managed.log()}`);
      return new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => socket.write('PING\r\n'));
        socket.once('data', (data) => {
          socket.destroy();
          resolve(data.toString().includes('PONG'));
        });
        socket.once('error', () => resolve(false));
      });
    },
    20_000,
  );
  return Object.assign(managed, { url: `redis://127.0.0.1:${port}` });
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgresUser(command: string, args: string[]): string {
  const runuser = isRoot ? binary('runuser') : undefined;
  const [file, argv] = runuser
    ? [runuser, ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

/** What a private PostgreSQL cluster needs that is not installed (initdb, pg_ctl, runuser). */
export function missingPostgresTools(): string[] {
  return ['initdb', 'pg_ctl', ...(isRoot ? ['runuser'] : [])].filter((name) => !binary(name));
}

/**
 * A private PostgreSQL cluster in `dir` (which the `postgres` user may write, when root), on
 * loopback at `port`, stopped and started at will.
 */
export function privatePostgres(dir: string, port: number) {
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const pgCtl = (...args: string[]) => asPostgresUser(binary('pg_ctl')!, ['-D', data, ...args]);
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/cluville`,
    init() {
      asPostgresUser(binary('initdb')!, [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--no-sync',
      ]);
    },
    start: () =>
      pgCtl(
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ),
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    stopIfRunning() {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // not running
      }
    },
  };
}

/**
 * The `@UPSTREAM@` lines of deploy/nginx.conf for several instances: each with passive checks
 * (left out for `failTimeout` after one failed attempt), then each again as a backup that is never
 * left out, so that with every instance left out the site's own answer still reaches the client.
 */
export function upstreamLines(addresses: string[], failTimeout = '10s'): string {
  return [
    ...addresses.map((address) => `server ${address} max_fails=1 fail_timeout=${failTimeout};`),
    ...addresses.map((address) => `server ${address} backup max_fails=0;`),
  ].join(' ');
}

/** deploy/nginx.conf with its placeholders filled, written to `prefix`/nginx.conf. */
export function writeNginxConfig(prefix: string, listen: string, upstream: string): string {
  mkdirSync(prefix, { recursive: true });
  const config = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
    .replaceAll('@LISTEN@', listen)
    .replaceAll('@PREFIX@', prefix)
    .replaceAll('@UPSTREAM@', upstream)
    .replaceAll('@USER_LINE@', isRoot ? 'user root;' : '');
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

/** `nginx -t` on a configuration: its exit status and what it said. */
export function nginxTest(prefix: string, file: string): { ok: boolean; output: string } {
  const result = spawnSync(binary('nginx') ?? 'nginx', ['-t', '-p', prefix, '-c', file], {
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** nginx on deploy/nginx.conf listening on 127.0.0.1:`port`, upstream `upstream`. */
export async function startNginx(
  prefix: string,
  port: number,
  upstream: string,
  suite: string,
): Promise<Managed> {
  const file = writeNginxConfig(prefix, `127.0.0.1:${port}`, upstream);
  const managed = startProcess(
    'nginx',
    binary('nginx') ?? 'nginx',
    ['-p', prefix, '-c', file, '-g', 'daemon off;'],
    { suite },
  );
  await waitFor(
    'nginx answering',
    () => {
      if (managed.child.exitCode !== null) throw new Error(`nginx exited:\n${managed.log()}`);
      return portAnswers(port);
    },
    30_000,
  );
  return managed;
}

/**
 * A TCP link from 127.0.0.1:`port` to `target` (an instance's road to its database), closed until
 * `open()`: `close()` drops every connection through it and refuses new ones (nothing listens),
 * as a broken network, a restart or a failover looks from the instance; `open()` lets
 * connections through again.
 */
export function tcpLink(port: number, target: { host?: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  return {
    port,
    open: () =>
      new Promise<void>((resolve, reject) => {
        if (server) return resolve();
        server = net.createServer((client) => {
          const upstream = net.connect(target.port, target.host ?? '127.0.0.1');
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => {});
          }
          client.pipe(upstream).pipe(client);
          client.on('close', () => upstream.destroy());
          upstream.on('close', () => client.destroy());
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    /** Resolves once nothing listens on `port` any more and every connection is gone. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

/** Waits until `url` answers below 500 (a connection of its own each time); throws when `managed` exits first. */
export async function waitUntilAnswering(
  url: string,
  managed: Managed,
  timeoutMs = 120_000,
): Promise<void> {
  await waitFor(
    `${managed.name} answering ${url}`,
    async () => {
      if (managed.child.exitCode !== null || managed.child.signalCode !== null)
        throw new Error(`${managed.name} exited; see ${managed.logFile}`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        return response.status < 500;
      } catch {
        return false;
      }
    },
    timeoutMs,
    250,
  );
}
