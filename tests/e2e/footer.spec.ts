import { expect, test } from '@playwright/test';
import { snapshot } from './support/snapshot';

for (const locale of ['me', 'en'] as const) {
  const footer = snapshot.footer(locale);
  const prefix = locale === 'me' ? '' : '/en';

  test(`footer links in ${locale} go where they say`, async ({ page }) => {
    await page.goto(locale === 'me' ? '/' : '/en');
    const el = page.locator('[data-site-footer]');
    await expect(el).toContainText(footer.address);
    await expect(el.locator('[data-footer-email]')).toHaveAttribute(
      'href',
      `mailto:${footer.contact_email}`,
    );
    await expect(el.locator('[data-footer-phone]')).toHaveAttribute(
      'href',
      `tel:${footer.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(el.locator('[data-footer-faq]')).toHaveAttribute('href', `${prefix}/faq`);
    await expect(el.locator('[data-footer-franchise]')).toHaveAttribute(
      'href',
      `${prefix}/franchise-opportunity`,
    );
    await expect(el).toContainText(String(new Date().getFullYear()));

    for (const network of ['instagram', 'facebook', 'twitter'] as const) {
      const value = footer[network];
      const link = el.locator(`[data-social="${network}"]`);
      if (value && value.url) {
        await expect(link).toHaveAttribute('href', value.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      } else {
        await expect(link).toHaveCount(0);
      }
    }

    const legal =
      locale === 'me'
        ? {
            'Pravila korištenja': '/pravila-koristenja',
            'Politika privatnosti': '/politika-privatnosti',
            Kolačići: '/kolacici',
          }
        : { 'Terms of use': '/en/terms', 'Privacy policy': '/en/privacy', Cookies: '/en/cookies' };
    for (const [name, href] of Object.entries(legal)) {
      await expect(el.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });
}

test('the footer shows the same social networks in both languages', async ({ page }) => {
  const networks: string[][] = [];
  for (const path of ['/', '/en']) {
    await page.goto(path);
    networks.push(
      await page
        .locator('[data-site-footer] [data-social]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-social') ?? '')),
    );
  }
  expect(networks[0]!.length).toBeGreaterThan(0);
  expect(networks[1]).toEqual(networks[0]);
});

test('working hours show the notice and each line with start and end', async ({ page }) => {
  const footer = snapshot.footer('me') as unknown as {
    hours_notice: string;
    working_hours: { text: string; start: string; end: string }[];
  };
  await page.goto('/');
  const hours = page.locator('[data-footer-hours]');
  if (footer.hours_notice) await expect(hours).toContainText(footer.hours_notice);
  for (const line of footer.working_hours) {
    await expect(hours).toContainText(line.text);
    await expect(hours).toContainText(`${line.start}–${line.end}`);
  }
});
