// The production server (`node server/index.mjs` on the `.next` build) as the fault tests start,
// kill and restart it, with its log kept in memory and in test-results/faults/<name>.log.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY } from '../../support/server-command';

export const root = path.resolve(import.meta.dirname, '..', '..', '..');
// E2E_PORT_BASE + 260 … 279: servers and SMTP servers of this suite (+250 is the fuzz suite's).
export const portBase = Number(process.env.E2E_PORT_BASE ?? 3100) + 260;
const logDir = path.join(root, 'test-results', 'faults');

export function requireBuild(): void {
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    throw new Error('the fault suite runs on the production build: run `npm run build` first');
  }
}

export interface Site {
  name: string;
  url: string;
  child: ChildProcess;
  pid: number;
  log(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

const started: Site[] = [];

export async function startSite(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Site> {
  mkdirSync(logDir, { recursive: true });
  const file = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  let text = '';
  // PORT in the environment, no host: as a container runs it.
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (chunk: Buffer) => {
    text += chunk.toString();
    file.write(chunk);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const site: Site = {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    pid: child.pid!,
    log: () => text,
    exited,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // gone
      }
      await exited;
    },
  };
  started.push(site);
  const deadline = Date.now() + 120_000;
  while (!text.includes('"server.ready"')) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start-up:\n${text}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${text}`);
    await sleep(100);
  }
  return site;
}

export async function stopAllSites(): Promise<void> {
  await Promise.all(started.splice(0).map((site) => site.kill('SIGKILL')));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await sleep(200);
  }
}

let counter = 0;
const ROOMS = [
  'dragons-cave',
  'space-mission',
  'pirate-treasure',
  'secret-library',
  'mad-professors-lab',
];
/** Starts that fit every room's session and buffer inside every day's opening hours (12:00–20:00 at the shortest). */
const TIMES = ['12:00', '13:30', '15:00', '16:30', '18:00'];
/** Days ahead used: from 3 (past the lead time) to 112 (inside the 120-day window). */
const DAYS = 110;
/** The snapshot's closed dates (content/snapshot/options.*.json), which would answer 422. */
const CLOSED = /-(01-0[127]|05-01|05-2[12])$/;

/**
 * A valid room request, unique by name, for a time no other request of this run holds: a held
 * time answers 409, which would hide what a fault test looks for. Times are spread over rooms,
 * five starts a day (a session and its buffer end before the next) and the days from 3 to 112
 * ahead, skipping closed dates. Past about 2,700 requests (the load test) the times come round
 * again and are answered 409, the taken-slot path.
 */
export function roomRequest(tag: string): Record<string, string> {
  counter++;
  let day = 3 + (Math.floor(counter / (TIMES.length * ROOMS.length)) % DAYS);
  let date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  while (CLOSED.test(date))
    date = new Date(Date.now() + ++day * 86_400_000).toISOString().slice(0, 10);
  const room = ROOMS[Math.floor(counter / TIMES.length) % ROOMS.length]!;
  const time = TIMES[counter % TIMES.length]!;
  return {
    form: 'room',
    locale: 'en',
    room,
    players: '4',
    date,
    time,
    name: `Parent ${tag} ${counter}`,
    email: `parent-${tag}-${counter}@example.com`,
    // A phone of its own too: at most 3 requests of one phone may wait at once.
    phone: `+382 67 ${String(100_000 + counter).slice(-6)}`,
  };
}

export async function postBooking(
  site: Site,
  body: Record<string, string>,
  clientAddress: string,
): Promise<{ status: number; retryAfter: string | null; json: Record<string, unknown> }> {
  const response = await fetch(`${site.url}/api/bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress,
      origin: site.url,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(90_000),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json };
}
