// Performance benchmark of the production build: Lighthouse (mobile, the default emulation) on
// key pages, several runs each, medians reported; and server throughput with autocannon.
// Usage: npm run build && npm run bench [-- --runs 3 --port 3300 --pages /,/en/rooms/pirate-treasure]
// Figures vary with the machine's load: compare medians and ratios, not single runs.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, value, index, all) => (value.startsWith('--') ? [...pairs, [value.slice(2), all[index + 1]]] : pairs), []),
);
const runs = Number(args.runs ?? 3);
const port = Number(args.port ?? 3300);
const pages = (args.pages ?? '/,/sobe/piratsko-blago,/en,/en/rooms/pirate-treasure').split(',');
const origin = `http://127.0.0.1:${port}`;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const out = 'bench-results';
mkdirSync(out, { recursive: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function waitFor(url, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

const server = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], { detached: true, stdio: 'ignore' });
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);

try {
  await waitFor(`${origin}/`);
  for (const page of pages) await fetch(origin + page); // warm the content cache

  // First-load JavaScript: every script the page's HTML asks for, compressed as sent.
  const { gzipSync } = await import('node:zlib');
  const firstLoad = [];
  for (const page of pages) {
    const html = await (await fetch(origin + page)).text();
    const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]))];
    let raw = 0;
    let gzip = 0;
    for (const src of sources) {
      const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body).length;
    }
    firstLoad.push({ page, scripts: sources.length, kB: Math.round(raw / 1024), gzipKB: Math.round(gzip / 1024) });
  }
  console.log('First-load JavaScript');
  console.table(firstLoad);

  const rows = [];
  for (const page of pages) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const file = path.join(out, `lighthouse-${page.replace(/\W+/g, '_') || 'home'}-${run}.json`);
      execFileSync('npx', ['-y', 'lighthouse@12.8.2', origin + page, '--quiet', '--output=json', `--output-path=${file}`, `--chrome-flags=${chromeFlags}`], {
        env: { ...process.env, CHROME_PATH: chrome },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const report = JSON.parse(readFileSync(file, 'utf8'));
      samples.push({
        performance: report.categories.performance.score * 100,
        accessibility: report.categories.accessibility.score * 100,
        bestPractices: report.categories['best-practices'].score * 100,
        seo: report.categories.seo.score * 100,
        lcpMs: report.audits['largest-contentful-paint'].numericValue,
        tbtMs: report.audits['total-blocking-time'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
      });
      rmSync(file);
    }
    const row = { page };
    for (const key of Object.keys(samples[0])) row[key] = Math.round(median(samples.map((sample) => sample[key])) * 1000) / 1000;
    rows.push(row);
  }
  console.log(`Lighthouse mobile, median of ${runs} runs`);
  console.table(rows);

  const cannon = JSON.parse(
    execFileSync('npx', ['-y', 'autocannon@8', '-j', '-d', '10', '-c', '10', `${origin}/`], { stdio: ['ignore', 'pipe', 'ignore'] }).toString(),
  );
  const throughput = { page: '/', connections: 10, seconds: 10, requestsPerSecondMedian: cannon.requests.p50, latencyMsMedian: cannon.latency.p50, latencyMsP99: cannon.latency.p99, errors: cannon.errors, non2xx: cannon.non2xx };
  console.log('autocannon');
  console.table([throughput]);
  writeFileSync(path.join(out, 'summary.json'), JSON.stringify({ date: new Date().toISOString(), runs, firstLoad, lighthouse: rows, throughput }, null, 2));
} finally {
  stop();
}
