import { describe, expect, it } from 'vitest';
import {
  guardRequest,
  isInternalHeader,
  KNOWN_METHODS,
  localeOf,
  malformedReason,
} from './request-guard.mjs';

const get = (url, method = 'GET', headers = {}) => guardRequest({ method, url, headers });
// Node hands the request target over with each byte as one latin1 character.
const raw = (bytes) => Buffer.from(bytes).toString('latin1');

describe('malformed addresses', () => {
  it.each([
    '/%ff',
    '/en/rooms/%E0%A4%A',
    '/media/%zz.svg',
    '/sobe/%ff',
    '/api/%ff',
    '/x%ff.svg',
    '/_next/static/%c0%ae%c0%ae/x.js', // overlong UTF-8 for "."
    '/a%00b', // NUL
    '/a%0d%0aSet-Cookie:x=1', // CRLF
    '/en/news?page=%e0%80%af',
    '/%ed%a0%80', // a lone surrogate
    '/%',
  ])('%s answers 400 with the small page', (url) => {
    const verdict = get(url);
    expect(verdict?.status).toBe(400);
    expect(verdict?.page).toBe('bad-request');
  });

  it('raw bytes that are not UTF-8 are refused too, and raw UTF-8 passes', () => {
    expect(malformedReason(raw([0x2f, 0xff]))).toBe('not UTF-8');
    expect(malformedReason(raw([0x2f, 0xc4, 0x8d]))).toBeUndefined(); // "/č"
  });

  it.each([
    '/',
    '/sobe/piratsko-blago',
    '/en/rooms?x=%C4%8D',
    '/media/rooms/pirate.svg',
    '/r%C4%91',
    '/a%20b',
    '/_next/static/chunks/a.js',
  ])('%s passes', (url) => expect(get(url)).toBeUndefined());

  it('answers in English under /en only', () => {
    expect(get('/en/rooms/%ff')?.locale).toBe('en');
    expect(get('/en%ff')?.locale).toBe('me');
    expect(localeOf('/en')).toBe('en');
    expect(localeOf('/english')).toBe('me');
    expect(get('/%ff')?.locale).toBe('me');
  });

  it('the shortcut for plain addresses agrees with the full check, byte by byte', () => {
    // Every byte, alone and after the bytes that start something (`%`, `#`, `?`, a UTF-8 lead
    // byte): the guard's verdict is the full check's.
    const differing = [];
    for (const first of [0x61, 0x25, 0x23, 0x3f, 0xc4, 0xe0, 0xff]) {
      for (let second = 0; second < 256; second++) {
        const url = raw([0x2f, 0x61, first, second]);
        const hash = url.indexOf('#');
        const reason = malformedReason(hash === -1 ? url : url.slice(0, hash));
        if (get(url)?.reason !== reason) differing.push(url);
      }
    }
    expect(differing).toEqual([]);
  });

  it('refuses a target that is not a path', () => {
    expect(get('http://evil.example/')?.status).toBe(400);
    expect(get('//evil.example/')?.status).toBe(400);
  });
});

describe('internal headers', () => {
  it('drops x-middleware-* always and the rewritten path outside the client router', () => {
    expect(isInternalHeader('x-middleware-rewrite', true)).toBe(true);
    expect(isInternalHeader('X-Middleware-Next', false)).toBe(true);
    expect(isInternalHeader('x-nextjs-rewritten-path', false)).toBe(true);
    expect(isInternalHeader('x-nextjs-rewritten-path', true)).toBe(false);
    expect(isInternalHeader('content-type', false)).toBe(false);
  });
});

describe('router state header', () => {
  // What Next.js 16.4's client router sends: the tree of segments, each with its children by slot.
  const tree = [
    '',
    {
      children: [
        '[locale]',
        {
          children: [
            ['locale', 'en', 'd', null],
            { children: ['rooms', { children: ['__PAGE__', {}, null, null] }] },
          ],
        },
        null,
        null,
        1,
      ],
    },
    null,
    null,
    0,
  ];
  const header = (value) => ({
    url: '/en/rooms',
    headers: { rsc: '1', 'next-router-state-tree': value },
  });

  it('passes the shape the client router sends, and requests without it', () => {
    expect(guardRequest(header(encodeURIComponent(JSON.stringify(tree))))).toBeUndefined();
    expect(
      guardRequest(
        header(
          encodeURIComponent(JSON.stringify(['', {}, ['/en', '/en/rooms'], 'refetch', 1, 'x'])),
        ),
      ),
    ).toBeUndefined();
    expect(guardRequest({ url: '/en/rooms', headers: { rsc: '1' } })).toBeUndefined();
  });

  it.each([
    '<fz"q9\'marker>',
    '%5B%22x%22%5D', // ["x"]: no children
    '%ff',
    encodeURIComponent(JSON.stringify([['locale', 'en', 'zz', null], {}])),
    encodeURIComponent(JSON.stringify(['', { children: 'x' }])),
    encodeURIComponent(JSON.stringify(['', {}, null, 'reload'])),
    encodeURIComponent(JSON.stringify(['', {}, null, null, null, null, 'too many'])),
    'x'.repeat(40_001),
  ])('answers 400 to a value Next.js cannot parse: %s', (value) => {
    expect(guardRequest(header(value))).toMatchObject({
      status: 400,
      page: 'bad-request',
      reason: 'invalid router state header',
    });
  });
});

describe('methods', () => {
  it('knows the methods Next.js answers, and OPTIONS * answers 204', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
      expect(KNOWN_METHODS.has(method)).toBe(true);
    for (const method of ['TRACE', 'PROPFIND', 'CONNECT', 'get'])
      expect(KNOWN_METHODS.has(method)).toBe(false);
    expect(get('*', 'OPTIONS')).toMatchObject({
      status: 204,
      headers: { Allow: 'GET, HEAD, OPTIONS' },
    });
  });
});

describe('content security policy', () => {
  it("adds WordPress's origin to img-src only, and nothing without it", async () => {
    const { contentSecurityPolicy } = await import('./content-security-policy.mjs');
    const policy = "default-src 'self'; img-src 'self' data:; frame-src https://www.google.com";
    expect(contentSecurityPolicy(policy, {})).toBe(policy);
    expect(contentSecurityPolicy(policy, { WORDPRESS_URL: 'https://admin.cluville.me/' })).toBe(
      "default-src 'self'; img-src 'self' data: https://admin.cluville.me; frame-src https://www.google.com",
    );
    expect(contentSecurityPolicy(policy, { WORDPRESS_URL: 'http://127.0.0.1:3199' })).toContain(
      "img-src 'self' data: http://127.0.0.1:3199;",
    );
    expect(contentSecurityPolicy(policy, { WORDPRESS_URL: 'ftp://x' })).toBe(policy);
  });
});
