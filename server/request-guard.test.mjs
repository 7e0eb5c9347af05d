import { describe, expect, it } from 'vitest';
import { guardRequest, isInternalHeader, localeOf, malformedReason } from './request-guard.mjs';

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

  it.each(['/', '/sobe/piratsko-blago', '/en/rooms?x=%C4%8D', '/media/rooms/pirate.svg', '/r%C4%91', '/a%20b', '/_next/static/chunks/a.js'])(
    '%s passes',
    (url) => expect(get(url)).toBeUndefined(),
  );

  it('answers in English under /en only', () => {
    expect(get('/en/rooms/%ff')?.locale).toBe('en');
    expect(get('/en%ff')?.locale).toBe('me');
    expect(localeOf('/en')).toBe('en');
    expect(localeOf('/english')).toBe('me');
    expect(get('/%ff')?.locale).toBe('me');
  });

  it('refuses a target that is not a path', () => {
    expect(get('http://evil.example/')?.status).toBe(400);
    expect(get('//evil.example/')?.status).toBe(400);
  });
});

describe('methods', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'POST', 'PROPFIND', 'TRACE'])('%s on a page answers 405 with Allow: GET, HEAD', (method) => {
    expect(get('/sobe', method)).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  });

  it.each(['/media/rooms/pirate.svg', '/_next/static/chunks/a.js', '/favicon.ico'])('TRACE and POST on %s answer 405', (url) => {
    expect(get(url, 'TRACE')?.status).toBe(405);
    expect(get(url, 'POST', { 'next-action': 'abc' })?.status).toBe(405);
  });

  it('OPTIONS answers 204 with the allowed methods', () => {
    expect(get('/en/rooms', 'OPTIONS')).toMatchObject({ status: 204, headers: { Allow: 'GET, HEAD, OPTIONS' } });
    expect(get('/api/revalidate', 'OPTIONS')).toMatchObject({ status: 204, headers: { Allow: 'POST, OPTIONS' } });
    expect(get('*', 'OPTIONS')?.status).toBe(204);
  });

  it('the revalidation endpoint answers POST and names it in Allow otherwise', () => {
    expect(get('/api/revalidate', 'POST')).toBeUndefined();
    expect(get('/api/revalidate', 'GET')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
    expect(get('/api/revalidate', 'TRACE')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
    expect(get('/api/unknown', 'GET')).toBeUndefined();
  });

  it('the bookings endpoint answers POST and names it in Allow otherwise', () => {
    expect(get('/api/bookings', 'POST')).toBeUndefined();
    expect(get('/api/bookings', 'GET')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
    expect(get('/api/bookings', 'PUT')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
    // The buttons of signed booking links post here; a GET (a mail scanner) changes nothing.
    expect(get('/api/booking-links', 'POST')).toBeUndefined();
    expect(get('/api/booking-links', 'GET')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
  });

  it('the newsletter endpoint answers POST (a form without JavaScript posts there too) and names it in Allow otherwise', () => {
    expect(get('/api/newsletter', 'POST', { 'content-type': 'application/x-www-form-urlencoded' })).toBeUndefined();
    expect(get('/api/newsletter', 'POST', { 'content-type': 'application/json' })).toBeUndefined();
    expect(get('/api/newsletter', 'GET')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
    expect(get('/api/newsletter', 'DELETE')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
  });

  it('server actions still reach the page they post to', () => {
    expect(get('/rezervisi', 'POST', { 'next-action': '7f3a' })).toBeUndefined();
    expect(get('/en/book-now', 'POST', { 'content-type': 'multipart/form-data; boundary=x' })).toBeUndefined();
    expect(get('/en/book-now', 'POST', { 'content-type': 'application/x-www-form-urlencoded' })?.status).toBe(405);
  });

  it("the staff desk's forms (server actions, with or without JavaScript) reach its pages; other posts do not", () => {
    for (const path of ['/staff', '/staff/sign-in', '/staff/sign-in/link?token=abc', '/staff/phone?what=room:x&date=2027-01-05', '/staff/blocks']) {
      expect(get(path, 'POST', { 'content-type': 'multipart/form-data; boundary=x' })).toBeUndefined();
      expect(get(path, 'POST', { 'next-action': '7f3a' })).toBeUndefined();
      expect(get(path, 'POST', { 'content-type': 'application/x-www-form-urlencoded' })?.status).toBe(405);
    }
    expect(get('/staff/blocks', 'DELETE')?.status).toBe(405);
  });

  it('HEAD passes everywhere GET does', () => {
    expect(get('/', 'HEAD')).toBeUndefined();
    expect(get('/media/rooms/pirate.svg', 'HEAD')).toBeUndefined();
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

describe('what the build knows', () => {
  const build = { knownActions: new Set(['40aa']), validRouterState: (value) => value === 'ok' };

  it('answers an unknown server action like Next.js would, without reaching it', () => {
    expect(guardRequest({ method: 'POST', url: '/en/book-now', headers: { 'next-action': '7f00' } }, build)).toMatchObject({
      status: 404,
      headers: { 'x-nextjs-action-not-found': '1' },
    });
    expect(guardRequest({ method: 'POST', url: '/en/book-now', headers: { 'next-action': '40aa' } }, build)).toBeUndefined();
  });

  it('refuses a router state header Next.js cannot parse', () => {
    expect(guardRequest({ url: '/enen', headers: { rsc: '1', 'next-router-state-tree': '<junk>' } }, build)?.status).toBe(400);
    expect(guardRequest({ url: '/enen', headers: { rsc: '1', 'next-router-state-tree': 'ok' } }, build)).toBeUndefined();
  });
});

describe('content security policy', () => {
  it("adds WordPress's origin to img-src only, and nothing without it", async () => {
    const { contentSecurityPolicy } = await import('./content-security-policy.mjs');
    const policy = "default-src 'self'; img-src 'self' data:; frame-src https://www.google.com";
    expect(contentSecurityPolicy(policy, {})).toBe(policy);
    expect(contentSecurityPolicy(policy, { WORDPRESS_URL: 'https://admin.cluville.me/' })).toBe("default-src 'self'; img-src 'self' data: https://admin.cluville.me; frame-src https://www.google.com");
    expect(contentSecurityPolicy(policy, { WORDPRESS_URL: 'http://127.0.0.1:3199' })).toContain("img-src 'self' data: http://127.0.0.1:3199;");
    expect(contentSecurityPolicy(policy, { WORDPRESS_URL: 'ftp://x' })).toBe(policy);
  });
});
