import { expect, test, type Page } from '@playwright/test';
import { ports, TEST_GTM_ID, TEST_MAPS_KEY } from '../../playwright.config';
import { axeViolations } from './support/axe';
import { CONSENT_COOKIE, noChoiceYet } from './support/consent';
import { analyticsCookies, recordThirdParty } from './support/third-party';

// A first visit: no cookie choice yet.
test.use({ storageState: noChoiceYet });

const withTags = `http://127.0.0.1:${ports.siteWithTags}`;
const GTM_URL = `https://www.googletagmanager.com/gtm.js?id=${TEST_GTM_ID}`;

const texts = {
  en: {
    home: '/en',
    cookies: '/en/cookies',
    contact: '/en/contact',
    title: 'We use cookies',
    accept: 'Accept',
    reject: 'Reject',
    link: 'More about cookies',
    settings: 'Cookie settings',
    save: 'Save my choice',
    analytics: 'Analytics and tag management',
    functional: 'Functional cookies',
    mapBlocked: 'To show the map, please enable functional cookies.',
    videoBlocked: 'To show the video, please enable functional cookies.',
    openSettings: 'Open cookie settings',
    list: 'List of cookies',
  },
  me: {
    home: '/',
    cookies: '/kolacici',
    contact: '/kontakt',
    title: 'Koristimo kolačiće',
    accept: 'Prihvatite',
    reject: 'Odbijte',
    link: 'Više o kolačićima',
    settings: 'Podešavanja kolačića',
    save: 'Sačuvajte izbor',
    analytics: 'Analitika i upravljanje oznakama',
    functional: 'Funkcionalni kolačići',
    mapBlocked: 'Da bi se mapa prikazala, uključite funkcionalne kolačiće.',
    videoBlocked: 'Da bi se video prikazao, uključite funkcionalne kolačiće.',
    openSettings: 'Otvorite podešavanja kolačića',
    list: 'Spisak kolačića',
  },
} as const;

const bar = (page: Page) => page.locator('#cc-main .cm');
const dialog = (page: Page) => page.locator('#cc-main .pm');
/** Switches a category in the settings dialog once the dialog has finished opening. */
async function setCategory(page: Page, category: string, on: boolean) {
  await expect(dialog(page)).toBeVisible();
  await dialog(page).locator(`input[type="checkbox"][value="${category}"]`).setChecked(on);
}
const consentValue = async (page: Page) => {
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === CONSENT_COOKIE,
  );
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] })
    : undefined;
};

