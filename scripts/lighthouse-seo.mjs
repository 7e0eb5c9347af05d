// Lighthouse SEO and accessibility scores of the production build: home, a room and a news item
// in both languages. Every score must be 100; failing audits are listed.
// Usage: NEXT_PUBLIC_SITE_URL=http://localhost:3400 npm run build && npm run bench:seo [-- --port 3400]
// The build's public origin must be the one Lighthouse opens: canonical and hreflang URLs that
// point elsewhere are what the SEO audits flag.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (pairs, value, index, all) =>
        value.startsWith('--') ? [...pairs, [value.slice(2), all[index + 1]]] : pairs,
      [],
    ),
);
const port = Number(args.port ?? 3400);
const origin = `http://localhost:${port}`;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const out = 'bench-results';
mkdirSync(out, { recursive: true });

const snapshot = (name) => JSON.parse(readFileSync(path.join('content', 'snapshot', name), 'utf8'));
const pages = args.pages?.split(',') ?? [
  '/',
  `/sobe/${snapshot('rooms.me.json')[0].slug}`,
  `/novosti/${snapshot('posts.me.json')[0].slug}`,
  '/en',
  `/en/rooms/${snapshot('rooms.en.json')[0].slug}`,
  `/en/news/${snapshot('posts.en.json')[0].slug}`,
];

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

const server = spawn('node', ['server/index.mjs', '-p', String(port)], {
  detached: true,
  stdio: 'ignore',
  env: {
    ...process.env,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? origin,
    DATA_DIR: `.data/bench-seo-${port}`,
  },
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);

let failed = false;
try {
  await waitFor(`${origin}/`);
  const home = await (await fetch(`${origin}/`)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  if (!canonical || new URL(canonical).origin !== origin) {
    console.error(
      `The build's canonical URLs point to ${canonical ? new URL(canonical).origin : 'nothing'}, not ${origin}.`,
    );
    console.error(`Build with NEXT_PUBLIC_SITE_URL=${origin} first (or pass --port to match).`);
    process.exit(2);
  }
  for (const page of pages) await fetch(origin + page); // warm the content cache

  const rows = [];
  for (const page of pages) {
    const file = path.join(out, `lighthouse-seo-${page.replace(/\W+/g, '_') || 'home'}.json`);
    execFileSync(
      'npx',
      [
        '-y',
        'lighthouse@12.8.2',
        origin + page,
        '--quiet',
        '--only-categories=seo,accessibility',
        '--output=json',
        `--output-path=${file}`,
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(file, 'utf8'));
    rmSync(file);
    const failing = Object.values(report.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    const row = {
      page,
      seo: report.categories.seo.score * 100,
      accessibility: report.categories.accessibility.score * 100,
      failing: failing.join(' '),
    };
    if (row.seo < 100 || row.accessibility < 100) failed = true;
    rows.push(row);
  }
  console.log('Lighthouse (mobile) SEO and accessibility');
  console.table(rows);
  writeFileSync(
    path.join(out, 'seo.json'),
    JSON.stringify({ date: new Date().toISOString(), origin, lighthouse: rows }, null, 2),
  );
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
