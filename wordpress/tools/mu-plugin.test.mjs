// The mu-plugin (../mu-plugins/cluville-site.php) on WordPress's own HTTP API, with PHP:
// a site that accepts the connection and never answers must not hold up a save, and each change
// still reaches the site once. Needs `php` (with curl) and Debian's `wordpress` package.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WORDPRESS = process.env.WORDPRESS_DIR ?? '/usr/share/wordpress';
const harness = path.join(import.meta.dirname, 'mu-plugin-harness.php');
const php = spawnSync('php', ['-r', 'echo extension_loaded("curl") ? "curl" : "";'], {
  encoding: 'utf8',
});
const available =
  php.status === 0 && php.stdout === 'curl' && existsSync(`${WORDPRESS}/wp-includes/http.php`);

/** A site that reads every request and never answers. */
let server;
let site;
let received = [];
const sockets = new Set();

beforeAll(async () => {
  server = net.createServer((socket) => {
    sockets.add(socket);
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (/\r\n\r\n[\s\S]*\}$/.test(text)) received.push(text);
    });
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

function runSave() {
  received = [];
  const run = spawnSync('php', [harness, site, WORDPRESS], { encoding: 'utf8', timeout: 30_000 });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout);
}

describe.skipIf(!available)('the mu-plugin on WordPress 6.1', () => {
  it('ends a save within a second while the site accepts and never answers, and each change reaches it once', async () => {
    const result = runSave();
    // The editor's save is what waits here: bounded by the plugin's timeout, not WordPress's 5 s.
    expect(result.seconds).toBeLessThan(1);
    await expect.poll(() => received.length).toBe(2);
    const bodies = received.map((request) => request.slice(request.indexOf('\r\n\r\n') + 4));
    expect(bodies.sort()).toEqual(['{"type":"options"}', '{"type":"room","id":12}']);
    for (const request of received) {
      expect(request).toMatch(/^POST \/api\/revalidate HTTP\/1\.1\r\n/);
      expect(request).toMatch(/\r\nx-revalidate-secret: harness-secret-0123456789abcdef/i);
    }
  });

  it('gives pages an excerpt field and registers rooms', () => {
    const result = runSave();
    expect(result.supports.page).toContain('excerpt');
    expect(result.postTypes).toContain('room');
  });
});
