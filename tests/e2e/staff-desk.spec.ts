// The staff desk in Chromium, in both its languages, on a server with STAFF_EMAILS whose mail goes
// to an SMTP server this file runs on loopback: sign in from the mailed link (once only; another
// address gets the same page and no mail), add a phone booking and the public picker no longer
// offers that time, block a room for an afternoon and the picker offers nothing in it, axe on
// every desk page, the day view at 390 px without sideways scrolling, sign out.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import postgres from 'postgres';
import { ports, STAFF_EMAIL } from '../../playwright.config';
import { startSmtpServer, type ReceivedMail } from '../../src/booking/testing/smtp';
import { axeViolations } from './support/axe';
import { snapshot } from './support/snapshot';
import { freeSlots } from './support/slots';
import { uniquePhone } from './support/contact';
import { confirmRequest } from './support/confirm-request';
import { linkPath } from './support/outbox-files';
import { reviewShot } from './support/review-shot';

type Locale = 'me' | 'en';
const messages = (locale: Locale) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).staff;
const octet = () => Math.floor(Math.random() * 250) + 1;

// One SMTP server for the file: the tests run one after another.
test.describe.configure({ mode: 'serial' });
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer(ports.deskSmtp);
});
test.afterAll(async () => smtp?.stop());

// Each test signs in from an address of its own, so the per-address sign-in limit never stops the suite.
test.beforeEach(async ({ page }) => {
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

const expectNoAxeViolations = async (page: Page) =>
  expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

async function mailTo(address: string, since: number): Promise<ReceivedMail> {
  await expect
    .poll(() => smtp.messages.slice(since).filter((mail) => mail.header('to') === address).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  return smtp.messages
    .slice(since)
    .filter((mail) => mail.header('to') === address)
    .at(-1)!;
}

/** The mail to `address` with this subject, once it arrives (other mails may come between). */
async function mailWithSubject(address: string, subject: string, since: number) {
  const find = () =>
    smtp.messages
      .slice(since)
      .find((mail) => mail.header('to') === address && mail.header('subject') === subject);
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  return find()!;
}

async function freeTimes(api: APIRequestContext, room: string, date: string) {
  const response = await api.get(
    `/api/availability?form=room&room=${encodeURIComponent(room)}&date=${date}`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { days: { slots: { time: string; free: boolean }[] }[] };
  return body.days[0]!.slots;
}

const lifecycleMessages = (locale: Locale) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).bookingLifecycle;

/**
 * A request posted to the public booking API from an address of its own and, once stored, confirmed
 * by its parent from the acknowledgement that arrives over SMTP (support/confirm-request.ts): only
 * then is it the venue's to answer. The API's answer, as posted.
 */
async function postConfirmed(api: APIRequestContext, data: Record<string, unknown>) {
  const since = smtp.messages.length;
  const response = await api.post('/api/bookings', {
    data,
    headers: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  if (response.status() === 201) await confirmRequest(api, await mailTo(String(data.email), since));
  return response;
}

/**
 * A parent's request from the public booking API, confirmed by its parent: pending, waiting for the
 * venue's answer; `fields` names the parent or adds a message.
 */
async function parentRequest(
  api: APIRequestContext,
  locale: Locale,
  email: string,
  fields: { name?: string; message?: string } = {},
) {
  const [slot] = await freeSlots(api, 'room', 'space-mission');
  const response = await postConfirmed(api, {
    form: 'room',
    locale,
    room: locale === 'en' ? 'space-mission' : 'svemirska-misija',
    players: 4,
    name: 'Roditelj Desk',
    email,
    phone: uniquePhone(),
    message: '',
    ...fields,
    ...slot,
  });
  expect(response.status()).toBe(201);
  return { reference: (await response.json()).reference as string, slot: slot! };
}

/** The desk's page of a waiting request, opened from the waiting list. */
async function openWaiting(page: Page, reference: string) {
  await page.goto('/staff/requests');
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
}

/**
 * The desk's cookies (its session and its language) from the first sign-in in each language.
 * Signing in from the mailed link is checked in full where it is the subject (the sign-in test of
 * each language, the cross-site form's single link, and the journeys without JavaScript, which
 * sign out); the other tests start from a session the link gave, as a staff member who stays
 * signed in does.
 */
const sessions = new Map<Locale, Cookie[]>();

/**
 * Signs `page` in to the desk in `locale`, landing on the day view. `fresh` goes through the
 * e-mailed link (and returns its path) and keeps that session to this page; otherwise the
 * language's kept session is used, made from the link the first time.
 */
async function signIn(page: Page, locale: Locale, options: { fresh?: boolean } = {}) {
  const kept = options.fresh ? undefined : sessions.get(locale);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff$/);
    return undefined;
  }
  const t = messages(locale);
  await page.goto(`/staff/sign-in?lang=${locale}`);
  const before = smtp.messages.length;
  await page.getByLabel(t.signIn.email).fill(STAFF_EMAIL);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await expect(page.getByRole('status')).toHaveText(t.signIn.sent);
  const mail = await mailTo(STAFF_EMAIL, before);
  const link = /https?:\/\/\S+\/staff\/sign-in\/link\?token=[A-Za-z0-9_-]+(?:&lang=en)?/.exec(
    mail.text,
  )?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await page.getByRole('button', { name: t.signIn.linkSubmit }).click();
  await expect(page).toHaveURL(/\/staff$/);
  if (!options.fresh) {
    const desk = (await page.context().cookies()).filter((cookie) =>
      cookie.name.startsWith('cluville-staff'),
    );
    expect(desk.map((cookie) => cookie.name)).toContain('cluville-staff.session_token');
    sessions.set(locale, desk);
  }
  return url.pathname + url.search;
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);

  test(`sign-in by e-mailed link, once; another address gets the same page and no mail (${locale})`, async ({
    page,
    browser,
  }) => {
    // A whole journey (three pages checked by axe, two browsers, sign-out): more than one page's time.
    test.setTimeout(90_000);
    // Without a session the desk sends to sign-in.
    await page.goto(`/staff?lang=${locale}`);
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signIn.title);
    const robots = await page.request.get('/staff/sign-in');
    expect(robots.headers()['x-robots-tag']).toContain('noindex');
    expect(robots.headers()['cache-control']).toContain('no-store');
    await expectNoAxeViolations(page);
    // The language switch: same page in the other language, and back.
    const other = messages(locale === 'me' ? 'en' : 'me');
    await page.getByRole('link', { name: t.nav.language }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.signIn.title);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'me' ? 'en' : 'sr-ME');
    await page.getByRole('link', { name: other.nav.language }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signIn.title);

    const before = smtp.messages.length;
    await page.getByLabel(t.signIn.email).fill('parent@example.com');
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await expect(page.getByRole('status')).toHaveText(t.signIn.sent);
    const strangerPage = await page.content();

    const link = (await signIn(page, locale, { fresh: true }))!;
    expect(
      smtp.messages.slice(before).filter((mail) => mail.header('to') === 'parent@example.com'),
    ).toHaveLength(0);
    expect(strangerPage).toContain(t.signIn.sent);
    await expect(page.getByRole('navigation')).toBeVisible();
    await expectNoAxeViolations(page);

    // The link works once: a second browser that uses it again is refused.
    const replay = await browser.newContext({
      baseURL: `http://127.0.0.1:${ports.siteWithDesk}`,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    });
    const again = await replay.newPage();
    await again.goto(link);
    await expectNoAxeViolations(again);
    await again.getByRole('button', { name: t.signIn.linkSubmit }).click();
    await expect(again.getByRole('main').getByRole('alert')).toHaveText(t.signIn.linkInvalid);
    await again.goto('/staff');
    await expect(again).toHaveURL(/\/staff\/sign-in$/);
    await replay.close();
    // Signed in, the sign-in page leads to the desk.
    await page.goto('/staff/sign-in');
    await expect(page).toHaveURL(/\/staff$/);

    // Signing out ends the session: the desk sends to sign-in again.
    await page.goto('/staff');
    await page.getByRole('button', { name: t.nav.signOut }).click();
    await expect(page.getByRole('status')).toHaveText(t.signIn.signedOut);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
  });

  test(`a phone booking takes its time from the public picker; a blocked afternoon offers nothing (${locale})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, locale);
    const rooms = snapshot.rooms(locale);
    const room = rooms[locale === 'me' ? 0 : 2]!;
    const title = room.title.rendered.replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCodePoint(Number(code)),
    );
    const [slot] = await freeSlots(request, 'room', room.slug);

    // Add a booking taken by phone for that time.
    await page.goto(`/staff/phone`);
    await expectNoAxeViolations(page);
    await page
      .getByLabel(t.phone.what)
      .selectOption({ label: t.phone.whatRoom.replace('{title}', title) });
    await page.getByLabel(t.phone.date).fill(slot!.date);
    await page.getByRole('button', { name: t.phone.showTimes }).click();
    await page.getByLabel(t.phone.time).selectOption(slot!.time);
    await page.getByLabel(t.phone.name, { exact: true }).fill('Telefon Petrović');
    await page.getByLabel(t.phone.players, { exact: true }).fill('4');
    // A phone number the booking schema refuses: its message in the desk's language, next to
    // the field, and what was typed is still there.
    await page.getByLabel(t.phone.language).selectOption('en');
    await page.getByLabel(t.phone.phone, { exact: true }).fill('067 12');
    await page.getByRole('button', { name: t.phone.submit }).click();
    const schemaErrors = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).booking.errors;
    await expect(page.locator('#phone-phone-error')).toHaveText(schemaErrors.phone);
    await expect(page.getByLabel(t.phone.phone, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel(t.phone.name, { exact: true })).toHaveValue('Telefon Petrović');
    await expect(page.getByLabel(t.phone.players, { exact: true })).toHaveValue('4');
    await expect(page.getByLabel(t.phone.time)).toHaveValue(slot!.time);
    await expect(page.getByLabel(t.phone.language)).toHaveValue('en');
    await expectNoAxeViolations(page);
    await page.getByLabel(t.phone.phone, { exact: true }).fill('067 123 456');
    await page.getByRole('button', { name: t.phone.submit }).click();
    await expect(page.getByRole('status')).toContainText(t.phone.added.split('{')[0]!.trim());
    await expect(page.locator('[data-status="confirmed"]')).toContainText(t.status.confirmed);
    await expect(page.locator('[data-lifecycle-actions]')).toBeVisible();
    await expectNoAxeViolations(page);
    const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.match(
      /CLV-[2-9A-Z]{5}/,
    )![0];

    // The public picker no longer offers that time.
    expect(
      (await freeTimes(request, room.slug, slot!.date)).find(
        (candidate) => candidate.time === slot!.time,
      )?.free,
    ).toBe(false);
    // The picker as a parent without JavaScript sees it (the server renders the same free times
    // the picker fetches with JavaScript, without waiting for the page to hydrate).
    const parent = await browser.newContext({
      baseURL: `http://127.0.0.1:${ports.siteWithDesk}`,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    });
    const picker = await parent.newPage();
    const offeredOn = async (date: string) => {
      await picker.goto(
        `${locale === 'me' ? '/rezervisi' : '/en/book-now'}?form=room&room=${room.slug}`,
      );
      await picker.locator('#booking-date').fill(date);
      const loaded = picker.waitForEvent('load');
      await picker.locator('[data-show-times]').click();
      await loaded;
      await expect(picker.locator('#booking-date')).toHaveValue(date);
      return picker
        .locator('input[name="time"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    };
    const shownFirst = await offeredOn(slot!.date);
    expect(shownFirst.length).toBeGreaterThan(0);
    expect(shownFirst).not.toContain(slot!.time);

    // The day view shows it in the room's column; at 390 px nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/staff?date=${slot!.date}`);
    await expect(page.locator('[data-day-view]')).toContainText(reference);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Block the room for an afternoon of another date: the picker offers nothing in it.
    const [other] = await freeSlots(request, 'room', room.slug);
    await page.goto('/staff/blocks');
    await expectNoAxeViolations(page);
    await page.getByLabel(t.blocks.resource).selectOption({ label: title });
    await page.getByLabel(t.blocks.fromDate, { exact: true }).fill(other!.date);
    await page.getByLabel(t.blocks.fromTime, { exact: true }).fill('12:00');
    await page.getByLabel(t.blocks.toDate, { exact: true }).fill(other!.date);
    await page.getByLabel(t.blocks.toTime, { exact: true }).fill('23:59');
    // A label of this attempt's own: the list shows dates in words, and a retry finds its block.
    const repairLabel = `Popravka / repair ${Date.now()}`;
    await page.getByLabel(t.blocks.label, { exact: true }).fill(repairLabel);
    await page.getByRole('button', { name: t.blocks.submit }).click();
    await expect(page.getByRole('status')).toHaveText(t.blocks.added);
    const slots = await freeTimes(request, room.slug, other!.date);
    expect(slots.filter((candidate) => candidate.time >= '12:00' && candidate.free)).toEqual([]);
    const shown = await offeredOn(other!.date);
    expect(shown).toEqual(
      slots.filter((candidate) => candidate.free).map((candidate) => candidate.time),
    );
    expect(shown.filter((time) => time >= '12:00')).toEqual([]);
    await parent.close();

    // Unblock: the afternoon is offered again.
    const block = page.locator('[data-block]').filter({ hasText: repairLabel });
    await block.getByText(t.blocks.unblock, { exact: true }).click();
    await block.getByRole('button', { name: t.blocks.unblockConfirm }).click();
    await expect(page.getByRole('status')).toHaveText(t.blocks.removed);
    expect(
      (await freeTimes(request, room.slug, other!.date)).some(
        (candidate) => candidate.time >= '12:00' && candidate.free,
      ),
    ).toBe(true);

    // The other pages: axe; every page at 390 px without sideways scrolling (with SCREENSHOTS set, screenshots at
    // both widths go to tests/screenshots/, for review).
    for (const path of ['/staff/requests', '/staff/mails', '/staff/erase']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const path of [
        `/staff?date=${slot!.date}`,
        '/staff/requests',
        `/staff/phone?what=room:${room.slug}&date=${other!.date}`,
        '/staff/blocks',
        '/staff/mails',
        '/staff/erase',
      ]) {
        await page.goto(path);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
          `${path} at ${width}px`,
        ).toBe(true);
        const name = path.replace(/\?.*$/, '').replace(/^\/staff\/?/, '') || 'day';
        await reviewShot(page, {
          path: `tests/screenshots/staff-${locale}-${name}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
  test(`confirm and propose another time from the desk: the parent is mailed, the audit trail names the staff member (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const l = lifecycleMessages(locale);
    const parentL = lifecycleMessages('en');
    await signIn(page, locale);

    // Confirm a pending request.
    const email = `parent.confirm.${locale}.${Date.now()}@example.com`;
    const { reference } = await parentRequest(request, 'en', email);
    await openWaiting(page, reference);
    const actions = page.locator('[data-lifecycle-actions]');
    await expect(page.locator('[data-status="pending"]')).toBeVisible();
    for (const label of [l.page.confirm, l.page.propose, l.page.decline])
      await expect(actions.getByRole('button', { name: label })).toBeVisible();
    await expect(actions.getByRole('button', { name: l.page.cancel })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const before = smtp.messages.length;
    await actions.getByRole('button', { name: l.page.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(l.page.done.confirmed);
    await expect(page.locator('[data-status="confirmed"]')).toContainText(t.status.confirmed);
    // The parent's confirmation arrives over SMTP.
    const mail = await mailWithSubject(
      email,
      parentL.mail.confirmedSubject.replace('{reference}', reference),
      before,
    );
    expect(mail.text).toContain(reference);
    // The audit trail, oldest first, ends with this staff member's confirmation.
    const trail = page.locator('[data-audit] li');
    await expect(trail.last()).toContainText(`${t.status.pending} → ${t.status.confirmed}`);
    await expect(trail.last().locator('[data-actor]')).toHaveText(STAFF_EMAIL);
    // From confirmed the desk offers only cancelling, behind its confirmation step.
    await expect(actions.locator('[data-op], [data-propose]')).toHaveCount(0);
    await expect(actions.locator('[data-cancel] summary')).toHaveText(t.booking.cancel);
    await expectNoAxeViolations(page);

    // Propose another free time of the same room for a second request.
    const proposeEmail = `parent.propose.${locale}.${Date.now()}@example.com`;
    const second = await parentRequest(request, 'en', proposeEmail);
    await openWaiting(page, second.reference);
    const propose = page.locator('[data-op="propose"]');
    const offered = await propose
      .locator('input[name="time"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(second.slot.time);
    const time = offered.at(-1)!;
    await propose.getByLabel(time, { exact: true }).check();
    const sent = smtp.messages.length;
    await propose.getByRole('button', { name: l.page.propose }).click();
    await expect(page.getByRole('status')).toHaveText(l.page.done.proposed);
    await expect(page.locator('[data-status="proposed"]')).toContainText(time);
    const proposal = await mailWithSubject(
      proposeEmail,
      parentL.mail.proposedSubject.replace('{reference}', second.reference),
      sent,
    );
    expect(proposal.text).toContain(second.reference);
    await expect(page.locator('[data-audit] li').last()).toContainText(
      `${t.status.pending} → ${t.status.proposed}`,
    );
    await expect(page.locator('[data-audit] li').last().locator('[data-actor]')).toHaveText(
      STAFF_EMAIL,
    );
    // The time proposed is held: the public picker no longer offers it.
    expect(
      (await freeTimes(request, 'space-mission', second.slot.date)).find(
        (candidate) => candidate.time === time,
      )?.free,
    ).toBe(false);
    await expectNoAxeViolations(page);

    // The parent's manage page, from the proposal's link: the proposed time beside the old one,
    // struck through; the parent accepts it there.
    const parentPage = await page.context().newPage();
    await parentPage.goto(linkPath(proposal, parentL.mail.proposedDecline));
    const ticket = parentPage.locator('[data-ticket]');
    await expect(ticket).toHaveAttribute('data-status', 'proposed');
    await expect(ticket.locator('[data-status-pill]')).toContainText(parentL.ticket.pill.proposed);
    await expect(ticket.locator('del[data-old-time]')).toContainText(second.slot.time);
    await expect(ticket.locator('[data-new-time]')).toContainText(time);
    await expect(await axeViolations(parentPage, { bestPractice: true })).toEqual([]);
    const accepting = smtp.messages.length;
    await parentPage.getByRole('button', { name: parentL.page.accept }).click();
    await expect(parentPage.locator('[data-notice="ok"]')).toHaveText(parentL.page.done.accepted);
    await expect(ticket).toHaveAttribute('data-status', 'confirmed');
    await mailWithSubject(
      proposeEmail,
      parentL.mail.confirmedSubject.replace('{reference}', second.reference),
      accepting,
    );
    await parentPage.close();
  });
}

test('a desk form posted from another site is refused', async ({ page, request }) => {
  const html = await (await request.get('/staff/sign-in')).text();
  const actionField = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(html)?.[1];
  expect(actionField).toBeTruthy();
  const before = smtp.messages.length;
  const response = await request.post('/staff/sign-in', {
    multipart: { [actionField!]: '', lang: 'en', email: STAFF_EMAIL },
    headers: {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
      'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}`,
    },
    maxRedirects: 0,
  });
  // Refused before any action runs: a clean 403 (Next.js's own check answered 500).
  expect(response.status()).toBe(403);
  expect(response.headers()['location'] ?? '').not.toContain('sent=1');
  // The same form from the desk's own page sends one link: the foreign post queued none before it.
  await signIn(page, 'en', { fresh: true });
  expect(
    smtp.messages.slice(before).filter((mail) => mail.header('to') === STAFF_EMAIL),
  ).toHaveLength(1);
});

test('without STAFF_EMAILS there is no desk: 404', async ({ request }) => {
  for (const path of ['/staff', '/staff/sign-in']) {
    const response = await request.get(`http://127.0.0.1:${ports.site}${path}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
  }
});

test('without JavaScript: sign in from the link, add a phone booking, block and unblock, sign out', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const t = messages('en');
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: `http://127.0.0.1:${ports.siteWithDesk}`,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  await signIn(page, 'en', { fresh: true });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    t.day.title.split('{')[0]!.trim(),
  );

  const room = snapshot.rooms('en')[3]!;
  const [slot] = await freeSlots(request, 'room', room.slug);
  await page.goto(`/staff/phone?what=room:${room.slug}&date=${slot!.date}`);
  await page.getByLabel(t.phone.time).selectOption(slot!.time);
  await page.getByLabel(t.phone.name, { exact: true }).fill('Bez Skripte');
  await page.getByLabel(t.phone.phone, { exact: true }).fill('+382 67 000 111');
  // The shared schema asks a phone booking for its group size, as it asks a parent.
  await page.getByLabel(t.phone.players, { exact: true }).fill('4');
  await page.getByRole('button', { name: t.phone.submit }).click();
  await expect(page.locator('[data-status="confirmed"]')).toContainText('Bez Skripte');
  expect(
    (await freeTimes(request, room.slug, slot!.date)).find(
      (candidate) => candidate.time === slot!.time,
    )?.free,
  ).toBe(false);

  await page.goto('/staff/blocks');
  await page.getByLabel(t.blocks.fromDate, { exact: true }).fill(slot!.date);
  await page.getByLabel(t.blocks.fromTime, { exact: true }).fill('00:00');
  await page.getByLabel(t.blocks.toDate, { exact: true }).fill(slot!.date);
  await page.getByLabel(t.blocks.toTime, { exact: true }).fill('23:59');
  await page.getByLabel(t.blocks.label, { exact: true }).fill('No-script block');
  await page.getByRole('button', { name: t.blocks.submit }).click();
  await expect(page.getByRole('status')).toHaveText(t.blocks.added);
  expect(
    (await freeTimes(request, room.slug, slot!.date)).filter((candidate) => candidate.free),
  ).toEqual([]);
  const noScriptBlock = page.locator('[data-block]').filter({ hasText: 'No-script block' });
  await noScriptBlock.getByText(t.blocks.unblock, { exact: true }).click();
  await noScriptBlock.getByRole('button', { name: t.blocks.unblockConfirm }).click();
  await expect(page.getByRole('status')).toHaveText(t.blocks.removed);

  await page.getByRole('button', { name: t.nav.signOut }).click();
  await expect(page.getByRole('status')).toHaveText(t.signIn.signedOut);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await context.close();
});

/** A room's title as the snapshot renders it (its HTML entities decoded). */
const titleOf = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

const PACKAGE = { me: 'mali-istrazivac', en: 'little-explorer' } as const;
const PACKAGE_NAME = { me: 'Mali istraživač', en: 'Little Explorer' } as const;

/**
 * A parent's birthday request from the public API (the rooms named, or none: the venue chooses),
 * confirmed by its parent.
 */
async function partyRequest(
  api: APIRequestContext,
  locale: Locale,
  slot: { date: string; time: string },
  rooms: string[],
) {
  return postConfirmed(api, {
    form: 'birthday',
    locale,
    package: PACKAGE[locale],
    rooms,
    cake: 'yes',
    // Five children: one group in any of the snapshot's rooms, so each may be assigned to it.
    children: 5,
    name: 'Roditelj Rođendan',
    email: `party-${Date.now()}-${octet()}@example.com`,
    phone: uniquePhone(),
    message: '',
    ...slot,
  });
}

/**
 * The Saturdays this file's tests have taken. A test may free one of its rooms again (a party's
 * room changed from its page), so "every start free" alone could hand a later test a Saturday
 * whose halls an earlier test's parties still hold.
 */
const takenSaturdays = new Set<string>();

/** A start on an empty Saturday for a party naming `room`, from the availability API (random, well ahead). */
async function saturdayParty(api: APIRequestContext, room: string) {
  for (let attempt = 0; attempt < 60; attempt++) {
    // A week that ends before the days reserved for the hourly limit's test (support/slots.ts).
    const start = 14 + Math.floor(Math.random() * 80);
    const date = Array.from({ length: 7 }, (_, index) => inDays(start + index)).find(
      (candidate) => new Date(`${candidate}T12:00:00Z`).getUTCDay() === 6,
    )!;
    if (takenSaturdays.has(date)) continue;
    const response = await api.get(
      `/api/availability?form=birthday&package=${PACKAGE.en}&rooms=${room}&date=${date}&children=5`,
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      days: { slots: { time: string; free: boolean }[] }[];
    };
    // A Saturday nothing holds yet (every start free), so a second party finds the other hall;
    // and every start free for "let us choose" too (the rooms five children fit, none taken by
    // another test's booking), so the second party finds a room.
    const slots = body.days[0]!.slots;
    const free = slots.filter((slot) => slot.free && slot.time >= '12:00');
    if (!(slots.length && free.length && slots.every((slot) => slot.free))) continue;
    const anyRoom = await api.get(
      `/api/availability?form=birthday&package=${PACKAGE.en}&date=${date}&children=5`,
    );
    expect(anyRoom.status()).toBe(200);
    const chosen = ((await anyRoom.json()) as { days: { slots: { free: boolean }[] }[] }).days[0]!
      .slots;
    if (chosen.length && chosen.every((slot) => slot.free)) {
      takenSaturdays.add(date);
      return { date, time: free[0]!.time };
    }
  }
  throw new Error('no free Saturday for a party');
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);

  test(`a Saturday with two parties and a family room booking: each party in its hall and its game room; a party's room changed from its page (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const rooms = snapshot.rooms(locale);
    const roomA = rooms[0]!;
    const family = rooms[4]!;
    // Party 1 names its room; party 2 lets the venue choose; a family books another room later.
    // Another test on the same server may take the Saturday between the look and the booking (a
    // 409, nothing stored for this test): then another Saturday.
    let slot = await saturdayParty(request, snapshot.rooms('en')[0]!.slug);
    let first = await partyRequest(request, locale, slot, [roomA.slug]);
    for (let retry = 0; retry < 3 && first.status() === 409; retry++) {
      slot = await saturdayParty(request, snapshot.rooms('en')[0]!.slug);
      first = await partyRequest(request, locale, slot, [roomA.slug]);
    }
    expect(first.status()).toBe(201);
    const second = await partyRequest(request, locale, slot, []);
    expect(second.status()).toBe(201);
    const familyTimes = (await freeTimes(request, family.slug, slot.date)).filter(
      (candidate) => candidate.free,
    );
    const familySlot = { date: slot.date, time: familyTimes.at(-1)!.time };
    const familyBooking = await postConfirmed(request, {
      form: 'room',
      locale,
      room: family.slug,
      players: 4,
      name: 'Porodica Soba',
      email: `family-${Date.now()}@example.com`,
      phone: uniquePhone(),
      message: '',
      ...familySlot,
    });
    expect(familyBooking.status()).toBe(201);
    const [ref1, ref2, ref3] = [
      (await first.json()).reference as string,
      (await second.json()).reference as string,
      (await familyBooking.json()).reference as string,
    ];

    await signIn(page, locale);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/staff?date=${slot.date}`);
    const column = (title: string) =>
      page
        .locator('section[data-resource]')
        .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
    // Each party: once in a hall's column, once in its game room's, marked as the party's game.
    for (const reference of [ref1, ref2]) {
      const entries = page.locator(`[data-reference="${reference}"]`);
      await expect(entries).toHaveCount(2);
      const inHall = page.locator(
        `section[data-resource^="hall:"] [data-reference="${reference}"]`,
      );
      await expect(inHall).toHaveAttribute('data-role', 'party');
      await expect(inHall).toContainText(t.day.party);
      const inRoom = page.locator(
        `section[data-resource^="room:"] [data-reference="${reference}"]`,
      );
      await expect(inRoom).toHaveAttribute('data-role', 'game');
      await expect(inRoom).toContainText(t.day.partyGame);
      await expect(inRoom.getByRole('link', { name: reference })).toHaveAttribute(
        'href',
        /\/staff\/bookings\/\d+$/,
      );
      // Linked: the hall's entry and the game's open the same booking.
      expect(await inHall.getByRole('link', { name: reference }).getAttribute('href')).toBe(
        await inRoom.getByRole('link', { name: reference }).getAttribute('href'),
      );
      await expect(
        page.locator(`[data-reference="${reference}"] [data-room-to-assign]`),
      ).toHaveCount(0);
    }
    await expect(
      column(titleOf(roomA.title.rendered)).locator(`[data-reference="${ref1}"]`),
    ).toBeVisible();
    // The family: in its room's column only, not marked as a party.
    const familyEntry = page.locator(`[data-reference="${ref3}"]`);
    await expect(familyEntry).toHaveCount(1);
    await expect(
      column(titleOf(family.title.rendered)).locator(`[data-reference="${ref3}"]`),
    ).toHaveAttribute('data-role', 'room');
    await expect(familyEntry).not.toContainText(t.day.partyGame);
    await expectNoAxeViolations(page);
    // The room party 2 was given (the venue chose it): taken at the game's time.
    const takenTitle = (await page
      .locator(`section[data-resource^="room:"]`)
      .filter({ has: page.locator(`[data-reference="${ref2}"]`) })
      .getByRole('heading', { level: 2 })
      .textContent())!;
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await page.goto(`/staff?date=${slot.date}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      await reviewShot(page, {
        path: `tests/screenshots/desk/desk-day-saturday-two-parties-family-${locale}-${width}.png`,
        fullPage: true,
      });
    }
    if (locale === 'me') {
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1440, height: 1000 });

    // Party 1's page: its holds (the hall and the game room), and its room changed.
    await page
      .locator(`section[data-resource^="room:"] [data-reference="${ref1}"]`)
      .getByRole('link', { name: ref1 })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ref1);
    const holds = page.locator('[data-holds]');
    await expect(holds.locator('[data-hold^="hall:"]')).toContainText(t.booking.holdHall);
    await expect(holds.locator('[data-hold^="room:"]')).toContainText(
      titleOf(roomA.title.rendered),
    );
    await expect(holds.locator('[data-hold^="room:"]')).toContainText(t.booking.holdGame);
    await expectNoAxeViolations(page);
    // The room party 2 holds at that time: refused, said clearly, the choice kept.
    const select = page.getByLabel(t.rooms.only, { exact: true });
    await expect(select).toHaveValue(roomA.slug);
    await select.selectOption({ label: takenTitle });
    await page.getByRole('button', { name: t.rooms.submit }).click();
    await expect(page.locator('#desk-main').getByRole('alert')).toHaveText(t.rooms.taken);
    await expect(page.getByLabel(t.rooms.only, { exact: true })).toHaveValue(
      rooms.find((room) => titleOf(room.title.rendered) === takenTitle)!.slug,
    );
    await expect(holds.locator('[data-hold^="room:"]')).toContainText(
      titleOf(roomA.title.rendered),
    );
    await expectNoAxeViolations(page);
    // A room free at the game's time (as the room form offers it): assigned, and the audit trail says so.
    let free: (typeof rooms)[number] | undefined;
    for (const candidate of rooms.filter(
      (room) => room !== roomA && titleOf(room.title.rendered) !== takenTitle,
    )) {
      const slots = await freeTimes(request, candidate.slug, slot.date);
      if (slots.find((offered) => offered.time === slot.time)?.free) {
        free = candidate;
        break;
      }
    }
    expect(free).toBeDefined();
    await page
      .getByLabel(t.rooms.only, { exact: true })
      .selectOption({ label: titleOf(free!.title.rendered) });
    await page.getByRole('button', { name: t.rooms.submit }).click();
    await expect(page.getByRole('status')).toHaveText(t.rooms.assigned);
    await expect(holds.locator('[data-hold^="room:"]')).toContainText(
      titleOf(free!.title.rendered),
    );
    await expect(page.locator('[data-audit]')).toContainText(STAFF_EMAIL);
    await expect(page.locator('[data-audit]')).toContainText(
      `${t.rooms.title}: ${titleOf(free!.title.rendered)}`,
    );
    // "Let the desk choose": a free room.
    await page.getByLabel(t.rooms.only, { exact: true }).selectOption('');
    await page.getByRole('button', { name: t.rooms.submit }).click();
    await expect(page.getByRole('status')).toHaveText(t.rooms.assigned);
    await expect(holds.locator('[data-hold^="room:"]')).not.toContainText(takenTitle);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await page.reload();
      expect(await noSidewaysScroll(page)).toBe(true);
      await reviewShot(page, {
        path: `tests/screenshots/desk/desk-party-booking-page-${locale}-${width}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });

  test(`a party taken by phone chooses its game room and holds its hall and that room (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const rooms = snapshot.rooms(locale);
    const room = rooms[3]!;
    const slot = await saturdayParty(request, snapshot.rooms('en')[3]!.slug);
    await signIn(page, locale);
    await page.goto('/staff/phone');
    await page
      .getByLabel(t.phone.what)
      .selectOption({ label: t.phone.whatPackage.replace('{name}', PACKAGE_NAME[locale]) });
    await page.getByLabel(t.phone.date).fill(slot.date);
    await page.getByRole('button', { name: t.phone.showTimes }).click();
    // The party's game room: "let the desk choose" at first; named, the free times follow it.
    const roomSelect = page.getByLabel(t.rooms.only, { exact: true });
    await expect(roomSelect).toHaveValue('');
    await roomSelect.selectOption({ label: titleOf(room.title.rendered) });
    await page.getByRole('button', { name: t.phone.showTimes }).click();
    await expect(page).toHaveURL(new RegExp(`rooms=${room.slug}`));
    await expectNoAxeViolations(page);
    await page.getByLabel(t.phone.time).selectOption(slot.time);
    await page.getByLabel(t.phone.name, { exact: true }).fill('Telefon Rođendan');
    await page.getByLabel(t.phone.phone, { exact: true }).fill(uniquePhone());
    await page.getByLabel(t.phone.children, { exact: true }).fill('9');
    await page.getByRole('button', { name: t.phone.submit }).click();
    await expect(page.getByRole('status')).toContainText(t.phone.added.split('{')[0]!.trim());
    const holds = page.locator('[data-holds]');
    await expect(holds.locator('[data-hold^="hall:"]')).toHaveCount(1);
    await expect(holds.locator('[data-hold^="room:"]')).toContainText(titleOf(room.title.rendered));
    // The public picker no longer offers that room at the game's time.
    expect(
      (await freeTimes(request, room.slug, slot.date)).find(
        (candidate) => candidate.time === slot.time,
      )?.free,
    ).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      `/staff/phone?what=package:${PACKAGE[locale]}&date=${slot.date}&rooms=${room.slug}`,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await reviewShot(page, {
      path: `tests/screenshots/desk/desk-phone-party-room-${locale}-390.png`,
      fullPage: true,
    });
  });
}

// ─── Arrivals and the day view's cards (issue 29) ───────────────────────────────────────────────
// Bookings of today are written straight into the desk server's database (through its socket, as
// `npm run bookings` reaches it): the public picker and the phone form only offer times ahead, and
// a confirmed booking that began 20 minutes ago is what "not arrived" is about, at any hour the
// suite runs.

const VENUE_ZONE = 'Europe/Podgorica';
const venueDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_ZONE }).format(at).slice(0, 10);

interface TodayBooking {
  id: number;
  reference: string;
  phone: string;
  startsAt: Date;
  /** The room it holds (a party: its game's), by its Montenegrin id. */
  roomId: number;
}

/**
 * A confirmed booking of today on the desk server, with its holds: a room booking in the first
 * room free at that time, or a party in a free hall with a game in a free room. Starts `minutes`
 * from now, kept inside today.
 */
async function todayBooking(options: {
  minutes: number;
  name: string;
  locale: Locale;
  party?: boolean;
  size?: number;
  arrival?: 'arrived' | 'no_show';
}): Promise<TodayBooking> {
  const sql = await deskDatabase();
  try {
    const now = Date.now();
    const today = venueDay(new Date(now));
    let start = new Date(Math.floor((now + options.minutes * 60_000) / 60_000) * 60_000);
    // Kept inside today: the desk marks arrivals on the booking's day only (late in the evening
    // a start "in 90 minutes" is tomorrow, early in the morning one "150 minutes ago" yesterday).
    while (venueDay(start) > today) start = new Date(start.getTime() - 30 * 60_000);
    while (venueDay(start) < today) start = new Date(start.getTime() + 30 * 60_000);
    while (venueDay(new Date(start.getTime() + 60 * 60_000)) !== today)
      start = new Date(start.getTime() - 30 * 60_000);
    const rooms = snapshot.rooms('me');
    const other = options.locale === 'me' ? 'en' : 'me';
    let lastError: unknown;
    // Every room (and hall) at that time, then 90 minutes earlier, and so on within today; then
    // (just after midnight, when there is no earlier) 90 minutes later and so on.
    const length = (options.party ? 135 : 75) * 60_000;
    const inToday = (at: Date) =>
      venueDay(at) === today && venueDay(new Date(at.getTime() + length)) === today;
    const starts: Date[] = [];
    for (let step = 0; step < 8; step++) {
      const earlier = new Date(start.getTime() - step * 90 * 60_000);
      if (inToday(earlier)) starts.push(earlier);
    }
    for (let step = 1; starts.length < 8; step++) {
      const later = new Date(start.getTime() + step * 90 * 60_000);
      if (!inToday(later)) break;
      starts.push(later);
    }
    for (let attempt = 0; attempt < rooms.length * starts.length; attempt++) {
      start = starts[Math.floor(attempt / rooms.length)]!;
      const room = rooms[attempt % rooms.length]!;
      const hall = `hall:${(attempt % 2) + 1}`;
      const phone = `+382 67 ${String(100_000 + Math.floor(Math.random() * 899_999))}`;
      const reference = `CLV-A${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
      const endsAt = new Date(start.getTime() + (options.party ? 120 : 60) * 60_000);
      const blockedUntil = new Date(endsAt.getTime() + 15 * 60_000);
      // The parent's language is the other one: the desk still names what is booked in its own.
      const otherRoom = snapshot
        .rooms(other)
        .find((candidate) => (candidate.translations.me ?? candidate.id) === room.id)!;
      const holds = options.party
        ? [
            { kind: 'hall', resource: hall, startsAt: start, blockedUntil },
            {
              kind: 'room',
              resource: `room:${room.id}`,
              startsAt: new Date(start.getTime() + 30 * 60_000),
              blockedUntil: new Date(start.getTime() + 105 * 60_000),
            },
          ]
        : [{ kind: 'room', resource: `room:${room.id}`, startsAt: start, blockedUntil }];
      try {
        return await sql.begin(async (tx) => {
          const [row] = await tx`
            INSERT INTO booking_requests (reference, form, locale, status, name, email, phone,
              resource, starts_at, ends_at, blocked_until, room_slug, room_title, players,
              package_slug, package_name, children, with_cake, fingerprint, arrival)
            VALUES (${reference}, ${options.party ? 'birthday' : 'room'}, ${other}, 'confirmed',
              ${options.name}, ${`arrivals-${reference.toLowerCase()}@example.com`}, ${phone},
              ${options.party ? hall : `room:${room.id}`}, ${start}, ${endsAt}, ${blockedUntil},
              ${options.party ? null : otherRoom.slug},
              ${options.party ? null : titleOf(otherRoom.title.rendered)},
              ${options.party ? null : (options.size ?? 4)},
              ${options.party ? PACKAGE[other] : null}, ${options.party ? PACKAGE_NAME[other] : null},
              ${options.party ? (options.size ?? 10) : null}, ${options.party ? true : null},
              ${`arrivals-${reference}`}, ${options.arrival ?? null})
            RETURNING id`;
          for (const hold of holds)
            await tx`
              INSERT INTO booking_holds (booking_id, kind, resource, starts_at, blocked_until, holding)
              VALUES (${row!.id}, ${hold.kind}, ${hold.resource}, ${hold.startsAt}, ${hold.blockedUntil}, true)`;
          return { id: Number(row!.id), reference, phone, startsAt: start, roomId: room.id };
        });
      } catch (error) {
        // That room (or hall) is taken then (the transaction rolled back): the next one.
        lastError = error;
      }
    }
    throw new Error(`no free room today for an arrivals booking: ${String(lastError)}`);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);

  test(`arrivals: marked arrived from the day view and undone; a no-show confirmed on the booking's page; the tel: link; axe (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, locale);
    const booking = await todayBooking({ minutes: -20, name: 'Dolazak Petrović', locale });
    const flagged = Date.now() >= booking.startsAt.getTime() + 10 * 60_000;
    await page.goto('/staff');
    const card = page.locator(`[data-reference="${booking.reference}"][data-role="room"]`);
    // State in words as well as colour, the parent, the party size, the room in the desk's language.
    await expect(card).toContainText(t.status.confirmed);
    await expect(card.locator('[data-parent]')).toHaveText('Dolazak Petrović');
    await expect(card.locator('[data-party-size]')).toHaveText(
      t.day.players.replace('{count}', '4'),
    );
    await expect(card.locator('[data-what]')).toContainText(
      titleOf(
        snapshot.rooms(locale).find((room) => (room.translations.me ?? room.id) === booking.roomId)!
          .title.rendered,
      ),
    );
    if (flagged)
      await expect(card.locator('[data-not-arrived-mark]')).toHaveText(t.arrival.notArrived);
    // The tel: link calls the parent's number, digits only.
    const call = card.getByRole('link', { name: t.day.call.replace('{phone}', booking.phone) });
    await expect(call).toHaveAttribute('href', `tel:${booking.phone.replace(/[^\d+]/g, '')}`);
    await expectNoAxeViolations(page);

    // Arrived, in one tap; the card says so and the flag is gone.
    await card
      .getByRole('button', { name: `${t.arrival.markArrived} ${booking.reference}` })
      .click();
    await expect(page.getByRole('status')).toHaveText(t.arrival.done.arrived);
    await expect(card.locator('[data-arrival="arrived"]')).toContainText(t.arrival.arrived);
    await expect(card.locator('[data-not-arrived-mark]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Undone: back to not marked (and flagged again).
    await card.getByRole('button', { name: `${t.arrival.undo} ${booking.reference}` }).click();
    await expect(page.getByRole('status')).toHaveText(t.arrival.done['arrival-undone']);
    await expect(card.locator('[data-arrival="none"]')).toHaveCount(1);
    if (flagged) await expect(card.locator('[data-not-arrived-mark]')).toHaveCount(1);

    // A no-show asks first: the red button only shows after the first tap.
    await page.goto(`/staff/bookings/${booking.id}`);
    const confirmNoShow = page.getByRole('button', { name: t.arrival.confirmNoShow });
    await expect(confirmNoShow).toBeHidden();
    await page.getByText(t.arrival.markNoShow, { exact: true }).click();
    await expect(
      page.getByText(t.arrival.noShowQuestion.replace('{reference}', booking.reference)),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await confirmNoShow.click();
    await expect(page.getByRole('status')).toHaveText(t.arrival.done['no-show']);
    // The audit trail: arrived, undone, no-show, each by the signed-in staff member.
    const audit = page.locator('[data-audit] li');
    await expect(audit).toHaveCount(3);
    await expect(audit.nth(0)).toContainText(t.arrival.audit.arrived);
    await expect(audit.nth(1)).toContainText(t.arrival.audit.undone);
    await expect(audit.nth(2)).toContainText(t.arrival.audit.no_show);
    for (const index of [0, 1, 2])
      await expect(audit.nth(index).locator('[data-actor]')).toHaveText(STAFF_EMAIL);
    await page.getByRole('button', { name: `${t.arrival.undo} ${booking.reference}` }).click();
    await expect(page.getByRole('status')).toHaveText(t.arrival.done['arrival-undone']);
  });
}

test('arrivals: a busy day view and a booking page at 390 and 1440 px, in both languages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const seeded = [
    await todayBooking({ minutes: -150, name: 'Ana Jovanović', locale: 'me', arrival: 'arrived' }),
    await todayBooking({
      minutes: -60,
      name: 'Petar Radović',
      locale: 'en',
      party: true,
      size: 12,
      arrival: 'arrived',
    }),
    await todayBooking({ minutes: -30, name: 'Milica Đurović', locale: 'me', size: 5 }),
    await todayBooking({ minutes: -25, name: 'John Smith', locale: 'en', arrival: 'no_show' }),
    await todayBooking({ minutes: 40, name: 'Jelena Šćekić', locale: 'me', party: true, size: 9 }),
    await todayBooking({ minutes: 90, name: 'Marko Vuković', locale: 'en', size: 6 }),
  ];
  await signIn(page, 'me');
  for (const locale of ['me', 'en'] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
      await page.goto(`/staff?lang=${locale}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
      await reviewShot(page, {
        path: `tests/screenshots/desk/busy-day-${locale}-${width}.png`,
        fullPage: true,
      });
      if (width === 1440) {
        // The wide view's cards: at least 180 px wide, and a one-hour card shows its whole phone
        // number on one line, inside the card (nothing of it cut or scrolled away).
        const cards = await page.locator('[data-day-view] li[data-status]').evaluateAll((items) =>
          items.map((item) => {
            const card = item.getBoundingClientRect();
            const call = item.querySelector('[data-call]')?.getBoundingClientRect();
            return {
              width: card.width,
              call: call && {
                inside: call.bottom <= card.bottom + 0.5 && call.right <= card.right + 0.5,
                oneLine: call.height <= 30,
              },
            };
          }),
        );
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card.width).toBeGreaterThanOrEqual(180);
          if (card.call) expect(card.call).toEqual({ inside: true, oneLine: true });
        }
      }
      await page.goto(`/staff/bookings/${seeded[2]!.id}?lang=${locale}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      await reviewShot(page, {
        path: `tests/screenshots/desk/arrival-booking-${locale}-${width}.png`,
        fullPage: true,
      });
    }
  }
});
test("the day view keeps its columns in the content's order on days with different bookings; a phone's day is one list", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const t = messages('en');
  // A request in the content's last room: the room with something on it stays where it was.
  const last = snapshot.rooms('en').at(-1)!;
  const [slot] = await freeSlots(request, 'room', last.slug);
  const response = await postConfirmed(request, {
    form: 'room',
    locale: 'en',
    room: last.slug,
    players: 4,
    name: 'Column Order',
    email: `columns-${Date.now()}@example.com`,
    phone: uniquePhone(),
    message: '',
    ...slot,
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await signIn(page, 'en');
  const columns = () =>
    page
      .locator('[data-day-view] section[data-resource]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-resource')));
  const next = new Date(`${slot!.date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const orders: (string | null)[][] = [];
  for (const date of [slot!.date, next.toISOString().slice(0, 10), daysAhead(400)]) {
    await page.goto(`/staff?date=${date}&lang=en`);
    orders.push(await columns());
  }
  await page.goto('/staff?lang=en');
  orders.push(await columns());
  // Rooms first, then the party halls; the same on every day.
  const first = orders[0]!;
  expect(first.findIndex((id) => id!.startsWith('hall:'))).toBe(
    first.filter((id) => id!.startsWith('room:')).length,
  );
  for (const order of orders.slice(1)) expect(order).toEqual(first);
  await page.goto(`/staff?date=${slot!.date}&lang=en`);
  const card = page.locator(`[data-day-view] [data-reference="${reference}"]`);
  await expect(card).toContainText('Column Order');
  await expect(page.locator('[data-day-summary] [data-count="waiting"] dd')).not.toHaveText('0');
  // The card opens the booking.
  await card.getByRole('link', { name: 'Column Order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(page.locator('[data-booking-summary]')).toContainText('Column Order');
  await expect(page.locator('[data-action-bar] a[href^="tel:"]')).toBeVisible();
  await expectNoAxeViolations(page);
  // A phone: one list by time, no columns, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/staff?date=${slot!.date}&lang=en`);
  await expect(page.locator('[data-day-view]')).toBeHidden();
  const list = page.getByRole('region', { name: t.day.timeList });
  await expect(list.locator(`[data-list-reference="${reference}"]`)).toBeVisible();
  const starts = await list
    .locator(':scope > ol > li > p:first-child')
    .evaluateAll((lines) => lines.map((line) => line.textContent!.slice(0, 5)));
  expect(starts).toEqual([...starts].sort());
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
});

// ─── end: arrivals ──────────────────────────────────────────────────────────────────────────────

// ---- Issue 29: the CSV export, the week's numbers, the day sheet (one block; keep it last) ----

test('without STAFF_EMAILS there is no CSV export either: 404, and a POST to it is refused', async ({
  request,
}) => {
  const address = '/staff/export.csv?from=2027-01-04&to=2027-01-10';
  const absent = await request.get(`http://127.0.0.1:${ports.site}${address}`, { maxRedirects: 0 });
  expect(absent.status()).toBe(404);
  const posted = await request.post(address, { maxRedirects: 0 });
  expect(posted.status()).toBe(405);
});

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);

  test(`the CSV export opens with the BOM, the header row and č ć š ž đ intact; signed out it is refused (${locale})`, async ({
    page,
    request,
  }) => {
    const name = `Đurđa Čučković-Šćepanović Žarić ${locale}`;
    // An address of its own: at most 3 requests of one e-mail may wait at once.
    const email = `csv-${locale}-${Date.now()}@example.com`;
    const { reference, slot } = await parentRequest(request, locale, email, {
      name,
      message: 'Torta "Ćup", molim',
    });
    const address = `/staff/export.csv?from=${slot!.date}&to=${slot!.date}`;
    // Signed out: no file.
    const refused = await request.get(`${address}&lang=${locale}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(401);
    expect(await refused.text()).not.toContain(name);

    await signIn(page, locale);
    const response = await page.request.get(address);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="cluville-bookings-${slot!.date}-${slot!.date}\\.csv"$`),
    );
    const bytes = await response.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const columns = t.export.columns;
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF' +
        [
          columns.reference,
          columns.date,
          columns.time,
          columns.what,
          columns.resources,
          columns.status,
          columns.people,
          columns.name,
          columns.phone,
          columns.email,
          columns.notes,
          columns.extras,
          columns.total,
        ].join(','),
    );
    const row = text.split('\r\n').find((line) => line.startsWith(`${reference},`));
    expect(row).toContain(`,${name},`);
    expect(row).toContain(`,${email},"Torta ""Ćup"", molim"`);
    expect(row).toContain(`,${t.status.pending},4,`);
    // A range the export does not take: a message, no file.
    const tooLong = await page.request.get('/staff/export.csv?from=2027-01-01&to=2027-06-01');
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.text()).toBe(t.export.errors.tooLong.replace('{days}', '92'));
  });
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);

  test(`the week's numbers: this week and next, per room and hall, from the navigation; axe, 390 and 1440 px (${locale})`, async ({
    page,
  }) => {
    await signIn(page, locale);
    await page
      .getByRole('navigation', { name: t.nav.label })
      .getByRole('link', { name: t.nav.week })
      .click();
    await expect(page).toHaveURL(/\/staff\/week$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.week.title);
    const weeks = page.locator('[data-week]');
    await expect(weeks).toHaveCount(2);
    for (const week of await weeks.all()) {
      await expect(week.getByRole('columnheader', { name: t.week.occupancy })).toBeVisible();
      // A row per room and per party hall, each with a share of the opening hours or "closed".
      const rows = week.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(1);
      await expect(week.locator('[data-resource^="hall:"]').first()).toBeVisible();
      for (const cell of await week.locator('[data-occupancy]').all())
        await expect(cell).toHaveText(new RegExp(`\\d+ %|${t.week.closed}`));
      await expect(week.locator('[data-total="waiting"] dt')).toHaveText(t.week.waiting);
      await expect(week.locator('[data-total="declined"] dt')).toHaveText(t.week.declined);
    }
    // The export's form: a GET to the CSV for the two weeks.
    await expect(page.getByRole('button', { name: t.export.download })).toBeVisible();
    await expectNoAxeViolations(page);
    await reviewShot(page, {
      path: `tests/screenshots/desk/week-${locale}-1440.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page);
    await reviewShot(page, {
      path: `tests/screenshots/desk/week-${locale}-390.png`,
      fullPage: true,
    });
  });
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);

  test(`the day sheet: printed, the navigation and forms are hidden, names, phones, party sizes and messages shown, on one A4 page (${locale})`, async ({
    page,
    request,
  }) => {
    const [slot] = await freeSlots(request, 'room', 'space-mission');
    const phone = uniquePhone();
    const name = `Šćepan Đukić ${locale}`;
    const created = await postConfirmed(request, {
      form: 'room',
      locale,
      room: locale === 'en' ? 'space-mission' : 'svemirska-misija',
      players: 6,
      name,
      email: `sheet-${locale}-${Date.now()}@example.com`,
      phone,
      message: 'Alergija na orahe',
      ...slot,
    });
    expect(created.status()).toBe(201);
    await signIn(page, locale);
    await page.goto(`/staff?date=${slot!.date}`);
    const nav = page.getByRole('navigation', { name: t.nav.label });
    await expect(nav).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(nav).toBeHidden();
    await expect(page.getByRole('link', { name: t.day.previous, exact: false })).toBeHidden();
    await expect(page.getByLabel(t.day.date)).toBeHidden();
    const entry = page.locator('[data-day-view] li').filter({ hasText: name }).first();
    await expect(entry).toBeVisible();
    const detail = entry.locator('[data-print-detail]');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText('Alergija na orahe');
    // The party size and the phone, each said once on the sheet (the card's own lines).
    await expect(entry.locator('[data-party-size]')).toHaveText(
      t.day.players.replace('{count}', '6'),
    );
    await expect(entry.locator('[data-call]')).toContainText(phone);
    const printed = await entry.innerText();
    expect(printed.split(phone)).toHaveLength(2);
    expect(printed.split(t.day.players.replace('{count}', '6'))).toHaveLength(2);
    const pdf = await page.pdf({
      path: `tests/screenshots/desk/day-sheet-${locale}.pdf`,
      format: 'A4',
      landscape: false,
      printBackground: true,
      preferCSSPageSize: true,
    });
    // One page: a PDF names each of its pages `/Type /Page`.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    await expect(nav).toBeVisible();
  });
}

// ---- Issue 29: the compact navigation, search, the requests list, destructive actions ----

/** The desk's top bar: at most 15 % of the first screen. */
async function navShare(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-desk-nav]')!.getBoundingClientRect();
    return bar.height / window.innerHeight;
  });
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);

  test(`the navigation is a compact bar at 390 and 1440 px; sign-out is apart from the sections and works without JavaScript (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, locale);
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of ['/staff', '/staff/requests']) {
        await page.goto(path);
        expect(await navShare(page)).toBeLessThanOrEqual(0.15);
        expect(await noSidewaysScroll(page)).toBe(true);
      }
      await page.goto('/staff');
      const nav = page.getByRole('navigation', { name: t.nav.label });
      await expect(nav).toBeVisible();
      // Sign-out is not one of the sections.
      await expect(nav.getByRole('button', { name: t.nav.signOut })).toHaveCount(0);
      // A wide screen has it in the top bar; a phone in the menu (below).
      if (width === 1440)
        await expect(page.getByRole('button', { name: t.nav.signOut })).toBeVisible();
      await expectNoAxeViolations(page);
      await reviewShot(page, { path: `tests/screenshots/desk/day-top-${locale}-${width}.png` });
    }

    // On a phone without JavaScript: the menu opens and leads to a section; sign-out works.
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${ports.siteWithDesk}`,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
    });
    const phone = await context.newPage();
    await signIn(phone, locale, { fresh: true });
    const nav = phone.getByRole('navigation', { name: t.nav.label });
    await expect(nav.getByRole('link', { name: t.nav.waiting })).toBeHidden();
    await nav.locator('summary').click();
    await expect(nav.getByRole('link', { name: t.nav.waiting })).toBeVisible();
    await reviewShot(phone, { path: `tests/screenshots/desk/menu-open-${locale}-390.png` });
    await nav.getByRole('link', { name: t.nav.waiting }).click();
    await expect(phone).toHaveURL(/\/staff\/requests$/);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(t.waiting.title);
    await nav.locator('summary').click();
    await phone.getByRole('button', { name: t.nav.signOut }).click();
    await expect(phone.getByRole('status')).toHaveText(t.signIn.signedOut);
    await context.close();
  });
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);

  test(`search by reference and by phone, without JavaScript, the query never in the URL (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `search-${locale}-${Date.now()}@example.com`;
    const { reference, phone: given } = await requestWithPhone(request, locale, email);
    // The same digits, typed the local way: `020 …` for `+382 20 …`.
    const phone = `0${given.replace(/\D/g, '').replace(/^382/, '')}`;
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${ports.siteWithDesk}`,
        javaScriptEnabled: false,
        viewport: { width, height },
        extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
      });
      const page = await context.newPage();
      await signIn(page, locale);
      await page.goto('/staff/requests');
      const field = page.getByRole('searchbox', { name: t.search.label });
      await field.fill(reference.toLowerCase());
      await page.getByRole('button', { name: t.search.submit, exact: true }).click();
      const results = page.locator('[data-search-results]');
      await expect(results.locator(`[data-reference="${reference}"]`)).toBeVisible();
      expect(page.url()).not.toContain(reference.toLowerCase());
      expect(await noSidewaysScroll(page)).toBe(true);
      await reviewShot(page, {
        path: `tests/screenshots/desk/search-${locale}-${width}.png`,
        fullPage: true,
      });
      // By phone: the digits, typed another way than the parent did.
      await page.goto('/staff');
      await page.getByRole('searchbox', { name: t.search.label }).fill(phone);
      await page.getByRole('button', { name: t.search.submit, exact: true }).click();
      await expect(results.locator(`[data-reference="${reference}"]`)).toBeVisible();
      await results.getByRole('link', { name: reference }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
      await context.close();
    }
  });
}

/** A parent's request with a phone this test knows: its reference and that phone. */
async function requestWithPhone(api: APIRequestContext, locale: Locale, email: string) {
  const [slot] = await freeSlots(api, 'room', 'space-mission');
  const phone = uniquePhone();
  const response = await postConfirmed(api, {
    form: 'room',
    locale,
    room: locale === 'en' ? 'space-mission' : 'svemirska-misija',
    players: 4,
    name: 'Roditelj Pretraga',
    email,
    phone,
    message: '',
    ...slot,
  });
  expect(response.status()).toBe(201);
  return { reference: (await response.json()).reference as string, phone };
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);

  test(`the requests list: human dates, the hold's time in words, confirm on the row (the parent is mailed), propose and decline one tap away (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `list-${locale}-${Date.now()}@example.com`;
    const { reference } = await parentRequest(request, locale, email);
    await signIn(page, locale);
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/staff/requests');
      const row = page.locator(`[data-waiting] [data-reference="${reference}"]`);
      await expect(row).toBeVisible();
      await expect(row).not.toContainText(/\d{4}-\d{2}-\d{2}/);
      await expect(row.locator('time')).toHaveText(
        locale === 'en'
          ? /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4} · \d{2}:\d{2}$/
          : /^(pon|uto|sri|čet|pet|sub|ned), \d{1,2}\. [a-z]+\.? \d{4}\. · \d{2}:\d{2}$/,
      );
      await expect(row.locator('[data-hold-left]')).not.toContainText(/\b0 h\b/);
      await expect(
        row.getByRole('link', { name: t.waiting.proposeOne.replace('{reference}', reference) }),
      ).toBeVisible();
      await expect(
        row.getByRole('link', { name: t.waiting.declineOne.replace('{reference}', reference) }),
      ).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
      await reviewShot(page, {
        path: `tests/screenshots/desk/requests-${locale}-${width}.png`,
        fullPage: true,
      });
    }
    const before = smtp.messages.length;
    await page
      .locator(`[data-waiting] [data-reference="${reference}"]`)
      .getByRole('button', { name: t.waiting.confirmOne.replace('{reference}', reference) })
      .click();
    await expect(page.getByRole('status')).toHaveText(
      t.waiting.confirmed.replace('{reference}', reference),
    );
    await expect(page.locator(`[data-waiting] [data-reference="${reference}"]`)).toHaveCount(0);
    await mailTo(email, before);
  });
}

// ─── A failed scheduled backup (issue 31) ──────────────────────────────────────────────────────
// The desk server writes its first scheduled backup a minute after it starts (src/jobs/backup-job.ts);
// once that has run (the next is a day away), a failed attempt is recorded straight into its
// database through its socket, as the job records one, and the day page shows it until a backup
// succeeds.

/**
 * The desk server's database through its socket, once it has opened it (on its first use): the
 * socket's address is in the lock file beside its PGlite folder (src/lib/db/folder-lock.ts).
 */
async function deskDatabase() {
  const socket = () => {
    try {
      return (
        JSON.parse(readFileSync(`.data/e2e-${ports.siteWithDesk}/pglite.lock`, 'utf8')) as {
          socket?: string;
        }
      ).socket;
    } catch {
      return undefined;
    }
  };
  await expect.poll(socket, { timeout: 60_000 }).toBeTruthy();
  const [host, port] = socket()!.split(':');
  return postgres({
    host,
    port: Number(port),
    user: 'postgres',
    database: 'postgres',
    max: 1,
    onnotice: () => {},
  });
}

test.describe('a failed backup on the desk', () => {
  test('the day page shows the last failed backup in both languages, and not once one succeeds', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, 'me');
    const sql = await deskDatabase();
    try {
      await expect
        .poll(
          async () =>
            (await sql`SELECT last_run_at FROM scheduled_jobs WHERE name = 'backup'`)[0]
              ?.last_run_at ?? null,
          { timeout: 120_000, intervals: [2_000] },
        )
        .not.toBeNull();
      const reason = `ENOSPC: no space left on device, write (e2e ${Date.now()})`;
      await sql`INSERT INTO backup_runs (ok, error) VALUES (false, ${reason})`;
      for (const locale of ['me', 'en'] as const) {
        const t = messages(locale);
        await page.goto(`/staff?lang=${locale}`);
        const notice = page.locator('[data-backup-failed]');
        await expect(notice).toHaveAttribute('role', 'alert');
        await expect(notice).toContainText(t.backup.failed.split('(')[0]!.trim());
        await expect(notice).toContainText(reason);
        await expectNoAxeViolations(page);
      }
      await sql`INSERT INTO backup_runs (ok, file, bytes) VALUES (true, 'cluville-e2e.jsonl.gz', 1)`;
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-backup-failed]')).toHaveCount(0);
    } finally {
      await sql.end();
    }
  });
});

