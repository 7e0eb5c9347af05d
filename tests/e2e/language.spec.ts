import { expect, test } from '@playwright/test';
import { snapshot, translationOf } from './support/snapshot';

const meRoom = snapshot.rooms('me')[0]!;
const enRoom = translationOf('rooms', meRoom, 'en');
const enPost = snapshot.posts('en')[1]!;
const mePost = translationOf('posts', enPost, 'me');

async function switchTo(page: import('@playwright/test').Page, name: 'English' | 'Crnogorski') {
  await page.locator('[data-language-switcher] summary').click();
  await page.locator('[data-language-switcher]').getByRole('link', { name }).click();
}

test('from a room to the same room in English and back, by its translated slug', async ({
  page,
}) => {
  await page.goto(`/sobe/${meRoom.slug}`);
  // Straight to the translation (the page's hreflang alternate): no redirect on the way.
  await expect(page.locator('[data-language-switcher] a[data-locale-option="en"]')).toHaveAttribute(
    'href',
    `/en/rooms/${enRoom.slug}`,
  );
  const redirects: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
  });
  await switchTo(page, 'English');
  await expect(page).toHaveURL(new RegExp(`/en/rooms/${enRoom.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(new RegExp(`/sobe/${meRoom.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-ME');
  expect(redirects).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a room and a news item link straight to their translations in the server-rendered HTML', async ({
    page,
    request,
  }) => {
    const cases = [
      { from: `/sobe/${meRoom.slug}`, code: 'en', to: `/en/rooms/${enRoom.slug}` },
      { from: `/en/rooms/${enRoom.slug}`, code: 'me', to: `/sobe/${meRoom.slug}` },
      { from: `/en/news/${enPost.slug}`, code: 'me', to: `/novosti/${mePost.slug}` },
      { from: `/novosti/${mePost.slug}`, code: 'en', to: `/en/news/${enPost.slug}` },
    ];
    for (const { from, code, to } of cases) {
      // The HTML as served, before any script.
      const html = await (await request.get(from)).text();
      expect(html, from).toContain(`href="${to}"`);
      await page.goto(from);
      const link = page.locator(`[data-language-switcher] a[data-locale-option="${code}"]`);
      await expect(link).toHaveAttribute('href', to);
      // Following it costs no redirect.
      const response = await request.get(to, { maxRedirects: 0 });
      expect(response.status(), to).toBe(200);
    }
    // Other pages keep the route's own path in the other language.
    await page.goto('/cjenovnik');
    await expect(
      page.locator('[data-language-switcher] a[data-locale-option="en"]'),
    ).toHaveAttribute('href', '/en/pricing');
  });
});

test('a room slug typed in the other language redirects to the translation', async ({
  request,
}) => {
  const response = await request.get(`/en/rooms/${meRoom.slug}`, { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(response.headers().location).toBe(`/en/rooms/${enRoom.slug}`);
});

test('after a client-side navigation the switch follows the page now shown', async ({ page }) => {
  await page.goto('/en/rooms');
  await page.locator(`a[href="/en/rooms/${enRoom.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/rooms/${enRoom.slug}$`));
  // The address changes as the navigation starts; the room is the page shown once its heading is
  // (links prefetch only after 2 s idle, so the page may still be on its way).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    enRoom.title.rendered.replace(/&#8217;/g, '’'),
  );
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(new RegExp(`/sobe/${meRoom.slug}$`));
});

test('from a news item to its translation', async ({ page }) => {
  await page.goto(`/en/news/${enPost.slug}`);
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(new RegExp(`/novosti/${mePost.slug}$`));
});

test('a news list page switches to the same page of the other language', async ({ page }) => {
  await page.goto('/en/news/page/2');
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(/\/novosti\/strana\/2$/);
});

test('static pages switch to the localized path', async ({ page }) => {
  await page.goto('/cjenovnik');
  await switchTo(page, 'English');
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(/\/cjenovnik$/);
});

test('the current language is listed but disabled', async ({ page }) => {
  await page.goto('/en/contact');
  await page.locator('[data-language-switcher] summary').click();
  const current = page.locator('[data-language-switcher] [data-locale-option="en"]');
  await expect(current).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('[data-language-switcher] a[data-locale-option="en"]')).toHaveCount(0);
  await expect(page.locator('[data-language-switcher] a[data-locale-option="me"]')).toHaveAttribute(
    'href',
    '/kontakt',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the switch on a room still lands on the translated room', async ({ page }) => {
    await page.goto(`/en/rooms/${enRoom.slug}`);
    await switchTo(page, 'Crnogorski');
    await expect(page).toHaveURL(new RegExp(`/sobe/${meRoom.slug}$`));
  });
});
