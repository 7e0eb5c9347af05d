import { expect, test } from '@playwright/test';
import { consentCookie } from './support/consent';
import { templateUrls } from './support/routes';

// Layout checks a visitor notices at once: a page that scrolls sideways, a header that wraps.

// Every page template in both languages (support/routes.ts), with every module the content uses.
const urls = templateUrls();

// At a phone's and a desktop's width (390 and 1440 px) the axe test of each template checks this
// on the same load (a11y.spec.ts); here the width in between, a tablet's.
test.describe('no horizontal overflow', () => {
  for (const width of [768]) {
    test(`no page template scrolls sideways at ${width}px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const wide: string[] = [];
      for (const { url } of urls) {
        await page.goto(url);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
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
        for (const rect of Array.from(range.getClientRects()))
          if (rect.width > 0) lines.add(Math.round(rect.top));
      }
      if (lines.size > 1) wrapped.push(element.innerText.trim());
      // Nothing in the header may stick out of it or past the viewport's right edge.
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth || box.bottom > header.getBoundingClientRect().bottom)
        wrapped.push(`${element.innerText.trim()} (outside)`);
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

// The overlays a visitor meets, tried as a new user would, at a phone's and a desktop's width in
// both languages: the consent bar and dialog of a first visit, the open mobile menu, the lightbox.
const overlayWidths = [390, 1440];
const homes = { me: '/', en: '/en' } as const;
/** The alpha of a computed colour: `rgb(...)`, `rgba(...)`, or a modern `oklab(... / a)`. */
const alpha = (color: string) => {
  if (color === 'transparent') return 0;
  const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)$/);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = color.match(/^rgba\(([^)]+)\)$/);
  if (rgba) return Number(rgba[1]!.split(',')[3]);
  return 1;
};

test.describe('overlays', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  for (const locale of ['me', 'en'] as const) {
    for (const width of overlayWidths) {
      test(`${locale} at ${width}px: the consent bar is compact and the dialog starts with analytics off`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        // No slide-in (the suite's visitor asks for reduced motion, playwright.config.ts): the
        // buttons are measured where they come to rest.
        await page.goto(homes[locale]);
        const bar = page.locator('#cc-main .cm');
        await expect(bar).toBeVisible();
        const accept = bar.locator('[data-role="all"]');
        await expect(accept).toBeVisible();
        const [a, r] = (await bar.evaluate((element) =>
          ['all', 'necessary'].map(
            (role) =>
              element
                .querySelector(`[data-role="${role}"]`)!
                .getBoundingClientRect()
                .toJSON() as DOMRect,
          ),
        )) as [DOMRect, DOMRect];
        // Accept and Reject side by side, the same size.
        expect(Math.abs(a.y - r.y)).toBeLessThan(2);
        expect(Math.abs(a.width - r.width)).toBeLessThan(2);
        const box = (await bar.boundingBox())!;
        expect(box.height).toBeLessThan(page.viewportSize()!.height * 0.4);
        // No focus ring drawn across the card's top when the bar takes focus.
        const outline = await page.evaluate(
          () => getComputedStyle(document.activeElement!).outlineStyle,
        );
        if (
          await page.evaluate(
            () =>
              document.activeElement?.closest('#cc-main') !== null &&
              document.activeElement?.tagName === 'DIV',
          )
        )
          expect(outline).toBe('none');

        await bar.locator('[data-role="show"]').click();
        const dialog = page.locator('#cc-main .pm');
        await expect(dialog).toBeVisible();
        await expect(bar).toBeHidden();
        await expect(dialog.locator('input[value="analytics"]')).not.toBeChecked();
        await expect(dialog.locator('input[value="functional"]')).not.toBeChecked();
        // The dialog is as tall as what it holds: no empty gap above its buttons.
        const gap = await dialog
          .locator('.pm__body')
          .evaluate(
            (body) =>
              body.clientHeight -
              Array.from(body.children).reduce(
                (sum, child) => sum + (child as HTMLElement).offsetHeight,
                0,
              ),
          );
        expect(gap).toBeLessThan(80);
        // Open a table: a cookie's name sits on one line, and the columns line up from table to table.
        await dialog.locator('.pm__section--toggle .pm__section-title').nth(1).click();
        const firstName = dialog
          .locator('.pm__section--toggle.is-expanded .pm__table-td:first-child')
          .first();
        await expect(firstName).toBeVisible();
        const nameLines = await firstName.evaluate((cell) => {
          // The lines the name's own text sits on (not the boxes around it).
          const lines = new Set<number>();
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of Array.from(range.getClientRects()))
              if (rect.width > 0) lines.add(Math.round(rect.top));
          }
          return lines.size;
        });
        expect(nameLines).toBe(1);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });

      test(`${locale} at ${width}px: the lightbox hides the page behind it`, async ({
        page,
        context,
      }) => {
        await context.addCookies([consentCookie(['necessary'])]);
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        await page.goto(homes[locale]);
        await page.locator('[data-gallery-thumb]').first().click();
        const dialog = page.locator('[data-lightbox]');
        await expect(dialog.locator('[data-lightbox-image]')).toBeVisible();
        expect(
          alpha(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)),
        ).toBeGreaterThanOrEqual(0.9);
        await expect(dialog.locator('[data-lightbox-counter]')).toBeVisible();
      });
    }

    test(`${locale} at 390px: the open menu dims the page and offers the FAQ, a call and the hours`, async ({
      page,
      context,
    }) => {
      await context.addCookies([consentCookie(['necessary'])]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(homes[locale]);
      await page.locator('[data-mobile-menu] summary').click();
      const backdrop = page.locator('[data-mobile-menu-backdrop]');
      await expect(backdrop).toBeVisible();
      expect(
        alpha(await backdrop.evaluate((element) => getComputedStyle(element).backgroundColor)),
      ).toBeGreaterThanOrEqual(0.4);
      const menu = page.locator('[data-mobile-menu] nav');
      await expect(menu.locator('[data-mobile-menu-faq]')).toHaveAttribute(
        'href',
        locale === 'me' ? '/faq' : '/en/faq',
      );
      await menu.locator('[data-mobile-menu-phone]').scrollIntoViewIfNeeded();
      await expect(menu.locator('[data-mobile-menu-phone]')).toHaveAttribute('href', /^tel:\+382/);
      await expect(menu.locator('[data-mobile-menu-hours] [data-working-hours]')).toBeVisible();
      // A tap on the dimmed page closes the menu.
      await page.mouse.click(10, page.viewportSize()!.height - 10);
      await expect(menu).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

// A desktop's form keeps its fields to a readable width (at most 640 px), on both forms and the
// team-building enquiry, in both languages.
test('no form field is wider than 640 px on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const wide: string[] = [];
  for (const url of [
    '/rezervisi?form=birthday',
    '/en/book-now?form=room',
    '/en/team-building',
    '/team-building',
  ]) {
    await page.goto(url);
    const widths = await page
      .locator('main form input:visible, main form select:visible, main form textarea:visible')
      .evaluateAll((fields) =>
        fields
          .filter(
            (field) => !['checkbox', 'radio', 'hidden'].includes((field as HTMLInputElement).type),
          )
          .map(
            (field) =>
              [
                field.id || field.getAttribute('name'),
                field.getBoundingClientRect().width,
              ] as const,
          ),
      );
    expect(widths.length, url).toBeGreaterThan(2);
    for (const [name, width] of widths) if (width > 640) wide.push(`${url} ${name}: ${width}px`);
  }
  expect(wide).toEqual([]);
});