for (const locale of ['me', 'en'] as const) {
  const t = texts[locale];

  test(`${locale}: a first visit shows the bar at the bottom right and loads nothing third-party`, async ({
    page,
    baseURL,
  }) => {
    const thirdParty = await recordThirdParty(page, baseURL!);
    await page.goto(t.home);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('heading', { name: t.title })).toBeVisible();
    await expect(bar(page).getByRole('link', { name: t.link })).toHaveAttribute('href', t.cookies);
    const viewport = page.viewportSize()!;
    const box = (await bar(page).boundingBox())!;
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    expect(box.x).toBeGreaterThan(viewport.width / 2);

    // Accept and Reject carry the same weight: same size and the same look.
    const accept = bar(page).getByRole('button', { name: t.accept, exact: true });
    const reject = bar(page).getByRole('button', { name: t.reject, exact: true });
    const look = (locator: typeof accept) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          style.backgroundColor,
          style.color,
          style.fontSize,
          style.fontWeight,
          style.borderColor,
          Math.round(element.getBoundingClientRect().height),
        ];
      });
    expect(await look(accept)).toEqual(await look(reject));
    await expect(bar(page).getByRole('button', { name: t.settings })).toBeVisible();

    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
  });

  test(`${locale}: the settings dialog has the three categories, only the necessary one on before a choice`, async ({
    page,
  }) => {
    await page.goto(t.home);
    await bar(page).getByRole('button', { name: t.settings }).click();
    await expect(dialog(page)).toBeVisible();
    // The bar steps aside while the dialog is open.
    await expect(bar(page)).toBeHidden();
    const toggle = (category: string) =>
      dialog(page).locator(`input[type="checkbox"][value="${category}"]`);
    await expect(toggle('necessary')).toBeChecked();
    await expect(toggle('necessary')).toBeDisabled();
    // A pre-ticked box is not consent (GDPR; CJEU C-673/17, Planet49): analytics starts off.
    await expect(toggle('analytics')).not.toBeChecked();
    await expect(toggle('functional')).not.toBeChecked();
    await expect(dialog(page).getByRole('button', { name: t.analytics })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: t.functional })).toBeVisible();
    // Nothing is accepted by opening the dialog; saving it untouched keeps the necessary cookie only.
    expect(await consentValue(page)).toBeUndefined();
    await dialog(page).getByRole('button', { name: t.save }).click();
    await expect(dialog(page)).toBeHidden();
    expect((await consentValue(page))?.categories).toEqual(['necessary']);
  });

  test(`${locale}: Accept on the bar turns analytics on, as the dialog then shows`, async ({
    page,
  }) => {
    await page.goto(t.home);
    await bar(page).getByRole('button', { name: t.accept, exact: true }).click();
    await expect(bar(page)).toBeHidden();
    expect((await consentValue(page))?.categories).toEqual([
      'necessary',
      'analytics',
      'functional',
    ]);
    await page.locator('footer').getByRole('button', { name: t.settings }).click();
    await expect(dialog(page).locator('input[type="checkbox"][value="analytics"]')).toBeChecked();
  });

  test(`${locale}: axe finds no violation with the bar, then with the dialog open`, async ({
    page,
  }) => {
    await page.goto(t.home);
    await expect(bar(page)).toBeVisible();
    // Contrast is read once the consent manager's fade-in has ended (mid-fade its buttons are
    // partly transparent, which axe reads as too little contrast).
    const check = async () => {
      await page
        .locator('#cc-main')
        .evaluate((main) =>
          Promise.all(main.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        );
      expect(await axeViolations(page, { include: '#cc-main', bestPractice: true })).toEqual([]);
    };
    await check();
    await bar(page).getByRole('button', { name: t.settings }).click();
    await expect(dialog(page)).toBeVisible();
    await check();
  });

  test(`${locale}: the cookies page lists every cookie by category and opens the settings`, async ({
    page,
  }) => {
    await page.goto(t.cookies);
    const table = page.locator('[data-cookie-table]');
    await expect(table.getByRole('heading', { name: t.list })).toBeVisible();
    for (const name of ['cc_cookie', '_ga', '_ga_<ID>', '_gid', '_gat_<ID>', 'NID', 'vuid'])
      await expect(table.locator('td code', { hasText: name }).first()).toBeVisible();
    await expect(table.locator('[data-cookie-row="necessary"]')).toHaveCount(1);
    await expect(table.locator('[data-cookie-row="analytics"]')).toHaveCount(4);
    await expect(table.locator('[data-cookie-row="functional"]')).toHaveCount(3);
    await expect(table.locator('[data-cookie-row="analytics"]').first()).toContainText(t.analytics);
    await bar(page).getByRole('button', { name: t.reject, exact: true }).click();
    await expect(bar(page)).toBeHidden();
    await table.getByRole('button', { name: t.settings }).click();
    await expect(dialog(page)).toBeVisible();
    // The dialog's tables come from the same list.
    await expect(dialog(page).locator('table td', { hasText: '_ga_<ID>' })).toHaveCount(1);
  });

  test(`${locale}: the map shows a notice until functional consent; its button opens the dialog; granting loads the embed`, async ({
    page,
  }) => {
    const thirdParty = await recordThirdParty(page, withTags);
    await page.goto(withTags + t.contact);
    const map = page.locator('[data-map]');
    await expect(map.locator('[data-map-blocked]')).toContainText(t.mapBlocked);
    await expect(map.locator('iframe')).toHaveCount(0);
    await expect(map.locator('[data-map-directions]')).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );
    await bar(page).getByRole('button', { name: t.reject, exact: true }).click();
    await expect(map.locator('[data-map-blocked]')).toBeVisible();
    expect(await axeViolations(page, { include: '[data-map]' })).toEqual([]);
    await map.getByRole('button', { name: t.openSettings }).click();
    await setCategory(page, 'functional', true);
    await dialog(page).getByRole('button', { name: t.save }).click();
    const frame = map.locator('iframe[data-map-frame]');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(
        `^https://www\\.google\\.com/maps/embed/v1/place\\?key=${TEST_MAPS_KEY}&q=42\\.\\d+%2C19\\.\\d+`,
      ),
    );
    await expect(map.locator('[data-map-directions]')).toBeVisible();
    expect(
      thirdParty.filter((url) => url.startsWith('https://www.google.com/maps/embed/')),
    ).toHaveLength(1);
    expect((await consentValue(page))?.categories).toEqual(['necessary', 'functional']);
  });
}

