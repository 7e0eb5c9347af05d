// Starts the stand-in WordPress (fake-wordpress.mjs) as a process of the test's own on a loopback
// port and waits until it answers: the integration tests that read content through the adapter
// share this rather than each spawning and polling it.
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface StandIn {
  url: string;
  stop(): void;
}

export async function startStandIn(port: number, timeoutMs = 15_000): Promise<StandIn> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, 'fake-wordpress.mjs'), '--port', String(port)],
    { stdio: 'ignore' },
  );
  const stop = () => void child.kill('SIGTERM');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the stand-in WordPress exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/__control`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error('the stand-in WordPress did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
