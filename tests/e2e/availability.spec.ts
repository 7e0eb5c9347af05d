// Live availability in Chromium, both languages, with and without JavaScript: a parent picks a
// free time and sends; that time is then no longer offered; a second browser that still had it on
// screen gets the 409 message with the nearest free times and books one of them in one click.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { snapshot } from './support/snapshot';
import { freeSlots, type Slot } from './support/slots';
import { uniquePhone } from './support/contact';
import {
  BOOK_NOW,
  type Locale,
  bookingMessages,
  chooseDate,
  requestSent,
} from './support/booking-form';

const messages = bookingMessages;
const bookNow = BOOK_NOW;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const octet = () => Math.floor(Math.random() * 250) + 1;

async function visitor(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  return context.newPage();
}

const expectNoAxeViolations = async (page: Page, include: string) =>
  expect(await axeViolations(page, { include, bestPractice: true })).toEqual([]);

/** Opens the room form, fills everything and shows the free times of the slot's date. */
async function openWithTimes(
  page: Page,
  locale: Locale,
  room: string,
  slot: Slot,
  who: string,
  withJavaScript: boolean,
) {
  await page.goto(`${bookNow[locale]}?form=room&room=${room}`);
  await page.locator('#booking-players').fill('4');
  await page.locator('#booking-name').fill(`${who} Vuković`);
  await page.locator('#booking-email').fill(`${who.toLowerCase()}.${run}@example.com`);
  await page.locator('#booking-phone').fill(uniquePhone());
  if (withJavaScript) await chooseDate(page, slot.date);
  else {
    await page.locator('#booking-date').fill(slot.date);
    await page.locator('[data-show-times]').click();
    // Nothing typed goes into the URL.
    expect(page.url()).not.toContain(who);
    expect(page.url()).not.toContain('example.com');
    await expect(page.locator('#booking-name')).toHaveValue(`${who} Vuković`);
    await expect(page.locator('#booking-date')).toHaveValue(slot.date);
  }
  await expect(page.locator(`input[name="time"][value="${slot.time}"]`)).toBeVisible();
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);
  for (const withJavaScript of [true, false]) {
    test(`two parents race for one time (${locale}, ${withJavaScript ? 'with' : 'without'} JavaScript)`, async ({
      browser,
      request,
    }) => {
      // Three browsers, two submissions and two axe runs: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      const room = snapshot.rooms(locale)[1]!.slug;
      const [slot] = await freeSlots(request, 'room', room);
      const first = await visitor(browser, withJavaScript);
      const second = await visitor(browser, withJavaScript);
      await openWithTimes(first, locale, room, slot!, 'Prvi', withJavaScript);
      await openWithTimes(second, locale, room, slot!, 'Drugi', withJavaScript);
      // axe runs in the page's JavaScript, so it checks the picker (and below the 409 state) in the JavaScript runs.
      if (withJavaScript) await expectNoAxeViolations(first, '[data-date-time]');

      // The first parent sends: success, with the summary.
      await first.locator(`input[name="time"][value="${slot!.time}"]`).check();
      await first.getByRole('button', { name: t.submit }).click();
      await requestSent(first, locale);
      await expect(first.locator('[data-ticket] [data-time]')).toContainText(slot!.time);

      // A third visitor no longer sees that time offered (the other times of the day still are).
      const third = await visitor(browser, withJavaScript);
      await third.goto(`${bookNow[locale]}?form=room&room=${room}`);
      if (withJavaScript) await chooseDate(third, slot!.date);
      else {
        await third.locator('#booking-date').fill(slot!.date);
        await third.locator('[data-show-times]').click();
      }
      await expect(third.locator('input[name="time"]').first()).toBeVisible();
      await expect(third.locator(`input[name="time"][value="${slot!.time}"]`)).toHaveCount(0);

      // The second parent still had it on screen: 409, the message and three one-click alternatives.
      await second.locator(`input[name="time"][value="${slot!.time}"]`).check();
      await second.getByRole('button', { name: t.submit }).click();
      const alternatives = second.locator('[data-alternatives]');
      await expect(alternatives).toContainText(t.errors.slotTaken);
      await expect(alternatives.locator('button')).toHaveCount(3);
      await expect(second.locator('#booking-name')).toHaveValue('Drugi Vuković');
      if (withJavaScript) await expectNoAxeViolations(second, '[data-booking-form]');
      const choice = await alternatives.locator('button').first().getAttribute('value');
      await alternatives.locator('button').first().click();
      await requestSent(second, locale);
      await expect(second.locator('[data-ticket] [data-time]')).toContainText(choice!.slice(11));
      await Promise.all([
        first.context().close(),
        second.context().close(),
        third.context().close(),
      ]);
    });
  }
}

// A parent on a slow connection types the date before the page's scripts have run: once they
// have, the calendar (which then replaces the date input) has that date chosen, and its free
// times are shown as if it had been picked then.
test('a date typed before the page has finished loading still shows its free times', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const room = snapshot.rooms('en')[1]!.slug;
  const [slot] = await freeSlots(request, 'room', room);
  const page = await visitor(browser, true);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${bookNow.en}?form=room&room=${room}`, { waitUntil: 'commit' });
  await page.locator('#booking-date').fill(slot!.date);
  // The scripts are held back: the page still offers the no-JavaScript button.
  await expect(page.locator('[data-show-times]')).toBeVisible();
  release();
  await expect(page.locator('[data-show-times]')).toHaveCount(0);
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await expect(page.locator('input[name="date"]')).toHaveValue(slot!.date);
  await expect(page.locator('[data-calendar] td[aria-selected="true"] button')).toHaveAttribute(
    'data-date',
    slot!.date,
  );
  await expect(page.locator(`input[name="time"][value="${slot!.time}"]`)).toBeVisible();
  await page.context().close();
});
