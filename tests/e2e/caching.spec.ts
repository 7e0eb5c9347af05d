// Static first: every public page is prerendered and answers with headers a CDN may cache by;
// what shows a visitor's own data, errors and the 404 page are never kept.
import { expect, test } from '@playwright/test';
import { allUrls } from './support/routes';

const perRequest = new Set(['/rezervisi', '/en/book-now']);

test('every public page is served from the prerendered cache with s-maxage and stale-while-revalidate', async ({
  request,
}) => {
  const urls = [...allUrls().map(({ url }) => url), '/novosti/strana/2', '/en/news/page/2'];
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const cacheControl = response.headers()['cache-control'] ?? '';
    if (perRequest.has(url)) {
      // The book-now page chooses its form from ?form= on the server: rendered per request.
      expect(cacheControl, url).toContain('no-store');
      continue;
    }
    expect(cacheControl, url).toMatch(/\bs-maxage=\d+/);
    expect(cacheControl, url).toMatch(/\bstale-while-revalidate=\d+/);
    expect(cacheControl, url).not.toMatch(/private|no-store|no-cache/);
    expect(response.headers()['x-nextjs-cache'], url).toMatch(/HIT|STALE/);
  }
});

test('?page=N of the news list redirects (308) to its own path; page 1 is the list itself', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/novosti?page=2', '/novosti/strana/2'],
    ['/en/news?page=2', '/en/news/page/2'],
    ['/en/news?page=1', '/en/news'],
    ['/en/news/page/1', '/en/news'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
});

test("a prerendered page is the same answer through the server entry's fast path as through the proxy; a client cannot skip the proxy", async ({
  request,
}) => {
  // The fast path (server/prerendered-pages.mjs) takes a plain GET of a prerendered page; a query
  // string sends the same request through the proxy (src/proxy.ts), which rewrites it alike.
  const drop = new Set(['date', 'connection', 'keep-alive']);
  const headersOf = (response: { headers(): Record<string, string> }) =>
    Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !drop.has(name)));
  for (const url of [
    '/',
    '/en',
    '/sobe',
    '/en/rooms/pirate-treasure',
    '/novosti/strana/2',
    '/faq',
  ]) {
    const fast = await request.get(url, { maxRedirects: 0 });
    const proxied = await request.get(`${url}?via=proxy`, { maxRedirects: 0 });
    expect(fast.status(), url).toBe(200);
    expect(headersOf(fast), url).toEqual(headersOf(proxied));
    expect(await fast.text(), url).toBe(await proxied.text());
  }
  // A page's folder asked directly is the proxy's to redirect to its public path, with or
  // without the header that marks the entry's own rewrites.
  for (const headers of [{}, { 'x-cluville-prerendered': '1' }] as Record<string, string>[]) {
    const folder = await request.get('/me/faq', { maxRedirects: 0, headers });
    expect(folder.status()).toBe(307);
    expect(folder.headers().location).toBe('/faq');
  }
});
