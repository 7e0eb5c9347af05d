// A real WordPress for the tests: Debian's `wordpress` package (6.1) on PHP's built-in server and a
// MariaDB of its own, both as this process's children on loopback, never the system services.
//
//   const wp = await startRealWordPress({ port, dbPort, siteUrl, ... });
//   ... wp.url, wp.user, wp.password, wp.rest(path, init), wp.debugLog() ...
//   await wp.stop();
//
// Steps: `mariadb-install-db` into a temporary data folder, `mariadbd` on its own port and socket;
// Debian's /usr/share/wordpress copied into a temporary folder with a wp-config.php of its own (the
// database above, WP_DEBUG and WP_DEBUG_LOG on, WP_DEBUG_DISPLAY off, WP_ENVIRONMENT_TYPE local so
// application passwords work over http, the site's URL and secrets for the mu-plugin); the
// project's mu-plugin and ACF JSON installed as wordpress/README.md says; this suite's plugin for
// the REST surface of ACF, ACF to REST API and Polylang (php/cluville-test-rest-surface.php);
// `php -S` with a router (pretty permalinks, /wp-json/); WordPress installed by a PHP script
// (wp_install(), no browser), an administrator with an application password and a contributor
// with one (valid, too weak for drafts).
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;
const root = path.resolve(here, '..', '..');
const WORDPRESS_SOURCE = '/usr/share/wordpress';

/** The binaries the suite needs, and the Debian packages that have them. */
export const REQUIRED = [
  { bin: 'php', package: 'php-cli' },
  { bin: 'mariadbd', package: 'mariadb-server', dirs: ['/usr/sbin'] },
  { bin: 'mariadb-install-db', package: 'mariadb-server' },
  { bin: 'mariadb', package: 'mariadb-client' },
];

function which(bin, dirs = []) {
  for (const dir of dirs) if (existsSync(path.join(dir, bin))) return path.join(dir, bin);
  const found = spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).stdout.trim();
  return found || undefined;
}

