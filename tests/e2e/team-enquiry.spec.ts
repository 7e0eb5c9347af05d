// The team-building page's own enquiry form, in Chromium, in Montenegrin at 390 px and English at
// 1440 px (every pair with FULL=1, support/matrix.ts),
// on a desk server (mail over SMTP to this file's server on loopback): a wrong group size is
// said at its field and in the summary, which shrinks as the field is fixed; a sent enquiry opens
// its confirmation page, arrives at the venue (and the contact gets an acknowledgement), and shows on the
// desk as an enquiry with no Confirm (it holds no time). Without JavaScript the page posts and
// comes back with the errors and everything typed, then is redirected to the confirmation page.
// axe on every state.
// The page itself stays prerendered. Its server is a desk server of its own (playwright.config.ts).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ports, STAFF_EMAIL } from '../../playwright.config';
import { startSmtpServer, type ReceivedMail } from '../../src/booking/testing/smtp';
import { axeViolations } from './support/axe';
import { uniquePhone } from './support/contact';
import { REQUEST_SENT, requestSent } from './support/booking-form';
import { localeWidths } from './support/matrix';
import { reviewShot } from './support/review-shot';

type Locale = 'me' | 'en';
const catalogue = (locale: Locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
const octet = () => Math.floor(Math.random() * 250) + 1;
/** `SCREENSHOTS=1` also writes each state to tests/screenshots/ for review. */
const shots = 'tests/screenshots';
const path = (locale: Locale) => (locale === 'en' ? '/en/team-building' : '/team-building');

test.describe.configure({ mode: 'serial' });
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer(ports.enquirySmtp);
});
test.afterAll(async () => smtp?.stop());
test.beforeEach(async ({ page }) => {
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

const expectNoAxeViolations = async (page: Page) =>
  expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

/** The mail whose text has `line`, to `to` (or to anyone but `notTo`), once it arrives. */
async function mailWith(line: string, match: (mail: ReceivedMail) => boolean) {
  const find = () => smtp.messages.find((mail) => mail.text.includes(line) && match(mail));
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  return find()!;
}

async function signIn(page: Page, locale: Locale) {
  const t = catalogue(locale).staff;
  await page.goto(`/staff/sign-in?lang=${locale}`);
  const before = smtp.messages.length;
  await page.getByLabel(t.signIn.email).fill(STAFF_EMAIL);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await expect(page.getByRole('status')).toHaveText(t.signIn.sent);
  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = smtp.messages
          .slice(before)
          .filter((mail) => mail.header('to') === STAFF_EMAIL)
          .map(
            (mail) =>
              /https?:\/\/\S+\/staff\/sign-in\/link\?token=[A-Za-z0-9_-]+(?:&lang=en)?/.exec(
                mail.text,
              )?.[0],
          )
          .find(Boolean)),
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await page.getByRole('button', { name: t.signIn.linkSubmit }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

/** Fills the enquiry form; `fields` changes what is typed. */
async function fill(page: Page, locale: Locale, fields: Record<string, string> = {}) {
  const b = catalogue(locale).booking;
  const values = {
    company: 'Lovćen Soft d.o.o.',
    groupSize: '12',
    preferredDates: locale === 'en' ? 'Friday 12 March afternoon' : 'petak 12. mart poslijepodne',
    name: 'Milica Radović',
    email: `team.${locale}.${Date.now()}@example.com`,
    phone: uniquePhone(),
    message: locale === 'en' ? 'Coffee afterwards, please.' : 'Kafa poslije igre, molim.',
    ...fields,
  };
  const form = page.locator('[data-enquiry-form]');
  await form.getByLabel(b.fields.company).fill(values.company);
  await form.getByLabel(b.fields.groupSize).fill(values.groupSize);
  await form.getByLabel(b.fields.preferredDates).fill(values.preferredDates);
  await form.getByLabel(b.enquiry.contactName).fill(values.name);
  await form.getByLabel(b.fields.email).fill(values.email);
  await form.getByLabel(b.fields.phone).fill(values.phone);
  await form.getByLabel(new RegExp(`^${b.fields.message}`)).fill(values.message);
  return values;
}

for (const { locale, width } of localeWidths) {
  const b = catalogue(locale).booking;
  const staff = catalogue(locale).staff;
  test(`a team-building enquiry from the page arrives at the venue and shows on the desk as an enquiry (${locale}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const response = await page.goto(path(locale));
    expect(response!.status()).toBe(200);
    // Prerendered: served from the build, not rendered for this visitor.
    expect(response!.headers()['x-nextjs-cache'] ?? 'HIT').not.toBe('MISS');
    const form = page.locator('[data-enquiry-form]');
    await expect(form).toBeVisible();
    await expect(page.locator('[data-booking-form]')).toHaveCount(0);
    await form.scrollIntoViewIfNeeded();
    await reviewShot(page, {
      path: `${shots}/enquiry-form-${locale}-${width}.png`,
      fullPage: false,
    });
    await expectNoAxeViolations(page);

    // A group too small: said at the field and in the summary, which goes once it is fixed.
    const typed = await fill(page, locale, { groupSize: '5' });
    await form.getByRole('button', { name: b.enquiry.submit }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(b.fields.groupSize);
    await expect(page.locator('[data-error-for="booking-groupSize"]')).toBeVisible();
    await expect(form.getByLabel(b.fields.company)).toHaveValue(typed.company);
    await reviewShot(page, { path: `${shots}/enquiry-form-error-${locale}-${width}.png` });
    await expectNoAxeViolations(page);
    await form.getByLabel(b.fields.groupSize).fill('12');
    await expect(summary).toHaveCount(0);

    await form.getByRole('button', { name: b.enquiry.submit }).click();
    // The confirmation page: the enquiry in its own words, and what happens next.
    const reference = await requestSent(page, locale);
    const ticket = page.locator('[data-ticket]');
    await expect(ticket).toContainText(typed.company);
    await expect(ticket).toContainText(typed.preferredDates);
    await expect(page.locator('[data-receipt-next]')).toContainText(typed.email);
    // An enquiry holds no time: no calendar file, no time of its own.
    await expect(ticket.locator('[data-add-to-calendar], [data-time]')).toHaveCount(0);
    await reviewShot(page, { path: `${shots}/enquiry-receipt-${locale}-${width}.png` });
    await expectNoAxeViolations(page);

    // The venue's mail (Montenegrin) with the company, the group and the dates; the contact's.
    const venue = await mailWith(
      reference,
      (mail) => mail.header('to') !== typed.email && mail.text.includes('Novi upit'),
    );
    for (const text of [typed.company, typed.preferredDates, typed.phone])
      expect(venue.text).toContain(text);
    expect(venue.text).toMatch(/Broj osoba:\s+12\b/);
    // The venue answers on the desk: its mail links there and carries no action of its own.
    expect(venue.text).toMatch(/Otvorite na recepciji: \S+\/staff\/bookings\/\d+\r?\n/);
    expect(venue.text).not.toMatch(/Potvrdite: |Predložite drugi termin: |Odbijte: /);
    const ack = await mailWith(reference, (mail) => mail.header('to') === typed.email);
    expect(ack.text).toContain(catalogue(locale).bookingMail.enquiryReceived);

    // On the desk: an enquiry in the waiting list, with its group and dates, and no Confirm.
    await signIn(page, locale);
    await page.goto('/staff/requests');
    const row = page.locator(`[data-reference="${reference}"]`);
    await expect(row.locator('[data-enquiry]')).toHaveText(staff.booking.formTeam);
    await expect(row.locator('[data-preferred-dates]')).toContainText(typed.preferredDates);
    await expect(row.getByRole('button', { name: staff.waiting.confirm })).toHaveCount(0);
    await row.scrollIntoViewIfNeeded();
    await reviewShot(page, { path: `${shots}/enquiry-desk-waiting-${locale}-${width}.png` });
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: reference, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    await expect(page.getByText(staff.booking.formTeam, { exact: true })).toBeVisible();
    await expect(page.getByText(typed.company, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(staff.booking.noTimeYet, { exact: true }).first()).toBeVisible();
    await reviewShot(page, { path: `${shots}/enquiry-desk-booking-${locale}-${width}.png` });
    await expectNoAxeViolations(page);
  });
}

for (const locale of ['me', 'en'] as const) {
  const b = catalogue(locale).booking;
  test(`without JavaScript the enquiry comes back with its errors and everything typed, then with its confirmation page (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    });
    const page = await context.newPage();
    await page.goto(path(locale));
    const typed = await fill(page, locale, { preferredDates: '' });
    await page
      .locator('[data-enquiry-form]')
      .getByRole('button', { name: b.enquiry.submit })
      .click();
    const form = page.locator('[data-enquiry-form]');
    await expect(page.locator('[data-error-summary]')).toContainText(b.fields.preferredDates);
    await expect(form.getByLabel(b.fields.company)).toHaveValue(typed.company);
    await expect(form.getByLabel(b.fields.email)).toHaveValue(typed.email);
    await expect(form.getByLabel(b.fields.groupSize)).toHaveValue(typed.groupSize);
    // (axe runs in the page, so it checks this state with JavaScript, in the test above.)
    await reviewShot(page, { path: `${shots}/enquiry-nojs-error-${locale}-390.png` });
    await form
      .getByLabel(b.fields.preferredDates)
      .fill(locale === 'en' ? 'Any Thursday in March' : 'Bilo koji četvrtak u martu');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: b.enquiry.submit }).click(),
    ]);
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toMatch(REQUEST_SENT[locale]);
    const reference = await requestSent(page, locale);
    await reviewShot(page, { path: `${shots}/enquiry-nojs-receipt-${locale}-390.png` });
    await mailWith(reference, (mail) => mail.header('to') === typed.email);
    await context.close();
  });
}

