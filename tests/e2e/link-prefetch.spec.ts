import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrated } from './support/hydrated';

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

/** Moves the page's clock on, then waits one frame, so a prefetch started before now is seen. */
async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Opens `/en` on the page's own clock, once hydrated (support/hydrated.ts), and moves that
 * clock on by `ms`: the prefetches sent so far, and any later.
 */
async function openAndIdle(page: Page, ms: number) {
  await page.clock.install();
  const sent = prefetches(page);
  await page.goto('/en');
  await hydrated(page);
  await advance(page, ms);
  return sent;
}

async function clickRooms(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Rooms' })
    .click();
  await expect(page).toHaveURL(/\/en\/rooms$/);
}

test('links prefetch their pages only once the page has been idle for 2 s', async ({ page }) => {
  const sent = await openAndIdle(page, 1_500);
  expect(sent, 'prefetched before the page was idle for 2 s').toEqual([]);

  await advance(page, 1_000);
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect(sent).toContain('/en/rooms');

  // A prefetched link navigates on the client.
  await clickRooms(page);
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
    const sent = await openAndIdle(page, 10_000);
    expect(sent).toEqual([]);
    await clickRooms(page);
    expect(sent).toEqual([]);
  });
}
