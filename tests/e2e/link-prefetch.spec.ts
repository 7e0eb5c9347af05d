import { expect, test, type Page, type Request } from '@playwright/test';

// Spec §9: "Link prefetch idle timeout: 2000 ms; skipped on 2G or data-saver connections". The
// page's clock is Playwright's (page.clock), so the 2 s are the page's own and no test waits them.

/** The prefetches Next.js's router sends from the page (a header it sets on each). */
function prefetches(page: Page) {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.headers()['next-router-prefetch']) sent.push(new URL(request.url()).pathname);
  });
  return sent;
}

async function hydrated(page: Page) {
  // The header's scroll watcher sets this once the page has hydrated.
  await page.waitForFunction(
    () => document.documentElement.style.getPropertyValue('--header-height') !== '',
  );
}

test('links prefetch their pages only once the page has been idle for 2 s', async ({ page }) => {
  await page.clock.install();
  const sent = prefetches(page);
  await page.goto('/en');
  await hydrated(page);
  await page.clock.runFor(1_500);
  // A round trip to the page, so a prefetch started before now has been seen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(sent, 'prefetched before the page was idle for 2 s').toEqual([]);

  await page.clock.runFor(1_000);
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect(sent).toContain('/en/rooms');

  // A click before any prefetch still navigates on the client.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Rooms' })
    .click();
  await expect(page).toHaveURL(/\/en\/rooms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const [connection, hints] of [
  ['a data-saver', { saveData: true, effectiveType: '4g' }],
  ['a 2G', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`on ${connection} connection links never prefetch, and still navigate`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, hints);
    await page.clock.install();
    const sent = prefetches(page);
    await page.goto('/en');
    await hydrated(page);
    await page.clock.runFor(10_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(sent).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Rooms' })
      .click();
    await expect(page).toHaveURL(/\/en\/rooms$/);
    expect(sent).toEqual([]);
  });
}
