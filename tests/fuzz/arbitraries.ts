import fc from 'fast-check';
import { FUZZ_SECRET } from './server-setup';
import type { RawRequest } from './raw-http';

// What a scanner or an attacker sends: known routes mixed with malformed percent-encoding,
// unicode, very long segments, traversal, CRLF, a reflection marker, and oversized headers.
export const MARKER = '<fz"q9\'marker>';
const encodedMarker = encodeURIComponent(MARKER);

const hexByte = fc
  .integer({ min: 0, max: 255 })
  .map((byte) => `%${byte.toString(16).padStart(2, '0')}`);
const junk = fc.constantFrom(
  '%ff',
  '%zz',
  '%',
  '%E0%A4%A',
  '%c0%ae',
  '%c0%af',
  '%00',
  '%0d%0a',
  '%2e%2e',
  '%2f',
  '%5c',
  '%25',
  '%ed%a0%80',
  '%C4%8D',
  '%e2%80%ae',
  '%f4%90%80%80',
);
const traversal = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2f',
  '%2e%2e%5c',
  '....//',
  '..;',
  '%252e%252e',
  '.env',
  '.next',
  'package.json',
  'etc/passwd',
  'proc/self/environ',
  'next.config.ts',
  'server/index.mjs',
);
const known = fc.constantFrom(
  '',
  'en',
  'sobe',
  'rooms',
  'piratsko-blago',
  'pirate-treasure',
  'novosti',
  'news',
  'rezervisi',
  'book-now',
  'media',
  'rooms',
  'pirate.svg',
  'api',
  'revalidate',
  '_next',
  'static',
  'image',
  'favicon.ico',
  'icon.svg',
  'robots.txt',
  '_missing',
  'me',
  '[locale]',
  'x.svg',
);
const unicode = fc
  .string({ unit: 'grapheme', maxLength: 8 })
  .map((text) => text.replace(/[\s\u0000-\u001f\u007f?#]/g, ''));
const long = fc.integer({ min: 300, max: 9000 }).map((length) => 'a'.repeat(length));
const segment = fc.oneof(
  { weight: 10, arbitrary: known },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(junk, hexByte, known), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: traversal },
  { weight: 2, arbitrary: unicode },
  { weight: 1, arbitrary: long },
  { weight: 1, arbitrary: fc.constantFrom(MARKER.replace(/ /g, ''), encodedMarker) },
);
const prefix = fc.constantFrom(
  '',
  '/en',
  '/media',
  '/media/rooms',
  '/api',
  '/api/revalidate',
  '/api/newsletter',
  '/_next',
  '/_next/static/chunks',
  '/sobe',
  '/en/rooms',
  '/novosti',
  '/en/news',
);
export const path = fc
  .tuple(
    prefix,
    fc.array(segment, { maxLength: 5 }),
    fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  )
  .map(([start, segments, slash]) =>
    `${start}/${segments.join('/')}${slash && segments.length ? '/' : ''}`.replace(/^\/\//, '/'),
  );
export const query = fc.option(
  fc
    .array(
      fc.tuple(
        fc.oneof(known, fc.constantFrom('page', '_rsc', 'utm_source', '__proto__')),
        fc.oneof(segment, fc.integer().map(String)),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  { nil: '' },
);
export const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
);

const headerValue = fc.oneof(
  segment,
  fc.constant(MARKER),
  fc.constant(`x\r\nX-Injected: ${MARKER}`),
  fc.constant('x\rX-Injected: 1'),
  fc.integer({ min: 1000, max: 24_000 }).map((length) => `big=${'c'.repeat(length)}`),
);
const header = fc.oneof(
  fc.tuple(
    fc.constantFrom(
      'Cookie',
      'Accept-Language',
      'X-Forwarded-Host',
      'X-Forwarded-For',
      'X-Forwarded-Proto',
      'Referer',
      'User-Agent',
      'Next-Router-State-Tree',
      'Next-Router-Prefetch',
      'Next-Action',
      'RSC',
      'Next-Url',
      'X-Middleware-Subrequest',
      'X-Revalidate-Secret',
      'X-Cluville-Client-Address',
      'Content-Type',
      'Accept',
      'Range',
      'If-None-Match',
      'X-Nextjs-Data',
    ),
    headerValue,
  ),
  fc.constant<[string, string]>(['RSC', '1']),
  fc.constant<[string, string]>(['Content-Type', 'multipart/form-data; boundary=----fz']),
  fc.constant<[string, string]>([
    'X-Middleware-Subrequest',
    'middleware:middleware:middleware:middleware:middleware',
  ]),
);
export const headers = fc.array(header, { maxLength: 4 });
export const body = fc.option(
  fc.oneof(
    fc.json(),
    fc.constant('{"type":"room","id":1}'),
    fc.string({ maxLength: 200 }),
    fc.integer({ min: 4000, max: 9000 }).map((n) => 'b'.repeat(n)),
  ),
  { nil: undefined },
);

export const request: fc.Arbitrary<RawRequest> = fc.record({
  method,
  target: fc.tuple(path, query).map(([p, q]) => p + q),
  headers,
  body,
});

/** POSTs to the revalidation endpoint, with a right or wrong secret and any body. */
export const revalidation: fc.Arbitrary<RawRequest> = fc.record({
  method: fc.constant('POST'),
  target: fc.constantFrom('/api/revalidate', '/api/revalidate/', '/api/revalidate?x=1'),
  headers: fc
    .tuple(
      fc.oneof(
        fc.constant(FUZZ_SECRET),
        fc
          .string({ maxLength: 64 })
          .map((text) => text.replace(/[\u0000-\u001f\u007f-\uffff]/g, '')),
        fc.constant(FUZZ_SECRET + 'x'),
      ),
      headers,
    )
    .map(([secret, rest]) => [
      ['X-Revalidate-Secret', secret] as [string, string],
      ['Content-Type', 'application/json'] as [string, string],
      ...rest,
    ]),
  body,
});

/** Sign-ups to the newsletter endpoint: JSON or a form, any fields, any address. */
export const newsletter: fc.Arbitrary<RawRequest> = fc.record({
  method: fc.constant('POST'),
  target: fc.constantFrom('/api/newsletter', '/api/newsletter/', '/api/newsletter?x=1'),
  headers: fc
    .tuple(
      fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=----fz',
      ),
      headers,
    )
    .map(([type, rest]) => [['Content-Type', type] as [string, string], ...rest]),
  body: fc.option(
    fc.oneof(
      body.map((value) => value ?? ''),
      fc
        .tuple(fc.emailAddress(), fc.constantFrom('me', 'en', 'xx'))
        .map(([email, locale]) => JSON.stringify({ email, locale })),
      fc
        .tuple(fc.string({ maxLength: 80 }), fc.constantFrom('me', 'en'))
        .map(([email, locale]) => `email=${encodeURIComponent(email)}&locale=${locale}`),
    ),
    { nil: undefined },
  ),
});
