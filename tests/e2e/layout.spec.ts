import { expect, test } from '@playwright/test';
import { allUrls } from './support/routes';

// Layout checks a visitor notices at once: a page that scrolls sideways, a header that wraps.

const urls = allUrls();

test.describe('no horizontal overflow', () => {
  for (const width of [320, 390, 768, 1280, 1440]) {
    test(`no route scrolls sideways at ${width}px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const wide: string[] = [];
      for (const { url } of urls) {
        await page.goto(url);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) wide.push(`${url} (+${overflow}px)`);
      }
      expect(wide).toEqual([]);
    });
  }
});

/** Every header nav link and the header button must sit on one line. */
async function wrappedHeaderItems(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-site-header]')!;
    const items = [
      ...header.querySelectorAll<HTMLElement>('nav [data-nav-link]'),
      ...header.querySelectorAll<HTMLElement>('[data-header-cta]'),
    ].filter((element) => element.checkVisibility());
    const wrapped: string[] = [];
    for (const element of items) {
      // The lines the element's visible text sits on (a hidden short or long label does not count).
      const lines = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.checkVisibility() || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) lines.add(Math.round(rect.top));
      }
      if (lines.size > 1) wrapped.push(element.innerText.trim());
      // Nothing in the header may stick out of it or past the viewport's right edge.
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth || box.bottom > header.getBoundingClientRect().bottom) wrapped.push(`${element.innerText.trim()} (outside)`);
    }
    return wrapped;
  });
}

test.describe('header items stay on one line', () => {
  const pages = ['/', '/en', '/franchise-opportunity', '/en/franchise-opportunity'];
  const desktop = Array.from({ length: 15 }, (_, i) => 1024 + i * 64).concat(1279, 1280, 1920);
  const phone = [320, 360, 390, 414, 640, 768];
  for (const url of pages) {
    test(`${url} from 1024 to 1920px`, async ({ page }) => {
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready);
      const failures: string[] = [];
      for (const width of desktop) {
        await page.setViewportSize({ width, height: 800 });
        const wrapped = await wrappedHeaderItems(page);
        if (wrapped.length) failures.push(`${width}px: ${wrapped.join(', ')}`);
      }
      expect(failures).toEqual([]);
    });
    test(`${url} on phones and tablets`, async ({ page }) => {
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready);
      const failures: string[] = [];
      for (const width of phone) {
        await page.setViewportSize({ width, height: 800 });
        const wrapped = await wrappedHeaderItems(page);
        if (wrapped.length) failures.push(`${width}px: ${wrapped.join(', ')}`);
        // The first screen names the venue: the wordmark is visible in the header.
        const name = await page.locator('[data-site-header] [data-wordmark]').boundingBox();
        if (!name || name.width < 40) failures.push(`${width}px: no visible name`);
      }
      expect(failures).toEqual([]);
    });
  }
});