/** What is missing for a real WordPress here (binaries, PHP extensions, the wordpress package). */
export function missingParts() {
  const missing = REQUIRED.filter(({ bin, dirs }) => !which(bin, dirs)).map((r) => r.package);
  if (!existsSync(path.join(WORDPRESS_SOURCE, 'wp-settings.php'))) missing.push('wordpress');
  if (which('php')) {
    const modules = spawnSync('php', ['-m'], { encoding: 'utf8' }).stdout.toLowerCase();
    for (const [module, pkg] of [
      ['mysqli', 'php-mysql'],
      ['gd', 'php-gd'],
      ['curl', 'php-curl'],
      ['mbstring', 'php-mbstring'],
      ['dom', 'php-xml'],
    ])
      if (!modules.split('\n').includes(module)) missing.push(pkg);
  }
  return [...new Set(missing)];
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`,
    );
  return result.stdout;
}

const phpString = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * Starts MariaDB and WordPress and installs WordPress. `siteUrl` is the Next.js site the mu-plugin
 * calls (revalidation) and sends Preview to; `revalidateSecret` and `previewSecret` its secrets.
 * `logDir` keeps MariaDB's, PHP's and WordPress's logs.
 */
export async function startRealWordPress({
  port,
  dbPort,
  siteUrl,
  revalidateSecret,
  previewSecret,
  logDir,
}) {
  const missing = missingParts();
  if (missing.length)
    throw new Error(
      `a real WordPress needs Debian's ${missing.join(', ')} (apt-get install -y ${missing.join(' ')}; .ci/run installs them)`,
    );
  for (const taken of [port, dbPort])
    if (await answers(taken))
      throw new Error(
        `port ${taken} is in use: stop what listens there (a real WordPress left running?)`,
      );
  mkdirSync(logDir, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'cluville-real-wp-'));
  const children = [];
  const url = `http://127.0.0.1:${port}`;
  const asRoot = process.getuid?.() === 0;

  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Each runs in a process group of its own: PHP's server workers are the group's members.
      const signal = (name) => {
        try {
          process.kill(-child.pid, name);
        } catch {
          // gone
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      signal('SIGKILL');
    }
    rmSync(work, { recursive: true, force: true });
  };

  try {
    // --- MariaDB of its own -------------------------------------------------------------------
    const dataDir = path.join(work, 'mariadb');
    const socket = path.join(work, 'mariadb.sock');
    mkdirSync(dataDir);
    run(
      which('mariadb-install-db'),
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        ...(asRoot ? ['--user=root'] : []),
      ],
      { cwd: work },
    );
    const mariadbLog = path.join(logDir, 'mariadb.log');
    writeFileSync(mariadbLog, '');
    const mariadb = spawn(
      which('mariadbd', ['/usr/sbin']),
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--socket=${socket}`,
        `--port=${dbPort}`,
        '--bind-address=127.0.0.1',
        `--pid-file=${path.join(work, 'mariadb.pid')}`,
        `--log-error=${mariadbLog}`,
        '--skip-log-bin',
        '--innodb-buffer-pool-size=64M',
        '--innodb-log-file-size=16M',
        '--skip-name-resolve',
        ...(asRoot ? ['--user=root'] : []),
      ],
      { stdio: 'ignore', detached: true },
    );
    children.push(mariadb);
    await waitFor('MariaDB', () => existsSync(socket), 60_000);
    const sql = (statement) =>
      run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', statement]);
    await waitFor('MariaDB to answer', () => (sql('SELECT 1'), true), 30_000);
    sql(
      "CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; CREATE USER 'wordpress'@'127.0.0.1' IDENTIFIED BY 'wordpress'; GRANT ALL ON wordpress.* TO 'wordpress'@'127.0.0.1';",
    );

    // --- WordPress, Debian's copy with a configuration of its own ------------------------------
    const docroot = path.join(work, 'wordpress');
    cpSync(WORDPRESS_SOURCE, docroot, { recursive: true, dereference: true });
    const debugLog = path.join(logDir, 'wordpress-debug.log');
    writeFileSync(debugLog, '');
    writeFileSync(
      path.join(docroot, 'wp-config.php'),
      `<?php
// Written by tests/wordpress-real/wordpress.mjs: Debian's /etc/wordpress/config-*.php is not used.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'wordpress' );
define( 'DB_HOST', '127.0.0.1:${dbPort}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((key) => `define( '${key}', ${phpString(`${key}-${work}`)} );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', ${phpString(debugLog)} );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
define( 'CLUVILLE_SITE_URL', ${phpString(siteUrl)} );
define( 'CLUVILLE_REVALIDATE_SECRET', ${phpString(revalidateSecret)} );
define( 'CLUVILLE_PREVIEW_SECRET', ${phpString(previewSecret)} );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
    );
    // The project's mu-plugin and its field groups (wordpress/README.md, 3.), and this suite's plugin.
    const muPlugins = path.join(docroot, 'wp-content', 'mu-plugins');
    mkdirSync(muPlugins, { recursive: true });
    cpSync(
      path.join(root, 'wordpress', 'mu-plugins', 'cluville-site.php'),
      path.join(muPlugins, 'cluville-site.php'),
    );
    cpSync(path.join(root, 'wordpress', 'acf-json'), path.join(muPlugins, 'cluville-acf-json'), {
      recursive: true,
    });
    cpSync(
      path.join(here, 'php', 'cluville-test-rest-surface.php'),
      path.join(muPlugins, 'cluville-test-rest-surface.php'),
    );
    cpSync(path.join(here, 'php', 'router.php'), path.join(docroot, 'router.php'));
    cpSync(path.join(here, 'php', 'install.php'), path.join(docroot, 'install.php'));
    mkdirSync(path.join(docroot, 'wp-content', 'uploads'), { recursive: true });

    const installed = JSON.parse(run('php', [path.join(docroot, 'install.php'), url]));
    rmSync(path.join(docroot, 'install.php'));

    const phpLog = path.join(logDir, 'php-server.log');
    writeFileSync(phpLog, '');
    const php = spawn(
      'php',
      [
        '-S',
        `127.0.0.1:${port}`,
        '-t',
        docroot,
        '-d',
        'upload_max_filesize=16M',
        '-d',
        'post_max_size=16M',
        '-d',
        'memory_limit=256M',
        path.join(docroot, 'router.php'),
      ],
      // Several requests at once (the site builds with parallel workers).
      {
        cwd: docroot,
        env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      },
    );
    php.stderr.on('data', (chunk) => appendFileSync(phpLog, chunk));
    children.push(php);
    await waitFor('WordPress to answer', async () => (await fetch(`${url}/wp-json/`)).ok, 30_000);

    const auth = (user, password) =>
      `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    /** A REST request as the administrator (its application password). */
    const rest = async (route, { method = 'GET', body, headers = {}, as } = {}) => {
      const credentials = as ?? [installed.user, installed.password];
      const response = await fetch(`${url}/wp-json/${route}`, {
        method,
        headers: {
          Authorization: auth(...credentials),
          ...(body !== undefined && !(body instanceof Uint8Array)
            ? { 'Content-Type': 'application/json' }
            : {}),
          ...headers,
        },
        body: body === undefined || body instanceof Uint8Array ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (!response.ok)
        throw new Error(`${method} ${route}: HTTP ${response.status} ${text.slice(0, 300)}`);
      return { status: response.status, headers: response.headers, json };
    };

    return {
      url,
      docroot,
      user: installed.user,
      password: installed.password,
      weakUser: installed.weakUser,
      weakPassword: installed.weakPassword,
      rest,
      /** The WordPress debug log (PHP notices, warnings, errors). */
      debugLog: () => (existsSync(debugLog) ? readFileSync(debugLog, 'utf8') : ''),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
