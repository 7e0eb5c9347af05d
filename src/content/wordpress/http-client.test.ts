// The live transport against a real (local) HTTP server: URLs, headers, totals, which answers
// are answers and which are failures, retries, timeouts, and the log line of every request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silencedConsole, type ConsoleSpy } from '@/lib/testing/console-spy';
import { UpstreamError } from './client';
import { createHttpClient } from './http-client';

interface Seen {
  method: string;
  url: string;
  accept: string | undefined;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, attempt: number) => void;

let server: http.Server;
let base: string;
let seen: Seen[] = [];
let handler: Handler = (_req, res) => json(res, 200, []);

// `Connection: close`: every attempt opens its own connection, so one test's sockets (and the
// client's keep-alive pool) cannot leak into the next test's request count.
function json(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    Connection: 'close',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', accept: req.headers.accept });
    handler(req, res, seen.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, []);
});
const logSpy = silencedConsole('log');
const errorSpy = silencedConsole('error');

/** The structured log lines written so far, parsed. */
function logLines(spy: ConsoleSpy) {
  return spy.mock.calls.map((args) => JSON.parse(String(args[0])) as Record<string, unknown>);
}

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    return error as UpstreamError;
  }
  throw new Error('expected the request to fail');
}

describe('createHttpClient', () => {
  it('asks /wp-json/<path>?<query> with Accept: application/json', async () => {
    const client = createHttpClient({ baseUrl: base });
    await client.get('wp/v2/rooms', {
      lang: 'en',
      per_page: 100,
      orderby: 'menu_order',
      order: 'asc',
      _embed: 'wp:featuredmedia',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    const url = new URL(seen[0]!.url, base);
    expect(url.pathname).toBe('/wp-json/wp/v2/rooms');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      per_page: '100',
      orderby: 'menu_order',
      order: 'asc',
      _embed: 'wp:featuredmedia',
    });
    expect(seen[0]!.accept).toBe('application/json');
  });

  it('keeps a WordPress installed in a sub-directory, with or without a trailing slash', async () => {
    await createHttpClient({ baseUrl: `${base}/cms` }).get('acf/v3/options/options', {
      lang: 'me',
    });
    await createHttpClient({ baseUrl: `${base}/cms/` }).get('wp/v2/pages/12', {
      _fields: 'id,slug',
    });
    expect(seen.map((request) => request.url)).toEqual([
      '/cms/wp-json/acf/v3/options/options?lang=me',
      '/cms/wp-json/wp/v2/pages/12?_fields=id%2Cslug',
    ]);
  });

  it('exposes its origin without a trailing slash', () => {
    expect(createHttpClient({ baseUrl: `${base}/` }).origin).toBe(base);
  });

  it('returns the status, the parsed body and the X-WP-Total / X-WP-TotalPages headers as numbers', async () => {
    handler = (_req, res) =>
      json(res, 200, [{ id: 1 }, { id: 2 }], { 'X-WP-Total': '8', 'X-WP-TotalPages': '2' });
    const response = await createHttpClient({ baseUrl: base }).get('wp/v2/posts', {
      lang: 'en',
      per_page: 6,
      page: 1,
    });
    expect(response).toEqual({
      status: 200,
      body: [{ id: 1 }, { id: 2 }],
      total: 8,
      totalPages: 2,
    });
  });

  it('leaves the totals undefined when WordPress does not send them', async () => {
    handler = (_req, res) => json(res, 200, { acf: [] });
    const response = await createHttpClient({ baseUrl: base }).get('acf/v3/options/options', {
      lang: 'en',
    });
    expect(response.total).toBeUndefined();
    expect(response.totalPages).toBeUndefined();
  });

  it('returns 400 (a news page past the end) and 404 as answers, without asking again', async () => {
    const client = createHttpClient({ baseUrl: base });
    handler = (_req, res) =>
      json(res, 400, { code: 'rest_post_invalid_page_number', data: { status: 400 } });
    await expect(client.get('wp/v2/posts', { page: 9 })).resolves.toMatchObject({
      status: 400,
      body: { code: 'rest_post_invalid_page_number' },
    });
    handler = (_req, res) => json(res, 404, { code: 'rest_post_invalid_id' });
    await expect(client.get('wp/v2/rooms/999')).resolves.toMatchObject({
      status: 404,
      body: { code: 'rest_post_invalid_id' },
    });
    expect(seen).toHaveLength(2);
  });

  it('asks once more after a 5xx, then rejects with an UpstreamError carrying the URL and status', async () => {
    handler = (_req, res) => json(res, 500, { code: 'internal_server_error' });
    const error = await rejection(
      createHttpClient({ baseUrl: base }).get('wp/v2/rooms', { lang: 'me' }),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.name).toBe('UpstreamError');
    expect(error.status).toBe(500);
    expect(error.url).toBe(`${base}/wp-json/wp/v2/rooms?lang=me`);
    expect(error.retryable).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('succeeds when the second attempt does', async () => {
    handler = (_req, res, attempt) =>
      attempt === 1 ? json(res, 503, {}) : json(res, 200, [{ id: 7 }]);
    await expect(createHttpClient({ baseUrl: base }).get('wp/v2/rooms')).resolves.toMatchObject({
      status: 200,
      body: [{ id: 7 }],
    });
    expect(seen).toHaveLength(2);
  });

  it('honours retries: 0', async () => {
    handler = (_req, res) => json(res, 502, {});
    await rejection(createHttpClient({ baseUrl: base, retries: 0 }).get('wp/v2/rooms'));
    expect(seen).toHaveLength(1);
  });

  it('gives up on a server that never answers after the timeout, and asks once more', async () => {
    handler = () => {
      /* never answer */
    };
    const started = performance.now();
    const error = await rejection(
      createHttpClient({ baseUrl: base, timeoutMs: 200 }).get('wp/v2/pages', {
        slug: 'home',
        lang: 'en',
      }),
    );
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/timed out after 200 ms/);
    expect(error.status).toBeUndefined();
    expect(error.url).toBe(`${base}/wp-json/wp/v2/pages?slug=home&lang=en`);
    expect(seen).toHaveLength(2);
    // Two timeouts and one short pause; nowhere near the default 3 s.
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(2000);
  });

  it('rejects a body that is not JSON, after asking once more', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end('{not json');
    };
    const error = await rejection(
      createHttpClient({ baseUrl: base }).get('wp/v2/posts', { lang: 'en' }),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/not JSON/);
    expect(error.status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('does not ask again after 401 or 403: a misconfigured site does not heal by retrying', async () => {
    for (const status of [401, 403]) {
      seen = [];
      handler = (_req, res) => json(res, status, { code: 'rest_forbidden' });
      const error = await rejection(createHttpClient({ baseUrl: base }).get('wp/v2/pages'));
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error.status).toBe(status);
      expect(error.retryable).toBe(false);
      expect(seen).toHaveLength(1);
    }
  });

  it("carries WordPress's error code of a 401 or 403", async () => {
    handler = (_req, res) =>
      json(res, 401, { code: 'rest_forbidden_context', message: 'Sorry', data: { status: 401 } });
    const error = await rejection(
      createHttpClient({ baseUrl: base }).get('wp/v2/posts/5', { context: 'edit' }),
    );
    expect(error).toMatchObject({ status: 401, code: 'rest_forbidden_context', retryable: false });
  });

  it('counts a 401 for one unpublished item asked for publicly as not found, without a warning', async () => {
    handler = (_req, res) =>
      json(res, 401, { code: 'rest_forbidden', message: 'Sorry', data: { status: 401 } });
    const client = createHttpClient({ baseUrl: base });
    const answer = await client.get('wp/v2/rooms/2100', { _fields: 'id,slug' });
    expect(answer.status).toBe(404);
    expect(seen).toHaveLength(1);
    expect(logLines(logSpy())).toMatchObject([{ level: 'info', status: 404 }]);
    expect(errorSpy()).not.toHaveBeenCalled();
    // A list, or the same item asked for in `context=edit`, still fails loudly.
    await expect(client.get('wp/v2/rooms')).rejects.toMatchObject({ status: 401 });
    await expect(client.get('wp/v2/rooms/2100', { context: 'edit' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('rejects with an UpstreamError when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await rejection(
      createHttpClient({ baseUrl: `http://127.0.0.1:${port}` }).get('wp/v2/rooms'),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/request failed/);
    expect(error.retryable).toBe(true);
  });

  it('writes one JSON log line per successful request: event, URL, status and ms', async () => {
    handler = (_req, res) => json(res, 200, []);
    await createHttpClient({ baseUrl: base }).get('wp/v2/rooms', { lang: 'en' });
    const lines = logLines(logSpy());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      event: 'wordpress.request',
      url: `${base}/wp-json/wp/v2/rooms?lang=en`,
      status: 200,
    });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(typeof lines[0]!.time).toBe('string');
    expect(errorSpy()).not.toHaveBeenCalled();
  });

  it('writes one failure line per failed attempt, then the success line', async () => {
    handler = (_req, res, attempt) => (attempt === 1 ? json(res, 500, {}) : json(res, 200, []));
    await createHttpClient({ baseUrl: base }).get('wp/v2/posts', { lang: 'me' });
    const failures = logLines(errorSpy());
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: 'warn',
      event: 'wordpress.request_failed',
      url: `${base}/wp-json/wp/v2/posts?lang=me`,
      attempt: 1,
      status: 500,
    });
    expect(typeof failures[0]!.ms).toBe('number');
    expect(logLines(logSpy())).toEqual([
      expect.objectContaining({ event: 'wordpress.request', status: 200 }),
    ]);
  });

  it('logs both attempts of a request that times out, with how long each took', async () => {
    handler = () => {
      /* never answer */
    };
    await rejection(createHttpClient({ baseUrl: base, timeoutMs: 200 }).get('wp/v2/rooms'));
    const failures = logLines(errorSpy());
    expect(failures.map((line) => [line.event, line.attempt])).toEqual([
      ['wordpress.request_failed', 1],
      ['wordpress.request_failed', 2],
    ]);
    for (const line of failures) {
      expect(line.url).toBe(`${base}/wp-json/wp/v2/rooms`);
      expect(line.ms).toBeGreaterThanOrEqual(190);
      expect(String(line.error)).toMatch(/timed out/);
    }
    expect(logSpy()).not.toHaveBeenCalled();
  });
});
