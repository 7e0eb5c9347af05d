// The pages the parent's signed links open have a token in their address. On the build with a tag
// manager, for a visitor who accepted every cookie category, they (the confirm page and the manage
// page) load no tag manager and no consent manager, send `Referrer-Policy: no-referrer` and are
// never indexed; the site's own pages on the same visit do load the tag manager.
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { ports, TEST_GTM_ID } from '../../playwright.config';
import { consentCookie } from './support/consent';
import { mailWith } from './support/outbox-files';
import { CONFIRM_LABEL, confirmPath, confirmRequest } from './support/confirm-request';
import { freeSlots } from './support/slots';
import { uniquePhone } from './support/contact';

const withTags = `http://127.0.0.1:${ports.siteWithTags}`;
const mailDir = `.data/e2e-${ports.siteWithTags}/mail`;
const GTM_URL = `https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`;
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
  const acknowledgement = await mailWith(mailDir, reference, `${CONFIRM_LABEL.en}: `);
  const thirdParty = await recordThirdParty(page);
  const expectPrivate = async (path: string) => {
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
  };
  // The confirm page while the request waits for it; then, confirmed, the manage page.
  await expectPrivate(confirmPath(acknowledgement));
  const api = await playwrightRequest.newContext({ baseURL: withTags });
  await expectPrivate(await confirmRequest(api, acknowledgement));
  await api.dispose();
  // The same visitor on a page of the site: the tag manager loads (the consent holds).
  await page.goto(`${withTags}/en`);
  await expect(page.locator('script[data-tag-manager]')).toHaveAttribute('src', GTM_URL);
  await expect.poll(() => thirdParty).toEqual([GTM_URL]);
});
