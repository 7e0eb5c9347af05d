// `node scripts/measure-bare-page.mjs [--write] [--port 3310]`: builds a bare Next.js app with
// this project's Next.js (scripts/bare-next-app.mjs, in bench-results/bare-page-app), serves it
// and counts the first-load JavaScript of its one page as the budget test counts the site's
// (scripts/page-bytes.mjs). `--write` records it in budgets.json with the Next.js version, which
// tests/e2e/page-budgets.spec.ts checks against the installed one: after a Next.js upgrade, run
// this again. A build of a few seconds on a quiet machine.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBareAppShell } from './bare-next-app.mjs';
import { firstLoadJs } from './page-bytes.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const argv = process.argv.slice(2);
const write = argv.includes('--write');
const port = Number(argv[argv.indexOf('--port') + 1] || 3310) || 3310;
const dir = path.join(root, 'bench-results', 'bare-page-app');
const next = path.join(root, 'node_modules/next/dist/bin/next');
const version = JSON.parse(
  readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'),
).version;

rmSync(dir, { recursive: true, force: true });
writeBareAppShell(dir);
console.log(`measure-bare-page: building a bare Next.js ${version} app in ${dir}`);
execFileSync(process.execPath, [next, 'build'], {
  cwd: dir,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const server = spawn(
  process.execPath,
  [next, 'start', dir, '-p', String(port), '-H', '127.0.0.1'],
  {
    detached: true,
    stdio: 'ignore',
  },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);

const origin = `http://127.0.0.1:${port}`;
const bytes = async (url) => Buffer.from(await (await fetch(url)).arrayBuffer());
let html;
for (let attempt = 0; html === undefined; attempt++) {
  try {
    const response = await fetch(`${origin}/`);
    if (response.ok) html = await response.text();
  } catch {
    if (attempt > 600 || server.exitCode !== null)
      throw new Error(`the bare app did not answer at ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const js = await firstLoadJs(html, origin, bytes);
const barePage = {
  next: version,
  firstLoadJsGzipBytes: js.gzipBytes,
  scripts: js.scripts.length,
  measuredWith: 'node scripts/measure-bare-page.mjs --write',
};
console.log(JSON.stringify(barePage, null, 2));
if (write) {
  const file = path.join(root, 'budgets.json');
  const budgets = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify({ ...budgets, barePage }, null, 2)}\n`);
  console.log('measure-bare-page: written to budgets.json');
}
stop();
process.exit(0);
