import { readFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, inject, it } from 'vitest';
import securityHeaders from '../../server/security-headers.json';
import { MARKER, newsletter, request, revalidation } from './arbitraries';
import { send, type RawRequest, type RawResponse } from './raw-http';
import { FUZZ_SECRET } from './server-setup';
import { regressions } from './regressions';
import { FULL } from '../support/full';

const port = inject('fuzzPort');
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
    const post = (secret: string, body: string) =>
      send(port, {
        method: 'POST',
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
