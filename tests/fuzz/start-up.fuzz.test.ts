import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'vitest';
import { serverCommand } from '../support/server-command';

// A bad setting stops `npm start` with a message naming the variable and a non-zero exit, as a
// new user would try it. Runs against the production build, like the rest of this suite. The
// starts are independent processes, so they run at once.
function start(env: Record<string, string>) {
  const { command, args } = serverCommand(env.PORT ? undefined : 6390);
  return new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      command,
      args,
      { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 },
      (_error, _stdout, stderr) => resolve({ status: child.exitCode, stderr }),
    );
  });
}

describe('start-up refuses bad configuration', () => {
  it.concurrent.for([
    ['PORT', '70000'],
    ['PORT', 'http'],
    ['LOG_LEVEL', 'loud'],
    ['WORDPRESS_URL', 'ftp://x.example'],
    ['REDIS_URL', 'localhost:6379'],
    ['REVALIDATE_SECRET', 'short'],
  ] as const)('%s=%s', async ([name, value], { expect }) => {
    const result = await start({ [name]: value });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain(`${name}: `);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

// An operator's log pipe that goes away (a supervisor or log shipper that died): the server used
// to spin at full CPU on the failing writes, answering nothing. It stops with exit 1 instead, so
// its supervisor starts it again with working logs.
describe('a broken log stream', () => {
  it('stops the server with exit 1 rather than leaving it spinning', async ({ expect }) => {
    const { command, args } = serverCommand(6391);
    const child = spawn(command, args, {
      env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'clv-log-pipe-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // The first line it logs, then the reader goes away: both streams closed.
    await new Promise((resolve) => child.stdout.once('data', resolve));
    child.stdout.destroy();
    child.stderr.destroy();
    const code = await Promise.race([
      exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 60_000)),
    ]);
    if (code === 'still running') child.kill('SIGKILL');
    expect(code).toBe(1);
  });
});
