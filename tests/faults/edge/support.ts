// Processes for the edge fault tests: production servers (the server entry), the stand-in
// WordPress, a Redis of the suite's own, and the build they share with the shared-cache suite.
// The processes are the multi-instance harness's (tests/support/topology.ts): each in a group of
// its own, stopped by its pid, logging to test-results/faults.
//
// Ports (E2E_PORT_BASE + …): 99 the stand-in WordPress (the port the shared build was made
// against, tests/support/wordpress-build.mjs), 286 Redis, 287 and 288 two instances, 289 the load
// test's site.
import {
  closeSync,
  openSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startProcess as startHarnessProcess,
  startRedis as startHarnessRedis,
  startSite as startHarnessSite,
  stopAll as stopEverything,
  waitUntilAnswering,
  type Managed,
} from '../../support/topology';
import {
  ensureWordpressBuild,
  WORDPRESS_BUILD,
  wordpressPort,
} from '../../support/wordpress-build.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..', '..');
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
// Apart from the store and outbox faults' (+ 260…279): the two run side by side in `npm test`
// (package.json, test:servers).
export const ports = {
  wordpress: wordpressPort(base),
  redis: base + 286,
  a: base + 287,
  b: base + 288,
  load: base + 289,
} as const;
export const logDir = path.join(root, 'test-results', 'faults');
/** The build against the stand-in WordPress (REDIS_URL and WORDPRESS_URL set), shared with the
 * end-to-end suite and tests/shared-cache. */
export const SHARED_BUILD = WORDPRESS_BUILD;
export const wordpressUrl = `http://127.0.0.1:${ports.wordpress}`;

export type { Managed } from '../../support/topology';
export { waitUntilAnswering } from '../../support/topology';

const dataDirs: string[] = [];

/** A process of this suite (the harness, tests/support/topology.ts; logs in test-results/faults). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Managed {
  return startHarnessProcess(name, command, args, { env, suite: 'faults' });
}

export async function stopAll(): Promise<void> {
  await stopEverything();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** One request on a connection of its own. */
export function request(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
  } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
        timeout: init.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

export function startWordpress(): Promise<Managed> {
  const managed = startProcess('wordpress', process.execPath, [
    'tests/wordpress/fake-wordpress.mjs',
    '--port',
    String(ports.wordpress),
  ]);
  return waitUntilAnswering(`${wordpressUrl}/__control`, managed).then(() => managed);
}

export async function controlWordpress(action: string, body: unknown): Promise<void> {
  const response = await request(`${wordpressUrl}/__control${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`stand-in WordPress ${action}: ${response.status} ${response.text}`);
}

/** A redis-server of the suite's own (never the machine's), without persistence. */
export async function startRedis(): Promise<{ url: string; managed: Managed }> {
  const managed = await startHarnessRedis(ports.redis, 'faults');
  return { url: managed.url, managed };
}

export function redisServerInstalled(): boolean {
  const dirs = (process.env.PATH ?? '').split(path.delimiter);
  return dirs.some((dir) => existsSync(path.join(dir, 'redis-server')));
}

/** The shared build (tests/support/wordpress-build.mjs), made when it is missing or not current. */
export async function ensureSharedBuild(redisUrl: string): Promise<'reused' | 'built'> {
  mkdirSync(logDir, { recursive: true });
  const log = openSync(path.join(logDir, 'build.log'), 'w');
  try {
    return await ensureWordpressBuild({ wordpressUrl, redisUrl, output: log });
  } finally {
    closeSync(log);
  }
}

export function newDataDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `cluville-faults-${name}-`));
  dataDirs.push(dir);
  return dir;
}

/** A production server of the shared build (the server entry, as `npm start` runs it). */
export async function startSite(
  name: string,
  port: number,
  env: Record<string, string | undefined>,
): Promise<Managed> {
  const site = await startHarnessSite(
    name,
    port,
    { NEXT_DIST_DIR: SHARED_BUILD, ...env },
    { suite: 'faults' },
  );
  await waitUntilAnswering(`${site.url}/en`, site);
  return site;
}

/** The build's prerendered rooms and news, both languages, as public URLs (from its manifest). */
export function prerenderedContentPaths(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(root, SHARED_BUILD, 'prerender-manifest.json'), 'utf8'),
  ) as { routes: Record<string, { srcRoute?: string }> };
  const out: string[] = [];
  for (const [pathname, { srcRoute }] of Object.entries(manifest.routes)) {
    if (srcRoute !== '/[locale]/rooms/[slug]' && srcRoute !== '/[locale]/news/[slug]') continue;
    const [, locale, section, slug] = pathname.split('/');
    if (locale === 'en') out.push(`/en/${section}/${slug}`);
    else out.push(`/${section === 'rooms' ? 'sobe' : 'novosti'}/${slug}`);
  }
  return out.sort();
}

/** Resident memory of a process (kB), from /proc. */
export function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

/** CPU time a process has used so far (clock ticks), from /proc. */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime
}

/**
 * Waits until a server has finished the work a load left queued (it used under a tenth of a
 * core for two seconds running), at most `maxMs`: memory is compared at rest, not mid-render.
 */
export async function waitUntilIdle(pid: number, maxMs = 60_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let quiet = 0;
  let last = cpuTicks(pid);
  while (quiet < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuTicks(pid);
    quiet = now - last < 10 ? quiet + 1 : 0;
    last = now;
  }
}
