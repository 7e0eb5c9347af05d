// A party's invitations in Chromium, on a desk server of its own (STAFF_EMAILS, mail to this
// file's SMTP server on loopback), in both languages: the host makes an invitation from the manage
// page; a guest opens it in a second browser and answers with an allergy; the host sees the
// answer; the desk's day sheet and booking page show the guest with the allergy marked; the same
// answer without JavaScript, changed from the same device; the headers that keep the link private;
// a third child coming for a party of two (the host and the desk say so); the link turned off;
// axe on the new pages at 390 and 1440 px.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ports, STAFF_EMAIL } from '../../playwright.config';
import { startSmtpServer, type ReceivedMail } from '../../src/booking/testing/smtp';
import { axeViolations } from './support/axe';
import { freeSlots } from './support/slots';
import { uniquePhone } from './support/contact';
import { confirmRequest } from './support/confirm-request';

type Locale = 'me' | 'en';
const all = (locale: Locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
const octet = () => Math.floor(Math.random() * 250) + 1;
const PACKAGE = { me: 'mali-istrazivac', en: 'little-explorer' } as const;
const address = () => `10.${octet()}.${octet()}.${octet()}`;

test.describe.configure({ mode: 'serial' });
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer(ports.invitationSmtp);
});
test.afterAll(async () => smtp?.stop());

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address() });
});

async function mailTo(to: string, since: number): Promise<ReceivedMail> {
  const find = () => smtp.messages.slice(since).find((mail) => mail.header('to') === to);
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  return find()!;
}

/**
 * A birthday for two children, requested from the public API and confirmed by its parent: its
 * manage page. `growsTo`: a start where that many children fit as well, for a test that changes
 * the party to them (the games of more children hold the rooms longer).
 */
async function party(api: APIRequestContext, locale: Locale, growsTo?: number) {
  const [slot] = await freeSlots(api, 'birthday', PACKAGE[locale], 1, { children: growsTo });
  const email = `host-${Date.now()}-${octet()}@example.com`;
  const since = smtp.messages.length;
  const response = await api.post('/api/bookings', {
    data: {
      form: 'birthday',
      locale,
      package: PACKAGE[locale],
      cake: 'yes',
      children: 2,
      name: 'Roditelj Domaćin',
      email,
      phone: uniquePhone(),
      message: '',
      ...slot,
    },
    headers: { 'x-forwarded-for': address() },
  });
  expect(response.status()).toBe(201);
  const manage = await confirmRequest(api, await mailTo(email, since));
  return { manage, slot: slot!, email };
}

async function signIn(page: Page) {
  const t = all('en').staff.signIn;
  await page.goto('/staff/sign-in?lang=en');
  const before = smtp.messages.length;
  await page.getByLabel(t.email).fill(STAFF_EMAIL);
  await page.getByRole('button', { name: t.submit }).click();
  const mail = await mailTo(STAFF_EMAIL, before);
  const link = /https?:\/\/\S+\/staff\/sign-in\/link\?token=[A-Za-z0-9_-]+(?:&lang=en)?/.exec(
    mail.text,
  )?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await page.getByRole('button', { name: t.linkSubmit }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

async function guestPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': address() },
  });
  return { context, page: await context.newPage() };
}

const expectAxeClean = async (page: Page) =>
  expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

/** A header as the reader sees it: RFC 2047 encoded words (`=?UTF-8?Q?…?=`) decoded. */
const decodeHeader = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8'),
  );

/**
 * With CHANGE_SHOTS=<folder>: the page at 390 and 1440 px, for people to look at: the change
 * panel in view, or (`top`) the notice and the ticket.
 */
