// The booking form's month calendar, the book-now chooser and a room page's "Book this room" card
// (issue 30, points 4, 6, 11 and 12), in Chromium, in Montenegrin on a phone and English on a
// desktop (every pair with FULL=1, support/matrix.ts): closed and full days say so and cannot be picked, the arrow keys move the focus a day or
// a week and PageDown a month, a picked date shows its free times and says itself in words;
// without JavaScript the date input and "Show free times" stay. `SCREENSHOTS=1` also writes each
// state to tests/screenshots/ for review.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { snapshot } from './support/snapshot';
import { freeSlots, inDays } from './support/slots';
import { uniquePhone } from './support/contact';
import {
  BOOK_NOW,
  bookingMessages,
  chooseDate,
  formReady,
  type Locale,
  requestSent,
} from './support/booking-form';
import { localeWidths } from './support/matrix';

const octet = () => Math.floor(Math.random() * 250) + 1;
const newAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const ROOM_PAGE = { me: '/sobe', en: '/en/rooms' } as const;
const BIRTHDAYS = { me: '/rodendani', en: '/en/birthdays' } as const;

type Options = {
  acf: {
    packages: { price: number | string }[];
    booking: { days_ahead: string; closed_dates: { from: string; to: string }[] };
  };
};
const options = (locale: Locale) =>
  JSON.parse(readFileSync(`content/snapshot/options.${locale}.json`, 'utf8')) as Options;
const pageMessages = (locale: Locale) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).bookingPage;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

/** The first of the snapshot's closed dates the calendar can reach (two days ahead or later). */
function reachableClosedDate(locale: Locale): string | undefined {
  const { closed_dates: closed, days_ahead: ahead } = options(locale).acf.booking;
  const iso = (raw: string) => `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`;
  return closed
    .map((range) => iso(range.from))
    .sort()
    .find((date) => date >= inDays(2) && date <= inDays(Number(ahead) - 1));
}

async function shot(page: Page, name: string, locale: Locale, width: number, full = false) {
  if (!process.env.SCREENSHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: `tests/screenshots/${locale}-${name}-${width}.png`,
    fullPage: full,
    animations: 'disabled',
  });
}

/** Shows the month of `date` with the calendar's own "Next month" button. */
async function showMonthOf(page: Page, date: string, next: string) {
  for (let step = 0; step < 6; step++) {
    if (await page.locator(`[data-calendar] button[data-date="${date}"]`).count()) return;
    await page.getByRole('button', { name: next, exact: true }).click();
  }
  await expect(page.locator(`[data-calendar] button[data-date="${date}"]`)).toBeVisible();
}

