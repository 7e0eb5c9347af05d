import { expect, test, type Page } from '@playwright/test';
import { allUrls } from './support/routes';
import { openConsentDialog, openLightbox } from './support/axe';
import { freeSlots } from './support/slots';
import { uniquePhone } from './support/contact';
import { chooseDate } from './support/booking-form';

// Full-page screenshots of every route in both languages at a phone and a desktop width, for
// review, written to tests/screenshots/ (ignored by git).
const widths = [390, 1440];

/** A file name from a URL: `/` → me-home, `/en/rooms/x` → en-rooms-x. */
function shotName(url: string, locale: string): string {
  const rest = url
    .replace(/^\/en(?=\/|$)/, '')
    .replace(/^\/+/, '')
    .replace(/\//g, '-');
  return `${locale}-${rest || 'home'}`;
}

/** Walks down the page so lazy images load, then waits for every image to finish. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  // Pictures in a sideways-scrolling row never enter the viewport while walking down the page.
  await page.evaluate(() =>
    document
      .querySelectorAll('img[loading="lazy"]')
      .forEach((image) => ((image as HTMLImageElement).loading = 'eager')),
  );
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
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `tests/screenshots/${shotName(url, locale)}-${width}.png`,
        fullPage: true,
      });
    });
  }
}

// The book-now page in its three states: idle, after a submission with errors, and the confirmation page.
for (const locale of ['me', 'en'] as const) {
  for (const width of widths) {
    test(`screenshot ${locale} book-now states at ${width}px`, async ({ page, request }) => {
      await page.setExtraHTTPHeaders({
        'x-forwarded-for': `10.99.${width % 250}.${locale === 'me' ? 1 : 2}`,
      });
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.goto(`${locale === 'me' ? '/rezervisi' : '/en/book-now'}?form=birthday`);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const section = page.locator('[data-booking]');
      await section.screenshot({ path: `tests/screenshots/${locale}-book-now-idle-${width}.png` });
      await page.locator('[data-submit]').click();
      await expect(page.locator('[data-error-summary]')).toBeFocused();
      await section.screenshot({ path: `tests/screenshots/${locale}-book-now-error-${width}.png` });
      const pkg = (await page.locator('#booking-package option').nth(2).getAttribute('value'))!;
      await page.locator('#booking-package').selectOption(pkg);
      await page.locator('#booking-children').fill('11');
      const [slot] = await freeSlots(request, 'birthday', pkg);
      await chooseDate(page, slot!.date);
      await page.locator(`input[name="time"][value="${slot!.time}"]`).check();
      await page.locator('#booking-name').fill('Milica Radović');
      await page.locator('#booking-email').fill(`milica.${Date.now()}.${width}@example.com`);
      await page.locator('#booking-phone').fill(uniquePhone());
      await page.locator('[data-submit]').click();
      await expect(page.locator('[data-ticket] [data-reference]')).toBeVisible();
      await page.screenshot({ path: `tests/screenshots/${locale}-book-now-success-${width}.png` });
    });
  }
}

// The overlays in both languages at both widths: the consent bar and dialog of a first visit,
// the open mobile menu (phones), the lightbox.
for (const locale of ['me', 'en'] as const) {
  const home = locale === 'me' ? '/' : '/en';
  for (const width of widths) {
    test(`screenshot ${locale} overlays at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.goto(home);
      await page.evaluate(() => document.fonts.ready);
      await page.locator('[data-gallery-thumb]').first().scrollIntoViewIfNeeded();
      await openLightbox(page);
      await page.screenshot({ path: `tests/screenshots/${locale}-lightbox-${width}.png` });
      await page.keyboard.press('Escape');
      if (width < 1280) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator('[data-mobile-menu] summary').click();
        await expect(page.locator('[data-mobile-menu-backdrop]')).toBeVisible();
        await page.screenshot({ path: `tests/screenshots/${locale}-menu-open-${width}.png` });
        await page.keyboard.press('Escape');
      }
      await page.context().clearCookies();
      await page.reload();
      await expect(page.locator('#cc-main .cm')).toBeVisible();
      await page.screenshot({ path: `tests/screenshots/${locale}-consent-bar-${width}.png` });
      await openConsentDialog(page);
      await expect(page.locator('#cc-main .pm input[value="analytics"]')).not.toBeChecked();
      await page.screenshot({ path: `tests/screenshots/${locale}-consent-dialog-${width}.png` });
    });
  }
}
