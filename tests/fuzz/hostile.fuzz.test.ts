import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, inject, it } from 'vitest';
import securityHeaders from '../../server/security-headers.json';
import { MARKER, newsletter, request, revalidation } from './arbitraries';
import { send, type RawRequest, type RawResponse } from './raw-http';
import { FUZZ_SECRET } from './server-setup';
import { regressions } from './regressions';
import { FULL } from '../support/full';

// React's client, which encodes a server action's arguments in the browser.
const { encodeReply } = createRequire(import.meta.url)(
  'next/dist/compiled/react-server-dom-webpack/client.node.js',
) as { encodeReply: (args: unknown[]) => Promise<string | FormData> };

const port = inject('fuzzPort');
// The build the server runs: the standalone copy has its own folder.
const distDir = path.join(inject('fuzzServerRoot'), '.next');
const statuses = new Map<number | 'closed', number>();
let sent = 0;

// Text only files outside the media folder contain; none may ever be served.
const outsideFiles = [
  '"name": "cluville-website"',
  'root:x:0:0',
  'createNextIntlPlugin',
  FUZZ_SECRET,
  'NODE_ENV=',
  '"buildId"',
];

function check(req: RawRequest, response: RawResponse | undefined) {
  sent++;
  statuses.set(response?.status ?? 'closed', (statuses.get(response?.status ?? 'closed') ?? 0) + 1);
  const what = `${req.method} ${req.target.slice(0, 300)}`;
  expect(response, `${what}: no answer`).toBeDefined();
  if (!response) return;
  expect(response.status, what).toBeLessThan(500);
  for (const name of Object.keys(securityHeaders))
    expect(response.headers.has(name.toLowerCase()), `${what}: ${name}`).toBe(true);
  const names = [...response.headers.keys()];
  expect(
    names.filter((name) => name.startsWith('x-middleware-') || name === 'x-injected'),
    what,
  ).toEqual([]);
  const isRsc = req.headers.some(([name, value]) => name.toLowerCase() === 'rsc' && value === '1');
  if (!isRsc)
    expect(
      names.filter((name) => name.startsWith('x-nextjs-rewritten')),
      what,
    ).toEqual([]);
  expect(response.body.includes(MARKER.slice(0, 6)), `${what}: marker reflected raw`).toBe(false);
  expect(
    [...response.headers.values()].flat().some((value) => value.includes('<fz')),
    `${what}: marker in a header`,
  ).toBe(false);
  for (const text of outsideFiles)
    expect(response.body.includes(text), `${what}: served ${text}`).toBe(false);
}

async function property(arbitrary: fc.Arbitrary<RawRequest>, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (req) => check(req, await send(port, req))),
    // FUZZ_SEED replays a run: fast-check prints the seed of any failure.
    {
      numRuns,
      verbose: 1,
      seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
    },
  );
}

