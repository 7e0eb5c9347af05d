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
