import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDataDir } from '../support/pglite-template.mjs';
import { serverCommand } from '../support/server-command';
import { copyStandalone } from '../support/standalone-copy';

// Starts the production server (server/index.mjs, the `npm start` entry) in its own process
// group, with its log in a file the suite reads, and stops the whole group afterwards. With
// FUZZ_SERVER=standalone it starts the same entry from a copy of the standalone build instead
// (`.next/standalone`, prepared by scripts/prepare-standalone.mjs) in a temporary folder outside
// the checkout, as the container runs it: nothing the copy lacks is found in the checkout.
export const FUZZ_SECRET = 'fuzz-revalidate-secret-5f0c2d9e1a7b';

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzPort: number;
    fuzzLog: string;
    /** The folder the server runs in: the checkout, or the standalone copy. */
    fuzzServerRoot: string;
  }
}

let child: ChildProcess | undefined;

async function answering(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return response.status === 200;
  } catch {
    return false;
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.FUZZ_PORT ?? 6300);
  const standalone = process.env.FUZZ_SERVER === 'standalone';
  const log = path.resolve(
    'test-results',
    standalone ? 'fuzz-standalone-server.log' : 'fuzz-server.log',
  );
  mkdirSync(path.dirname(log), { recursive: true });
  const out = createWriteStream(log);
  const { command, args } = serverCommand(port);
  const serverRoot = standalone ? copyStandalone() : process.cwd();
  const dataDir = standalone ? path.join(serverRoot, '.data') : (process.env.DATA_DIR ?? '.data');
  // A new DATA_DIR starts from the migrated database copied (tests/support/pglite-template.mjs).
  await seedDataDir(path.resolve(serverRoot, dataDir));
  child = spawn(command, args, {
    detached: true,
    cwd: serverRoot,
    env: {
      ...process.env,
      REVALIDATE_SECRET: FUZZ_SECRET,
      LOG_LEVEL: 'info',
      ...(standalone ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const deadline = Date.now() + 60_000;
  while (!(await answering(port))) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`the server on port ${port} did not start; see ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('fuzzPort', port);
  project.provide('fuzzLog', log);
  project.provide('fuzzServerRoot', serverRoot);
  return async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    if (standalone) rmSync(serverRoot, { recursive: true, force: true });
  };
}