describe('hostile requests against the production server', () => {
  it.each(regressions)('regression: $method $target', async (req) => {
    const response = await send(port, req);
    expect(response, 'an answer').toBeDefined();
    check(req, response);
  });

  it('hole 8: revalidation: a body over 4 KB answers 413, failed attempts end in 429 with Retry-After, then the right secret is refused too', async () => {
    // A loopback address of this run's own: a lock-out from an earlier run lasts ten minutes.
    const from = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
    const post = (secret: string, body: string) =>
      send(port, {
        method: 'POST',
        from,
        target: '/api/revalidate',
        headers: [
          ['X-Revalidate-Secret', secret],
          ['Content-Type', 'application/json'],
        ],
        body,
      });
    expect((await post(FUZZ_SECRET, `{"type":"room","pad":"${'x'.repeat(5000)}"}`))?.status).toBe(
      413,
    );
    expect((await post(FUZZ_SECRET, '{"type":"room"}'))?.status).toBe(200);
    const failed: number[] = [];
    for (let i = 0; i < 12; i++) failed.push((await post(`wrong-${i}`, '{"type":"room"}'))!.status);
    expect(failed.at(-1)).toBe(429);
    const limited = await post('wrong-again', '{"type":"room"}');
    expect(Number(limited?.headers.get('retry-after')?.[0])).toBeGreaterThan(0);
    // While this address is locked out, the right secret gets the same answer as a guess.
    const right = await post(FUZZ_SECRET, '{"type":"room"}');
    expect(right?.status).toBe(429);
    expect(Number(right?.headers.get('retry-after')?.[0])).toBeGreaterThan(0);
  });

  it('hole 10: the calendar files keep Referrer-Policy: no-referrer; the newsletter sends a form back to a page of this site only', async () => {
    for (const target of [
      '/api/booking-calendar/not-a-signed-token',
      '/api/calendar/not-the-feed-token-0123456789abcdef.ics',
    ]) {
      const response = await send(port, { method: 'GET', target, headers: [] });
      expect(response?.status, target).toBe(404);
      expect(response?.headers.get('referrer-policy'), target).toEqual(['no-referrer']);
      expect(response?.headers.get('x-robots-tag')?.[0], target).toContain('noindex');
    }
    const signUp = (referer: string, locale: string) =>
      send(port, {
        method: 'POST',
        target: '/api/newsletter',
        headers: [
          ['Content-Type', 'application/x-www-form-urlencoded'],
          ['Referer', referer],
        ],
        body: `email=reader%40example.com&locale=${locale}`,
      });
    const site = `http://127.0.0.1:${port}`;
    const locationOf = async (referer: string, locale = 'me') => {
      const response = await signUp(referer, locale);
      expect(response?.status, referer).toBe(303);
      return response!.headers.get('location')![0]!.split('#')[0];
    };
    expect(await locationOf(`${site}/en/rooms`, 'en')).toBe('/en/rooms');
    for (const referer of [`${site}//evil.example/`, `${site}/\\evil.example/`])
      for (const [locale, home] of [
        ['me', '/'],
        ['en', '/en'],
      ] as const)
        expect(await locationOf(referer, locale), referer).toBe(home);
  });

  it('a server action posted from another site: 403, logged as a warning, not as an error', async () => {
    const before = readFileSync(inject('fuzzLog'), 'utf8').length;
    // An action of this build (an unknown id is answered 404 before anything else looks at it).
    const manifest = JSON.parse(
      readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
    ) as { node: Record<string, unknown> };
    const action = Object.keys(manifest.node)[0]!;
    const cross: [string, string][] = [
      ['Origin', 'https://elsewhere.example'],
      ['Content-Type', 'text/plain;charset=UTF-8'],
    ];
    const fetched = await send(port, {
      method: 'POST',
      target: '/en/book-now',
      headers: [...cross, ['Next-Action', action]],
      body: '[]',
    });
    const form = await send(port, {
      method: 'POST',
      target: '/en/book-now',
      headers: [
        ['Origin', 'https://elsewhere.example'],
        ['Content-Type', 'multipart/form-data; boundary=b'],
      ],
      body: `--b\r\nContent-Disposition: form-data; name="$ACTION_ID_${action}"\r\n\r\n\r\n--b--\r\n`,
    });
    expect(fetched?.status).toBe(403);
    expect(form?.status).toBe(403);
    const logSince = () => readFileSync(inject('fuzzLog'), 'utf8').slice(before);
    // Both refusals are logged once the server has written its lines.
    await expect
      .poll(() => logSince().split('"event":"action.cross_site"').length - 1, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    const log = logSince();
    expect(log).toContain('"event":"action.cross_site"');
    expect(log).not.toContain('does not match `origin`');
    expect(log).not.toContain('"level":"error"');
  });

  it('hole 1: the share images are the build’s: an unknown path is 404 and stores nothing; other methods are 405 and stored for no one', async () => {
    // Names of this run's own, looked for in the build's folder afterwards.
    const nonce = `zq${Date.now().toString(36)}`;
    for (const target of [
      `/og/xx/yy/${nonce}.png`,
      `/og/en/room/${nonce}.png`,
      `/og/en/news/a%2F${nonce}.png`,
      `/og/me/page/${nonce}${'p'.repeat(200)}.png`,
    ])
      for (const time of ['first', 'again']) {
        const response = await send(port, { method: 'GET', target, headers: [] });
        expect(response?.status, `${target} ${time}`).toBe(404);
        expect(response?.headers.get('x-nextjs-cache'), `${target} ${time}`).toBeUndefined();
      }
    // A real image: any method but GET and HEAD is refused, and the image stays the image.
    const image = '/og/en/room/dragons-cave.png';
    for (const method of ['DELETE', 'PUT', 'PATCH', 'POST']) {
      const refused = await send(port, { method, target: image, headers: [] });
      expect(refused?.status, method).toBe(405);
      expect(refused?.headers.get('allow'), method).toEqual(['GET, HEAD']);
    }
    const got = await send(port, { method: 'GET', target: image, headers: [] });
    expect(got?.status).toBe(200);
    expect(got?.headers.get('content-type')).toEqual(['image/png']);
    expect((await send(port, { method: 'HEAD', target: image, headers: [] }))?.status).toBe(200);
    // Nothing of the unknown paths in the route cache (Next.js's files under server/).
    const stored = readdirSync(path.join(distDir, 'server'), { recursive: true }).map(String);
    expect(stored.filter((file) => file.includes(nonce))).toEqual([]);
  });

  it('hole 4: every server action answers arguments of the wrong shape 400 and a body over 64 KB 413, with no stack trace in the log', async () => {
    const before = readFileSync(inject('fuzzLog'), 'utf8').length;
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
    ) as { node: Record<string, { workers: Record<string, unknown>; exportedName: string }> };
    const actions = Object.entries(manifest.node);
    expect(actions.map(([, entry]) => entry.exportedName)).toEqual(
      expect.arrayContaining([
        'submitBookingAction',
        'submitEnquiryAction',
        'addPhoneBookingAction',
        'searchAction',
      ]),
    );
    /** A page that runs the action: its first worker, `[locale]` as English, `[id]` as 1. */
    const pageOf = (workers: Record<string, unknown>) =>
      Object.keys(workers)[0]!
        .replace(/^app/, '')
        .replace(/\/page$/, '')
        .replace('[locale]', 'en')
        .replace('[id]', '1');
    const call = (target: string, id: string, body: string, type = 'text/plain;charset=UTF-8') =>
      send(port, {
        method: 'POST',
        target,
        headers: [
          ['Next-Action', id],
          ['Content-Type', type],
        ],
        body,
      });
    for (const [id, { workers, exportedName }] of actions) {
      const target = pageOf(workers);
      const what = `${exportedName} on ${target}`;
      // A number where the form (or the state, or a booking's id) belongs.
      const wrong = exportedName === 'confirmFromListAction' ? '["x"]' : '[5]';
      if (exportedName !== 'signOutAction')
        expect((await call(target, id, wrong))?.status, `${what}: ${wrong}`).toBe(400);
      const big = JSON.stringify([{ pad: 'x'.repeat(70 * 1024) }, '$K1']);
      expect((await call(target, id, big))?.status, `${what}: 70 KB`).toBe(413);
      // Without JavaScript: the form alone, where the previous state should come first.
      if (exportedName === 'submitBookingAction' || exportedName === 'searchAction') {
        const form = await send(port, {
          method: 'POST',
          target,
          headers: [['Content-Type', 'multipart/form-data; boundary=b']],
          body: `--b\r\nContent-Disposition: form-data; name="$ACTION_ID_${id}"\r\n\r\n\r\n--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--b--\r\n`,
        });
        expect(form?.status, `${what}: the form alone`).toBe(400);
      }
    }
    // The right shape still reaches the action, as the browser sends it with scripts (encoded by
    // React's own client) and without (the page's hidden fields): an enquiry with too small a
    // group comes back with that error.
    const [enquiry, { workers }] = actions.find(
      ([, entry]) => entry.exportedName === 'submitEnquiryAction',
    )!;
    const fields = new FormData();
    fields.append('locale', 'en');
    fields.append('groupSize', '2');
    const encoded = new Response((await encodeReply([{ status: 'idle' }, fields])) as FormData);
    const withScripts = await call(
      pageOf(workers),
      enquiry,
      await encoded.text(),
      encoded.headers.get('content-type')!,
    );
    expect(withScripts?.status).toBe(200);
    expect(withScripts?.body).toContain('6 to 40');
    const page = await send(port, { method: 'GET', target: pageOf(workers), headers: [] });
    const hidden = [
      ...page!.body.matchAll(/<input type="hidden" name="(\$ACTION_[^"]*)"(?: value="([^"]*)")?/g),
    ];
    expect(hidden.map(([, name]) => name)).toContain('$ACTION_REF_1');
    const plain = new FormData();
    for (const [, name, value = ''] of hidden)
      plain.append(name!, value.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    plain.append('locale', 'en');
    plain.append('groupSize', '2');
    const posted = new Response(plain);
    const withoutScripts = await send(port, {
      method: 'POST',
      target: pageOf(workers),
      headers: [['Content-Type', posted.headers.get('content-type')!]],
      body: await posted.text(),
    });
    expect(withoutScripts?.status).toBe(200);
    expect(withoutScripts?.body).toContain('6 to 40');
    const logSince = () => readFileSync(inject('fuzzLog'), 'utf8').slice(before);
    await expect
      .poll(() => logSince().split('"event":"action.refused"').length - 1, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(actions.length);
    expect(logSince()).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(logSince()).not.toContain('"level":"error"');
  });

  it('generated paths, queries, methods and headers: no 5xx, headers, no reflection, no files outside media', async () => {
    await property(request, Number(process.env.FUZZ_RUNS ?? (FULL ? 2000 : 500)));
  });

  it('generated revalidation calls never fail the server', async () => {
    await property(revalidation, 200);
  });

  it('generated newsletter sign-ups never fail the server', async () => {
    await property(newsletter, 200);
  });

  it('the server still answers at the end, and logged no stack trace', async () => {
    const home = await send(port, { method: 'GET', target: '/', headers: [] });
    expect(home?.status).toBe(200);
    const log = readFileSync(inject('fuzzLog'), 'utf8');
    expect(log).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(log).not.toContain('URIError');
  });
});

afterAll(() => {
  const counts = Object.fromEntries(
    [...statuses].sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  console.log(`fuzz: ${sent} requests; statuses ${JSON.stringify(counts)}`);
  const name =
    process.env.FUZZ_SERVER === 'standalone' ? 'fuzz-standalone-summary' : 'fuzz-summary';
  writeFileSync(
    `test-results/${name}.json`,
    JSON.stringify({ requests: sent, statuses: counts }, null, 2),
  );
});
