import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { ports, TEST_NEWSLETTER } from '../../playwright.config';

// The footer's newsletter sign-up, with and without JavaScript. The site on the bundled snapshot
// has no NEWSLETTER_URL (addresses go to its database); the tagged site forwards to a list this
// file plays on loopback. The list's exact request and the database's deduplication are also
// covered by src/newsletter/service.integration.test.ts.
const withList = `http://127.0.0.1:${ports.siteWithTags}`;

const texts = {
  en: {
    home: '/en',
    label: 'E-mail address',
    submit: 'Sign up',
    success: "Thank you! You're signed up for our news.",
    invalid: 'Please enter a valid e-mail address, for example name@example.com.',
    failed: "We couldn't sign you up just now. Please try again a little later.",
  },
  me: {
    home: '/',
    label: 'E-mail adresa',
    submit: 'Prijavite se',
    success: 'Hvala! Prijavili ste se na naše novosti.',
    invalid: 'Upišite ispravnu e-mail adresu, na primjer ime@primjer.me.',
    failed: 'Prijava trenutno nije uspjela. Pokušajte ponovo malo kasnije.',
  },
} as const;

// Each test signs up from an address of its own, so the hourly limit of one never meets another's.
let next = Math.floor(Math.random() * 200);
test.beforeEach(async ({ page }) => {
  next = (next + 1) % 250;
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 250)}.${next}`,
  });
});

const form = (page: Page) => page.locator('[data-newsletter-form]');
const unique = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

for (const locale of ['me', 'en'] as const) {
  const t = texts[locale];

  test(`${locale}: with JavaScript, an invalid address gets a message and a valid one is thanked, twice alike`, async ({
    page,
  }) => {
    await page.goto(t.home);
    await form(page).getByLabel(t.label).fill('ana@');
    await form(page).getByRole('button', { name: t.submit }).click();
    await expect(form(page).locator('[data-newsletter-result="error"]')).toHaveText(t.invalid);
    await expect(form(page).getByLabel(t.label)).toHaveAttribute('aria-invalid', 'true');
    const email = unique(locale);
    for (let i = 0; i < 2; i++) {
      await form(page).getByLabel(t.label).fill(email);
      await form(page).getByRole('button', { name: t.submit }).click();
      await expect(form(page).locator('[data-newsletter-result="ok"]')).toHaveText(t.success);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test(`${locale}: the form posts and comes back to the same page with the result`, async ({
      page,
    }) => {
      const path = locale === 'me' ? '/sobe' : '/en/rooms';
      await page.goto(path);
      await form(page).getByLabel(t.label).fill('not an address');
      await form(page).getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#newsletter-invalid$`));
      await expect(page.locator('#newsletter-invalid')).toBeVisible();
      await expect(page.locator('#newsletter-invalid')).toHaveText(t.invalid);
      await expect(page.locator('#newsletter-subscribed')).toBeHidden();
      await form(page)
        .getByLabel(t.label)
        .fill(unique(`nojs-${locale}`));
      await form(page).getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#newsletter-subscribed$`));
      await expect(page.locator('#newsletter-subscribed')).toHaveText(t.success);
      await expect(page.locator('#newsletter-invalid')).toBeHidden();
    });
  });
}

test('POST /api/newsletter answers JSON: 200 for an address, 422 with the message, 415 for other bodies', async ({
  request,
}) => {
  const headers = { 'X-Forwarded-For': '198.19.0.1' };
  const ok = await request.post('/api/newsletter', {
    data: { email: unique('api'), locale: 'en' },
    headers,
  });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ status: 'subscribed', message: texts.en.success });
  const invalid = await request.post('/api/newsletter', {
    data: { email: 'x', locale: 'me' },
    headers,
  });
  expect(invalid.status()).toBe(422);
  expect(await invalid.json()).toEqual({ error: 'invalid', message: texts.me.invalid });
  const text = await request.post('/api/newsletter', {
    data: 'email=a@b.me',
    headers: { ...headers, 'Content-Type': 'text/plain' },
  });
  expect(text.status()).toBe(415);
  expect((await request.get('/api/newsletter')).status()).toBe(405);
});

test.describe('with a newsletter list configured', () => {
  test.describe.configure({ mode: 'serial' });
  let server: Server;
  const received: { authorization?: string; body: string; url?: string }[] = [];
  let answer = { status: 200, body: '{"status":"subscribed"}' };

  test.beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          authorization: req.headers.authorization,
          body: Buffer.concat(chunks).toString('utf8'),
          url: req.url,
        });
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(ports.newsletterList, '127.0.0.1', resolve));
  });
  test.afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
  test.beforeEach(() => void (received.length = 0));

  test('the list receives exactly {email_address, status} with Basic auth, and the visitor is thanked', async ({
    page,
  }) => {
    answer = { status: 200, body: '{"id":"1","status":"subscribed"}' };
    const email = unique('list');
    await page.goto(`${withList}/en`);
    await form(page).getByLabel(texts.en.label).fill(email);
    await form(page).getByRole('button', { name: texts.en.submit }).click();
    await expect(form(page).locator('[data-newsletter-result="ok"]')).toHaveText(texts.en.success);
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/3.0/lists/e2e/members');
    expect(JSON.parse(received[0]!.body)).toEqual({ email_address: email, status: 'subscribed' });
    expect(received[0]!.authorization).toBe(
      `Basic ${Buffer.from(`cluville:${TEST_NEWSLETTER.key}`).toString('base64')}`,
    );
  });

  test("'Member Exists' is a success", async ({ page }) => {
    answer = {
      status: 400,
      body: '{"title":"Member Exists","status":400,"detail":"already a list member"}',
    };
    await page.goto(withList);
    await form(page).getByLabel(texts.me.label).fill(unique('exists'));
    await form(page).getByRole('button', { name: texts.me.submit }).click();
    await expect(form(page).locator('[data-newsletter-result="ok"]')).toHaveText(texts.me.success);
  });

  test('a 500 from the list gives the localized error, with and without JavaScript', async ({
    page,
    browser,
  }) => {
    answer = { status: 500, body: '{"title":"Internal Server Error"}' };
    await page.goto(withList);
    await form(page).getByLabel(texts.me.label).fill(unique('down'));
    await form(page).getByRole('button', { name: texts.me.submit }).click();
    await expect(form(page).locator('[data-newsletter-result="error"]')).toHaveText(
      texts.me.failed,
    );
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'X-Forwarded-For': '198.19.0.77' },
    });
    const plain = await noScript.newPage();
    await plain.goto(`${withList}/en/news`);
    await form(plain).getByLabel(texts.en.label).fill(unique('down-nojs'));
    await form(plain).getByRole('button', { name: texts.en.submit }).click();
    await expect(plain).toHaveURL(/\/en\/news#newsletter-failed$/);
    await expect(plain.locator('#newsletter-failed')).toHaveText(texts.en.failed);
    await noScript.close();
    expect(received).toHaveLength(2);
  });
});