for (const { locale, width } of localeWidths) {
  const t = bookingMessages(locale);
  test.describe(`the date calendar (${locale}, ${width}px)`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });
    test.beforeEach(async ({ page }) =>
      page.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() }),
    );

    test('marks full and closed days, moves with the keys, and a picked date shows its free times', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const room = snapshot.rooms(locale)[0]!.slug;
      await page.goto(`${BOOK_NOW[locale]}?form=room&room=${room}`);
      await formReady(page);
      const calendar = page.locator('[data-calendar]');
      await expect(calendar.getByRole('grid').first()).toBeVisible();
      // One month on a phone, two side by side from 1024 px.
      await expect(calendar).toHaveAttribute('data-months', width >= 1024 ? '2' : '1');
      await expect(calendar.getByRole('grid')).toHaveCount(width >= 1024 ? 2 : 1);

      // Today has no free time (the lead time): marked "full" in text, and not pickable.
      // (The venue's today, which the calendar marks, can be a day after UTC's late in the evening.)
      // The calendar opens on the first month with a free date: late in a month that is the
      // next one, and today is not on screen.
      while (
        !(await calendar.locator('button[aria-current="date"]').count()) &&
        (await page.getByRole('button', { name: t.calendar.previous, exact: true }).isEnabled())
      )
        await page.getByRole('button', { name: t.calendar.previous, exact: true }).click();
      await expect(
        page.getByRole('button', { name: t.calendar.previous, exact: true }),
      ).toBeDisabled();
      const today = calendar.locator('button[aria-current="date"]');
      await expect(today).toHaveAttribute('data-day-kind', /full|closed/);
      await expect(today).toHaveAttribute('aria-disabled', 'true');
      await expect(today).toContainText(new RegExp(`${t.calendar.full}|${t.calendar.closed}`));
      // (Playwright refuses to click what is aria-disabled: Enter on it, as a keyboard user would.)
      await today.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('input[name="date"]')).toHaveValue('');

      // A free day, picked: the form takes it, its free times show, and it is said in words.
      const day = inDays(12);
      await showMonthOf(page, day, t.calendar.next);
      const button = calendar.locator(`button[data-date="${day}"]`);
      await expect(button).toHaveAttribute('data-day-kind', 'free');
      await button.click();
      await expect(page.locator('input[name="date"]')).toHaveValue(day);
      await expect(calendar.locator('td[aria-selected="true"] button')).toHaveAttribute(
        'data-date',
        day,
      );
      const radios = page.locator('[data-times] input[type="radio"][name="time"]');
      await expect(radios.first()).toBeVisible();
      const free = await radios.count();
      const words = page.locator('[data-date-words]');
      await expect(words).toContainText(` · ${free} `);
      await expect(button).toHaveAccessibleName(new RegExp(`${free} `));
      await shot(page, 'calendar-picked', locale, width);
      expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

      // The keys: a day, a week, the week's ends, and a month with PageDown (the title follows).
      await expect(button).toBeFocused();
      const focused = (date: string) =>
        expect(calendar.locator(`button[data-date="${date}"]`)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await focused(addDays(day, 1));
      await page.keyboard.press('ArrowDown');
      await focused(addDays(day, 8));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowLeft');
      await focused(day);
      await page.keyboard.press('Home');
      await focused(addDays(day, 1 - weekday(day)));
      await page.keyboard.press('End');
      await focused(addDays(day, 7 - weekday(day)));
      const sunday = addDays(day, 7 - weekday(day));
      await page.keyboard.press('PageDown');
      const nextMonth = new Date(`${sunday}T12:00:00Z`);
      nextMonth.setUTCDate(1);
      nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
      const lastDay = new Date(
        Date.UTC(nextMonth.getUTCFullYear(), nextMonth.getUTCMonth() + 1, 0),
      ).getUTCDate();
      const expected = `${nextMonth.toISOString().slice(0, 8)}${String(Math.min(Number(sunday.slice(8)), lastDay)).padStart(2, '0')}`;
      await focused(expected);
      await page.keyboard.press('PageUp');
      await focused(sunday);

      // A closed date of the venue says so and cannot be picked.
      const closed = reachableClosedDate(locale);
      test.skip(!closed, 'no closed date of the snapshot within the days ahead');
      await showMonthOf(page, closed!, t.calendar.next);
      const shut = calendar.locator(`button[data-date="${closed}"]`);
      await expect(shut).toHaveAttribute('data-day-kind', 'closed');
      await expect(shut).toHaveAttribute('aria-disabled', 'true');
      await expect(shut).toContainText(t.calendar.closed);
      await expect(shut).toHaveAccessibleName(new RegExp(t.calendar.closed));
      await shut.click({ force: true });
      await expect(page.locator('input[name="date"]')).toHaveValue(day);
      await shot(page, 'calendar-closed', locale, width);
      expect(await axeViolations(page, { bestPractice: true })).toEqual([]);
    });

    test('opens on the first month with a free date; its day labels are whole words', async ({
      page,
      request,
    }) => {
      const room = snapshot.rooms(locale)[1]!.slug;
      // The first free date, as GET /api/availability tells it, month by month.
      let firstFree: string | undefined;
      for (let month = 0; month < 4 && !firstFree; month++) {
        const start = new Date();
        start.setUTCDate(1);
        start.setUTCMonth(start.getUTCMonth() + month);
        const from = month === 0 ? inDays(0) : start.toISOString().slice(0, 10);
        const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
        const days = Math.round((end.getTime() - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
        const answer = await request.get(
          `/api/availability?form=room&room=${room}&date=${from}&days=${days}&locale=${locale}`,
          { headers: { 'x-forwarded-for': newAddress() } },
        );
        if (!answer.ok()) break;
        const body = (await answer.json()) as {
          days: { date: string; slots: { free: boolean }[] }[];
        };
        firstFree = body.days.find((entry) => entry.slots.some((slot) => slot.free))?.date;
      }
      expect(firstFree).toBeTruthy();
      await page.goto(`${BOOK_NOW[locale]}?form=room&room=${room}`);
      await formReady(page);
      const calendar = page.locator('[data-calendar]');
      // The first grid on screen is that date's month, and the day is offered.
      const grid = calendar.getByRole('grid').first();
      await expect(grid.locator(`button[data-date="${firstFree}"]`)).toHaveAttribute(
        'data-day-kind',
        'free',
      );
      const monthsFirstDay = `${firstFree!.slice(0, 8)}01`;
      await expect(grid.locator(`button[data-date="${monthsFirstDay}"]`)).toHaveCount(1);
      // "popunjeno" / "full" and "zatvoreno" / "closed": each on one line, inside its day.
      const labels = calendar.locator('button[data-day-kind] span + span');
      await expect(labels.first()).toBeVisible();
      const broken = await labels.evaluateAll((spans) =>
        spans
          .filter(
            (span) =>
              span.getClientRects().length !== 1 ||
              span.scrollWidth > (span.parentElement as HTMLElement).clientWidth,
          )
          .map((span) => span.textContent),
      );
      expect(broken).toEqual([]);
    });

    test('the birthday form has the calendar too', async ({ page }) => {
      await page.goto(`${BOOK_NOW[locale]}?form=birthday`);
      await formReady(page);
      await expect(page.locator('[data-calendar] [role="grid"]').first()).toBeVisible();
      // The calendar alone chooses the date: no date input beside it.
      await expect(page.locator('input[type="date"]')).toHaveCount(0);
      await expect(page.getByRole('group', { name: t.fields.date })).toHaveAttribute(
        'id',
        'booking-date',
      );
      // The form's counts use Montenegrin plurals in the browser too (2 slobodna termina, not 2
      // slobodnih termina): plural rules asked for the locale code me are sr-ME's.
      expect(
        await page.evaluate(() => [2, 5, 21].map((n) => new Intl.PluralRules('me').select(n))),
      ).toEqual(['few', 'other', 'one']);
    });

    test('one date control: the calendar chooses the date that is sent, and its error is at the calendar', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const room = snapshot.rooms(locale)[2]!.slug;
      const [slot] = await freeSlots(request, 'room', room);
      await page.goto(`${BOOK_NOW[locale]}?form=room&room=${room}`);
      await formReady(page);
      // No date input, visible or not, focusable or not: the date goes in a hidden field.
      await expect(page.locator('input[type="date"]')).toHaveCount(0);
      await expect(page.locator('input[name="date"]')).toHaveAttribute('type', 'hidden');
      const calendar = page.getByRole('group', { name: t.fields.date });
      await expect(calendar).toHaveAttribute('id', 'booking-date');
      await expect(calendar.getByRole('grid').first()).toBeVisible();

      // Sent without a date: the calendar says so, the summary's link leads to it.
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.locator('[data-error-summary]')).toBeFocused();
      await expect(page.locator('#booking-date-error')).toHaveText(
        new RegExp(t.errors.dateRequired.replace('.', '\\.')),
      );
      await expect(calendar).toHaveAccessibleDescription(new RegExp(t.errors.dateRequired));
      await page.locator('[data-error-summary] a[href="#booking-date"]').click();
      await expect(calendar).toBeFocused();
      expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

      // A day picked in the calendar is the date sent (the form's fields, as the server action
      // gets them with JavaScript: `_1_date`).
      await chooseDate(page, slot!.date);
      await expect(page.locator('#booking-date-error')).toHaveCount(0);
      await page.locator('#booking-players').fill('3');
      await page.locator(`input[name="time"][value="${slot!.time}"]`).check();
      await page.locator('#booking-name').fill('Jedan Datum');
      await page.locator('#booking-email').fill(`one.date.${Date.now()}@example.com`);
      await page.locator('#booking-phone').fill(uniquePhone());
      const [sent] = await Promise.all([
        page.waitForRequest((req) => req.method() === 'POST'),
        page.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(sent.postData()).toMatch(
        new RegExp(`name="(_\\d+_)?date"\\r\\n\\r\\n${slot!.date}\\r\\n`),
      );
      await requestSent(page, locale);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test('the date input and "Show free times" stay, and no calendar', async ({ page }) => {
        await page.goto(`${BOOK_NOW[locale]}?form=room`);
        await expect(page.locator('#booking-date')).toHaveAttribute('type', 'date');
        await expect(page.locator('[data-show-times]')).toHaveText(t.times.show);
        await expect(page.locator('[data-calendar]')).toHaveCount(0);
      });

      test('the date typed in the date input is sent', async ({ page, request }) => {
        const room = snapshot.rooms(locale)[2]!.slug;
        const [slot] = await freeSlots(request, 'room', room);
        await page.goto(`${BOOK_NOW[locale]}?form=room&room=${room}`);
        await expect(page.locator('input[type="date"]')).toHaveCount(1);
        await page.locator('#booking-players').fill('3');
        await page.locator('#booking-date').fill(slot!.date);
        await page.locator('[data-show-times]').click();
        await expect(page.locator('#booking-date')).toHaveValue(slot!.date);
        await page.locator(`input[name="time"][value="${slot!.time}"]`).check();
        await page.locator('#booking-name').fill('Bez Skripte');
        await page.locator('#booking-email').fill(`no.script.${Date.now()}@example.com`);
        await page.locator('#booking-phone').fill(uniquePhone());
        const [sent] = await Promise.all([
          page.waitForRequest((req) => req.method() === 'POST'),
          page.getByRole('button', { name: t.submit }).click(),
        ]);
        expect(sent.postData()).toMatch(new RegExp(`name="date"\\r\\n\\r\\n${slot!.date}\\r\\n`));
        await requestSent(page, locale);
      });
    });

    test('the chooser reads as a choice between two cards with their from prices', async ({
      page,
    }) => {
      const chooser = pageMessages(locale).chooser;
      await page.goto(BOOK_NOW[locale]);
      const nav = page.getByRole('navigation', { name: chooser.label });
      const birthday = nav.locator('[data-form-choice="birthday"]');
      const room = nav.locator('[data-form-choice="room"]');
      await expect(birthday).toHaveAttribute('aria-current', 'page');
      await expect(room).not.toHaveAttribute('aria-current');
      const cheapestPackage = Math.min(
        ...options(locale).acf.packages.map((item) => Number(item.price)),
      );
      const cheapestRoom = Math.min(
        ...snapshot
          .rooms(locale)
          .map((item) => Number((item.acf as { price_from?: number })?.price_from ?? Infinity)),
      );
      await expect(birthday).toContainText(new RegExp(`${cheapestPackage}\\s€`));
      await expect(room).toContainText(new RegExp(`${cheapestRoom}\\s€`));
      await shot(page, 'chooser', locale, width);
      await room.click();
      await expect(page.locator('[data-form-choice="room"]')).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator('[data-form-choice="birthday"]')).not.toHaveAttribute(
        'aria-current',
      );
      expect(await axeViolations(page, { include: '[data-chooser]', bestPractice: true })).toEqual(
        [],
      );
    });

    test('the birthday packages on a phone leave no blank gap under the card in view', async ({
      page,
    }) => {
      test.skip(width >= 768, 'a grid of equal cards from 768 px');
      await page.goto(BIRTHDAYS[locale]);
      const cards = page.locator('[data-package]');
      await cards.first().scrollIntoViewIfNeeded();
      const heights = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().height)),
      );
      expect(new Set(heights).size).toBe(1);
      await shot(page, 'carousel', locale, width);
    });

    test('a room page: the "Book this room" card beside the story on a desktop', async ({
      page,
    }) => {
      const room = snapshot.rooms(locale)[0]!;
      await page.goto(`${ROOM_PAGE[locale]}/${room.slug}`);
      const card = page.locator('[data-book-card]');
      if (width < 1024) {
        await expect(card).toBeHidden();
        await shot(page, 'room-page', locale, width);
        return;
      }
      await expect(card).toBeInViewport();
      await expect(card.locator('[data-book-card-link]')).toHaveAttribute(
        'href',
        new RegExp(`form=room&room=${room.slug}`),
      );
      // The story starts in the first screen, beside the card.
      const story = page.locator('[data-room-aside] + div');
      expect((await story.boundingBox())!.y).toBeLessThan(900);
      await shot(page, 'room-page', locale, width);
      // Sticky: still at hand further down the story.
      await page.mouse.wheel(0, 700);
      await expect(card).toBeInViewport();
      await card.locator('[data-book-card-link]').click();
      await expect(page.locator('#booking-room')).toHaveValue(room.slug);
    });
  });
}
