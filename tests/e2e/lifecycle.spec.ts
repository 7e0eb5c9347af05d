// The booking lifecycle in Chromium: the venue's signed links (confirm, propose, decline) and the
// parent's manage page, read from the mails the site wrote (the file outbox under the test
// server's DATA_DIR). A GET of a link never changes anything; a button POSTs; a second click
// shows the current state; a changed link is a 403. Axe on every page; the pages work without
// JavaScript (axe runs, with JavaScript, on each of them in the first two tests).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { freeSlots } from './support/slots';
import { uniquePhone } from './support/contact';
import { linkPath, mailWith as mailWithIn } from './support/outbox-files';

const PORT = Number(process.env.E2E_PORT_BASE ?? 3100);
const mailDir = path.join(`.data/e2e-${PORT}`, 'mail');
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const address = () =>
  `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const lifecycle = (locale: 'me' | 'en') =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).bookingLifecycle;

async function book(api: APIRequestContext, locale: 'me' | 'en', who: string): Promise<string> {
  const [slot] = await freeSlots(api, 'room', 'space-mission');
  const response = await api.post('/api/bookings', {
    data: {
      form: 'room',
      locale,
      room: locale === 'en' ? 'space-mission' : 'svemirska-misija',
      players: 5,
      name: `${who} ${run}`,
      email: `${who.toLowerCase()}.${run}@example.com`,
      phone: uniquePhone(),
      message: '',
      ...slot,
    },
    headers: { 'x-forwarded-for': address() },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).reference as string;
}

const mailWith = (reference: string, line: string) => mailWithIn(mailDir, reference, line);

const expectNoAxeViolations = async (page: Page) =>
  expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

async function expectPrivatePage(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

const status = (page: Page) => page.locator('[data-link-page]');

test('a GET of each venue link changes nothing; the confirm button confirms once; a second click shows the state', async ({
  page,
  request,
}) => {
  // Three pages with axe, a booking and two mails: more than the default 30 s on a busy runner.
  test.slow();
  const t = lifecycle('me');
  const reference = await book(request, 'en', 'Confirm');
  const venue = await mailWith(reference, 'Potvrdite: ');
  const paths = ['Potvrdite', 'Predložite drugi termin', 'Odbijte'].map((label) =>
    linkPath(venue, label),
  );
  for (const url of paths) {
    await expectPrivatePage(page, url);
    await expect(status(page)).toHaveAttribute('data-status', 'pending');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    await expectNoAxeViolations(page);
  }
  // After three GETs (as a mail scanner would make), still pending.
  await page.goto(paths[0]!);
  await expect(status(page)).toHaveAttribute('data-status', 'pending');
  await page.getByRole('button', { name: t.page.confirm }).click();
  await expect(page.locator('[data-notice="ok"]')).toHaveText(t.page.done.confirmed);
  await expect(status(page)).toHaveAttribute('data-status', 'confirmed');
  await expect(page.locator('[data-audit] li')).toHaveCount(1);
  // The link again: the current state, no button.
  await page.goto(paths[0]!);
  await expect(status(page)).toHaveAttribute('data-status', 'confirmed');
  await expect(page.getByRole('button', { name: t.page.confirm })).toHaveCount(0);
  // A replayed POST changes nothing and says so.
  const replay = await request.post('/api/booking-links', {
    form: { token: paths[0]!.split('/').pop()!, locale: 'me', op: 'confirm' },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(303);
  expect(replay.headers()['location']).toContain('refused=not-allowed');
  // The parent is told, in English, with the calendar file.
  const confirmed = await mailWith(reference, 'Good news: your booking is confirmed');
  expect(confirmed.raw).toContain('text/calendar');
  // The decline link of a confirmed booking offers nothing to do.
  await page.goto(paths[2]!);
  await expect(page.getByRole('button', { name: t.page.decline })).toHaveCount(0);
});

test('a changed or expired link is a 403 page, and a post from another site is refused', async ({
  page,
  request,
}) => {
  const reference = await book(request, 'en', 'Tamper');
  const parent = await mailWith(reference, 'See or change your booking: ');
  const url = linkPath(parent, 'See or change your booking');
  await expectPrivatePage(page, url);
  await expect(status(page)).toHaveAttribute('data-status', 'pending');
  await expectNoAxeViolations(page);
  const [id, action, expiry, signature] = url.split('/').pop()!.split('~');
  for (const changed of [
    `${Number(id) + 1}~${action}~${expiry}~${signature}`,
    `${id}~${action}~${Number(expiry) + 60}~${signature}`,
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
  // The manage page fits a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/e2e/lifecycle-manage-390.png', fullPage: true });
  // A staff token does not open the parent's page and the other way round.
  expect((await page.goto(url.replace('/booking/', '/booking-request/')))!.status()).toBe(403);
  const crossSite = await request.post('/api/booking-links', {
    form: { token: url.split('/').pop()!, locale: 'en', op: 'cancel' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  const forged = await request.post('/api/booking-links', {
    form: { token: `${id}~${action}~${expiry}~${'A'.repeat(43)}`, locale: 'en', op: 'cancel' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  // The feed is off without CALENDAR_FEED_TOKEN.
  expect(
    (await request.get('/api/calendar/anything-at-all-anything-at-all-1234.ics')).status(),
  ).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the venue proposes another time; the parent accepts it on the manage page, then cancels', async ({
    page,
    request,
  }) => {
    const venueT = lifecycle('me');
    const t = venueT;
    const reference = await book(request, 'me', 'Propose');
    const venue = await mailWith(reference, 'Predložite drugi termin: ');
    await expectPrivatePage(page, linkPath(venue, 'Predložite drugi termin'));
    await expect(page.getByRole('heading', { name: venueT.page.proposeTitle })).toBeVisible();
    // The free times of the same room on the asked date (not the asked time itself); none is
    // preselected: the venue chooses one.
    const times = page.locator('[data-op="propose"] input[name="time"]');
    await expect(times.first()).toBeVisible();
    await expect(page.locator('[data-op="propose"] input[name="time"]:checked')).toHaveCount(0);
    const chosen = await times.first().getAttribute('value');
    await times.first().check();
    await page.getByRole('button', { name: venueT.page.propose }).click();
    await expect(page.locator('[data-notice="ok"]')).toHaveText(venueT.page.done.proposed);
    await expect(status(page)).toHaveAttribute('data-status', 'proposed');

    const proposal = await mailWith(reference, 'Predlažemo vam termin');
    expect(proposal.text).toContain(chosen!);
    const manage = linkPath(proposal, t.mail.proposedLabel);
    await expectPrivatePage(page, manage);
    await expect(status(page)).toHaveAttribute('data-status', 'proposed');
    await page.getByRole('button', { name: t.page.accept }).click();
    await expect(page.locator('[data-notice="ok"]')).toHaveText(t.page.done.accepted);
    await expect(status(page)).toHaveAttribute('data-status', 'confirmed');

    await page.getByRole('button', { name: t.page.cancel }).click();
    await expect(page.locator('[data-notice="ok"]')).toHaveText(t.page.done.cancelled);
    await expect(status(page)).toHaveAttribute('data-status', 'cancelled');
    await mailWith(reference, 'je otkazana');
    // The venue hears of the cancellation.
    await mailWith(reference, 'Roditelj je otkazao');
  });

  test('the venue declines with a reason and a note; the parent is told', async ({
    page,
    request,
  }) => {
    const t = lifecycle('me');
    const reference = await book(request, 'en', 'Decline');
    const venue = await mailWith(reference, 'Odbijte: ');
    await expectPrivatePage(page, linkPath(venue, 'Odbijte'));
    // No reason is preselected: the venue says why.
    await expect(page.locator('input[name="reason"]:checked')).toHaveCount(0);
    await page.getByLabel(t.reasons['group-too-large']).check();
    await page.getByLabel(t.page.declineNote).fill('Up to 8 players.');
    await page.getByRole('button', { name: t.page.decline }).click();
    await expect(page.locator('[data-notice="ok"]')).toHaveText(t.page.done.declined);
    await expect(status(page)).toHaveAttribute('data-status', 'declined');
    const declined = await mailWith(reference, 'The group is too large for this room or package.');
    expect(declined.text).toContain('A note from us: Up to 8 players.');
  });
});