test('when the consent texts cannot be loaded, no bar shows, nothing third-party loads and the page has no script error; the next load shows the bar', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const thirdParty = await recordThirdParty(page, withTags);
  await page.route('**/api/consent-texts/**', (route) => route.abort('failed'));
  await page.goto(`${withTags}/en`);
  await page.waitForLoadState('networkidle');
  await expect(bar(page)).toBeHidden();
  expect(errors).toEqual([]);
  expect(thirdParty).toEqual([]);
  expect(await consentValue(page)).toBeUndefined();

  await page.unroute('**/api/consent-texts/**');
  await page.reload();
  await expect(bar(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('Reject is remembered across reloads, loads no tag manager and sets no analytics cookie', async ({
  page,
}) => {
  const thirdParty = await recordThirdParty(page, withTags);
  await page.goto(`${withTags}/en`);
  await bar(page).getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(bar(page)).toBeHidden();
  expect((await consentValue(page))?.categories).toEqual(['necessary']);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(bar(page)).toBeHidden();
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  expect(await analyticsCookies(page)).toEqual([]);
});

test('Accept loads the tag manager after Consent Mode defaults of denied, then the update', async ({
  page,
}) => {
  const thirdParty = await recordThirdParty(page, withTags);
  await page.goto(`${withTags}/en`);
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  await bar(page).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.locator('script[data-tag-manager]')).toHaveAttribute('src', GTM_URL);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded))
    .toBe(true);
  expect(thirdParty).toEqual([GTM_URL]);
  const consentCommands = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter(
        (entry) =>
          typeof entry === 'object' &&
          entry !== null &&
          (entry as ArrayLike<unknown>)[0] === 'consent',
      )
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
  expect(consentCommands[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      functionality_storage: 'denied',
    }),
  ]);
  expect(consentCommands[1]).toEqual([
    'consent',
    'update',
    expect.objectContaining({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      functionality_storage: 'granted',
    }),
  ]);
  // The choice survives a reload: the tag manager loads again without asking.
  await page.reload();
  await expect(bar(page)).toBeHidden();
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(1);
});

test('withdrawing analytics deletes the analytics cookies and stops the tag manager on the next page', async ({
  page,
  context,
}) => {
  const thirdParty = await recordThirdParty(page, withTags);
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.999.888', domain: '127.0.0.1', path: '/' },
    { name: '_ga_ABC123', value: 'GS1.1.1', domain: '127.0.0.1', path: '/' },
    { name: '_gid', value: 'GA1.1.777', domain: '127.0.0.1', path: '/' },
  ]);
  await page.goto(`${withTags}/en/rooms`);
  await bar(page).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(1);
  expect((await analyticsCookies(page)).sort()).toEqual(['_ga', '_ga_ABC123', '_gid']);

  // Withdraw from the footer link.
  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await setCategory(page, 'analytics', false);
  const reloaded = page.waitForEvent('load');
  await dialog(page).getByRole('button', { name: 'Save my choice' }).click();
  await reloaded;
  expect((await consentValue(page))?.categories).not.toContain('analytics');
  expect(await analyticsCookies(page)).toEqual([]);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  expect(thirdParty.filter((url) => url === GTM_URL)).toHaveLength(1);
  await page.goto(`${withTags}/en/news`);
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
});

test('the video shows the notice on play until functional cookies are allowed, then plays', async ({
  page,
  baseURL,
}) => {
  const thirdParty = await recordThirdParty(page, baseURL!);
  await page.goto('/en/our-story');
  await bar(page).getByRole('button', { name: 'Reject', exact: true }).click();
  const video = page.locator('[data-video]');
  await video.locator('[data-video-play]').click();
  await expect(video.locator('[data-video-blocked]')).toContainText(texts.en.videoBlocked);
  expect(thirdParty).toEqual([]);
  await video.getByRole('button', { name: texts.en.openSettings }).click();
  await setCategory(page, 'functional', true);
  await dialog(page).getByRole('button', { name: 'Save my choice' }).click();
  await expect(video.locator('[data-video-frame]')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\//,
  );
});
