import type { Page } from '@playwright/test';

/**
 * Waits until the page has hydrated: the header's scroll watcher
 * (src/components/layout/header-scroll.client.tsx) sets `--header-height` on the root element
 * from its first effect, which runs only once React has taken the page over.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.style.getPropertyValue('--header-height') !== '',
  );
}
