// A booking form that forgives (issue 30), in Chromium, Montenegrin on a phone and English on a
// desktop (every pair with FULL=1, support/matrix.ts): errors go as soon as the parent fixes them; without JavaScript every answer
// to a post brings the posted date's free times back, the chosen one kept; a time taken
// meanwhile is said once, calmly, at the picker, with the nearest free times one click away.
// `SCREENSHOTS=1` also writes each new state to tests/screenshots/ for review.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { snapshot } from './support/snapshot';
import { forgivingDays, freeSlots } from './support/slots';
import { uniquePhone } from './support/contact';
import { localeWidths } from './support/matrix';
import {
  BOOK_NOW,
  bookingMessages,
  chooseDate,
  formReady,
  type Locale,
  requestSent,
} from './support/booking-form';

const messages = bookingMessages;
const bookNow = BOOK_NOW;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const octet = () => Math.floor(Math.random() * 250) + 1;
const newAddress = () => `10.${octet()}.${octet()}.${octet()}`;
let sent = 0;
const email = (who: string) => `${who}.${run}.${++sent}@example.com`;

const expectNoAxeViolations = async (page: Page) =>
  expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

async function shot(page: Page, name: string, locale: Locale, width: number) {
  if (!process.env.SCREENSHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  // The whole page from the top: the sticky header stays where it belongs, above the form.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `tests/screenshots/${locale}-book-now-${name}-${width}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** How often a text is on the page as a reader gets it (visible and screen-reader-only text). */
const occurrences = async (page: Page, text: string) =>
  (await page.locator('body').innerText()).split(text).length - 1;

/** The fields the error summary links to, in its order. */
const summaryTargets = (page: Page) =>
  page
    .locator('[data-error-summary] a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

for (const [pair, { locale, width }] of localeWidths.entries()) {
  const t = messages(locale);
  test.describe(`a form that forgives (${locale}, ${width}px)`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });
    test.beforeEach(async ({ page }) =>
      page.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() }),
    );

    test('errors go as soon as each field is fixed, and the summary with the last one', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await page.goto(`${bookNow[locale]}?form=birthday`);
      await formReady(page);
      const pkg = (await page.locator('#booking-package option').nth(1).getAttribute('value'))!;
      const [slot] = await freeSlots(request, 'birthday', pkg);
      await page.locator('[data-submit]').click();
      const summary = page.locator('[data-error-summary]');
      await expect(summary).toBeFocused();
      expect(await summaryTargets(page)).toEqual([
        '#booking-package',
        '#booking-children',
        '#booking-date',
        '#booking-time',
        '#booking-name',
        '#booking-email',
        '#booking-phone',
      ]);
      // "Please choose a package" goes once a package is chosen: at the field and in the summary.
      await page.locator('#booking-package').selectOption(pkg);
      await expect(summary.locator('a')).toHaveCount(6);
      await expect(page.locator('#booking-package')).not.toHaveAttribute('aria-invalid');
      await expect(page.locator('#booking-package-error')).toHaveCount(0);
      await expect(summary).not.toContainText(t.errors.package);
      // A field still wrong keeps its message (now the one for what is typed), until it is right.
      await page.locator('#booking-children').fill('0');
      await expect(page.locator('#booking-children')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#booking-children-error')).toContainText(
        t.errors.children.replace('{min}', '1').replace('{max}', '40'),
      );
      await page.locator('#booking-children').fill('8');
      await expect(page.locator('#booking-children')).not.toHaveAttribute('aria-invalid');
      await page.locator('#booking-name').fill('Ana Perić');
      await page.locator('#booking-email').fill('ana@');
      // Leaving a field that was wrong checks it again.
      await page.locator('#booking-email').blur();
      await expect(page.locator('#booking-email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#booking-email-error')).toContainText(t.errors.email);
      expect(await summaryTargets(page)).toEqual([
        '#booking-date',
        '#booking-time',
        '#booking-email',
        '#booking-phone',
      ]);
      await page.locator('#booking-email').fill(email('ana'));
      await page.locator('#booking-phone').fill(uniquePhone());
      expect(await summaryTargets(page)).toEqual(['#booking-date', '#booking-time']);
      await expect(page.locator('#booking-name')).not.toHaveAttribute('aria-invalid');
      await shot(page, 'errors-shrinking', locale, width);
      await expectNoAxeViolations(page);
      // A field fixed and then emptied again is wrong again at once.
      await page.locator('#booking-name').fill('');
      await expect(page.locator('#booking-name')).toHaveAttribute('aria-invalid', 'true');
      expect(await summaryTargets(page)).toEqual([
        '#booking-date',
        '#booking-time',
        '#booking-name',
      ]);
      await page.locator('#booking-name').fill('Ana Perić');
      await chooseDate(page, slot!.date);
      expect(await summaryTargets(page)).toEqual(['#booking-time']);
      await page.locator(`input[name="time"][value="${slot!.time}"]`).check();
      // At zero the summary is gone, and no field is marked any more.
      await expect(summary).toHaveCount(0);
      await expect(page.locator('[data-booking-form] [aria-invalid]')).toHaveCount(0);
      await expect(page.locator('[data-error-for]')).toHaveCount(0);
      await expect(page.locator('#booking-children')).toHaveValue('8');
      await shot(page, 'errors-fixed', locale, width);
      await expectNoAxeViolations(page);
      await page.locator('[data-submit]').click();
      await requestSent(page, locale);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('a failed submit keeps the free times of the date, the chosen one checked', async ({
        page,
        request,
      }) => {
        const room = snapshot.rooms(locale)[2]!.slug;
        const [slot] = await freeSlots(request, 'room', room);
        await page.goto(`${bookNow[locale]}?form=room&room=${room}`);
        await page.locator('#booking-players').fill('4');
        await page.locator('#booking-date').fill(slot!.date);
        await page.locator('[data-show-times]').click();
        await page.locator(`input[name="time"][value="${slot!.time}"]`).check();
        const offered = await page.locator('input[name="time"]').count();
        await page.locator('#booking-name').fill('Luka Đurović');
        await page.locator('#booking-email').fill('luka@');
        await page.locator('#booking-message').fill(`Run ${run}: a surprise for Luka.`);
        await page.locator('[data-submit]').click();
        // The answer: what is wrong, and everything else as it was, the times included.
        const summary = page.locator('[data-error-summary]');
        await expect(summary).toBeVisible();
        expect(await summaryTargets(page)).toEqual(['#booking-email', '#booking-phone']);
        await expect(page.locator('#booking-date')).toHaveValue(slot!.date);
        await expect(page.locator('input[name="time"]')).toHaveCount(offered);
        await expect(page.locator(`input[name="time"][value="${slot!.time}"]`)).toBeChecked();
        await expect(page.locator('#booking-time-error')).toHaveCount(0);
        await expect(page.locator('#booking-room')).toHaveValue(room);
        await expect(page.locator('#booking-players')).toHaveValue('4');
        await expect(page.locator('#booking-name')).toHaveValue('Luka Đurović');
        await expect(page.locator('#booking-email')).toHaveValue('luka@');
        await expect(page.locator('#booking-message')).toHaveValue(
          `Run ${run}: a surprise for Luka.`,
        );
        await shot(page, 'nojs-error-times', locale, width);
        // Fixed and sent again: the confirmation page; back on the form, the date's times come
        // without the one held.
        await page.locator('#booking-email').fill(email('luka'));
        await page.locator('#booking-phone').fill(uniquePhone());
        await page.locator('[data-submit]').click();
        await requestSent(page, locale);
        await page.goto(`${bookNow[locale]}?form=room&room=${room}`);
        await page.locator('#booking-date').fill(slot!.date);
        await page.locator('[data-show-times]').click();
        // The starts that would overlap the held session are gone with it; the rest are offered.
        await expect(page.locator('input[name="time"]').first()).toBeVisible();
        await expect(page.locator(`input[name="time"][value="${slot!.time}"]`)).toHaveCount(0);
        expect(await page.locator('input[name="time"]').count()).toBeLessThan(offered);
        await expect(page.locator('#booking-name')).toHaveValue('');
      });
    });

    for (const withJavaScript of [true, false]) {
      test.describe(withJavaScript ? 'with JavaScript' : 'without JavaScript', () => {
        test.use({ javaScriptEnabled: withJavaScript });

        test('a time taken meanwhile: one calm notice at the picker, its alternatives work', async ({
          page,
          request,
        }) => {
          test.setTimeout(60_000);
          const room = snapshot.rooms(locale)[4]!.slug;
          // Days of this test's own: nobody else books its time or its alternatives meanwhile.
          const [slot] = await freeSlots(request, 'room', room, 1, {
            days: forgivingDays(2 * pair + (withJavaScript ? 0 : 1)),
          });
          await page.goto(`${bookNow[locale]}?form=room&room=${room}`);
          if (withJavaScript) await formReady(page);
          await page.locator('#booking-players').fill('3');
          await page.locator('#booking-name').fill('Ivana Knežević');
          await page.locator('#booking-email').fill(email('ivana'));
          await page.locator('#booking-phone').fill(uniquePhone());
          if (withJavaScript) await chooseDate(page, slot!.date);
          else {
            await page.locator('#booking-date').fill(slot!.date);
            await page.locator('[data-show-times]').click();
          }
          await page.locator(`input[name="time"][value="${slot!.time}"]`).check();
          // Another parent books that time first.
          const other = await request.post('/api/bookings', {
            headers: { 'x-forwarded-for': newAddress() },
            data: {
              form: 'room',
              locale,
              room,
              players: 3,
              name: `Other ${run}`,
              email: email('other'),
              phone: uniquePhone(),
              ...slot,
            },
          });
          expect(other.status()).toBe(201);
          await page.locator('[data-submit]').click();
          const notice = page.locator('[data-alternatives]');
          await expect(notice).toBeVisible();
          // Inside the picker, said once, not an error: no summary, no count, no field marked.
          await expect(page.locator('[data-date-time] [data-alternatives]')).toHaveCount(1);
          expect(await occurrences(page, t.errors.slotTaken)).toBe(1);
          await expect(page.locator('[data-error-summary]')).toHaveCount(0);
          // Not "Please check 1 field".
          const oneField = (t.summary.title as string).replace(
            /\{count, plural, one \{# ([^}]+)\}.*$/,
            '1 $1',
          );
          expect(oneField).toMatch(/ 1 \p{L}+$/u);
          expect(await occurrences(page, oneField)).toBe(0);
          await expect(page.locator('[data-booking-form] [aria-invalid]')).toHaveCount(0);
          if (withJavaScript) await expect(notice).toBeFocused();
          // The taken time is no longer offered; what was typed is kept.
          await expect(page.locator('input[name="time"]').first()).toBeVisible();
          await expect(page.locator(`input[name="time"][value="${slot!.time}"]`)).toHaveCount(0);
          await expect(page.locator('#booking-name')).toHaveValue('Ivana Knežević');
          await expect(page.locator('#booking-players')).toHaveValue('3');
          const buttons = notice.getByRole('button');
          await expect(buttons).toHaveCount(3);
          await shot(page, `taken-${withJavaScript ? 'js' : 'nojs'}`, locale, width);
          if (withJavaScript) await expectNoAxeViolations(page);
          const choice = (await buttons.first().getAttribute('value'))!;
          await buttons.first().click();
          await requestSent(page, locale);
          await expect(page.locator('[data-ticket] [data-time]')).toContainText(choice.slice(11));
        });
      });
    }
  });
}

