// The pages signed booking links open have a token in their address. On the build with a tag
// manager, for a visitor who accepted every cookie category, they load no tag manager and no
// consent manager, send `Referrer-Policy: no-referrer` and are never indexed; the site's own
// pages on the same visit do load the tag manager. An impossible date in the venue's propose
// page's address is said on the page, not answered with a 500.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ports, TEST_GTM_ID } from '../../playwright.config';
import { axeViolations } from './support/axe';
import { consentCookie } from './support/consent';
import { linkPath, mailWith } from './support/outbox-files';
import { freeSlots } from './support/slots';
import { uniquePhone } from './support/contact';

/** `SCREENSHOTS=1` also writes the venue's pages to tests/screenshots/ for review. */
const shoot = (page: Page, options: Parameters<Page['screenshot']>[0]) =>
  process.env.SCREENSHOTS ? page.screenshot(options) : undefined;

const withTags = `http://127.0.0.1:${ports.siteWithTags}`;
const mailDir = `.data/e2e-${ports.siteWithTags}/mail`;
const GTM_URL = `https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`;
const lifecycle = (locale: 'me' | 'en') =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).bookingLifecycle;

test.use({
  storageState: {
    cookies: [consentCookie(['necessary', 'analytics', 'functional'])],
    origins: [],
  },
});

