// `npm start`: the production server. It is `next start` (same PORT, -p and -H) with a
// thin layer in front that Next.js offers no hook for: malformed addresses, methods a path does
// not answer and unparsable requests are answered here (Next.js would answer 500 before the app
// runs), security headers are on every answer, and internal headers never leave the server.
// docs/architecture.md, "Design notes", says why this is a custom server and not only the proxy.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { guardRequest, isInternalHeader } from './request-guard.mjs';
import { isActionForm, isFormPost, readBody, replayRequest } from './form-post.mjs';
import { loadErrorPages } from './error-page.mjs';
import { parseServerOptions } from './server-options.mjs';
import securityHeaders from './security-headers.json' with { type: 'json' };
import mediaHeaders from './media-headers.json' with { type: 'json' };
import { contentSecurityPolicy } from './content-security-policy.mjs';

/** The client's socket address, for per-address limits (read by src/lib/http/client-address.ts);
 * any value a client sends is replaced. It goes with a token made here at start-up and kept in
 * this process's memory only, so the app can tell this entry's value from one a client sent
 * (under plain `next start` nothing sets the token and the header is ignored). */
const CLIENT_ADDRESS_HEADER = 'x-cluville-client-address';
const clientAddressToken = randomBytes(24).toString('hex');
globalThis[Symbol.for('cluville.clientAddressToken')] = clientAddressToken;

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function log(level, event, fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'info') console.log(line);
  else console.error(line);
}

let options;
try {
  options = parseServerOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.env.NODE_ENV = 'production';
// As `next start` does: the app reads PORT (e.g. for the default site URL) even when -p set it.
process.env.PORT = String(options.port);

const badRequestPage = loadErrorPages(root);
const build = buildFacts();

/** What the build contains that the guard checks requests against (see request-guard.mjs). */
function buildFacts() {
  const require = createRequire(import.meta.url);
  const { parseAndValidateFlightRouterState } = require('next/dist/server/app-render/parse-and-validate-flight-router-state.js');
  const validRouterState = (value) => {
    try {
      parseAndValidateFlightRouterState(value);
      return true;
    } catch {
      return false;
    }
  };
  let knownActions;
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json'), 'utf8'));
    knownActions = new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})]);
  } catch {
    knownActions = undefined; // no manifest: Next.js decides, as without this server
  }
  return { validRouterState, knownActions };
}
// No hostname for Next.js itself: given one, it turns the proxy's rewrites into absolute URLs on
// `localhost` and answers them with a redirect to the same path (seen with `next start -H` too).
const app = next({ dev: false, dir: root, port: options.port });
const handle = app.getRequestHandler();

function withoutInternalHeaders(req, res) {
  const rsc = req.headers.rsc === '1';
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithoutInternal(...args) {
    for (const name of res.getHeaderNames()) if (isInternalHeader(name, rsc)) res.removeHeader(name);
    // A cached redirect (a prerendered page that redirects) comes with its Location twice.
    const location = res.getHeader('location');
    if (Array.isArray(location) && new Set(location).size === 1) res.setHeader('location', location[0]);
    const last = args[args.length - 1];
    if (Array.isArray(last)) {
      const kept = [];
      for (let i = 0; i < last.length; i += 2) if (!isInternalHeader(String(last[i]), rsc)) kept.push(last[i], last[i + 1]);
      args[args.length - 1] = kept;
    } else if (last && typeof last === 'object') {
      args[args.length - 1] = Object.fromEntries(Object.entries(last).filter(([name]) => !isInternalHeader(name, rsc)));
    }
    return writeHead.apply(this, args);
  };
}

function answerRefused(req, res, verdict) {
  res.statusCode = verdict.status;
  for (const [name, value] of Object.entries(verdict.headers)) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'no-store');
  if (verdict.status !== 204) {
    log('warn', 'request.refused', { status: verdict.status, method: req.method, reason: verdict.reason, path: String(req.url).slice(0, 200) });
  }
  if (verdict.body !== undefined) {
    res.setHeader('Content-Length', Buffer.byteLength(verdict.body));
    res.end(req.method === 'HEAD' ? undefined : verdict.body);
  } else if (verdict.page === 'bad-request') {
    const body = badRequestPage(verdict.locale);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  } else {
    res.setHeader('Content-Length', 0);
    res.end();
  }
}

