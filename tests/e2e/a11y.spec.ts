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
