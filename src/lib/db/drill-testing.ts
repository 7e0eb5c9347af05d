// What the backup and restore tests share: a scratch folder removed afterwards (with the
// settings the test changes put back), the operator's command `npm run bookings -- …` run as a
// process of its own, and scratch PostgreSQL databases made and dropped through the test server.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * A folder of the test file's own under the system's temporary folder, removed after the file's
 * tests, which also put back the environment variables named in `restoreEnv`.
 */
export function scratchFolder(prefix: string, restoreEnv: readonly string[] = []): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  const saved = Object.fromEntries(restoreEnv.map((name) => [name, process.env[name]]));
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(folder, { recursive: true, force: true });
  });
  return folder;
}

/** Runs `npm run bookings -- …` (the script itself, through tsx) with `env`; resolves code and output. */
export async function bookingsCli(args: string[], env: Record<string, string>) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/bookings.mts', ...args],
      { cwd: root, env: { ...base, ...env }, timeout: 120_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The test PostgreSQL (TEST_DATABASE_URL), or undefined; under CI its absence is an error (as in src/booking/testing/databases.ts). */
export function testPostgresUrl(what: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI)
    throw new Error(`TEST_DATABASE_URL is not set: CI must run the PostgreSQL ${what}.`);
  return url;
}

/**
 * Scratch databases on the test server, named after the process so parallel runs do not meet:
 * `urlOf` addresses one, `recreate` drops and creates them all empty, `drop` removes them.
 */
export function scratchDatabases(adminUrl: string, names: readonly string[]) {
  const admin = () => postgres(adminUrl, { max: 1, onnotice: () => {} });
  const each = async (statements: (name: string) => string[]) => {
    const client = admin();
    try {
      for (const name of names)
        for (const statement of statements(name)) await client.unsafe(statement);
    } finally {
      await client.end();
    }
  };
  return {
    urlOf(name: string) {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    recreate: () =>
      each((name) => [
        `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
        `CREATE DATABASE "${name}"`,
      ]),
    drop: () => each((name) => [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]),
  };
}