async function shots(page: Page, name: string, focus: 'panel' | 'top' = 'panel') {
  const folder = process.env.CHANGE_SHOTS;
  if (!folder) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (focus === 'top') await page.evaluate(() => window.scrollTo(0, 0));
    else
      await page
        .locator('[data-change-panel]')
        .evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

for (const locale of ['me', 'en'] as const) {
  const m = all(locale).invitations;

  test(`host invites, a guest answers with an allergy, the host and the desk see it (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { manage, slot } = await party(request, locale);
    await page.goto(manage);
    const panel = page.locator('[data-invite-panel]');
    await expect(panel.getByRole('heading', { name: m.host.title })).toBeVisible();
    // A name with a direction-changing character is refused, and what was typed stays.
    await panel.getByLabel(m.host.childName).fill('Mila\u202E');
    await panel.getByLabel(m.host.hostLine).fill('Pizza i torta!');
    await panel.getByRole('button', { name: m.host.create }).click();
    await expect(panel.locator('[data-error-for="invite-childName"]')).toHaveText(
      new RegExp(m.errors.invisibleCharacters.replace(/[()]/g, '.')),
    );
    await expect(panel.getByLabel(m.host.hostLine)).toHaveValue('Pizza i torta!');
    await panel.getByLabel(m.host.childName).fill('Mila');
    await panel.getByRole('button', { name: m.host.create }).click();
    await expect(panel.locator('[data-invite-notice]')).toHaveText(m.host.done.created);
    const link = (await panel.locator('[data-link-text]').innerText()).trim();
    const path = new URL(link).pathname;
    expect(path).toMatch(locale === 'en' ? /^\/en\/invitation\/\d+-/ : /^\/pozivnica\/\d+-/);
    await expect(panel.locator('[data-qr] svg')).toBeVisible();
    const whatsapp = await panel.locator('[data-share="whatsapp"]').getAttribute('href');
    expect(decodeURIComponent(whatsapp!)).toContain(link);
    expect(await panel.locator('[data-share="viber"]').getAttribute('href')).toMatch(
      /^viber:\/\/forward\?text=/,
    );
    await expect(panel.getByRole('button', { name: m.host.copy })).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // The invitation page: private headers, both languages, the answer form.
    const head = await request.get(path, { maxRedirects: 0 });
    expect(head.status()).toBe(200);
    expect(head.headers()['referrer-policy']).toBe('no-referrer');
    expect(head.headers()['x-robots-tag']).toContain('noindex');
    expect(head.headers()['cache-control']).toContain('no-store');
    const html = await head.text();
    expect(html).toContain('Mila');

    const guest = await guestPage(browser);
    await guest.page.goto(path);
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(
      m.page.title.replace('{child}', 'Mila'),
    );
    await expect(guest.page.locator('[data-host-line]')).toHaveText('Pizza i torta!');
    await expect(guest.page.locator('[data-where] a')).toHaveAttribute('href', /google|maps/);
    await expect(guest.page.getByText(m.page.foodNoteWho)).toBeVisible();
    for (const width of [390, 1440]) {
      await guest.page.setViewportSize({ width, height: 900 });
      await expectAxeClean(guest.page);
    }
    // Nothing chosen: refused with the reason, the name kept.
    await guest.page.getByLabel(m.page.childName).fill('Luka');
    await guest.page.getByRole('button', { name: m.page.send }).click();
    await expect(guest.page.locator('[data-field="coming"]')).toContainText(
      m.errors.comingRequired,
    );
    await expect(guest.page.getByLabel(m.page.childName)).toHaveValue('Luka');
    await guest.page.getByLabel(m.page.yes).check();
    await guest.page.getByLabel(m.page.foodNote).fill('Kikiriki');
    await guest.page.getByRole('button', { name: m.page.send }).click();
    await expect(guest.page.locator('[data-answer-saved]')).toBeVisible();
    await expect(guest.page).toHaveURL(/answered=1/);
    expect(guest.page.url()).not.toContain('Luka');
    await expect(guest.page.getByRole('button', { name: m.page.change })).toBeVisible();

    // The guest switches the language; the choice is remembered on the next visit.
    const other: Locale = locale === 'me' ? 'en' : 'me';
    await guest.page.locator('[data-invitation-language]').click();
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(
      all(other).invitations.page.title.replace('{child}', 'Mila'),
    );
    await guest.page.goto(path);
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(
      all(other).invitations.page.title.replace('{child}', 'Mila'),
    );
    await guest.context.close();

    // The same answer without JavaScript, then changed from the same device.
    const plain = await guestPage(browser, false);
    await plain.page.goto(path);
    await plain.page.getByLabel(m.page.childName).fill('Ana');
    await plain.page.getByLabel(m.page.yes).check();
    await plain.page.getByLabel(m.page.foodNote).fill('Bez glutena');
    await plain.page.getByRole('button', { name: m.page.send }).click();
    await expect(plain.page.locator('[data-answer-saved]')).toBeVisible();
    await expect(plain.page.getByLabel(m.page.childName)).toHaveValue('Ana');
    await plain.page.getByLabel(m.page.phone).fill('abc');
    await plain.page.getByRole('button', { name: m.page.change }).click();
    await expect(plain.page.locator('[data-error-for="rsvp-phone"]')).toContainText(m.errors.phone);
    await expect(plain.page.getByLabel(m.page.foodNote)).toHaveValue('Bez glutena');
    await plain.page.getByLabel(m.page.phone).fill('067 123 456');
    await plain.page.getByRole('button', { name: m.page.change }).click();
    await expect(plain.page.locator('[data-answer-saved]')).toBeVisible();
    await plain.context.close();

    // A third child coming, for a party booked for two.
    const third = await guestPage(browser);
    await third.page.goto(path);
    await third.page.getByLabel(m.page.childName).fill('Iva');
    await third.page.getByLabel(m.page.yes).check();
    await third.page.getByRole('button', { name: m.page.send }).click();
    await expect(third.page.locator('[data-answer-saved]')).toBeVisible();
    await third.context.close();

    // The host sees the answers, the allergies marked, and that more are coming than booked.
    await page.goto(manage);
    const answers = page.locator('[data-host-answers]');
    await expect(answers.locator('[data-guest]')).toHaveCount(3);
    await expect(answers.locator('[data-guest][data-allergy="yes"]').first()).toContainText(
      m.host.allergy,
    );
    await expect(answers).toContainText('Kikiriki');
    await expect(answers).toContainText('Bez glutena');
    await expect(answers).toContainText('067 123 456');
    await expect(answers.locator('[data-guest-counts]')).toHaveText(
      m.host.counts.replace('{coming}', '3').replace('{notComing}', '0'),
    );
    await expect(answers.locator('[data-over-booked]')).toContainText(
      m.host.overBooked.split('{coming}')[0]!,
    );
    await expect(answers.locator('[data-over-booked]')).toContainText('3');

    // The desk's day sheet and booking page list the guests with the allergy marked.
    const desk = all('en').invitations.desk;
    await signIn(page);
    await page.goto(`/staff?date=${slot.date}&lang=en`);
    // The columns' card (a phone's list holds the same booking again, hidden at this width).
    const card = page.locator('[data-day-view] [data-role="party"]').filter({ hasText: 'Luka' });
    await expect(card.locator('[data-guest]')).toHaveCount(3);
    await expect(card.locator('[data-over-booked]')).toHaveText(
      '⚠ ' + desk.overBooked.replace('{coming}', '3').replace('{booked}', '2'),
    );
    await expect(card.locator('[data-guest-allergy]').first()).toContainText(desk.allergy);
    await expect(card).toContainText('Kikiriki');
    await card.locator('a[href^="/staff/bookings/"]').first().click();
    const guests = page.locator('section[data-desk-guests]');
    await expect(guests.getByRole('heading', { name: desk.title })).toBeVisible();
    await expect(guests.locator('[data-guest]').filter({ hasText: 'Ana' })).toContainText(
      'Bez glutena',
    );
    await expectAxeClean(page);

    // The host turns the link off: the page says so kindly (404), and takes no answer.
    await page.goto(manage);
    await page.locator('[data-turn-off]').getByRole('button', { name: m.host.turnOff }).click();
    await expect(page.locator('[data-invite-notice]')).toHaveText(m.host.done.turnedOff);
    await expect(page.locator('[data-host-answers] [data-guest]')).toHaveCount(3);
    const gone = await request.get(path);
    expect(gone.status()).toBe(404);
    const late = await guestPage(browser);
    await late.page.goto(path);
    await expect(late.page.getByRole('heading', { level: 1 })).toHaveText(m.page.goneTitle);
    await expectAxeClean(late.page);
    await late.context.close();
  });
}

/** The bundled content's party extras by their place: pizza per child, goody bags (up to 30). */
const extrasOf = (locale: Locale) =>
  (
    JSON.parse(readFileSync(`content/snapshot/options.${locale}.json`, 'utf8')).acf
      .party_extras as { name: string }[]
  ).map((extra) => extra.name);

for (const locale of ['me', 'en'] as const) {
  const c = all(locale).bookingLifecycle;
  const [pizza, bags] = extrasOf(locale) as [string, string];

  test(`the parent changes the children and the extras, sees the new price before sending, with and without JavaScript (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { manage, slot, email } = await party(request, locale, 12);
    await page.goto(manage);
    const panel = page.locator('[data-change-panel]');
    await expect(panel.getByRole('heading', { name: c.change.title })).toBeVisible();
    const current = await panel.locator('[data-price="current"]').innerText();
    await expect(page.locator('[data-price="total"]')).toHaveText(current);
    // With JavaScript the new price follows the count and the extras before anything is sent.
    await panel.getByLabel(c.change.children).fill('12');
    await expect(panel.locator('[data-price="new"]')).not.toHaveText(current);
    const childrenOnly = await panel.locator('[data-price="new"]').innerText();
    await panel.getByLabel(bags, { exact: true }).selectOption({ label: '3' });
    await expect(panel.locator('[data-price="new"]')).not.toHaveText(childrenOnly);
    const withBags = await panel.locator('[data-price="new"]').innerText();
    await panel.getByLabel(pizza).check();
    await expect(panel.locator('[data-price="new"]')).not.toHaveText(withBags);
    const twelve = await panel.locator('[data-price="new"]').innerText();
    await expect(panel.getByRole('button', { name: c.change.preview })).toHaveCount(0);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAxeClean(page);
    }
    await shots(page, `before-${locale}`);
    const since = smtp.messages.length;
    await panel.getByRole('button', { name: c.change.send }).click();
    await expect(page.locator('[data-notice="ok"]')).toHaveText(c.page.done.changed);
    await expect(page.locator('[data-price="total"]')).toHaveText(twelve);
    await expect(page.locator('[data-ticket-summary]')).toContainText('12');
    await shots(page, `after-${locale}`, 'top');
    const mail = await mailTo(email, since);
    expect(decodeHeader(mail.header('subject') ?? '')).toContain(
      c.mail.changedSubject.split(' (')[0],
    );

    // Without JavaScript: "see the new price" first, then the button that sends it.
    const plain = await guestPage(browser, false);
    await plain.page.goto(manage);
    const form = plain.page.locator('[data-change-panel]');
    await expect(form.getByRole('button', { name: c.change.send })).toHaveCount(0);
    // The extras come prefilled with what is booked.
    await expect(form.getByLabel(pizza)).toBeChecked();
    await expect(form.getByLabel(bags, { exact: true })).toHaveValue(/:3$/);
    await form.getByLabel(c.change.children).fill('10');
    await form.getByLabel(pizza).uncheck();
    await form.getByRole('button', { name: c.change.preview }).click();
    await expect(plain.page).toHaveURL(/change=preview/);
    await expect(form.getByLabel(c.change.children)).toHaveValue('10');
    await expect(form.getByLabel(pizza)).not.toBeChecked();
    await expect(form.getByLabel(bags, { exact: true })).toHaveValue(/:3$/);
    const ten = await form.locator('[data-price="new"]').innerText();
    expect(ten).not.toBe(twelve);
    await expect(plain.page.locator('[data-price="total"]')).toHaveText(twelve);
    await shots(plain.page, `preview-nojs-${locale}`);
    await form.getByRole('button', { name: c.change.send }).click();
    await expect(plain.page.locator('[data-notice="ok"]')).toHaveText(c.page.done.changed);
    await expect(plain.page.locator('[data-price="total"]')).toHaveText(ten);
    await expect(form.getByLabel(pizza)).not.toBeChecked();
    await plain.context.close();

    // More goody bags than the venue offers (a form altered by hand): refused in words, the
    // booking as it was.
    await page.goto(manage);
    await panel
      .getByLabel(bags, { exact: true })
      .evaluate((select: HTMLSelectElement) => (select.selectedOptions[0]!.value += '1'));
    await panel.getByRole('button', { name: c.change.send }).click();
    await expect(panel.locator('[data-notice="refused"]')).toContainText(bags);
    await expect(panel.locator('[data-notice="refused"]')).toContainText('30');
    await expect(page.locator('[data-price="total"]')).toHaveText(ten);
    await expectAxeClean(page);

    // Forty children fit no escape room within the party: refused in words, nothing changed.
    await page.goto(manage);
    await panel.getByLabel(c.change.children).fill('40');
    await panel.getByRole('button', { name: c.change.send }).click();
    await expect(panel.locator('[data-notice="refused"]')).toContainText('40');
    await expect(page.locator('[data-price="total"]')).toHaveText(ten);
    await expect(panel.getByLabel(c.change.children)).toHaveValue('40');
    await expectAxeClean(page);
    await shots(page, `refused-${locale}`);

    // The desk marks the booking "changed by the parent" until it is opened there; a prefetch
    // (a GET) of its page clears nothing.
    const mark = all('en').staff.booking.parentChanged;
    const reference = (await page.locator('[data-ticket] [data-reference]').innerText()).trim();
    await signIn(page);
    await page.goto(`/staff?date=${slot.date}&lang=en`);
    const card = page.locator(`[data-role="party"][data-reference="${reference}"]`);
    await expect(card.locator('[data-mark="parent-changed"]')).toContainText(mark);
    // The extras as changed, named in the desk's English whichever language the parent booked in.
    await expect(card.locator('[data-extras]').first()).toContainText(`${extrasOf('en')[1]} × 3`);
    const href = await card.locator('a[href^="/staff/bookings/"]').first().getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(200);
    await page.reload();
    await expect(card.locator('[data-mark="parent-changed"]')).toContainText(mark);
    await page.goto(href!);
    await expect(page.locator('[data-mark="parent-changed"]')).toContainText(mark);
    // Shown in a browser, the page tells the desk it was seen (a POST, not the page's GET), and
    // its "Mark as seen" button goes once that is done.
    await expect(page.locator('[data-parent-change-seen]')).toHaveCount(0);
    await page.goto(href!);
    await expect(page.locator('[data-mark="parent-changed"]')).toHaveCount(0);
  });
}
