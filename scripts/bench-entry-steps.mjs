// `node scripts/bench-entry-steps.mjs`: what each step of the server entry's request path
// (server/index.mjs) costs per request, in-process on real node:http objects, in microseconds
// (median of 7 rounds of 50 000 calls). The throughput section of `npm run bench` gives the
// whole entry's cost (the site against the same build under `next start`); this says where it goes.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Histogram, Registry } from 'prom-client';
import { guardRequest, isInternalHeader } from '../server/request-guard.mjs';
import { methodOf, routeOf, statusOf } from '../server/request-route.mjs';
import securityHeaders from '../server/security-headers.json' with { type: 'json' };
import { prerenderedPagePath } from '../server/prerendered-pages.mjs';

const N = 50_000;
const ROUNDS = 7;
const META = Symbol.for('NextInternalRequestMeta');
// What the client router sends on a navigation to a room (the shape of Next.js 16.4).
const ROUTER_STATE = encodeURIComponent(
  JSON.stringify([
    '',
    {
      children: [
        '[locale]',
        {
          children: [
            ['locale', 'en', 'd', null],
            {
              children: [
                'rooms',
                {
                  children: [
                    ['slug', 'pirate-treasure', 'd', null],
                    { children: ['__PAGE__', {}, null, null] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    null,
    null,
  ]),
);
if (guardRequest({ url: '/', headers: { 'next-router-state-tree': ROUTER_STATE } }))
  throw new Error('the sample router state is refused');

function request(url, headers = {}) {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = url;
  req.headers = { host: '127.0.0.1', 'user-agent': 'bench', accept: '*/*', ...headers };
  req[META] = { match: { definition: { pathname: '/[locale]/rooms/[slug]' } } };
  return req;
}

function time(label, fn) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let i = 0; i < N; i++) fn(i);
    rounds.push(((performance.now() - start) * 1000) / N);
  }
  rounds.sort((a, b) => a - b);
  return { step: label, 'µs per request': Number(rounds[ROUNDS >> 1].toFixed(3)) };
}

export function measureSteps(extra = []) {
  const home = request('/');
  const room = request('/en/rooms/pirate-treasure');
  const rsc = request('/en/rooms/pirate-treasure', {
    rsc: '1',
    'next-router-state-tree': ROUTER_STATE,
  });
  const histogram = new Histogram({
    name: 'bench_duration_seconds',
    help: 'bench',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [new Registry()],
  });
  const res = new ServerResponse(home);
  const rows = [
    time('request guard, /', () => guardRequest(home)),
    time('request guard, room page', () => guardRequest(room)),
    time('request guard, room page with a router state header (client navigation)', () =>
      guardRequest(rsc),
    ),
    time('route template (routeOf)', () => routeOf(room)),
    time('timing (hrtime + observe with labels)', () => {
      const start = process.hrtime.bigint();
      histogram.observe(
        { method: methodOf(room.method), route: routeOf(room), status: statusOf(res) },
        Number(process.hrtime.bigint() - start) / 1e9,
      );
    }),
    time('client address header', () => {
      room.headers['x-cluville-client-address'] = `token ${room.socket.remoteAddress ?? 'unknown'}`;
    }),
    time('security headers: the check that an answer has them (writeHead)', () =>
      res.hasHeader('content-security-policy'),
    ),
    time('security headers: setting them all (a redirect of Next.js only)', () => {
      for (const [name, value] of Object.entries(securityHeaders))
        if (!res.hasHeader(name)) res.setHeader(name, value);
      res.removeHeader('content-security-policy');
    }),
    time('internal-header check, 15 headers', () => {
      for (let i = 0; i < 15; i++) {
        const name = i % 3 === 0 ? 'x-nextjs-cache' : 'content-type';
        if (name.charCodeAt(0) === 0x78) isInternalHeader(name, false);
      }
    }),
    (() => {
      // The fast path's lookup for a page it has seen (the app's route table asked once).
      const rewrite = prerenderedPagePath(new Set(['/en/rooms/pirate-treasure']), () => () => ({
        locale: 'en',
        folder: '/en/rooms/pirate-treasure',
      }));
      return time('prerendered page: the rewrite to its folder (fast path)', () => {
        room.url = '/en/rooms/pirate-treasure';
        rewrite(room);
      });
    })(),
    ...extra.map(([label, fn]) => time(label, fn)),
  ];
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(measureSteps());
