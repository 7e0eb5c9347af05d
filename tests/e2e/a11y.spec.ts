import { expect, test } from '@playwright/test';
import { templateUrls } from './support/routes';
import { axeViolations, pageStates, structureRules } from './support/axe';
import { necessaryOnly } from './support/consent';

// WCAG 2.2 A and AA on every page template in both languages (support/routes.ts: one URL per
// template, and content pages enough for every module the content uses) and on the 404 page, at
// a phone's and a desktop's width, as loaded and in every state an overlay puts it in
// (support/axe.ts). One test per template and width: the page is loaded once, checked as loaded
// (axe, and nothing scrolls sideways: layout.spec.ts checks the in-between width), then put into
// each state in turn from a fresh load. A violation names its URL, width and state.
const urls = templateUrls(pageStates.flatMap((state) => state.onlyOn ?? [])).map(({ url }) => url);
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const url of urls) {
  for (const viewport of viewports) {
    const states = pageStates.filter(
      (candidate) =>
        candidate.applies(viewport) && (!candidate.onlyOn || candidate.onlyOn.includes(url)),
    );
    test(`axe finds no WCAG 2.2 A/AA violation on ${url} at ${viewport.width}px, nor sideways scrolling, ${states.map((state) => state.name).join(', ')}`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + states.length * 15_000);
      await page.setViewportSize(viewport);
      const found: string[] = [];
      for (const [index, state] of states.entries()) {
        // Each state starts from a fresh load (a state may leave an overlay open or the cookies
        // cleared), with the cookie choice unless the state is a first visit's: the first state
        // is the load itself.
        if (index > 0) {
          await page.context().clearCookies();
          if (!state.firstVisit) await page.context().addCookies(necessaryOnly.cookies);
        }
        await page.goto(url);
        await state.open(page);
        if (index === 0) {
          await page.evaluate(() => document.fonts.ready);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          if (overflow > 0) found.push(`${url} scrolls sideways by ${overflow}px`);
        }
        found.push(
          ...(await axeViolations(page, { rules: structureRules })).map(
            (line) => `${state.name}: ${line}`,
          ),
        );
      }
      expect(found).toEqual([]);
    });
  }
}

// WCAG 2.5.3 (label in name): a control's accessible name contains the words it shows, so a
// voice user can say "click EN". axe keeps this rule out of the default run, so it is asked for.
for (const url of ['/', '/en', '/en/rooms']) {
  test(`the language switch's accessible name contains its visible text on ${url}`, async ({
    page,
  }) => {
    await page.goto(url);
    expect(await axeViolations(page, { rules: ['label-content-name-mismatch'] })).toEqual([]);
    const summary = page.locator('[data-language-switcher] summary');
    const visible = (await summary.innerText()).trim();
    expect(visible).toMatch(/^(ME|EN)$/);
    expect(await summary.getAttribute('aria-label')).toMatch(new RegExp(`^${visible}\\b`));
  });
}

// WCAG 2.4.1 and 2.4.7: the first Tab shows the skip link, which takes focus past the header;
// the next focused control shows a visible outline.
for (const url of ['/', '/en/rooms']) {
  test(`the skip link is the first stop and moves focus to the content on ${url}`, async ({
    page,
  }) => {
    await page.goto(url);
    await page.keyboard.press('Tab');
    const skip = page.locator('a[href="#main"]');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
}
