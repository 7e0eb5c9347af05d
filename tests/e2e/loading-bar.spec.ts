import { expect, test } from '@playwright/test';

// The bar and the enter animation as a visitor without reduced motion sees them (the suite's
// default is reduced motion, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('a slow navigation shows the loading bar, which finishes and hides afterwards', async ({
  page,
}) => {
  // Pages are static, so Next prefetches links' pages whole and a click would need no request:
  // refuse the prefetch of the rooms page, so the click must fetch it (slowly, below).
  await page.route(/\/en\/rooms(\?|$)/, (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
  );
  await page.goto('/en/contact');
  // The bar reads the search params, so on a prerendered page it mounts once scripts run.
  await page.locator('[role="progressbar"]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const bar = document.querySelector('[role="progressbar"]')!;
    (window as unknown as { states: string[] }).states = [bar.getAttribute('data-state')!];
    new MutationObserver(() =>
      (window as unknown as { states: string[] }).states.push(bar.getAttribute('data-state')!),
    ).observe(bar, {
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  // Hold the page's data until the bar shows (past its 200 ms throttle), then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/en\/rooms(\?|$)/, async (route) => {
    if (route.request().headers()['next-router-prefetch']) return route.abort();
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Rooms' })
    .click();
  await expect(page.locator('[role="progressbar"]')).toHaveAttribute('data-state', 'running');
  release();
  await expect(page).toHaveURL(/\/en\/rooms$/);
  await expect(page.locator('[role="progressbar"]')).toHaveAttribute('data-state', 'hidden');
  const states = await page.evaluate(() => (window as unknown as { states: string[] }).states);
  expect(states).toEqual(['hidden', 'running', 'finished', 'hidden']);
});

// The first page of a visit shows at once (its hero can be the largest paint); only pages
// reached by a client navigation play the short enter animation.
test('the enter animation plays on navigations, not on the first page of a visit', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.locator('main > div').first()).not.toHaveClass(/page-transition/);
  expect(
    await page
      .locator('main h1')
      .first()
      .evaluate((element) => getComputedStyle(element).opacity),
  ).toBe('1');
  await page.locator('header nav a[href="/en/rooms"]').first().click();
  await expect(page).toHaveURL(/\/en\/rooms$/);
  await expect(page.locator('main > div.page-transition')).toHaveCount(1);
});
