// `npm start` (and `npm run dev`, with --dev): Next.js's own request handler, with the same PORT,
// -p and -H as `next start`, behind a thin layer for what Next.js offers no hook for before its
// handler runs: malformed addresses and router state headers (request-guard.mjs), methods Next.js
// does not know (TRACE, PROPFIND), and requests Node cannot parse. Everything else is the app's:
// security headers from next.config.ts, method refusals from the proxy and the route handlers.
// The same file serves the standalone build (`.next/standalone`, see the Dockerfile).
// docs/hostile-requests.md says what is refused where, and why.
import { randomBytes } from 'node:crypto';
import { createServer, ServerResponse, STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { guardRequest, isInternalHeader, KNOWN_METHODS } from './request-guard.mjs';
import { logActionWarningsAsLines } from './action-warnings.mjs';
import { loadErrorPages } from './error-page.mjs';
import { loadServerActionIds } from './server-action-ids.mjs';
import { parseServerOptions } from './server-options.mjs';
import { methodOf, routeOf, statusOf } from './request-route.mjs';
import { passStandaloneConfig } from './standalone-config.mjs';
import { loadPrerenderedPages, prerenderedPagePath } from './prerendered-pages.mjs';
import securityHeaders from './security-headers.json' with { type: 'json' };
import mediaHeaders from './media-headers.json' with { type: 'json' };
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { logger } from '../src/lib/structured-log.mjs';
import { existingProcessSingleton, processSingleton } from '../src/lib/process-singleton.mjs';

/** The client's socket address, for per-address limits (read by src/lib/http/client-address.ts);
 * any value a client sends is replaced. It goes with a token made here at start-up and kept in
 * this process's memory only, so the app can tell this entry's value from one a client sent
 * (under plain `next start` nothing sets the token and the header is ignored). */
const CLIENT_ADDRESS_HEADER = 'x-cluville-client-address';
const clientAddressToken = processSingleton('clientAddressToken', () =>
  randomBytes(24).toString('hex'),
);

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The app's logger (one JSON line per event, personal data masked, LOG_LEVEL honoured). */
const log = (level, event, fields) => logger[level](event, fields);

const argv = process.argv.slice(2);
const dev = argv.includes('--dev');
let options;
try {
  options = parseServerOptions(
    argv.filter((arg) => arg !== '--dev'),
    process.env,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.env.NODE_ENV = dev ? 'development' : 'production';
// As `next start` does: the app reads PORT (e.g. for the default site URL) even when -p set it.
process.env.PORT = String(options.port);

const standalone = passStandaloneConfig(root);
// No hostname for Next.js itself: given one, it turns the proxy's rewrites into absolute URLs on
// `localhost` and answers them with a redirect to the same path (seen with `next start -H` too).
const app = next({ dev, dir: root, port: options.port });
const handle = app.getRequestHandler();
const badRequestPage = loadErrorPages(root);
const distDir = process.env.NEXT_DIST_DIR || '.next';
const actionIds = dev ? undefined : loadServerActionIds(root, distDir);
/** Prerendered pages skip the proxy: the entry rewrites them to their folder (prerendered-pages.mjs). */
const rewritePrerendered = prerenderedPagePath(
  dev ? undefined : loadPrerenderedPages(root, distDir),
);

// The headers of the entry's own answers, as next.config.ts sets them on Next.js's.
const pageHeaders = {
  ...securityHeaders,
  'Content-Security-Policy': contentSecurityPolicy(securityHeaders['Content-Security-Policy'], {
    WORDPRESS_URL: process.env.WORDPRESS_URL || undefined,
  }),
};
const mediaAnswerHeaders = { ...pageHeaders, ...mediaHeaders };
const headersFor = (url = '') => (url.startsWith('/media/') ? mediaAnswerHeaders : pageHeaders);

/**
 * Next.js's router puts `x-middleware-*` on the answer (a proxy rewrite's target among them):
 * internal paths that never leave the server. Node lets a server bring its own response class
 * (the `ServerResponse` option of createServer); this one drops those headers as they are set.
 * next.config.ts sets the security headers on Next.js's answers, except on the redirects its
 * router makes itself (a trailing slash): an answer that goes out without them gets them here,
 * once its status line is written, so the answers that have them cost nothing more.
 */
class SiteResponse extends ServerResponse {
  setHeader(name, value) {
    if (mayBeInternal(name) && isInternalHeader(String(name), this.req?.headers.rsc === '1'))
      return this;
    // A cached redirect (a prerendered page that redirects) comes with its Location twice.
    if (isLocation(name) && Array.isArray(value) && new Set(value).size === 1) value = value[0];
    return super.setHeader(name, value);
  }

  appendHeader(name, value) {
    if (mayBeInternal(name) && isInternalHeader(String(name), this.req?.headers.rsc === '1'))
      return this;
    // The same cached redirect, when Next.js appends the cached headers to the ones it set.
    if (isLocation(name) && this.hasHeader('location')) {
      const had = [this.getHeader('location')].flat().map(String);
      if ([value].flat().every((one) => had.includes(String(one)))) return this;
    }
    return super.appendHeader(name, value);
  }

  writeHead(...args) {
    if (!this.headersSent && !this.hasHeader('content-security-policy')) {
      for (const [name, value] of Object.entries(headersFor(this.req?.url)))
        if (!this.hasHeader(name)) super.setHeader(name, value);
    }
    return super.writeHead(...args);
  }
}

/** Internal headers all start with `x`: other names skip the check. */
const mayBeInternal = (name) => {
  const first = String(name).charCodeAt(0);
  return first === 0x78 /* x */ || first === 0x58; /* X */
};
const isLocation = (name) => String(name).length === 8 && String(name).toLowerCase() === 'location';

function answer(req, res, status, headers, body) {
  res.statusCode = status;
  for (const [name, value] of Object.entries({
    ...headersFor(req.url),
    ...headers,
    'Cache-Control': 'no-store',
  }))
    res.setHeader(name, value);
  res.setHeader('Content-Length', body ? Buffer.byteLength(body) : 0);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Logs a refused request (its method and path, cut short) and answers it. */
function refuse(req, res, { status, reason, headers = {}, body }) {
  log('warn', 'request.refused', {
    status,
    method: String(req.method).slice(0, 20),
    reason,
    path: String(req.url).slice(0, 200),
  });
  answer(req, res, status, headers, body);
}

/**
 * A method Next.js does not know answers 405 naming the methods the path does answer: pages (and
 * media, framework files) GET and HEAD, as the proxy says to OPTIONS; an API route what its
 * handler says to OPTIONS (src/lib/http/methods.ts), asked over loopback, so no list of routes
 * lives here. Only API paths are asked, so a stream of such requests to pages costs no second
 * request each.
 */
async function allowedMethods(url) {
  if (!String(url).startsWith('/api/')) return 'GET, HEAD';
  try {
    const address = server.address();
    const host =
      !address || address.address === '::' || address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address?.port ?? options.port}`;
    const response = await fetch(new URL(url, origin), {
      method: 'OPTIONS',
      redirect: 'manual',
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    const allow = (response.headers.get('allow') ?? '').split(',').map((method) => method.trim());
    const named = allow.filter((method) => method && method !== 'OPTIONS');
    if (named.length > 0) return named.join(', ');
  } catch {
    // the probe failed: pages' answer below
  }
  return 'GET, HEAD';
}

/**
 * Times a request into cluville_http_request_duration_seconds (src/lib/metrics.ts, a process
 * singleton the app makes at start-up), labelled by the route template Next.js matched once the
 * answer has gone (server/request-route.mjs says why here).
 */
let histogram;
function timeRequest(req, res) {
  const start = process.hrtime.bigint();
  res.once('close', () => {
    histogram ??= existingProcessSingleton('metrics')?.httpRequestDuration;
    if (!histogram) return;
    histogram.observe(
      { method: methodOf(req.method), route: routeOf(req), status: statusOf(res) },
      Number(process.hrtime.bigint() - start) / 1e9,
    );
  });
}

const server = createServer({ ServerResponse: SiteResponse }, async (req, res) => {
  timeRequest(req, res);
  const verdict = guardRequest(req);
  if (verdict) {
    const page = verdict.page === 'bad-request' ? badRequestPage(verdict.locale) : undefined;
    const headers = {
      ...verdict.headers,
      ...(page ? { 'Content-Type': 'text/html; charset=utf-8' } : {}),
    };
    // An OPTIONS answer (204) is not a refusal: answered without a log line.
    if (verdict.status === 204) return answer(req, res, verdict.status, headers, page);
    return refuse(req, res, {
      status: verdict.status,
      reason: verdict.reason,
      headers,
      body: page,
    });
  }
  if (!KNOWN_METHODS.has(req.method))
    return refuse(req, res, {
      status: 405,
      reason: 'method not allowed',
      headers: { Allow: await allowedMethods(req.url) },
    });
  const action = req.headers['next-action'];
  if (
    req.method === 'POST' &&
    typeof action === 'string' &&
    actionIds &&
    !actionIds.has(action) &&
    !req.url.startsWith('/api/')
  )
    return refuse(req, res, {
      status: 404,
      reason: 'unknown server action',
      headers: { 'x-nextjs-action-not-found': '1', 'Content-Type': 'text/plain' },
      body: 'Server action not found.',
    });
  req.headers[CLIENT_ADDRESS_HEADER] =
    `${clientAddressToken} ${req.socket.remoteAddress ?? 'unknown'}`;
  rewritePrerendered(req);
  handle(req, res).catch((error) => {
    log('error', 'request.failed', {
      path: String(req.url).slice(0, 200),
      error: error instanceof Error ? error.message : String(error),
    });
    if (!res.headersSent) answer(req, res, 500, {});
  });
});

// Requests Node cannot parse (oversized headers, CR or LF inside a header, a bad request line)
// never reach the handler; Node's own answer would carry none of the security headers.
const clientErrorStatus = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_URI_TOO_LONG: 414,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const status = clientErrorStatus[error.code] ?? 400;
  const headers = Object.entries({
    ...pageHeaders,
    'Cache-Control': 'no-store',
    'Content-Length': '0',
    Connection: 'close',
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`,
  );
  log('warn', 'request.unparsable', { status, code: error.code });
});

try {
  await app.prepare();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
logActionWarningsAsLines(log);
// A proxy in front keeps its connections to the site open between requests (nginx's upstream
// keepalive for 60 s, a load balancer often longer). With Node's default of 5 s the site may close
// an idle one just as the proxy sends the next request on it: the request fails as a reset, and a
// proxy that retries no POST (nginx's default; deploy/nginx.conf retries them) answers a parent's
// booking with a 502. Idle connections stay open longer than the proxy keeps them; the time
// allowed for a request's headers stays above that (docs/operations.md).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(options.port, options.hostname, () => {
  log('info', 'server.ready', {
    url: `http://${options.hostname ?? 'localhost'}:${options.port}`,
    dev,
    standalone,
  });
});
// On SIGTERM or SIGINT: stop taking requests, let those in flight finish (up to 5 s), then let the
// app stop its outbox loop and close its database (src/lib/shutdown.ts), which releases the
// embedded database's folder lock, so a restart opens it at once.
let stopping = false;
async function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  log('info', 'server.stopping', { signal });
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
    setTimeout(resolve, 5_000).unref();
  });
  try {
    await Promise.race([
      existingProcessSingleton('shutdown')?.(),
      new Promise((resolve) => setTimeout(resolve, 15_000).unref()),
    ]);
  } catch (error) {
    log('error', 'server.shutdown_failed', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  process.exit(code);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));

// A log stream whose reader is gone (a supervisor or log shipper that died, a closed pipe) fails
// every write with EPIPE. Unhandled, each failure was logged to the same stream again and the
// server spun at full CPU, answering nothing. Now writes to a broken stream are dropped and the
// server stops as on SIGTERM (exit 1), so its supervisor starts it again with working logs;
// acknowledged bookings are already stored (persist first), mails wait in the outbox.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    stream.write = () => true;
    void stop(`log-stream-${error?.code ?? 'error'}`, 1);
  });
}
