// The booking form's overview (issue 42): from 1024 px a sticky card beside the fields with what
// is asked for, the live total and the send button; on a phone, once a time is chosen, a bar at
// the bottom of the screen with the total and the send button. One send button at a time; without
// JavaScript the form keeps one column and its button at the end.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { snapshot } from './support/snapshot';
import { freeSlots } from './support/slots';
import { uniquePhone } from './support/contact';
import {
  BOOK_NOW,
  bookingMessages,
  chooseDate,
  formReady,
  requestSent,
} from './support/booking-form';

const octet = () => Math.floor(Math.random() * 250) + 1;
const newAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const inViewport = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

for (const locale of ['me', 'en'] as const) {
  const t = bookingMessages(locale);

  test.describe(`the overview beside the form (${locale}, 1440px)`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    test.beforeEach(async ({ page }) =>
      page.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() }),
    );

    test('stays on screen, says what is chosen and sends', async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.goto(`${BOOK_NOW[locale]}?form=birthday`);
      await formReady(page);
      const overview = page.getByRole('complementary', { name: t.overview.title });
      await expect(overview).toBeVisible();
      await expect(page.locator('[data-booking-form]')).toHaveAttribute('data-columns', '2');
      // One send button, the overview's.
      const send = page.getByRole('button', { name: t.submit });
      await expect(send).toHaveCount(1);
      await expect(overview.getByRole('button', { name: t.submit })).toBeVisible();
      await expect(overview.locator('[data-overview="date"] dd')).toHaveText(t.overview.notChosen);

      const pkg = page.locator('#booking-package option').nth(1);
      const pkgName = (await pkg.textContent())!;
      const slug = (await pkg.getAttribute('value'))!;
      const [slot] = await freeSlots(request, 'birthday', slug);
      await page.locator('#booking-package').selectOption(slug);
      await page.locator('#booking-children').fill('8');
      await chooseDate(page, slot!.date);
      await page.locator(`input[name="time"][value="${slot!.time}"]`).check();
      expect(pkgName).toContain(
        (await overview.locator('[data-overview="what"] dd').textContent())!,
      );
      // The date in words, as the calendar says it.
      const words = (await page.locator('[data-date-words]').textContent())!;
      const date = (await overview.locator('[data-overview="date"] dd').textContent())!;
      expect(words.startsWith(date)).toBe(true);
      await expect(overview.locator('[data-overview="time"] dd')).toContainText(slot!.time);
      await expect(overview.locator('[data-overview="group"] dd')).toHaveText('8');
      // The live total: without the cake it is less.
      const total = overview.locator('[data-price="total"]');
      const withCake = (await total.textContent())!;
      expect(withCake).toMatch(/\d/);
      await page.locator('input[name="cake"][value="no"]').check();
      await expect(total).not.toHaveText(withCake);

      // Sticky: with the form's last field on screen, the overview is still there.
      await page.locator('#booking-message').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      await expect.poll(() => inViewport(page, '[data-booking-overview]')).toBe(true);
      expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

      await page.locator('#booking-name').fill('Desna Kolona');
      await page.locator('#booking-email').fill(`overview.${Date.now()}@example.com`);
      await page.locator('#booking-phone').fill(uniquePhone());
      await send.click();
      await requestSent(page, locale);
    });
  });

  test.describe(`the bar at the bottom of a phone (${locale}, 390px)`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test.beforeEach(async ({ page }) =>
      page.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() }),
    );

    test('comes once a time is chosen, covers nothing, and its button sends', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const room = snapshot.rooms(locale)[3]!.slug;
      const [slot] = await freeSlots(request, 'room', room);
      await page.goto(`${BOOK_NOW[locale]}?form=room&room=${room}`);
      await formReady(page);
      const bar = page.locator('[data-booking-bar]');
      const send = page.getByRole('button', { name: t.submit });
      // No overview card on a phone; the send button at the form's end, and no bar yet.
      await expect(page.locator('[data-booking-overview]')).toHaveCount(0);
      await page.locator('#booking-players').fill('4');
      await chooseDate(page, slot!.date);
      await expect(bar).toHaveCount(0);
      await expect(send).toHaveCount(1);
      await expect(send).not.toBeInViewport();

      await page.locator(`input[name="time"][value="${slot!.time}"]`).check();
      await expect(bar).toBeVisible();
      await expect(bar.locator('[data-bar-total]')).toHaveText(
        (await page.locator('[data-price="total"]').textContent())!,
      );
      await expect(bar).toContainText(slot!.time);
      // Still one send button: the bar's, on screen wherever the page is scrolled.
      await expect(send).toHaveCount(1);
      await expect(bar.getByRole('button', { name: t.submit })).toBeInViewport();
      // At the end of the page the footer ends above the bar, and the last field is not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [footerBottom, barTop] = await page.evaluate(() => [
        document.querySelector('footer')!.getBoundingClientRect().bottom,
        document.querySelector('[data-booking-bar]')!.getBoundingClientRect().top,
      ]);
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
      await page.locator('#booking-message').focus();
      const [messageBottom, barTopNow] = await page.evaluate(() => [
        document.querySelector('#booking-message')!.getBoundingClientRect().bottom,
        document.querySelector('[data-booking-bar]')!.getBoundingClientRect().top,
      ]);
      expect(messageBottom).toBeLessThanOrEqual(barTopNow);
      expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

      await page.locator('#booking-name').fill('Donja Traka');
      await page.locator('#booking-email').fill(`bar.${Date.now()}@example.com`);
      await page.locator('#booking-phone').fill(uniquePhone());
      await bar.getByRole('button', { name: t.submit }).click();
      await requestSent(page, locale);
    });
  });

  test.describe(`without JavaScript (${locale}, 1440px)`, () => {
    test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    test('one column, and the send button at the end', async ({ page }) => {
      await page.goto(`${BOOK_NOW[locale]}?form=birthday`);
      await expect(page.locator('[data-booking-form]')).toHaveAttribute('data-columns', '1');
      await expect(page.locator('[data-booking-overview], [data-booking-bar]')).toHaveCount(0);
      const send = page.getByRole('button', { name: t.submit });
      await expect(send).toHaveCount(1);
      // It comes after the form's last field.
      const [messageBottom, sendTop] = await Promise.all([
        page
          .locator('#booking-message')
          .evaluate((element) => element.getBoundingClientRect().bottom),
        send.evaluate((element) => element.getBoundingClientRect().top),
      ]);
      expect(sendTop).toBeGreaterThan(messageBottom);
    });
  });
}
