import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export type Locale = 'me' | 'en';
/** The booking form's strings, as the visitor reads them. */
export const bookingMessages = (locale: Locale) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).booking;
export const BOOK_NOW = { me: '/rezervisi', en: '/en/book-now' } as const;
/** A booking reference as the receipt shows it. */
export const REFERENCE = /^CLV-[2-9A-Z]{5}$/;

/**
 * Waits until the booking form runs in the browser: its no-JavaScript "Show free times" button
 * is gone. What a test types before then may be overwritten as the form takes over the page
 * (a room chosen too early comes back as "Choose a room").
 */
export async function formReady(page: Page) {
  await expect(page.locator('[data-booking-form]')).toBeVisible();
  await expect(page.locator('[data-show-times]')).toHaveCount(0);
}

/** The confirmation page's address after sending (a signed `receipt` link). */
export const REQUEST_SENT = {
  me: /\/zahtjev-poslat\/\d+~receipt~\d+~[\w-]{43}$/,
  en: /\/en\/request-sent\/\d+~receipt~\d+~[\w-]{43}$/,
} as const;

/**
 * After sending: the browser is on the request's confirmation page (the ticket with its title,
 * reference and summary); its reference.
 */
export async function requestSent(page: Page, locale: Locale): Promise<string> {
  await expect(page).toHaveURL(REQUEST_SENT[locale]);
  const lifecycle = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).bookingLifecycle;
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^(${lifecycle.receipt.title}|${lifecycle.receipt.titleTeam})$`),
    }),
  ).toBeVisible();
  const reference = (await page.locator('[data-ticket] [data-reference]').innerText()).trim();
  expect(reference).toMatch(REFERENCE);
  return reference;
}

/**
 * The calendar turned to `date`'s month (its "Next month" / "Previous month" buttons), as a
 * visitor turns it: the day's button.
 */
export async function calendarDay(page: Page, date: string) {
  const calendar = page.locator('[data-calendar]');
  await expect(calendar).toBeVisible();
  const day = calendar.locator(`button[data-date="${date}"]`);
  for (let turns = 0; turns < 12 && !(await day.isVisible()); turns++) {
    const shown = await calendar.locator('button[data-date]').first().getAttribute('data-date');
    await calendar
      .locator(
        shown && shown.slice(0, 7) > date.slice(0, 7)
          ? '[data-calendar-previous]'
          : '[data-calendar-next]',
      )
      .click();
  }
  await expect(day).toBeVisible();
  return day;
}

/**
 * Chooses a date with JavaScript, as a visitor does: the calendar is turned to the date's month
 * and the day's button is clicked. Without JavaScript the native date input is filled instead
 * (`page.locator('#booking-date').fill`).
 */
export async function chooseDate(page: Page, date: string) {
  const calendar = page.locator('[data-calendar]');
  const day = await calendarDay(page, date);
  await day.click();
  await expect(calendar.locator('td[aria-selected="true"] button')).toHaveAttribute(
    'data-date',
    date,
  );
}