/** A form posted before scripts run must be an action form Next.js can read (form-post.mjs). */
async function checkFormPost(req, res) {
  const body = await readBody(req);
  if (body === null) {
    answerRefused(req, res, { status: 413, headers: {}, body: 'Form too large.', reason: 'form too large' });
    return undefined;
  }
  if (!(await isActionForm(String(req.headers['content-type']), body, build.knownActions))) {
    answerRefused(req, res, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Malformed form.', reason: 'malformed form' });
    return undefined;
  }
  return replayRequest(req, body);
}

// The policy names WORDPRESS_URL's origin for content images (read at start, like the app does).
const pageHeaders = {
  ...securityHeaders,
  'Content-Security-Policy': contentSecurityPolicy(securityHeaders['Content-Security-Policy'], { WORDPRESS_URL: process.env.WORDPRESS_URL || undefined }),
};
const mediaAnswerHeaders = { ...securityHeaders, ...mediaHeaders };

/** Media files (an SVG opened on its own) get a stricter, sandboxing policy than pages. */
function isMediaPath(url = '') {
  const raw = url.split('?')[0];
  if (raw.startsWith('/media/')) return true;
  try {
    return decodeURIComponent(raw).startsWith('/media/');
  } catch {
    return false;
  }
}

const server = createServer(async (req, res) => {
  // Next.js keeps a header set here (it does not overwrite one a route sets again).
  const headers = isMediaPath(req.url) ? mediaAnswerHeaders : pageHeaders;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const verdict = guardRequest(req, build);
  if (verdict) return answerRefused(req, res, verdict);
  if (isFormPost(req)) {
    const checked = await checkFormPost(req, res).catch(() => undefined);
    if (!checked) {
      if (!res.headersSent) answerRefused(req, res, { status: 400, headers: {}, body: 'Malformed form.', reason: 'unreadable form' });
      return;
    }
    req = checked;
  }
  req.headers[CLIENT_ADDRESS_HEADER] = `${clientAddressToken} ${req.socket.remoteAddress ?? 'unknown'}`;
  withoutInternalHeaders(req, res);
  handle(req, res).catch((error) => {
    log('error', 'request.failed', { path: String(req.url).slice(0, 200), error: error instanceof Error ? error.message : String(error) });
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end();
    }
  });
});

// Requests Node cannot parse (oversized headers, CR or LF inside a header, a bad request line)
// never reach the handler; Node's own answer would carry none of the security headers.
const clientErrorStatus = { HPE_HEADER_OVERFLOW: 431, HPE_URI_TOO_LONG: 414, ERR_HTTP_REQUEST_TIMEOUT: 408 };
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const status = clientErrorStatus[error.code] ?? 400;
  const headers = Object.entries({ ...securityHeaders, 'Cache-Control': 'no-store', 'Content-Length': '0', Connection: 'close' });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`);
  log('warn', 'request.unparsable', { status, code: error.code });
});

try {
  await app.prepare();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
server.listen(options.port, options.hostname, () => {
  log('info', 'server.ready', { url: `http://${options.hostname ?? 'localhost'}:${options.port}` });
});
// On SIGTERM or SIGINT: stop taking requests, let those in flight finish (up to 5 s), then let the
// app stop its outbox loop and close its database (src/lib/shutdown.ts), which releases the
// embedded database's folder lock, so a restart opens it at once.
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log('info', 'server.stopping', { signal });
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
    setTimeout(resolve, 5_000).unref();
  });
  try {
    await Promise.race([globalThis.__cluvilleShutdown?.(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
  } catch (error) {
    log('error', 'server.shutdown_failed', { error: error instanceof Error ? error.message : String(error) });
  }
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));
