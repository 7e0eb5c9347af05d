import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { snapshot } from './support/snapshot';

const pages = [
  '/',
  '/en',
  `/sobe/${snapshot.rooms('me')[0]!.slug}`,
  `/en/rooms/${snapshot.rooms('en')[1]!.slug}`,
  '/nepostoji',
  '/en/nope',
];

for (const url of pages) {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`axe finds no serious or critical violation on ${url} at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

// WCAG 2.5.3 (label in name): a control's accessible name contains the words it shows, so a
// voice user can say "click EN". axe keeps this rule out of the default run, so it is asked for.
for (const url of ['/', '/en', '/en/rooms']) {
  test(`the language switch's accessible name contains its visible text on ${url}`, async ({ page }) => {
    await page.goto(url);
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    const summary = page.locator('[data-language-switcher] summary');
    const visible = (await summary.innerText()).trim();
    expect(visible).toMatch(/^(ME|EN)$/);
    expect(await summary.getAttribute('aria-label')).toMatch(new RegExp(`^${visible}\\b`));
  });
}
