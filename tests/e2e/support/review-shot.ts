import type { Page } from '@playwright/test';

/**
 * A screenshot for people to look at, written only when SCREENSHOTS is set (`npm run screenshots`
 * sets it; `SCREENSHOTS=1 npx playwright test <file>` writes a file's pictures). It asserts
 * nothing, so the test run leaves it out: a full-page picture costs the browser 0.3 to 0.8 s of CPU
 * (measured on the 2-core machine, 29 Nov. 2026), and the desk's file took about 60 of them a run.
 */
export async function reviewShot(
  page: Page,
  options: NonNullable<Parameters<Page['screenshot']>[0]>,
) {
  if (process.env.SCREENSHOTS) await page.screenshot(options);
}
