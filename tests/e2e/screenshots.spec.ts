import { expect, test, type Page } from '@playwright/test';
import { allUrls } from './support/routes';

// Full-page screenshots of every route in both languages at a phone and a desktop width, for
// review, written to tests/screenshots/ (ignored by git).
const widths = [390, 1440];

/** A file name from a URL: `/` → me-home, `/en/rooms/x` → en-rooms-x. */
function shotName(url: string, locale: string): string {
  const rest = url.replace(/^\/en(?=\/|$)/, '').replace(/^\/+/, '').replace(/\//g, '-');
  return `${locale}-${rest || 'home'}`;
}

/** Walks down the page so lazy images load, then waits for every image to finish. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  // Pictures in a sideways-scrolling row never enter the viewport while walking down the page.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => ((image as HTMLImageElement).loading = 'eager')));
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

for (const { url, locale } of allUrls()) {
  for (const width of widths) {
    test(`screenshot ${url} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.goto(url);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `tests/screenshots/${shotName(url, locale)}-${width}.png`, fullPage: true });
    });
  }
}
