// `npm run build && npm run bench`: the site's performance targets (issues "Static first" and
// "Lighter pages"), measured against references run on this machine in the same run, so load
// from other work cancels out of the ratios. Sections (all by default; `--only a,b` picks some):
//
//   pages       per route: HTML bytes (raw and gzip), the React flight data inside it and the
//               visible rest, on content pages, the 404 page and the book-now form
//   throughput  autocannon (20 connections, 10 s, 2 runs each, medians) on `/` and a room page:
//               the site, a bare Next.js app built in this run answering as many bytes from a
//               prerendered page (the framework's floor, the target's reference) and the same
//               bytes from a static route handler (information: it skips the page handler), a
//               plain Node http server sending the same bytes, the site behind the nginx
//               stand-in (deploy/nginx.conf), and the same build under plain `next start` (what
//               the server entry costs; its steps in-process from scripts/bench-entry-steps.mjs)
//   firstload   first-load JavaScript per route (the scripts the HTML names, gzip) against the
//               bare Next.js page
//   lighthouse  Lighthouse 12 mobile, median of 3, on `/`, `/en`, `/sobe`, a room, a news item,
//               `/en/book-now` and the 404 page
//   ttfb        p95 time to first byte of cached pages while the stand-in WordPress answers at
//               once and in 2 s (a build of its own against the stand-in, `.next-bench-wordpress`)
//
// The rows that miss a target are printed last. Options: --only, --port 3300 (the site; +1
// plain server, +2 nginx, +3 bare app, +4 the site on the stand-in, +5 the stand-in, +7 (not +6: 3306 is MySQL's port) the plain
// server in front of the bare app, +8 the site's build under plain `next start`), --runs 3
// (Lighthouse), --cannon-runs 2, --seconds 10, --connections 20, --reuse-builds (keep the bare
// app's and the stand-in build if present). Results: bench-results/summary.json and tables.
// autocannon and Lighthouse (pinned) are installed into bench-results/tools on first use.
// Figures vary with the machine's load: compare the ratios, not absolute numbers.
import { spawn, execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { measureSteps } from './bench-entry-steps.mjs';
import { writeBareAppShell } from './bare-next-app.mjs';
import {
  KB,
  firstLoadJs as countFirstLoadJs,
  pageBytes as countPageBytes,
  readBudgets,
} from './page-bytes.mjs';

const AUTOCANNON = 'autocannon@8.0.0';
const LIGHTHOUSE = 'lighthouse@12.8.2';
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root);

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, value, index, all) => {
    if (!value.startsWith('--')) return pairs;
    const next = all[index + 1];
    return [
      ...pairs,
      [value.slice(2), next === undefined || next.startsWith('--') ? 'true' : next],
    ];
  }, []),
);
const sections = new Set((args.only ?? 'pages,throughput,firstload,lighthouse,ttfb').split(','));
const port = Number(args.port ?? 3300);
const ports = {
  site: port,
  plain: port + 1,
  nginx: port + 2,
  bare: port + 3,
  siteOnWordpress: port + 4,
  wordpress: port + 5,
  barePlain: port + 7,
  siteNextStart: port + 8,
};
const lighthouseRuns = Number(args.runs ?? 3);
const cannonRuns = Number(args['cannon-runs'] ?? 2);
const seconds = Number(args.seconds ?? 10);
const connections = Number(args.connections ?? 20);
const reuseBuilds = args['reuse-builds'] === 'true';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const out = path.join(root, 'bench-results');
mkdirSync(out, { recursive: true });

const newsItem = JSON.parse(readFileSync('content/snapshot/posts.en.json', 'utf8'))[0].slug;
const room = '/en/rooms/pirate-treasure';
const bookNow = '/en/book-now';
// A path no route matches: the global not-found page (answered with 404).
const notFoundPage = '/en/no-such-page';
const throughputPages = ['/', room];
// `--lighthouse-pages /,/en` measures some of them only.
const lighthousePages = args['lighthouse-pages']?.split(',') ?? [
  '/',
  '/en',
  '/sobe',
  room,
  `/en/news/${newsItem}`,
  bookNow,
  notFoundPage,
];
const contentPages = [
  '/',
  '/en',
  '/sobe',
  '/sobe/piratsko-blago',
  room,
  `/en/news/${newsItem}`,
  notFoundPage,
];
// The byte budgets are the budget test's (budgets.json): pages with a form are its `form` templates.
const budgets = readBudgets();
const formPages = Object.values(budgets.templates)
  .filter((template) => template.kind === 'form')
  .flatMap((template) => template.routes);

