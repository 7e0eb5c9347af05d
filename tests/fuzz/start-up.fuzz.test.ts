import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// A bad setting stops `npm start` with a message naming the variable and a non-zero exit, as a
// new user would try it. Runs against the production build, like the rest of this suite.
function start(env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    ['server/index.mjs', '-H', '127.0.0.1', ...(env.PORT ? [] : ['-p', '6390'])],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

describe('start-up refuses bad configuration', () => {
  it.each([
    ['PORT', '70000'],
    ['PORT', 'http'],
    ['LOG_LEVEL', 'loud'],
    ['WORDPRESS_URL', 'ftp://x.example'],
    ['REDIS_URL', 'localhost:6379'],
    ['REVALIDATE_SECRET', 'short'],
  ])('%s=%s', (name, value) => {
    const result = start({ [name]: value });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain(`${name}: `);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