// A parent on a slow connection starts filling the form in before its scripts have run: once
// they have, everything typed and chosen is still there, and the form checks that, not blanks.
for (const locale of ['me', 'en'] as const) {
  test(`what was typed before the scripts ran is kept (${locale})`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newAddress() });
    const room = snapshot.rooms(locale)[2]!.slug;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${bookNow[locale]}?form=room`, { waitUntil: 'commit' });
    await page.locator('#booking-room').selectOption(room);
    await page.locator('#booking-players').fill('3');
    await page.locator('#booking-name').fill('Rano Upisan');
    await page.locator('#booking-message').fill('Typed early.');
    // The scripts are held back: the page still offers the no-JavaScript button.
    await expect(page.locator('[data-show-times]')).toBeVisible();
    release();
    await formReady(page);
    await page.locator('#booking-email').fill('rano@');
    await expect(page.locator('#booking-room')).toHaveValue(room);
    await expect(page.locator('#booking-players')).toHaveValue('3');
    await expect(page.locator('#booking-name')).toHaveValue('Rano Upisan');
    await expect(page.locator('#booking-message')).toHaveValue('Typed early.');
    await page.locator('[data-submit]').click();
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    expect(await summaryTargets(page)).toEqual([
      '#booking-date',
      '#booking-time',
      '#booking-email',
      '#booking-phone',
    ]);
    await expect(page.locator('#booking-name')).toHaveValue('Rano Upisan');
  });
}
