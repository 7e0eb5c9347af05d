// The parent's signed links in Chromium, read from the mails the site wrote (the file outbox under
// the test server's DATA_DIR): the acknowledgement's one button confirms the request (a GET of its
// link never changes anything; the button POSTs; a second press shows the current state) and only
// then does the venue's mail go out, linking to the booking on the desk with no action of its own;
// the manage page withdraws a request. A changed link, a venue action's page and a venue action
// posted with the parent's link are 403. Axe on every page; the pages work without JavaScript.
// (The venue answers on the desk: tests/e2e/staff-desk.spec.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { freeSlots } from './support/slots';
import { uniquePhone } from './support/contact';
import { CONFIRM_LABEL, confirmPath } from './support/confirm-request';
import { linkPath, mailsOf, mailWith as mailWithIn } from './support/outbox-files';

const PORT = Number(process.env.E2E_PORT_BASE ?? 3100);
const mailDir = path.join(`.data/e2e-${PORT}`, 'mail');
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const address = () =>
  `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const lifecycle = (locale: 'me' | 'en') =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).bookingLifecycle;

async function book(
  api: APIRequestContext,
  locale: 'me' | 'en',
  who: string,
): Promise<{ reference: string; email: string; slot: { date: string; time: string } }> {
  const [slot] = await freeSlots(api, 'room', 'space-mission');
  const email = `${who.toLowerCase()}.${run}@example.com`;
  const response = await api.post('/api/bookings', {
    data: {
      form: 'room',
      locale,
      room: locale === 'en' ? 'space-mission' : 'svemirska-misija',
      players: 5,
      name: `${who} ${run}`,
      email,
      phone: uniquePhone(),
      message: '',
      ...slot,
    },
    headers: { 'x-forwarded-for': address() },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { reference: string; status: string };
  // Held until the parent confirms it from the acknowledgement.
  expect(body).toMatchObject({ status: 'unverified', confirmWithinSeconds: 1800 });
  return { reference: body.reference, email, slot: slot! };
}

const mailWith = (reference: string, line: string) => mailWithIn(mailDir, reference, line);

const expectNoAxeViolations = async (page: Page) =>
  expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

async function expectPrivatePage(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toContain('no-store');
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

const status = (page: Page) => page.locator('[data-link-page]');

test("the acknowledgement's link: a GET changes nothing; the button confirms once, the venue is told then, and the link leads on to the manage page", async ({
  page,
  request,
}) => {
  // Two pages with axe, a booking and two mails: more than the default 30 s on a busy runner.
  test.slow();
  const t = lifecycle('en');
  const { reference, email } = await book(request, 'en', 'Confirm');
  const acknowledgement = await mailWith(reference, `${CONFIRM_LABEL.en}: `);
  const url = confirmPath(acknowledgement);
  expect(url).toMatch(/^\/en\/booking\/\d+~verify~/);
  await expectPrivatePage(page, url);
  await expect(status(page)).toHaveAttribute('data-status', 'unverified');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  // What is needed, by when, and where the mail went.
  await expect(page.locator('[data-verify-needed]')).toContainText(
    /^Confirm your request with the button below by .+ \d{2}:\d{2}, or the time is released\./,
  );
  await expect(page.locator('[data-verify-address]')).toHaveText(`We sent the e-mail to ${email}.`);
  await expectNoAxeViolations(page);
  // After GETs (as a mail scanner would make), still unconfirmed, and the venue not told.
  await page.goto(url);
  await expect(status(page)).toHaveAttribute('data-status', 'unverified');
  expect(mailsOf(mailDir, reference).map((mail) => mail.header('to'))).toEqual([email]);

  await page.getByRole('button', { name: t.page.verify }).click();
  await expect(page.locator('[data-notice="ok"]')).toHaveText(t.page.done.verified);
  await expect(status(page)).toHaveAttribute('data-status', 'pending');
  await expect(page.locator('[data-verify-needed]')).toHaveCount(0);
  // Now the manage page: its own link, from which the request can be withdrawn.
  expect(new URL(page.url()).pathname).toMatch(/^\/en\/booking\/\d+~manage~/);
  await expect(page.getByRole('button', { name: t.page.withdraw })).toBeVisible();
  await expectNoAxeViolations(page);

  // The venue's mail, once: its booking on the desk, no action link; replies go to the parent.
  const venue = await mailWith(reference, 'Otvorite na recepciji: ');
  const id = url.split('/').pop()!.split('~')[0];
  expect(linkPath(venue, 'Otvorite na recepciji')).toBe(`/staff/bookings/${id}`);
  expect(venue.header('reply-to')).toBe(email);
  expect(venue.raw).not.toMatch(/booking-request|\/booking\/\d+~/);

  // The acknowledgement's link again: the manage page, no confirm button.
  await page.goto(url);
  await expect(status(page)).toHaveAttribute('data-status', 'pending');
  expect(new URL(page.url()).pathname).toMatch(/^\/en\/booking\/\d+~manage~/);
  await expect(page.getByRole('button', { name: t.page.verify })).toHaveCount(0);
  // A replayed POST changes nothing and says so.
  const replay = await request.post('/api/booking-links', {
    form: { token: url.split('/').pop()!, locale: 'en', op: 'verify' },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(303);
  expect(replay.headers()['location']).toContain('refused=not-allowed');
  expect(mailsOf(mailDir, reference)).toHaveLength(2);
});

test('a changed link, a venue page and a venue action posted with the parent’s link are 403; a post from another site is refused', async ({
  page,
  request,
}) => {
  const { reference } = await book(request, 'me', 'Tamper');
  const acknowledgement = await mailWith(reference, `${CONFIRM_LABEL.me}: `);
  const url = confirmPath(acknowledgement);
  await expectPrivatePage(page, url);
  await expect(status(page)).toHaveAttribute('data-status', 'unverified');
  const [id, action, expiry, signature] = url.split('/').pop()!.split('~');
  for (const changed of [
    `${Number(id) + 1}~${action}~${expiry}~${signature}`,
    `${id}~${action}~${Number(expiry) + 60}~${signature}`,
    `${id}~manage~${expiry}~${signature}`,
    `${id}~confirm~${expiry}~${signature}`,
    `${id}~${action}~1000~${signature}`,
  ]) {
    const response = await page.goto(`/en/booking/${changed}`);
    expect(response!.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lifecycle('en').page.forbiddenTitle,
    );
  }
  await expectNoAxeViolations(page);
  // The venue's pages are gone: the desk answers for the venue.
  expect((await page.goto(url.replace('/booking/', '/booking-request/')))!.status()).toBe(403);
  // The confirm page fits a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The parent's own link carries no venue action: refused, the request unchanged.
  const token = url.split('/').pop()!;
  for (const op of ['confirm', 'propose', 'decline']) {
    const refused = await request.post('/api/booking-links', {
      form: { token, locale: 'me', op, date: '2030-01-01', time: '12:00', reason: 'other' },
      maxRedirects: 0,
    });
    expect(refused.status(), op).toBe(403);
  }
  const crossSite = await request.post('/api/booking-links', {
    form: { token, locale: 'me', op: 'verify' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  const forged = await request.post('/api/booking-links', {
    form: { token: `${id}~${action}~${expiry}~${'A'.repeat(43)}`, locale: 'me', op: 'verify' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await page.goto(url);
  await expect(status(page)).toHaveAttribute('data-status', 'unverified');
  expect(mailsOf(mailDir, reference)).toHaveLength(1);
  // The feed is off without CALENDAR_FEED_TOKEN.
  expect(
    (await request.get('/api/calendar/anything-at-all-anything-at-all-1234.ics')).status(),
  ).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the parent confirms the request from the mail’s page, then withdraws it on the manage page; the time is free again', async ({
    page,
    request,
  }) => {
    const t = lifecycle('me');
    const { reference, slot } = await book(request, 'me', 'Withdraw');
    const acknowledgement = await mailWith(reference, `${CONFIRM_LABEL.me}: `);
    await expectPrivatePage(page, confirmPath(acknowledgement));
    await expect(page.locator('[data-verify-needed]')).toContainText(
      /^Potvrdite zahtjev dugmetom ispod do .+, inače se termin oslobađa\./,
    );
    await page.getByRole('button', { name: t.page.verify }).click();
    await expect(page.locator('[data-notice="ok"]')).toHaveText(t.page.done.verified);
    await expect(status(page)).toHaveAttribute('data-status', 'pending');
    await mailWith(reference, 'Otvorite na recepciji: ');

    await page.getByRole('button', { name: t.page.withdraw }).click();
    await expect(page.locator('[data-notice="ok"]')).toHaveText(t.page.done.cancelled);
    await expect(status(page)).toHaveAttribute('data-status', 'cancelled');
    // The venue hears of it.
    await mailWith(reference, 'Roditelj je otkazao');
    const day = await request.get(
      `/api/availability?form=room&room=space-mission&date=${slot.date}`,
    );
    const slots = ((await day.json()) as { days: { slots: { time: string; free: boolean }[] }[] })
      .days[0]!.slots;
    expect(slots.find((candidate) => candidate.time === slot.time)?.free).toBe(true);
  });
});
