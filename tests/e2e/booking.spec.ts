// Booking requests in Chromium, both languages, with and without JavaScript. Each test posts
// from an address of its own (X-Forwarded-For, as the proxy in front of the site sets it: the test
// servers trust a proxy on loopback, TRUSTED_PROXIES in playwright.config.ts), so the hourly
// limit of one address never trips across tests or runs.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { snapshot } from './support/snapshot';
import { freeSlots, type Slot } from './support/slots';
import { uniquePhone } from './support/contact';
import {
  BOOK_NOW,
  chooseDate,
  formReady,
  type Locale,
  REQUEST_SENT,
  requestSent,
} from './support/booking-form';

const catalogue = (locale: Locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
/** The form's strings (what its client components render). */
const messages = (locale: Locale) => catalogue(locale).booking;
/** The strings the server renders around the form (the choice of form, its title). */
const pageMessages = (locale: Locale) => catalogue(locale).bookingPage;
const bookNow = BOOK_NOW;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function asNewVisitor(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
}

/**
 * Chooses a date and one of its free times: in the calendar, live, with JavaScript; in the date
 * input and by "Show free times" without.
 */
export async function pickTime(page: Page, slot: Slot, withJavaScript = true) {
  if (withJavaScript) await chooseDate(page, slot.date);
  else {
    await page.locator('#booking-date').fill(slot.date);
    await page.locator('[data-show-times]').click();
  }
  await page.locator(`input[name="time"][value="${slot.time}"]`).check();
}

async function fillContact(page: Page, who: string, slot: Slot, withJavaScript = true) {
  await pickTime(page, slot, withJavaScript);
  await page.locator('#booking-name').fill(`${who} Petrović`);
  await page.locator('#booking-email').fill(`${who.toLowerCase()}.${run}@example.com`);
  await page.locator('#booking-phone').fill(uniquePhone());
  await page.locator('#booking-message').fill(`Run ${run}: ${who} would love a pirate theme.`);
}

const expectNoAxeViolations = async (page: Page) =>
  expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);
  const tPage = pageMessages(locale);
  const lifecycle = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).bookingLifecycle;
  const firstPackage = () => page_packages(locale)[1]!;

  test.describe(`booking (${locale})`, () => {
    test.beforeEach(async ({ page }) => asNewVisitor(page));

    test('a birthday request shows the live price and ends in the success modal', async ({
      page,
      request,
    }) => {
      const [slot] = await freeSlots(request, 'birthday', firstPackage().slug);
      await page.goto(`${bookNow[locale]}?form=birthday`);
      await expect(page.getByRole('heading', { name: tPage.birthday.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.locator('#booking-package').selectOption(firstPackage().slug);
      await page.locator('#booking-children').fill(String(firstPackage().included + 2));
      await page.getByText(t.fields.withoutCake, { exact: true }).click();
      const total = page.locator('[data-price="total"]');
      await expect(total).toContainText(String(firstPackage().price - firstPackage().cake + 16));
      await expect(page.locator('[data-price="extra"]')).toContainText('16');
      await fillContact(page, 'Ana', slot!);
      // The first try is lost on the way (the network fails): a clear message, nothing lost.
      await page.route('**/*', (route) =>
        route.request().method() === 'POST'
          ? route.abort('internetdisconnected')
          : route.fallback(),
      );
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('[data-error-summary]')).toContainText(t.failure.network);
      await expect(page.locator('#booking-name')).toHaveValue('Ana Petrović');
      await page.unroute('**/*');
      // The retry is held on the way until the button says 'Sending...', then let through.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.fallback();
      });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('[data-submit]')).toHaveText(t.sending);
      release();
      // The confirmation page: the package, the time, and that the venue answers by e-mail.
      await requestSent(page, locale);
      const ticket = page.locator('[data-ticket]');
      await expect(ticket.locator('[data-ticket-summary]')).toContainText(firstPackage().name);
      await expect(ticket.locator('[data-time]')).toContainText(slot!.time);
      await expect(page.locator('[data-receipt-next]')).toContainText(lifecycle.receipt.nextAnswer);
      await expectNoAxeViolations(page);
      // The draft went with the request: the form starts empty again.
      await page.goBack();
      await expect(page.locator('#booking-name')).toHaveValue('');
    });

    test('a party with extras: priced live on the form and again on the receipt', async ({
      page,
      request,
    }) => {
      const item = firstPackage();
      const [pizza, bags, photographer] = page_extras(locale);
      const [slot] = await freeSlots(request, 'birthday', item.slug);
      await page.goto(`${bookNow[locale]}?form=birthday&package=${item.slug}`);
      await formReady(page);
      await page.locator('#booking-children').fill(String(item.included));
      await page.getByRole('checkbox', { name: pizza!.name }).check();
      await page.getByRole('combobox', { name: bags!.name }).selectOption(`${bags!.slug}:3`);
      await page.getByRole('checkbox', { name: photographer!.name }).check();
      // Pizza for every child, three goody bags, the photographer: each a line of the estimate.
      const summary = page.locator('[data-price-summary]');
      await expect(summary.locator(`[data-price-extra="${pizza!.slug}"]`)).toContainText(
        `${pizza!.price * item.included}`,
      );
      await expect(summary.locator(`[data-price-extra="${bags!.slug}"]`)).toContainText(
        `${bags!.price * 3}`,
      );
      const total =
        item.price + pizza!.price * item.included + bags!.price * 3 + photographer!.price;
      await expect(summary.locator('[data-price="total"]')).toContainText(String(total));
      // The per-child line follows the children.
      await page.locator('#booking-children').fill(String(item.included - 2));
      await expect(summary.locator(`[data-price-extra="${pizza!.slug}"]`)).toContainText(
        `${pizza!.price * (item.included - 2)}`,
      );
      await page.locator('#booking-children').fill(String(item.included));
      await expect(summary.locator('[data-price="total"]')).toContainText(String(total));
      await expectNoAxeViolations(page);
      await fillContact(page, 'Mila', slot!);
      await page.getByRole('button', { name: t.submit }).click();
      // The confirmation page's ticket lists each extra with its price, in the total.
      await requestSent(page, locale);
      const ticket = page.locator('[data-ticket-summary]');
      for (const extra of [pizza!, bags!, photographer!])
        await expect(ticket).toContainText(extra.name);
      await expect(ticket.locator('[data-price="total"]')).toContainText(String(total));
      await expectNoAxeViolations(page);
    });

    test('"Book this room" opens the room form with the room chosen, and the request succeeds', async ({
      page,
      request,
    }) => {
      const room = snapshot.rooms(locale)[3]!;
      const [slot] = await freeSlots(request, 'room', room.slug);
      await page.goto(`${bookNow[locale]}?form=room&room=${room.slug}`);
      await expect(page.getByRole('heading', { name: tPage.room.title })).toBeVisible();
      await expect(page.locator('#booking-room')).toHaveValue(room.slug);
      await expectNoAxeViolations(page);
      await page.locator('#booking-players').fill('5');
      await fillContact(page, 'Marko', slot!);
      await page.getByRole('button', { name: t.submit }).click();
      await requestSent(page, locale);
    });

    test('invalid input shows the summary, focuses it and keeps what was typed', async ({
      page,
    }) => {
      await page.goto(`${bookNow[locale]}?form=room`);
      // A room chosen before the form runs in the browser would come back as "Choose a room".
      await formReady(page);
      await page.locator('#booking-room').selectOption(snapshot.rooms(locale)[3]!.slug);
      await page.locator('#booking-players').fill('1');
      await page.locator('#booking-name').fill('Jelena Marković');
      await page.locator('#booking-email').fill('jelena@');
      await page.getByRole('button', { name: t.submit }).click();
      const summary = page.locator('[data-error-summary]');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveCount(5); // players, date, time, e-mail, phone
      await expect(page.locator('#booking-email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#booking-email')).toHaveAttribute(
        'aria-describedby',
        /booking-email-error/,
      );
      await expect(page.locator('#booking-email-error')).toHaveText(
        new RegExp(t.errors.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(page.locator('#booking-name')).toHaveValue('Jelena Marković');
      await expect(page.locator('#booking-email')).toHaveValue('jelena@');
      await expectNoAxeViolations(page);
      await summary.getByRole('link').first().click();
      await expect(page.locator('#booking-players')).toBeFocused();
      // A reload brings the draft back.
      await page.reload();
      await expect(page.locator('#booking-name')).toHaveValue('Jelena Marković');
      await expect(page.getByText(t.draftRestored)).toBeVisible();
    });
  });

  test.describe(`booking without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(async ({ page }) => asNewVisitor(page));

    test('a birthday request posts and the result page shows the reference', async ({
      page,
      request,
    }) => {
      const [slot] = await freeSlots(request, 'birthday', firstPackage().slug);
      await page.goto(`${bookNow[locale]}?form=birthday&package=${firstPackage().slug}`);
      await expect(page.locator('#booking-package')).toHaveValue(firstPackage().slug);
      await page.locator('#booking-children').fill('6');
      await fillContact(page, 'Nina', slot!, false);
      const [result] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(result.headers()['cache-control']).toContain('no-store');
      // Redirected (303) to the confirmation page.
      expect(result.status()).toBe(303);
      expect(result.headers()['location']).toMatch(REQUEST_SENT[locale]);
      await requestSent(page, locale);
      await expect(page.locator('[data-ticket-summary]')).toContainText(firstPackage().name);
    });

    test('a party’s extras post with the form and come back priced on the receipt', async ({
      page,
      request,
    }) => {
      const item = firstPackage();
      const [pizza, bags] = page_extras(locale);
      const [slot] = await freeSlots(request, 'birthday', item.slug);
      await page.goto(`${bookNow[locale]}?form=birthday&package=${item.slug}`);
      await page.locator('#booking-children').fill(String(item.included));
      await page.getByRole('checkbox', { name: pizza!.name }).check();
      await page.getByRole('combobox', { name: bags!.name }).selectOption(`${bags!.slug}:2`);
      await fillContact(page, 'Luka', slot!, false);
      // "Show free times" posted the form once: the extras came back chosen and priced.
      await expect(page.getByRole('checkbox', { name: pizza!.name })).toBeChecked();
      await expect(page.locator(`[data-price-extra="${bags!.slug}"]`)).toContainText(
        `${bags!.price * 2}`,
      );
      await page.getByRole('button', { name: t.submit }).click();
      await requestSent(page, locale);
      const ticket = page.locator('[data-ticket-summary]');
      await expect(ticket).toContainText(pizza!.name);
      await expect(ticket).toContainText(bags!.name);
      await expect(ticket.locator('[data-price="total"]')).toContainText(
        String(item.price + pizza!.price * item.included + bags!.price * 2),
      );
    });

    test('a room request posts; invalid input comes back with the summary and the values', async ({
      page,
      request,
    }) => {
      const [slot] = await freeSlots(request, 'room', snapshot.rooms(locale)[0]!.slug);
      await page.goto(`${bookNow[locale]}?form=room&room=${snapshot.rooms(locale)[0]!.slug}`);
      await page.locator('#booking-players').fill('3');
      await page.locator('#booking-name').fill('Stefan Ilić');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('[data-error-summary]')).toBeVisible();
      await expect(page.locator('#booking-name')).toHaveValue('Stefan Ilić');
      await expect(page.locator('#booking-players')).toHaveValue('3');
      await expect(page.locator('#booking-room')).toHaveValue(snapshot.rooms(locale)[0]!.slug);
      await fillContact(page, 'Stefan', slot!, false);
      await page.getByRole('button', { name: t.submit }).click();
      await requestSent(page, locale);
    });
  });
}

test('the whole birthday flow works by keyboard alone', async ({ page, request }) => {
  await asNewVisitor(page);
  const [slot] = await freeSlots(request, 'birthday', page_packages('en')[0]!.slug);
  const t = messages('en');
  await page.goto('/en/book-now?form=birthday');
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
  const tabTo = async (id: string) => {
    for (let i = 0; i < 80 && (await focusedId()) !== id; i++) await page.keyboard.press('Tab');
    expect(await focusedId()).toBe(id);
  };
  await tabTo('booking-package');
  await page.keyboard.press('ArrowDown'); // the first package
  await tabTo('booking-children');
  await page.keyboard.type('9');
  // Past the birthday child's age (optional) to the cake radio group: "with cake" is checked.
  for (
    let i = 0;
    i < 5 &&
    !(await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.name === 'cake',
    ));
    i++
  )
    await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight'); // without cake
  await expect(page.getByRole('radio', { name: new RegExp(t.fields.withoutCake) })).toBeChecked();
  // The calendar: Tab reaches its one day in the tab order; the arrows move a week (Down) or a
  // day (Right, Left) to the date, and Enter picks it.
  const focusedDate = () =>
    page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  for (let i = 0; i < 10 && !(await focusedDate()); i++) await page.keyboard.press('Tab');
  const date = slot!.date;
  const days = Math.round((Date.parse(date) - Date.parse(await focusedDate())) / 86_400_000);
  for (let i = 0; i < Math.floor(Math.abs(days) / 7); i++)
    await page.keyboard.press(days > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(days) % 7; i++)
    await page.keyboard.press(days > 0 ? 'ArrowRight' : 'ArrowLeft');
  await expect.poll(focusedDate).toBe(date);
  await page.keyboard.press('Enter');
  await expect(page.locator('input[name="date"]')).toHaveValue(date);
  // The free times arrive as radio buttons: Tab reaches the group, arrows move within it.
  const first = page.locator('input[name="time"]').first();
  await expect(first).toBeVisible();
  for (
    let i = 0;
    i < 10 &&
    !(await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.name === 'time',
    ));
    i++
  )
    await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.locator('input[name="time"]:checked')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('input[name="time"]:checked')).toHaveCount(1);
  await tabTo('booking-name');
  await page.keyboard.type('Keyboard Parent');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`keys.${run}@example.com`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('067 123 456');
  for (
    let i = 0;
    i < 10 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-submit')));
    i++
  )
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await requestSent(page, 'en');
});

/** The snapshot's party extras with their form keys and EUR prices. */
function page_extras(locale: Locale) {
  const options = JSON.parse(readFileSync(`content/snapshot/options.${locale}.json`, 'utf8')).acf;
  return (options.party_extras as { name: string; price: string | number }[]).map((item) => ({
    name: item.name,
    slug: slugOf(item.name),
    price: Number(item.price),
  }));
}

function slugOf(name: string) {
  return name
    .normalize('NFD')
    .replace(/[đĐ]/g, 'd')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function page_packages(locale: Locale) {
  const options = JSON.parse(readFileSync(`content/snapshot/options.${locale}.json`, 'utf8')).acf;
  return (
    options.packages as {
      name: string;
      price: string | number;
      cake_price: string | number;
      children_included: string | number;
    }[]
  ).map((item) => ({
    name: item.name,
    slug: item.name
      .normalize('NFD')
      .replace(/[đĐ]/g, 'd')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
    price: Number(item.price),
    cake: Number(item.cake_price),
    included: Number(item.children_included),
  }));
}