const targets = {
  htmlGzipKB: budgets.htmlGzipKB,
  flightOverVisibleHtml: budgets.flightOverVisibleHtml,
  firstLoadOverBareKB: budgets.firstLoadJsOverBareKB.content,
  firstLoadOverBareKBForm: budgets.firstLoadJsOverBareKB.form,
  lighthousePerformance: 97,
  lighthouseLcpMs: 2000,
  lighthouseOther: 100,
  throughputVsBareSameBytes: 0.9,
  nginxRatio: 0.85,
  ttfbRatio: 1.2,
};
const isFormPage = (pathname) => formPages.includes(pathname);

// --- helpers -----------------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const processes = [];
/** Starts a command in its own process group (stopped with the whole group at the end). */
function start(name, command, commandArgs, env = {}) {
  const log = path.join(out, `${name}.log`);
  const child = spawn(command, commandArgs, {
    cwd: root,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  child.on('exit', () => writeFileSync(log, Buffer.concat(chunks)));
  processes.push(child);
  return child;
}
function stopAll() {
  for (const child of processes) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/** One GET on a connection of its own: status, headers, body and the time to the first byte. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { headers, agent: false }, (response) => {
      const ttfbMs = Number(process.hrtime.bigint() - started) / 1e6;
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ttfbMs,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function waitFor(url, child, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await get(url)).status < 500) return;
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`${name} did not answer at ${url}; see bench-results/${name}.log`);
    await sleep(250);
  }
}

function run(command, commandArgs, env = {}) {
  execFileSync(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function startSite(name, sitePort, env = {}, command = ['server/index.mjs']) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `cluville-bench-${name}-`));
  return start(name, process.execPath, [...command, '-p', String(sitePort), '-H', '127.0.0.1'], {
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  });
}

/** The benchmark's tools, pinned, installed once into bench-results/tools (not the project's). */
function tool(spec, bin) {
  const prefix = path.join(out, 'tools');
  const file = path.join(prefix, 'node_modules', '.bin', bin);
  const [name, version] = spec.split(/(?<=.)@/);
  const installed = path.join(prefix, 'node_modules', name, 'package.json');
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, 'utf8')).version !== version) {
    console.log(`bench: installing ${spec} into bench-results/tools`);
    mkdirSync(prefix, { recursive: true });
    if (!existsSync(path.join(prefix, 'package.json')))
      writeFileSync(path.join(prefix, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--save-exact', '--prefix', prefix, spec],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  return file;
}

/** autocannon in a child process (asynchronously: the plain server lives in this process). */
async function autocannon(url) {
  const { stdout } = await promisify(execFile)(
    tool(AUTOCANNON, 'autocannon'),
    ['-j', '-c', String(connections), '-d', String(seconds), url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout);
  return {
    requestsPerSecond: result.requests.average,
    latencyMsP50: result.latency.p50,
    latencyMsP99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** A plain Node http server answering each path with the bytes the site sent for it once. */
async function plainServer(origin, pathnames, listenPort) {
  const copies = new Map();
  for (const pathname of pathnames) {
    const { status, headers, body } = await get(origin + pathname);
    if (status !== 200) throw new Error(`${origin}${pathname} answered ${status}`);
    copies.set(pathname, { body, type: headers['content-type'] ?? 'text/html; charset=utf-8' });
  }
  const server = http.createServer((req, res) => {
    const copy = copies.get(req.url);
    if (!copy) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': copy.type, 'Content-Length': copy.body.length });
    res.end(copy.body);
  });
  await new Promise((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    server,
    bytes: Object.fromEntries([...copies].map(([pathname, copy]) => [pathname, copy.body.length])),
  };
}

/** deploy/nginx.conf with its placeholders filled in, run as this user from a temporary prefix. */
async function startNginx(upstreamPort, listenPort) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'cluville-nginx-'));
  const config = readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('@LISTEN@', `127.0.0.1:${listenPort}`)
    .replaceAll('@UPSTREAM@', `server 127.0.0.1:${upstreamPort};`)
    .replaceAll('@PREFIX@', prefix)
    .replaceAll('@USER_LINE@', process.getuid?.() === 0 ? 'user root;' : '');
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
  const child = start('nginx', nginx, ['-p', prefix, '-c', file, '-g', 'daemon off;']);
  await waitFor(`http://127.0.0.1:${listenPort}/`, child, 'nginx', 10_000);
  return { prefix };
}

/** Every script the page's HTML names, compressed (gzip), in KB (scripts/page-bytes.mjs). */
async function firstLoadJs(origin, pathname) {
  const html = (await get(origin + pathname)).body.toString('utf8');
  const js = await countFirstLoadJs(html, origin, async (url) => (await get(url)).body);
  return {
    scripts: js.scripts.length,
    rawKB: round(js.rawBytes / KB),
    gzipKB: round(js.gzipBytes / KB),
  };
}

/**
 * A page's bytes split up (scripts/page-bytes.mjs): the React flight data (the inline
 * `self.__next_f.push` scripts the browser parses to hydrate), inline stylesheets, and the
 * rest, the visible HTML.
 */
function pageBytes(body) {
  const bytes = countPageBytes(body);
  return {
    rawKB: round(bytes.rawBytes / KB),
    gzipKB: round(bytes.gzipBytes / KB),
    inlineCssKB: round(bytes.inlineCssBytes / KB),
    flightKB: round(bytes.flightBytes / KB),
    visibleKB: round(bytes.visibleBytes / KB),
    flightOverVisible: round(bytes.flightOverVisible, 2),
  };
}

/**
 * The visible part of a page's HTML (its body without scripts), repeated if need be and cut to
 * `length` characters: the content of the bare app's copy of that page.
 */
function visibleChunk(body, length) {
  const html = body.toString('utf8');
  const visible = html
    .slice(Math.max(0, html.indexOf('<body')))
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
  return visible.repeat(Math.ceil(length / Math.max(1, visible.length))).slice(0, length);
}

/** How far a copy's size may be from the site's page (raw bytes). */
const sameSizeTolerance = 0.03;
/** Changes whenever the bare app's layout changes, so that `--reuse-builds` rebuilds it. */
const bareAppVersion = 3;

/**
 * A bare Next.js app built with this project's Next.js, as the baseline. Its `/` is one static
 * page (the first-load JavaScript reference). For each throughput page N it has:
 * - `/same-page/N`: a prerendered App Router page (a static server component holding a cut of
 *   the site's visible HTML) whose answer is as large as the site's page, within 3 %: served
 *   the way the site's pages are (page handler, prerender cache, ETag, flight variants), the
 *   framework's floor for those bytes, which the throughput target is measured against;
 * - `/same/N`: a static route handler answering the site's exact bytes, which skips the page
 *   handler (information only).
 */
async function bareNextApp(sameBytes = {}) {
  const dir = path.join(out, 'bare-next-app');
  const bytesFile = path.join(out, 'bare-same-bytes.json');
  const bodies = Object.values(sameBytes);
  const wanted = JSON.stringify({
    version: bareAppVersion,
    bytes: bodies.map((body) => body.toString('base64')),
  });
  // The site re-renders its pages every minute (ISR), and the flight data's order changes with
  // each render: answers within 1 % of the sizes the bare app was built from count as the same
  // page for `--reuse-builds`, and the route handlers keep answering those earlier bytes.
  const built = existsSync(bytesFile) ? JSON.parse(readFileSync(bytesFile, 'utf8')) : undefined;
  const builtBodies = built?.bytes?.map((base64) => Buffer.from(base64, 'base64')) ?? [];
  const sameAsBuilt =
    built?.version === bareAppVersion &&
    builtBodies.length === bodies.length &&
    builtBodies.every((body, index) => Math.abs(body.length / bodies[index].length - 1) <= 0.01);
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const prerendered = (index) =>
    path.join(dir, '.next', 'server', 'app', 'same-page', `${index}.html`);
  const copySizes = () => bodies.map((_, index) => readFileSync(prerendered(index)).length);
  if (reuseBuilds && sameAsBuilt && existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    console.log('bench: reusing the bare Next.js app (--reuse-builds)');
    Object.keys(sameBytes).forEach((key, index) => (sameBytes[key] = builtBodies[index]));
  } else {
    rmSync(dir, { recursive: true, force: true });
    rmSync(bytesFile, { force: true });
    mkdirSync(path.join(dir, 'app'), { recursive: true });
    bodies.forEach((body, index) => {
      mkdirSync(path.join(dir, 'app', 'same', String(index)), { recursive: true });
      writeFileSync(
        path.join(dir, 'app', 'same', String(index), 'route.js'),
        `export const dynamic = 'force-static';\nconst body = Buffer.from('${body.toString('base64')}', 'base64');\nexport function GET() {\n  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });\n}\n`,
      );
      mkdirSync(path.join(dir, 'app', 'same-page', String(index)), { recursive: true });
    });
    const writeCopies = (lengths) =>
      bodies.forEach((body, index) =>
        writeFileSync(
          path.join(dir, 'app', 'same-page', String(index), 'page.jsx'),
          `const chunk = ${JSON.stringify(visibleChunk(body, lengths[index]))};\nexport default function Page() {\n  return <div dangerouslySetInnerHTML={{ __html: chunk }} />;\n}\n`,
        ),
      );
    writeBareAppShell(dir);
    const build = () =>
      execFileSync(process.execPath, [next, 'build'], {
        cwd: dir,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    // The chunk appears twice in a page's answer (in the HTML and, escaped, in the flight data):
    // a first build with a guess gives the bytes per character, a second one corrects the length.
    let lengths = bodies.map((body) => Math.round(body.length * 0.4));
    for (let attempt = 1; ; attempt++) {
      writeCopies(lengths);
      console.log(`bench: building the bare Next.js app (${attempt})`);
      build();
      const sizes = copySizes();
      const shell = readFileSync(path.join(dir, '.next', 'server', 'app', 'index.html')).length;
      const off = bodies.map((body, index) => Math.abs(sizes[index] / body.length - 1));
      if (off.every((value) => value <= sameSizeTolerance / 2)) break;
      if (attempt === 3)
        throw new Error(
          `the bare app's page copies are ${sizes.join(', ')} bytes, the site's pages ${bodies.map((body) => body.length).join(', ')}`,
        );
      lengths = bodies.map((body, index) =>
        Math.max(
          1,
          Math.round((lengths[index] * (body.length - shell)) / Math.max(1, sizes[index] - shell)),
        ),
      );
    }
    writeFileSync(bytesFile, wanted);
  }
  // The copies must be prerendered pages (`○` in the build's output), not rendered per request.
  const manifest = JSON.parse(
    readFileSync(path.join(dir, '.next', 'prerender-manifest.json'), 'utf8'),
  );
  bodies.forEach((_, index) => {
    if (!manifest.routes[`/same-page/${index}`])
      throw new Error(`the bare app's /same-page/${index} is not prerendered`);
  });
  const child = start('bare-next-app', process.execPath, [
    next,
    'start',
    dir,
    '-p',
    String(ports.bare),
    '-H',
    '127.0.0.1',
  ]);
  await waitFor(`http://127.0.0.1:${ports.bare}/`, child, 'bare-next-app');
  return `http://127.0.0.1:${ports.bare}`;
}

// --- the run -----------------------------------------------------------------------------------

const summary = {
  date: new Date().toISOString(),
  settings: {
    connections,
    seconds,
    cannonRuns,
    lighthouseRuns,
    autocannon: AUTOCANNON,
    lighthouse: LIGHTHOUSE,
  },
  targets,
};
const site = `http://127.0.0.1:${ports.site}`;
const verdicts = [];
let section = '';
const verdict = (what, value, target, ok) =>
  verdicts.push({ section, what, value, target, met: ok ? 'yes' : 'NO' });
// A run of some sections keeps the other sections' last results in summary.json.
const summaryFile = path.join(out, 'summary.json');
const earlier =
  args.only && existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : undefined;

try {
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npm run build` first');
  const siteProcess = startSite('site', ports.site);
  await waitFor(`${site}/`, siteProcess, 'site');
  for (const pathname of new Set([...throughputPages, ...contentPages, ...lighthousePages])) {
    await get(site + pathname); // the first request fills the caches
    await get(site + pathname);
  }
  summary.headers = {};
  for (const pathname of throughputPages) {
    const { headers, body } = await get(site + pathname);
    summary.headers[pathname] = {
      'cache-control': headers['cache-control'] ?? null,
      bytes: body.length,
    };
  }

  const sameBytes = {};
  for (const pathname of throughputPages) sameBytes[pathname] = (await get(site + pathname)).body;
  let bare;
  if (['throughput', 'firstload', 'lighthouse'].some((name) => sections.has(name)))
    bare = await bareNextApp(sameBytes);

  if (sections.has('pages')) {
    section = 'pages';
    const rows = [];
    for (const pathname of [...new Set([...contentPages, ...formPages])]) {
      const { status, body } = await get(site + pathname);
      rows.push({ page: pathname, status, ...pageBytes(body) });
    }
    summary.pages = rows;
    console.log('HTML per page (KB): raw, gzip, flight data and the visible rest');
    console.table(rows);
    for (const row of rows) {
      const limit = targets.htmlGzipKB;
      verdict(`HTML gzip ${row.page}`, `${row.gzipKB} KB`, `<= ${limit} KB`, row.gzipKB <= limit);
      verdict(
        `flight / visible HTML ${row.page}`,
        row.flightOverVisible,
        `<= ${targets.flightOverVisibleHtml}`,
        row.flightOverVisible <= targets.flightOverVisibleHtml,
      );
    }
  }

  if (sections.has('throughput')) {
    section = 'throughput';
    const plain = await plainServer(site, throughputPages, ports.plain);
    // Without nginx on the machine (NGINX names the binary) the nginx rows are left out.
    const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
    const withNginx = existsSync(nginxBinary);
    if (withNginx) await startNginx(ports.site, ports.nginx);
    else console.log(`bench: no nginx at ${nginxBinary}; the nginx rows are left out`);
    const viaNginx = `http://127.0.0.1:${ports.nginx}`;
    summary.nginxCacheStatus = {};
    for (const pathname of withNginx ? throughputPages : []) {
      await get(viaNginx + pathname);
      summary.nginxCacheStatus[pathname] =
        (await get(viaNginx + pathname)).headers['x-cache-status'] ?? null;
    }
    const barePlain = await plainServer(bare, ['/'], ports.barePlain);
    // The same build under plain `next start`: what the server entry (server/index.mjs) costs.
    const siteNextStart = `http://127.0.0.1:${ports.siteNextStart}`;
    const nextStartProcess = startSite('site-next-start', ports.siteNextStart, {}, [
      path.join('node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
    ]);
    await waitFor(`${siteNextStart}/`, nextStartProcess, 'site-next-start');
    for (const pathname of throughputPages) {
      await get(siteNextStart + pathname);
      await get(siteNextStart + pathname);
    }
    const rows = [];
    const measure = (label, base, pathname) => ({
      label,
      pathname,
      samples: [],
      url: base + pathname,
    });
    const targetsOf = [
      ...throughputPages.flatMap((pathname) => [
        measure('site', site, pathname),
        measure('site-next-start', siteNextStart, pathname),
        measure('plain', `http://127.0.0.1:${ports.plain}`, pathname),
        ...(withNginx ? [measure('nginx', viaNginx, pathname)] : []),
      ]),
      ...throughputPages.flatMap((pathname, index) => [
        { ...measure('bare-page', bare, `/same-page/${index}`), pathname },
        { ...measure('bare-route-handler', bare, `/same/${index}`), pathname },
      ]),
      measure('bare', bare, '/'),
      measure('bare-plain', `http://127.0.0.1:${ports.barePlain}`, '/'),
    ];
    summary.sameBytes = {};
    for (const [index, pathname] of throughputPages.entries()) {
      const copy = await get(`${bare}/same/${index}`);
      if (copy.status !== 200 || !copy.body.equals(sameBytes[pathname]))
        throw new Error(`the bare app's copy of ${pathname} differs from the site's answer`);
      await get(`${bare}/same-page/${index}`);
      const page = await get(`${bare}/same-page/${index}`);
      const siteAnswer = await get(site + pathname);
      const off = page.body.length / siteAnswer.body.length - 1;
      const fromCache =
        page.headers['x-nextjs-cache'] === 'HIT' || page.headers['x-nextjs-prerender'] === '1';
      if (page.status !== 200 || Math.abs(off) > sameSizeTolerance || !fromCache)
        throw new Error(
          `the bare app's page copy of ${pathname} answered ${page.status}, ${page.body.length} bytes (the site ${siteAnswer.body.length}), x-nextjs-cache ${page.headers['x-nextjs-cache']}`,
        );
      const headersOf = (answer) =>
        Object.fromEntries(
          ['etag', 'x-nextjs-cache', 'x-nextjs-prerender', 'vary'].map((name) => [
            name,
            answer.headers[name] ?? null,
          ]),
        );
      summary.sameBytes[pathname] = {
        siteBytes: siteAnswer.body.length,
        barePageBytes: page.body.length,
        barePageVsSite: round(off * 100, 2),
        site: headersOf(siteAnswer),
        barePage: headersOf(page),
      };
    }
    console.log("The bare app's copies of the throughput pages (bytes, headers)");
    console.table(
      Object.entries(summary.sameBytes).map(([page, copy]) => ({
        page,
        siteBytes: copy.siteBytes,
        barePageBytes: copy.barePageBytes,
        'off %': copy.barePageVsSite,
        siteEtag: Boolean(copy.site.etag),
        barePageEtag: Boolean(copy.barePage.etag),
        barePageCache: copy.barePage['x-nextjs-cache'],
      })),
    );
    // Runs alternate between the servers so that a busy moment on the machine hits all of them.
    for (let runIndex = 0; runIndex < cannonRuns; runIndex++) {
      for (const target of targetsOf) {
        console.log(
          `bench: autocannon ${target.label} ${target.pathname} (run ${runIndex + 1}/${cannonRuns})`,
        );
        target.samples.push(await autocannon(target.url));
      }
    }
    for (const target of targetsOf) {
      rows.push({
        server: target.label,
        page: target.pathname,
        requestsPerSecond: round(median(target.samples.map((sample) => sample.requestsPerSecond))),
        latencyMsP50: median(target.samples.map((sample) => sample.latencyMsP50)),
        non2xx: target.samples.reduce((sum, sample) => sum + sample.non2xx, 0),
        errors: target.samples.reduce((sum, sample) => sum + sample.errors, 0),
      });
    }
    const rps = (label, pathname) =>
      rows.find((row) => row.server === label && row.page === pathname).requestsPerSecond;
    for (const row of rows) {
      if (row.requestsPerSecond <= 0)
        throw new Error(
          `autocannon: ${row.server} ${row.page} answered ${row.requestsPerSecond} req/s with ${row.errors} errors`,
        );
    }
    const ratios = throughputPages.map((pathname) => ({
      page: pathname,
      siteVsBarePage: round(rps('site', pathname) / rps('bare-page', pathname), 3),
      // Information, not a target: a route handler skips the page handler's work.
      siteVsBareRouteHandler: round(rps('site', pathname) / rps('bare-route-handler', pathname), 3),
      siteVsPlain: round(rps('site', pathname) / rps('plain', pathname), 3),
      // Information: the site under `next start` (no server entry) against the bare page, and
      // the server entry's share (1 = it costs nothing).
      nextStartVsBarePage: round(rps('site-next-start', pathname) / rps('bare-page', pathname), 3),
      entryVsNextStart: round(rps('site', pathname) / rps('site-next-start', pathname), 3),
      nginxVsPlain: withNginx ? round(rps('nginx', pathname) / rps('plain', pathname), 3) : null,
    }));
    const bareRatio = round(rps('bare', '/') / rps('bare-plain', '/'), 3);
    // Where the entry's time goes, step by step, in-process (scripts/bench-entry-steps.mjs).
    const entrySteps = measureSteps();
    summary.throughput = {
      rows,
      ratios,
      bareStaticPageVsPlain: bareRatio,
      bytes: plain.bytes,
      entrySteps,
    };
    plain.server.close();
    barePlain.server.close();
    console.log(
      `Throughput: autocannon, ${connections} connections, ${seconds} s, median of ${cannonRuns} runs`,
    );
    console.table(rows);
    console.log(
      'Ratios: siteVsBarePage is the target (>= 90 %); siteVsBareRouteHandler is information only',
    );
    console.table([...ratios, { page: 'bare Next.js static page', siteVsPlain: bareRatio }]);
    console.log("The server entry's steps, in-process (scripts/bench-entry-steps.mjs)");
    console.table(entrySteps);
    for (const ratio of ratios) {
      verdict(
        `throughput ${ratio.page} / bare Next.js page, same bytes`,
        `${round(ratio.siteVsBarePage * 100)} %`,
        `>= ${targets.throughputVsBareSameBytes * 100} %`,
        ratio.siteVsBarePage >= targets.throughputVsBareSameBytes,
      );
      if (withNginx)
        verdict(
          `throughput ${ratio.page} via nginx / plain`,
          `${round(ratio.nginxVsPlain * 100)} %`,
          `>= ${targets.nginxRatio * 100} %`,
          ratio.nginxVsPlain >= targets.nginxRatio,
        );
    }
  }

  if (sections.has('firstload')) {
    section = 'firstload';
    const bareJs = await firstLoadJs(bare, '/');
    const rows = [];
    for (const pathname of [...contentPages, ...formPages]) {
      const js = await firstLoadJs(site, pathname);
      rows.push({ page: pathname, ...js, overBareKB: round(js.gzipKB - bareJs.gzipKB) });
    }
    summary.firstLoad = { bare: bareJs, pages: rows };
    console.log('First-load JavaScript (gzip)');
    console.table([{ page: 'bare Next.js page', ...bareJs }, ...rows]);
    for (const row of rows) {
      const over = isFormPage(row.page)
        ? targets.firstLoadOverBareKBForm
        : targets.firstLoadOverBareKB;
      verdict(
        `first-load JS ${row.page}`,
        `${row.gzipKB} KB`,
        `<= bare ${bareJs.gzipKB} + ${over} KB`,
        row.gzipKB <= bareJs.gzipKB + over,
      );
    }
  }

  if (sections.has('lighthouse')) {
    section = 'lighthouse';
    /** Lighthouse 12 mobile on one URL, `lighthouseRuns` times: the medians and the LCP elements. */
    const lighthouse = (origin, pathname, label) => {
      const samples = [];
      const lcpElements = [];
      for (let runIndex = 0; runIndex < lighthouseRuns; runIndex++) {
        console.log(`bench: lighthouse ${label} (run ${runIndex + 1}/${lighthouseRuns})`);
        const file = path.join(
          out,
          `lighthouse-${ports.site}-${label.replace(/\W+/g, '_') || 'home'}-${runIndex}.json`,
        );
        // --ignore-status-code: the 404 page is measured as the page a visitor sees.
        run(
          tool(LIGHTHOUSE, 'lighthouse'),
          [
            origin + pathname,
            '--quiet',
            '--ignore-status-code',
            '--output=json',
            `--output-path=${file}`,
            `--chrome-flags=${chromeFlags}`,
          ],
          { CHROME_PATH: chrome },
        );
        const report = JSON.parse(readFileSync(file, 'utf8'));
        rmSync(file);
        if (report.runtimeError)
          console.log(
            `bench: lighthouse ${label}: ${report.runtimeError.code} ${report.runtimeError.message}`,
          );
        const lcpNode =
          report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        if (lcpNode && !lcpElements.includes(lcpNode.selector)) lcpElements.push(lcpNode.selector);
        samples.push({
          performance: report.categories.performance.score * 100,
          accessibility: report.categories.accessibility.score * 100,
          bestPractices: report.categories['best-practices'].score * 100,
          seo: report.categories.seo.score * 100,
          fcpMs: report.audits['first-contentful-paint'].numericValue,
          lcpMs: report.audits['largest-contentful-paint'].numericValue,
          tbtMs: report.audits['total-blocking-time'].numericValue,
          cls: report.audits['cumulative-layout-shift'].numericValue,
        });
      }
      const row = { page: label };
      for (const key of Object.keys(samples[0]))
        row[key] = round(median(samples.map((sample) => sample[key])), 3);
      row.lcpElement = lcpElements.join(' | ');
      console.log(`bench: lighthouse ${label}: ${JSON.stringify(row)}`);
      return row;
    };
    // The references, in this run: the bare Next.js page, and its pages holding as many bytes of
    // the site's visible HTML as the site's `/` and room page (the throughput copies), so a page's
    // paint is read as a ratio to the framework's on the same machine at the same time.
    const bareRows = [
      lighthouse(bare, '/', 'bare Next.js page'),
      ...throughputPages.map((pathname, index) =>
        lighthouse(bare, `/same-page/${index}`, `bare page, bytes of ${pathname}`),
      ),
    ];
    const rows = [];
    for (const pathname of lighthousePages) {
      const row = lighthouse(site, pathname, pathname);
      const index = throughputPages.indexOf(pathname);
      const sameBytes = index >= 0 ? bareRows[index + 1] : undefined;
      row.lcpOverBarePage = round(row.lcpMs / bareRows[0].lcpMs, 2);
      row.lcpOverSameBytes = sameBytes ? round(row.lcpMs / sameBytes.lcpMs, 2) : null;
      rows.push(row);
      verdict(
        `Lighthouse performance ${pathname}`,
        row.performance,
        `>= ${targets.lighthousePerformance}`,
        row.performance >= targets.lighthousePerformance,
      );
      verdict(
        `Lighthouse LCP ${pathname}`,
        `${round(row.lcpMs)} ms (bare page ${round(bareRows[0].lcpMs)} ms)`,
        `<= ${targets.lighthouseLcpMs} ms`,
        row.lcpMs <= targets.lighthouseLcpMs,
      );
      if (pathname === notFoundPage) {
        // The 404 page is meant to fail SEO (`noindex`, status 404) and best practices (the
        // browser logs the 404 status as a console error): only accessibility is held to 100.
        verdict(
          `Lighthouse accessibility ${pathname}`,
          row.accessibility,
          `${targets.lighthouseOther}`,
          row.accessibility >= targets.lighthouseOther,
        );
      } else {
        const lowest = Math.min(row.accessibility, row.bestPractices, row.seo);
        verdict(
          `Lighthouse a11y, best practices, SEO ${pathname}`,
          `${row.accessibility}, ${row.bestPractices}, ${row.seo}`,
          `${targets.lighthouseOther} each`,
          lowest >= targets.lighthouseOther,
        );
      }
    }
    summary.lighthouse = rows;
    summary.lighthouseBare = bareRows;
    console.log(
      `Lighthouse 12 mobile, median of ${lighthouseRuns} runs; lcpOverBarePage and lcpOverSameBytes: the site's LCP over the bare pages' of this run`,
    );
    console.table([...bareRows, ...rows]);
  }

  if (sections.has('ttfb')) {
    section = 'ttfb';
    // The site built and run against the stand-in WordPress, whose answers are then slowed down.
    const wordpress = `http://127.0.0.1:${ports.wordpress}`;
    const standIn = start('wordpress', process.execPath, [
      'tests/wordpress/fake-wordpress.mjs',
      '--port',
      String(ports.wordpress),
    ]);
    await waitFor(`${wordpress}/__control`, standIn, 'wordpress');
    const distDir = '.next-bench-wordpress';
    const env = { WORDPRESS_URL: wordpress, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
    if (!(reuseBuilds && existsSync(path.join(distDir, 'BUILD_ID')))) {
      console.log('bench: building the site against the stand-in WordPress');
      run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], env);
    }
    const onWordpress = `http://127.0.0.1:${ports.siteOnWordpress}`;
    const child = startSite('site-on-wordpress', ports.siteOnWordpress, env);
    await waitFor(`${onWordpress}/en`, child, 'site-on-wordpress');
    const pages = ['/', '/en', '/en/rooms', '/en/rooms/the-observatory', '/sobe', '/en/news'];
    for (const pathname of pages) {
      await get(onWordpress + pathname);
      await get(onWordpress + pathname);
    }
    const sample = async () => {
      const times = [];
      // 4 clients at a time, 30 rounds over the pages: 180 requests.
      for (let round_ = 0; round_ < 30; round_++) {
        const answers = await Promise.all(pages.map((pathname) => get(onWordpress + pathname)));
        for (const answer of answers) {
          if (answer.status !== 200)
            throw new Error(`a cached page answered ${answer.status} during the TTFB run`);
          times.push(answer.ttfbMs);
        }
      }
      return times;
    };
    const setLatency = async (ms) => {
      const response = await fetch(`${wordpress}/__control/latency`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
      if (!response.ok) throw new Error(`the stand-in refused latency ${ms}`);
    };
    await setLatency(0);
    const fast = await sample();
    await setLatency(2000);
    const slow = await sample();
    await setLatency(0);
    const fastP95 = round(percentile(fast, 95));
    const slowP95 = round(percentile(slow, 95));
    summary.ttfb = {
      pages,
      requests: fast.length,
      wordpress0msP95Ms: fastP95,
      wordpress2sP95Ms: slowP95,
      ratio: round(slowP95 / fastP95, 2),
    };
    console.log('TTFB of cached pages (ms), p95');
    console.table([summary.ttfb]);
    verdict(
      'TTFB p95, WordPress 2 s / 0 ms',
      summary.ttfb.ratio,
      `<= ${targets.ttfbRatio}`,
      summary.ttfb.ratio <= targets.ttfbRatio,
    );
  }

  if (earlier) {
    for (const [key, value] of Object.entries(earlier)) if (!(key in summary)) summary[key] = value;
    verdicts.unshift(...(earlier.verdicts ?? []).filter((row) => !sections.has(row.section)));
  }
  summary.verdicts = verdicts;
  writeFileSync(summaryFile, JSON.stringify(summary, null, 2));
  console.log('Targets');
  console.table(verdicts);
  const missed = verdicts.filter((row) => row.met !== 'yes');
  console.log(
    missed.length
      ? `Missed (${missed.length} of ${verdicts.length})`
      : `All ${verdicts.length} targets met`,
  );
  if (missed.length) console.table(missed);
  console.log('bench: bench-results/summary.json written');
} finally {
  stopAll();
}
