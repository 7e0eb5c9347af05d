import { expect, type Page } from '@playwright/test';

/**
 * Waits until the booking form runs in the browser: its no-JavaScript "Show free times" button
 * is gone. What a test types before then may be overwritten as the form takes over the page
 * (a room chosen too early comes back as "Choose a room").
 */
export async function formReady(page: Page) {
  await expect(page.locator('[data-booking-form]')).toBeVisible();
  await expect(page.locator('[data-show-times]')).toHaveCount(0);
}
