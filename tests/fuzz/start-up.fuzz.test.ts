import { execFile } from 'node:child_process';
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
