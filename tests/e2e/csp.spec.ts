import { expect, test, type Page } from '@playwright/test';
import securityHeaders from '../../server/security-headers.json';
import mediaHeaders from '../../server/media-headers.json';
import { snapshot } from './support/snapshot';

// The Content-Security-Policy of server/security-headers.json, on prerendered pages, in Chromium.
const policy = securityHeaders['Content-Security-Policy'];

/** Violations the page reports (the browser fires `securitypolicyviolation` for each blocked load). */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('pages, API answers and media carry the policy; media keep their sandbox', async ({
  request,
}) => {
  for (const url of ['/', '/en/rooms', '/rezervisi', '/kolacici', '/api/newsletter']) {
    expect((await request.get(url)).headers()['content-security-policy'], url).toBe(policy);
  }
  expect(policy).not.toContain('unsafe-eval');
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ])
    expect(policy).toContain(directive);
  const media = await request.get('/media/packages/mali-istrazivac.svg');
  expect(media.status()).toBe(200);
  expect(media.headers()['content-security-policy']).toBe(mediaHeaders['Content-Security-Policy']);
  expect((await request.get('/media/nope.svg')).headers()['content-security-policy']).toBe(
    mediaHeaders['Content-Security-Policy'],
  );
});

test('the site runs under the policy: fonts, images, client navigation, the booking form, the gallery', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/en');
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(
      () => [...document.fonts].filter((font) => font.status === 'loaded').length,
    ),
  ).toBeGreaterThan(0);
  // Client navigation (the RSC fetch) and next/image.
  await page.locator('header').getByRole('link', { name: 'Rooms', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/rooms$/);
  const image = page.locator('[data-room-card] img').first();
  await expect(image).toBeVisible();
  expect(
    await image.evaluate((element) => (element as HTMLImageElement).naturalWidth),
  ).toBeGreaterThan(0);
  await page.goto(`/en/rooms/${snapshot.rooms('en')[0]!.slug}`);
  await page.goto('/en/book-now?form=room');
  await page.locator('[data-submit]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await page.goto('/en/our-story');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
