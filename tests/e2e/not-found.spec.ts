import { expect, test } from '@playwright/test';
import { noChoiceYet } from './support/consent';

const cases = [
  {
    url: '/nepostoji',
    lang: 'sr-ME',
    title: 'Stranica nije pronađena',
    heading: 'Greška',
    home: 'Idite na početnu',
  },
  {
    url: '/en/nope',
    lang: 'en',
    title: 'Page not found',
    heading: 'Error',
    home: 'Go to homepage',
  },
  {
    url: '/sobe/no-such-room',
    lang: 'sr-ME',
    title: 'Stranica nije pronađena',
    heading: 'Greška',
    home: 'Idite na početnu',
  },
  {
    url: '/en/rooms/no-such-room',
    lang: 'en',
    title: 'Page not found',
    heading: 'Error',
    home: 'Go to homepage',
  },
  {
    url: '/novosti/nema-te-vijesti',
    lang: 'sr-ME',
    title: 'Stranica nije pronađena',
    heading: 'Greška',
    home: 'Idite na početnu',
  },
  {
    url: '/en/news/page/999',
    lang: 'en',
    title: 'Page not found',
    heading: 'Error',
    home: 'Go to homepage',
  },
  {
    url: '/novosti/strana/3',
    lang: 'sr-ME',
    title: 'Stranica nije pronađena',
    heading: 'Greška',
    home: 'Idite na početnu',
  },
  {
    url: '/en/news/page/two',
    lang: 'en',
    title: 'Page not found',
    heading: 'Error',
    home: 'Go to homepage',
  },
  {
    url: '/en/some/deep/path',
    lang: 'en',
    title: 'Page not found',
    heading: 'Error',
    home: 'Go to homepage',
  },
];

for (const { url, lang, title, heading, home } of cases) {
  test(`${url} answers 404 with the not-found page in the served HTML`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    // A CDN keeps a 404 briefly at most: here, not at all.
    expect(response.headers()['cache-control']).toMatch(/no-store|max-age=\d{1,3}\b/);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(heading);
    expect(html).toContain(
      lang === 'en'
        ? 'Sorry, we can&#x27;t find the page you&#x27;re looking for.'
        : 'Izvinite, ne možemo da pronađemo stranicu koju tražite.',
    );
    expect(html).toContain('data-error-graphic');
    expect(html).toContain(home);
  });
}

test('the not-found page links home, and the header is inverted only while it is shown', async ({
  page,
}) => {
  await page.goto('/en/nope');
  const header = page.locator('[data-site-header]');
  await expect(header).toHaveCSS('background-color', 'rgb(65, 64, 66)');
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(header).not.toHaveCSS('background-color', 'rgb(65, 64, 66)');
  await expect(page.locator('[data-error-page]')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
});

// One rule at every width: the inverted (grey) header on a phone as on a desktop, scrolled or not.
for (const width of [390, 1440]) {
  test(`the not-found header is inverted at ${width}px, also once the page is scrolled`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    for (const url of ['/nepostoji', '/en/rooms/nope', '/sobe/nema/ni/ovo']) {
      await page.goto(url);
      const header = page.locator('[data-site-header]');
      await expect(header, url).toHaveCSS('background-color', 'rgb(65, 64, 66)');
      await expect(header.locator('[data-wordmark]')).toHaveCSS('color', 'rgb(255, 255, 255)');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect(header, url).toHaveCSS('background-color', 'rgb(65, 64, 66)');
    }
  });
}

test('every link of the not-found page opens its page', async ({ page }) => {
  await page.goto('/sobe/nema-je');
  await page
    .getByRole('navigation', { name: 'Glavna navigacija' })
    .getByRole('link', { name: 'Sobe' })
    .click();
  await expect(page).toHaveURL(/\/sobe$/);
  await expect(page.locator('[data-error-page]')).toHaveCount(0);
  await expect(page.locator('[data-room-list]')).toBeVisible();
});

// The page's largest paint is its drawing, painted in the first frame; the consent bar's text,
// which appears after hydration, is smaller at a phone's and a desktop's width, so it does not
// become the page's largest contentful paint (a late LCP, Lighthouse's "performance").
test.describe('before a consent choice', () => {
  test.use({ storageState: noChoiceYet });
  for (const { url, alt } of [
    { url: '/nepostoji', alt: 'Zaključana vrata s katancem' },
    { url: '/en/nope', alt: 'A locked door with a padlock' },
  ]) {
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 900 },
    ]) {
      test(`${url} at ${viewport.width}px: its illustration is the largest paint, over the consent bar`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript(() => {
          const entries: string[] = [];
          (window as unknown as { lcp: string[] }).lcp = entries;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
              entries.push(
                entry.element?.matches('[data-error-illustration]') ? 'illustration' : 'other',
              );
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(url);
        const picture = page.getByRole('img', { name: alt });
        await expect(picture).toBeVisible();
        await expect(picture).toHaveAttribute('width', '1200');
        await expect(picture).toHaveAttribute('height', '800');
        expect(
          await picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
        ).toBeGreaterThan(0);
        await expect(page.locator('head link[rel="preload"][as="image"]').first()).toHaveAttribute(
          'href',
          '/media/misc/not-found.svg',
        );
        await expect(page.locator('#cm__desc')).toBeVisible();
        const box = (await picture.boundingBox())!;
        const text = (await page.locator('#cm__desc').boundingBox())!;
        expect(box.width * box.height).toBeGreaterThan(2 * text.width * text.height);
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1)))
          .toBe('illustration');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          viewport.width,
        );
      });
    }
  }
});
