import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { localeRewrite } from './locale-rewrite';
import { resolveRoute } from './resolve-route';
import { routing } from './routing';

const intl = createMiddleware(routing);

/** What a middleware answer tells Next.js: status, rewrite target, redirect, request headers. */
function summary(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(
      ([name]) => name.startsWith('x-middleware') || name === 'location',
    ),
  );
  return { status: response.status, headers };
}

const paths = [
  '/',
  '/en',
  '/sobe',
  '/en/rooms',
  '/sobe/piratsko-blago',
  '/en/rooms/pirate-treasure',
  '/novosti',
  '/novosti/strana/2',
  '/en/news/page/3',
  '/en/news/winter-holidays-at-cluville',
  '/rezervisi',
  '/en/book-now',
  '/faq',
  '/en/faq',
  '/team-building',
  '/o-nama',
  '/en/our-story',
  '/politika-privatnosti',
  '/kolacici',
];

describe("the proxy's rewrite of a public path", () => {
  it("answers as next-intl's middleware does, with and without a query", async () => {
    for (const path of paths) {
      for (const search of ['', '?form=room&room=piratsko-blago']) {
        const url = `http://127.0.0.1:3000${path}${search}`;
        const resolved = resolveRoute(path);
        expect(resolved, path).not.toBeNull();
        const ours = localeRewrite(
          new NextRequest(url, { headers: { 'user-agent': 'test' } }),
          resolved!,
        );
        expect(ours, path).toBeDefined();
        const theirs = await intl(new NextRequest(url, { headers: { 'user-agent': 'test' } }));
        expect(summary(ours!), url).toEqual(summary(theirs));
      }
    }
  });

  it('leaves paths with anything to normalise to next-intl', () => {
    for (const path of ['/sobe/pirat%C5%A1ko', '/en//rooms', '/sobe/']) {
      const resolved = resolveRoute(path) ?? {
        locale: 'me' as const,
        route: '/rooms' as const,
        params: {},
      };
      expect(
        localeRewrite(new NextRequest(`http://127.0.0.1:3000${path}`), resolved),
        path,
      ).toBeUndefined();
    }
  });
});