// ---- Issue 29: destructive actions ask first; one language per page; the week's no-shows ----

/** The "Space Mission" room's title in one language, as the snapshot has it. */
const spaceMission = (locale: Locale) =>
  titleOf(
    snapshot
      .rooms(locale)
      .find((room) => room.slug === (locale === 'en' ? 'space-mission' : 'svemirska-misija'))!.title
      .rendered,
  );

/** A venue date this many days ahead (blocks far enough ahead to meet no other test's times). */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);
  const l = lifecycleMessages(locale);

  test(`cancel and unblock are red and ask first: nothing happens before the confirmation's red button; axe with the step open (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, locale);
    const { reference } = await parentRequest(
      request,
      'en',
      `cancel-${locale}-${Date.now()}@example.com`,
    );
    await openWaiting(page, reference);
    const actions = page.locator('[data-lifecycle-actions]');
    await actions.getByRole('button', { name: l.page.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(l.page.done.confirmed);

    // Cancel: a red first step; the question and the red button only once it is opened.
    const step = actions.locator('[data-cancel]');
    const confirmCancel = step.getByRole('button', { name: t.booking.cancelConfirm });
    await expect(step.locator('summary')).toHaveText(t.booking.cancel);
    await expect(step.locator('summary')).toHaveClass(/border-red-700/);
    await expect(confirmCancel).toBeHidden();
    await step.getByText(t.booking.cancel, { exact: true }).click();
    await expect(
      step.getByText(t.booking.cancelQuestion.replace('{reference}', reference)),
    ).toBeVisible();
    await expect(confirmCancel).toHaveClass(/bg-red-700/);
    // Opened, nothing is sent yet: the booking is still confirmed after a reload.
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('[data-status="confirmed"]')).toBeVisible();
    await step.getByText(t.booking.cancel, { exact: true }).click();
    await confirmCancel.click();
    await expect(page.getByRole('status')).toHaveText(l.page.done.cancelled);
    await expect(page.locator('[data-status="cancelled"]')).toBeVisible();
    await expect(page.locator('[data-audit] li').last()).toContainText(
      `${t.status.confirmed} → ${t.status.cancelled}`,
    );

    // Unblock: a block far ahead, on one room; the question names it; only the red button unblocks.
    const date = daysAhead(200 + (locale === 'en' ? 1 : 0));
    const label = `Ask first ${locale} ${Date.now()}`;
    await page.goto('/staff/blocks');
    await page.getByLabel(t.blocks.resource).selectOption({ index: 1 });
    await page.getByLabel(t.blocks.fromDate, { exact: true }).fill(date);
    await page.getByLabel(t.blocks.fromTime, { exact: true }).fill('10:00');
    await page.getByLabel(t.blocks.toDate, { exact: true }).fill(date);
    await page.getByLabel(t.blocks.toTime, { exact: true }).fill('11:00');
    await page.getByLabel(t.blocks.label, { exact: true }).fill(label);
    await page.getByRole('button', { name: t.blocks.submit }).click();
    await expect(page.getByRole('status')).toHaveText(t.blocks.added);
    const block = page.locator('[data-block]').filter({ hasText: label });
    const confirmUnblock = block.getByRole('button', { name: t.blocks.unblockConfirm });
    await expect(confirmUnblock).toBeHidden();
    await block.getByText(t.blocks.unblock, { exact: true }).click();
    // The question names the block in the desk's format, not as an ISO date.
    await expect(block.locator('[data-unblock] p')).toContainText('10:00–11:00');
    await expect(block.locator('[data-unblock] p')).not.toContainText(date);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(block).toHaveCount(1);
    await block.getByText(t.blocks.unblock, { exact: true }).click();
    await confirmUnblock.click();
    await expect(page.getByRole('status')).toHaveText(t.blocks.removed);
    await expect(block).toHaveCount(0);

    // Erase: the page's red first step, with the question open; axe and no sideways scroll.
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/staff/erase');
      await expect(page.getByRole('checkbox')).toHaveCount(0);
      await page.getByText(t.erase.submit, { exact: true }).click();
      await expect(page.getByText(t.erase.question)).toBeVisible();
      await expect(page.getByRole('button', { name: t.erase.confirm })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
      await reviewShot(page, {
        path: `tests/screenshots/desk/erase-step-${locale}-${width}.png`,
        fullPage: true,
      });
    }
  });
}

test('without JavaScript: the erase asks first; Enter in a field erases nothing; the red button erases', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const t = messages('en');
  const email = `erase-nojs-${Date.now()}@example.com`;
  const { reference } = await parentRequest(request, 'en', email);
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${ports.siteWithDesk}`,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  await signIn(page, 'en');
  await page.goto('/staff/erase');
  const confirmErase = page.getByRole('button', { name: t.erase.confirm });
  await expect(confirmErase).toBeHidden();
  // Enter in the field: the form's first (disabled) submit button keeps it from being sent; the
  // erase below finding the booking still there shows nothing went.
  const field = page.getByLabel(t.erase.reference);
  await field.fill(reference);
  await field.press('Enter');
  await expect(field).toHaveValue(reference);
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.getByText(t.erase.submit, { exact: true }).click();
  await expect(page.getByText(t.erase.question)).toBeVisible();
  await confirmErase.click();
  const done = t.erase.done
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace('{bookings}', '1')
    .replace('{mails}', '\\d+')
    .replace('{newsletter}', '0');
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^${done}$`));
  await page.goto('/staff/requests');
  await expect(page.getByRole('link', { name: reference, exact: true })).toHaveCount(0);
  await context.close();
});

for (const [desk, parent] of [
  ['me', 'en'],
  ['en', 'me'],
] as const) {
  const t = messages(desk);

  test(`one language per page: a request made in ${parent} names its room in ${desk} on the requests list and in the search results`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { reference } = await parentRequest(
      request,
      parent,
      `language-${desk}-${Date.now()}@example.com`,
    );
    await signIn(page, desk);
    await page.goto('/staff/requests');
    const row = page.locator(`[data-waiting] [data-reference="${reference}"]`);
    await expect(row).toContainText(spaceMission(desk));
    await expect(row).not.toContainText(spaceMission(parent));
    await page.getByRole('searchbox', { name: t.search.label }).fill(reference);
    await page.getByRole('button', { name: t.search.submit, exact: true }).click();
    const hit = page.locator(`[data-search-results] [data-reference="${reference}"]`);
    await expect(hit).toContainText(spaceMission(desk));
    await expect(hit).not.toContainText(spaceMission(parent));
    // The search results page: axe.
    await expectNoAxeViolations(page);
  });
}

test("the week's page moves to any week: the next and previous links, and a day picked without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: `http://127.0.0.1:${ports.siteWithDesk}`,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  const t = messages('en');
  await signIn(page, 'en');
  await page.goto('/staff/week?lang=en');
  const shown = page.locator('[data-week]').first();
  const thisMonday = (await shown.getAttribute('data-week'))!;
  const monday = (days: number) => {
    const date = new Date(`${thisMonday}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  await page.getByRole('link', { name: t.week.next }).click();
  await expect(shown).toHaveAttribute('data-week', monday(7));
  await page.getByRole('link', { name: t.week.next }).click();
  await expect(shown).toHaveAttribute('data-week', monday(14));
  await page.getByRole('link', { name: t.week.previous }).click();
  await page.getByRole('link', { name: t.week.previous }).click();
  await page.getByRole('link', { name: t.week.previous }).click();
  await expect(shown).toHaveAttribute('data-week', monday(-7));
  // Any day of a week far ahead shows that week (its Monday), with the one after beside it.
  await page.getByLabel(t.week.pick).fill(monday(7 * 30 + 3));
  await page.getByRole('button', { name: t.week.show }).click();
  await expect(shown).toHaveAttribute('data-week', monday(7 * 30));
  await expect(page.locator('[data-week]').nth(1)).toHaveAttribute('data-week', monday(7 * 31));
  await expect(shown.locator('[data-total="revenue"] dt')).toHaveText(t.week.revenue);
  await expect(shown.locator('[data-total="children"] dt')).toHaveText(t.week.children);
  await page.getByRole('link', { name: t.week.current }).click();
  await expect(shown).toHaveAttribute('data-week', thisMonday);
  await context.close();
});

test("the week's numbers count a no-show marked today, in both languages", async ({ page }) => {
  test.setTimeout(90_000);
  const booking = await todayBooking({ minutes: -20, name: 'Nikola Šćepanović', locale: 'en' });
  await signIn(page, 'me');
  const thisWeek = page.locator('[data-week]').first();
  const noShows = thisWeek.locator('[data-total="noShows"]');
  await page.goto('/staff/week?lang=me');
  await expect(noShows.locator('dt')).toHaveText(messages('me').week.noShows);
  const before = Number(await noShows.locator('dd').innerText());
  expect(Number.isInteger(before)).toBe(true);

  await page.goto(`/staff/bookings/${booking.id}`);
  const t = messages('me');
  await page.getByText(t.arrival.markNoShow, { exact: true }).click();
  await page.getByRole('button', { name: t.arrival.confirmNoShow }).click();
  await expect(page.getByRole('status')).toHaveText(t.arrival.done['no-show']);

  await page.goto('/staff/week?lang=me');
  await expect(noShows.locator('dd')).toHaveText(String(before + 1));
  await page.goto('/staff/week?lang=en');
  await expect(noShows.locator('dt')).toHaveText(messages('en').week.noShows);
  await expect(noShows.locator('dd')).toHaveText(String(before + 1));
  await expectNoAxeViolations(page);
});

/** An ICU plural message for `count`, by the branch named (`few` for Montenegrin 2–4, `other`). */
const plural = (message: string, branch: string, count: number) =>
  new RegExp(`${branch} \\{([^}]*)\\}`).exec(message)![1]!.replace('#', String(count));

for (const [locale, width, branch] of [
  ['me', 390, 'few'],
  ['en', 1440, 'other'],
] as const) {
  const t = messages(locale);
  const l = lifecycleMessages(locale);

  test(`decline two requests at once from the requests list, with one reason chosen (none preselected); each parent is mailed (${locale}, ${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const emails = [0, 1].map((index) => `batch-${locale}-${index}-${Date.now()}@example.com`);
    const references: string[] = [];
    for (const email of emails)
      references.push((await parentRequest(request, 'en', email)).reference);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn(page, locale);
    await page.goto('/staff/requests');
    // No reason chosen for the staff member.
    await expect(page.locator('input[name="reason"]:checked')).toHaveCount(0);
    for (const reference of references)
      await page
        .getByRole('checkbox', { name: t.waiting.select.replace('{reference}', reference) })
        .check();
    await page.getByRole('radio', { name: l.reasons['fully-booked'] }).check();
    await expectNoAxeViolations(page);
    const before = smtp.messages.length;
    await page.getByRole('button', { name: t.waiting.declineSelected }).click();
    await expect(page.getByRole('status')).toHaveText(plural(t.waiting.declined, branch, 2));
    for (const reference of references)
      await expect(page.locator(`[data-waiting] [data-reference="${reference}"]`)).toHaveCount(0);
    const parentL = lifecycleMessages('en');
    for (const [index, email] of emails.entries()) {
      const mail = await mailWithSubject(
        email,
        parentL.mail.declinedSubject.replace('{reference}', references[index]!),
        before,
      );
      expect(mail.text).toContain(parentL.reasons['fully-booked']);
    }
  });
}

test('on the requests list, Enter on a ticked request confirms nothing: the decline form asks for its reason first', async ({
  page,
  request,
}) => {
  const t = messages('en');
  const { reference } = await parentRequest(request, 'en', `enter-${Date.now()}@example.com`);
  await signIn(page, 'en');
  await page.goto('/staff/requests?lang=en');
  const box = page.getByRole('checkbox', {
    name: t.waiting.select.replace('{reference}', reference),
  });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.keyboard.press('Enter');
  // The decline form's own button answered: the browser asks for the reason it requires, and
  // nothing is sent (before, the first row's Confirm answered and confirmed that request).
  await expect(page.locator('input[name="reason"]').first()).toBeFocused();
  expect(page.url()).not.toContain('confirmed=');
  await page.reload();
  await expect(page.locator(`[data-waiting] [data-reference="${reference}"]`)).toHaveAttribute(
    'data-status',
    'pending',
  );
});

// ─── Human dates on every desk page (issue 42) ─────────────────────────────────────────────────
// What staff read is written in the desk's one format, on the venue's clock: no ISO date, no
// UTC instant (the history once read "proposed 2026-12-23T15:00:00.000Z"), no AM/PM. Input values
// are not text, so the page's rendered text is read, and the fields' values on their own.

const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const Z_TIME = /T\d{2}:\d{2}.*Z/;
const TWELVE_HOUR = /\b\d{1,2}(:\d{2})? ?[AP]\.?M\.?\b/i;
const MONTH_FIRST = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/;

async function expectHumanDates(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(text.length, where).toBeGreaterThan(50);
  for (const machine of [ISO_DATE, Z_TIME, TWELVE_HOUR])
    expect(machine.exec(text)?.[0], `${where}: ${machine}`).toBeUndefined();
  // Time fields on the 24-hour clock whatever the browser's language (this one's is en-US), and
  // date fields day first: no browser date input (mm/dd/yyyy here), no ISO date in a field.
  expect(await page.locator('input[type="time"]').count(), where).toBe(0);
  expect(await page.locator('input[type="date"]').count(), where).toBe(0);
  const fields = await page
    .locator('input:not([type="hidden"])')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  for (const value of fields)
    for (const machine of [ISO_DATE, MONTH_FIRST])
      expect(machine.exec(value)?.[0], `${where}, a field: ${machine}`).toBeUndefined();
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);
  const l = lifecycleMessages(locale);

  test(`no ISO date or Z time appears in any desk page's text; the history says the proposed time on the venue's clock (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`/staff/sign-in?lang=${locale}`);
    await expectHumanDates(page, 'sign-in');
    await signIn(page, locale);

    // A request answered with another time: its history names the proposal.
    const email = `dates-${locale}-${Date.now()}@example.com`;
    const { reference } = await parentRequest(request, 'en', email);
    await openWaiting(page, reference);
    const bookingPage = new URL(page.url()).pathname;
    const propose = page.locator('[data-op="propose"]');
    const time = (
      await propose
        .locator('input[name="time"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
    ).at(-1)!;
    await propose.getByLabel(time, { exact: true }).check();
    await propose.getByRole('button', { name: l.page.propose }).click();
    await expect(page.getByRole('status')).toHaveText(l.page.done.proposed);
    const proposed = page.locator('[data-audit] li').last();
    const [before] = t.booking.auditProposed.split('{when}');
    await expect(proposed).toContainText(before!);
    // The time as chosen on the venue's clock, in the desk's one format.
    await expect(proposed).toContainText(
      locale === 'en'
        ? new RegExp(`(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \\d{1,2} [A-Z][a-z]{2} \\d{4} · ${time}`)
        : new RegExp(`(pon|uto|sri|čet|pet|sub|ned), \\d{1,2}\\. [a-z]+\\.? \\d{4}\\. · ${time}`),
    );
    await expectHumanDates(page, 'booking');

    // A block typed on the 24-hour clock, listed in the desk's format.
    const date = daysAhead(260 + (locale === 'en' ? 1 : 0));
    const label = `Dates ${locale} ${Date.now()}`;
    await page.goto('/staff/blocks');
    await expectHumanDates(page, 'blocks form');
    await page.getByLabel(t.blocks.resource).selectOption({ index: 1 });
    await page.getByLabel(t.blocks.fromDate, { exact: true }).fill(date);
    await page.getByLabel(t.blocks.fromTime, { exact: true }).fill('9:30');
    await page.getByLabel(t.blocks.toDate, { exact: true }).fill(date);
    await page.getByLabel(t.blocks.toTime, { exact: true }).fill('17:45');
    await page.getByLabel(t.blocks.label, { exact: true }).fill(label);
    await page.getByRole('button', { name: t.blocks.submit }).click();
    await expect(page.getByRole('status')).toHaveText(t.blocks.added);
    await expect(page.locator('[data-block]').filter({ hasText: label })).toContainText(
      '09:30–17:45',
    );
    await expectHumanDates(page, 'blocks');

    // Search results, then every other page of the desk.
    await page.goto('/staff/requests');
    await page.getByRole('searchbox', { name: t.search.label }).fill(reference);
    await page.getByRole('button', { name: t.search.submit, exact: true }).click();
    await expect(
      page.locator(`[data-search-results] [data-reference="${reference}"]`),
    ).toBeVisible();
    await expectHumanDates(page, 'search');
    const room = snapshot.rooms(locale)[0]!;
    for (const path of [
      '/staff',
      `/staff?date=${date}`,
      '/staff/requests',
      '/staff/week',
      `/staff/week?week=${date}`,
      '/staff/phone',
      `/staff/phone?what=room:${room.slug}&date=${date}`,
      '/staff/mails',
      '/staff/erase',
      bookingPage,
      `${bookingPage}?date=${date}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHumanDates(page, path);
    }
  });
}
