import { expect, test } from '@playwright/test';
import { allUrls, languageTag, pageHeading, staticRoutes } from './support/routes';
import { decode, snapshot } from './support/snapshot';

const urls = allUrls();

test('the route table has 32 URLs', () => {
  expect(urls).toHaveLength(32);
  expect(new Set(urls.map((entry) => entry.url)).size).toBe(32);
});

for (const { url, locale, heading } of urls) {
  test(`${url} answers 200 with its heading in the server-rendered HTML`, async ({ request }) => {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${languageTag[locale]}"`);
    const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
    expect(decode(h1 ?? '')).toBe(decode(heading));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const samples = [
    { locale: 'me' as const, route: staticRoutes[0] },
    { locale: 'en' as const, route: staticRoutes[2] },
    { locale: 'me' as const, route: staticRoutes[5] },
    { locale: 'en' as const, route: staticRoutes[13] },
  ];
  for (const { locale, route } of samples) {
    const page = snapshot.pages(locale).find((candidate) => candidate.slug === route.page[locale])!;
    test(`${route[locale]} shows its heading and text`, async ({ page: browser }) => {
      await browser.goto(route[locale]);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(
        decode(pageHeading(page)),
      );
      expect((await browser.locator('main').innerText()).length).toBeGreaterThan(200);
    });
  }
});

test('a trailing slash on the list routes shows the list', async ({ page }) => {
  await page.goto('/sobe/');
  await expect(page).toHaveURL(/\/sobe$/);
  await expect(page.locator('[data-room-card]').first()).toBeVisible();
  await page.goto('/en/news/');
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.locator('[data-news-card]').first()).toBeVisible();
});

test('no browser-language redirect: an English browser on / stays on the Montenegrin site', async ({
  request,
}) => {
  const response = await request.get('/', {
    headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="sr-ME"');
});