test('the venue proposes a time for an enquiry on the desk, opened from its mail: the enquiry then holds it (me and en desk)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(path('me'));
  const typed = await fill(page, 'me');
  await page
    .locator('[data-enquiry-form]')
    .getByRole('button', { name: catalogue('me').booking.enquiry.submit })
    .click();
  const reference = await requestSent(page, 'me');
  const venue = await mailWith(
    reference,
    (mail) => mail.header('to') !== typed.email && mail.text.includes('Novi upit'),
  );
  // Replies reach the company; the mail's one link is the enquiry on the desk (sign-in needed).
  expect(venue.header('reply-to')).toBe(typed.email);
  const line = venue.text
    .split(/\r?\n/)
    .find((text) => text.startsWith('Otvorite na recepciji: '))!;
  const desk = new URL(line.slice('Otvorite na recepciji: '.length).trim()).pathname;
  expect(desk).toMatch(/^\/staff\/bookings\/\d+$/);
  // Signed out, the link opens the sign-in page, not the enquiry.
  await page.goto(desk);
  await expect(page).toHaveURL(/\/staff\/sign-in/);

  await signIn(page, 'me');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of ['me', 'en'] as const) {
      const staff = catalogue(locale).staff;
      await page.goto(`${desk}?lang=${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
      await expect(page.getByText(staff.booking.noTimeYet, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(typed.company, { exact: true }).first()).toBeVisible();
      await reviewShot(page, {
        path: `${shots}/enquiry-desk-from-mail-${locale}-${width}.png`,
        fullPage: true,
      });
      expect(await axeViolations(page, { bestPractice: true })).toEqual([]);
    }
  }
  // A date ten days ahead, its first free time.
  const t = catalogue('me').bookingLifecycle;
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`${desk}?lang=me&date=${date}`);
  const form = page.locator('form[data-op="propose"]');
  await form.getByRole('radio').first().check();
  await form.getByRole('button', { name: t.page.propose }).click();
  await expect(page.getByRole('status')).toHaveText(t.page.done.proposed);
  await expect(page.locator('[data-status="proposed"]')).toBeVisible();
  const offer = await mailWith(
    reference,
    (mail) =>
      mail.header('to') === typed.email &&
      mail.text.includes('Za vaš upit za team building predlažemo'),
  );
  expect(offer.text).toContain(typed.company);
});