/** A room request on the tagged site; its reference. */
async function book(locale: 'me' | 'en', who: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: withTags });
  const [slot] = await freeSlots(api, 'room', 'space-mission');
  const response = await api.post('/api/bookings', {
    data: {
      form: 'room',
      locale,
      room: locale === 'en' ? 'space-mission' : 'svemirska-misija',
      players: 5,
      name: `${who} Links`,
      email: `${who.toLowerCase()}.${Date.now()}@example.com`,
      phone: uniquePhone(),
      message: '',
      ...slot,
    },
    headers: {
      'x-forwarded-for': `10.202.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await api.dispose();
  return reference;
}

/** Requests that leave the site; Google's host answered here (the network is closed). */
async function recordThirdParty(page: Page) {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(withTags) && !/^(data|blob):/.test(url)) thirdParty.push(url);
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'window.__gtmLoaded = true;',
    }),
  );
  return thirdParty;
}

test('with analytics accepted, the link pages load no tag manager, send no Referer and are not indexed', async ({
  page,
}) => {
  const reference = await book('en', 'Private');
  const venue = await mailWith(mailDir, reference, 'Potvrdite: ');
  const parent = await mailWith(mailDir, reference, 'See or change your booking: ');
  const paths = [
    ...['Potvrdite', 'Predložite drugi termin', 'Odbijte'].map((label) => linkPath(venue, label)),
    linkPath(parent, 'See or change your booking'),
  ];
  const thirdParty = await recordThirdParty(page);
  for (const path of paths) {
    const response = await page.goto(`${withTags}${path}`);
    expect(response!.status(), path).toBe(200);
    expect(response!.headers()['referrer-policy'], path).toBe('no-referrer');
    expect(response!.headers()['x-robots-tag'], path).toContain('noindex');
    await expect(page.locator('[data-link-page]')).toBeVisible();
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
    await expect(page.locator('#cc-main')).toHaveCount(0);
    expect(thirdParty, path).toEqual([]);
  }
  // The same visitor on a page of the site: the tag manager loads (the consent holds).
  await page.goto(`${withTags}/en`);
  await expect(page.locator('script[data-tag-manager]')).toHaveAttribute('src', GTM_URL);
  await expect.poll(() => thirdParty).toEqual([GTM_URL]);
});

test("an impossible date in the propose page's address is said on the page, with the request's own date shown", async ({
  page,
}) => {
  const t = lifecycle('me');
  const reference = await book('me', 'Dates');
  const venue = await mailWith(mailDir, reference, 'Predložite drugi termin: ');
  const propose = linkPath(venue, 'Predložite drugi termin');
  await page.goto(`${withTags}${propose}`);
  const ownDate = await page.locator('[data-propose-date] input[name="date"]').inputValue();
  for (const date of ['2027-13-45', '2027-02-30']) {
    const response = await page.goto(`${withTags}${propose}?date=${date}`);
    expect(response!.status(), date).toBe(200);
    await expect(page.locator('[data-notice="refused"]')).toHaveText(t.page.refused['bad-date']);
    await expect(page.locator('[data-propose-date] input[name="date"]')).toHaveValue(ownDate);
  }
});

// The venue's pages on the site without a tag manager (its file outbox): what staff need to decide.
const site = `http://127.0.0.1:${ports.site}`;
const siteMail = `.data/e2e-${ports.site}/mail`;

for (const locale of ['me', 'en'] as const) {
  test(`the venue's link pages show the parent's contact, message, party size and price, and Decline is destructive with no reason chosen (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = lifecycle(locale);
    const fields = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).booking.fields;
    const api = await playwrightRequest.newContext({ baseURL: site });
    const [slot] = await freeSlots(api, 'room', 'space-mission');
    const parent = {
      name: `Jelena Linkova ${locale}`,
      email: `jelena.${locale}.${Date.now()}@example.com`,
      phone: uniquePhone(),
      message: 'Two of the children are six; please keep the lights on.',
    };
    const response = await api.post('/api/bookings', {
      data: {
        form: 'room',
        locale,
        room: locale === 'en' ? 'space-mission' : 'svemirska-misija',
        players: 6,
        ...parent,
        ...slot,
      },
      headers: { 'x-forwarded-for': `10.203.${Math.floor(Math.random() * 250)}.7` },
    });
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await api.dispose();
    const venue = await mailWith(siteMail, reference, 'Potvrdite: ');
    // The venue's mail has Montenegrin links; the same page in English is under /en.
    const open = (label: string) =>
      `${site}${locale === 'en' ? '/en' : ''}${linkPath(venue, label).replace(/^\/en/, '')}`;

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const confirm = await page.goto(open('Potvrdite'));
      expect(confirm!.status()).toBe(200);
      expect(confirm!.headers()['cache-control']).toContain('no-store');
      expect(confirm!.headers()['referrer-policy']).toBe('no-referrer');
      expect(confirm!.headers()['x-robots-tag']).toContain('noindex');
      const details = page.locator('[data-venue-details]');
      await expect(details.locator('[data-contact="name"]')).toHaveText(parent.name);
      await expect(details.getByRole('link', { name: parent.phone })).toHaveAttribute(
        'href',
        `tel:${parent.phone.replace(/[^\d+]/g, '')}`,
      );
      await expect(details.getByRole('link', { name: parent.email })).toHaveAttribute(
        'href',
        `mailto:${parent.email}`,
      );
      await expect(details.locator('[data-contact="message"]')).toHaveText(parent.message);
      // The party size stands with the request above the contact.
      await expect(page.locator(`[data-field="${fields.players}"]`)).toHaveText('6');
      await expect(details.locator('[data-contact="price"]')).toBeVisible();
      await expect(details.locator('[data-desk-link]')).toHaveAttribute(
        'href',
        /^\/staff\/bookings\/\d+$/,
      );
      await shoot(page, {
        path: `tests/screenshots/enquiry-link-confirm-${locale}-${width}.png`,
        fullPage: true,
      });
      expect(await axeViolations(page, { bestPractice: true })).toEqual([]);

      await page.goto(open('Odbijte'));
      const decline = page.locator('form[data-op="decline"]');
      const reasons = decline.getByRole('radio');
      await expect(reasons).toHaveCount(4);
      for (const reason of await reasons.all()) await expect(reason).not.toBeChecked();
      const button = decline.getByRole('button', { name: t.page.decline });
      // Red, as what cannot be taken back: not the site's orange primary button.
      const [red, green, blue] = await button.evaluate((element) => {
        // The computed colour (lab() in Tailwind 4) painted on a canvas, read back as RGB.
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = getComputedStyle(element).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data];
      });
      expect(red).toBeGreaterThan(150);
      expect(green).toBeLessThan(60);
      expect(blue).toBeLessThan(60);
      await expect(page.locator('[data-venue-details] [data-contact="name"]')).toHaveText(
        parent.name,
      );
      await shoot(page, {
        path: `tests/screenshots/enquiry-link-decline-${locale}-${width}.png`,
        fullPage: true,
      });
      expect(await axeViolations(page, { bestPractice: true })).toEqual([]);
    }
  });
}
