#!/usr/bin/env node
// The end-to-end suite's servers start side by side (playwright.config.ts): Playwright starts its
// web servers one after another, waiting for each one's URL before it starts the next, so each
// server but the first is given no URL and this one waits for them all. It answers on `port`
// once every URL does, as Playwright counts an answer (a status below 400, or 400 to 403), and
// until then says which it still waits for.
//
//   node tests/e2e/support/servers-ready.mjs <port> <url>...
import http from 'node:http';

const [port, ...urls] = process.argv.slice(2);
if (!port || urls.length === 0) {
  console.error('usage: servers-ready.mjs <port> <url>...');
  process.exit(2);
}

const answers = async (url) => {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status <= 403;
  } catch {
    return false;
  }
};

let waiting = [...urls];
let lastSaid = 0;
while (waiting.length > 0) {
  const results = await Promise.all(waiting.map(answers));
  waiting = waiting.filter((_, index) => !results[index]);
  if (waiting.length > 0) {
    if (Date.now() - lastSaid > 30_000) {
      console.error(`servers-ready: waiting for ${waiting.join(', ')}`);
      lastSaid = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const server = http.createServer((_, response) => response.end('ready\n'));
server.listen(Number(port), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
