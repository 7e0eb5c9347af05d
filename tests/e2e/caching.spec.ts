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
