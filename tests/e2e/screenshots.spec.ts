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
