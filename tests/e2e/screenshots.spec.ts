import { expect, test } from '@playwright/test';
import { snapshot } from './support/snapshot';

// Full-page screenshots for review, written to tests/screenshots/ (ignored by git).
const pages = {
  me: { home: '/', room: `/sobe/${snapshot.rooms('me')[0]!.slug}`, birthdays: '/rodendani', contact: '/kontakt' },
  en: { home: '/en', room: `/en/rooms/${snapshot.rooms('en')[0]!.slug}`, birthdays: '/en/birthdays', contact: '/en/contact' },
};
const widths = [390, 1440];

for (const [locale, urls] of Object.entries(pages)) {
  for (const [name, url] of Object.entries(urls)) {
    for (const width of widths) {
      test(`screenshot ${locale} ${name} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        await page.goto(url);
        await page.evaluate(() => document.fonts.ready);
        // Walk down the page so lazy images load, then wait for every image to finish.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
        // Nothing may stick out sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `tests/screenshots/${locale}-${name}-${width}.png`, fullPage: true });
      });
    }
  }
}

// The book-now page in its three states: idle, after a submission with errors, and the success modal.
for (const locale of ['me', 'en'] as const) {
  for (const width of widths) {
    test(`screenshot ${locale} book-now states at ${width}px`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.99.${width % 250}.${locale === 'me' ? 1 : 2}` });
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.goto(`${locale === 'me' ? '/rezervisi' : '/en/book-now'}?form=birthday`);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const section = page.locator('[data-booking]');
      await section.screenshot({ path: `tests/screenshots/${locale}-book-now-idle-${width}.png` });
      await page.locator('[data-submit]').click();
      await expect(page.locator('[data-error-summary]')).toBeFocused();
      await section.screenshot({ path: `tests/screenshots/${locale}-book-now-error-${width}.png` });
      await page.locator('#booking-package').selectOption({ index: 2 });
      await page.locator('#booking-children').fill('11');
      await page.locator('#booking-date').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
      await page.locator('#booking-time').selectOption({ index: 6 });
      await page.locator('#booking-name').fill('Milica Radović');
      await page.locator('#booking-email').fill(`milica.${Date.now()}.${width}@example.com`);
      await page.locator('#booking-phone').fill('+382 69 765 432');
      await page.locator('[data-submit]').click();
      await expect(page.locator('[data-success-modal] [data-reference]')).toBeVisible();
      await page.screenshot({ path: `tests/screenshots/${locale}-book-now-success-${width}.png` });
    });
  }
}
