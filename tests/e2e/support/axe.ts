import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from './consent';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the site is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Rules outside the WCAG tags that check what the site promises as well: one h1, headings in
 * order, every piece of content inside a landmark, one main, a working skip link.
 */
export const structureRules = [
  'page-has-heading-one',
  'heading-order',
  'region',
  'landmark-one-main',
  'landmark-unique',
  'skip-link',
  'bypass',
];

/**
 * A state of the page to check besides the page as loaded. Each prepares the page and says
 * whether it applies at this width (the mobile menu exists below 1024 px only). A new overlay
 * (a consent bar, a dialog) is one more entry here.
 */
export interface PageState {
  name: string;
  applies: (viewport: { width: number }) => boolean;
  /** The URLs the state exists on (a lightbox needs a gallery); every URL when absent. */
  onlyOn?: string[];
  /**
   * A first visit's state (no cookie choice yet): a check loads the page without the consent
   * cookie for it, and `open` then finds the page as a first visitor sees it.
   */
  firstVisit?: boolean;
  open: (page: Page) => Promise<void>;
}

/**
 * A first visit's consent bar, shown: a page loaded with a cookie choice is loaded again without
 * cookies. The library adds the class that fades the bar in a moment after it is put in the page,
 * and until then its buttons are hidden and have no accessible name (a faster browser reached axe
 * in between).
 */
export async function openConsentBar(page: Page) {
  if ((await page.context().cookies()).some((cookie) => cookie.name === CONSENT_COOKIE)) {
    await page.context().clearCookies();
    await page.reload();
  }
  await page.locator('#cc-main .cm-wrapper.cc--anim .cm').waitFor({ state: 'visible' });
  for (const role of ['all', 'necessary', 'show'])
    await expect(page.locator(`#cc-main .cm [data-role="${role}"]`)).toHaveAccessibleName(/\S/);
}

/** A first visit's cookie settings dialog, opened from the bar (analytics off until chosen). */
export async function openConsentDialog(page: Page) {
  await openConsentBar(page);
  await page.locator('#cc-main .cm [data-role="show"]').click();
  await page.locator('#cc-main .pm').waitFor({ state: 'visible' });
}

/** The gallery's lightbox on its first picture. */
export async function openLightbox(page: Page) {
  await page.locator('[data-gallery-thumb]').first().click();
  await page.locator('[data-lightbox] [data-lightbox-image]').waitFor({ state: 'visible' });
}

/**
 * The page kinds that differ beneath an overlay the layout puts on every page (the mobile menu,
 * the consent bar): the home page, a list, a form and the cookies page, in both languages.
 */
const overlaidPages = [
  '/',
  '/en',
  '/kolacici',
  '/en/cookies',
  '/sobe',
  '/en/rooms',
  '/rezervisi',
  '/en/book-now',
];

export const pageStates: PageState[] = [
  { name: 'as loaded', applies: () => true, open: async () => {} },
  {
    // The layout's one menu, the same links on every page (only the current one marked): checked
    // over the page kinds beneath it, as the consent bar is.
    name: 'with the mobile menu open',
    applies: ({ width }) => width < 1024,
    onlyOn: overlaidPages,
    open: async (page) => {
      await page.locator('[data-mobile-menu] summary').click();
      await page.locator('[data-mobile-menu] nav').waitFor({ state: 'visible' });
    },
  },
  {
    // A first visit: no cookie choice yet, so the consent bar is on screen (src/consent/). The
    // bar is one fixed component, the same on every page: checked over the page kinds that
    // differ beneath it (home, a list, a form, the cookies page), in both languages.
    name: 'with the consent bar open',
    applies: () => true,
    onlyOn: overlaidPages,
    firstVisit: true,
    open: openConsentBar,
  },
  {
    // The same dialog on every page: checked where the cookies are explained and on the home pages.
    name: 'with the cookie settings dialog open on a first visit',
    applies: () => true,
    onlyOn: ['/', '/en', '/kolacici', '/en/cookies'],
    firstVisit: true,
    open: openConsentDialog,
  },
  {
    name: 'with the gallery lightbox open',
    applies: () => true,
    onlyOn: ['/', '/en', '/o-nama', '/en/our-story'],
    open: openLightbox,
  },
];

export interface AxeScope {
  /** Only this part of the page (a selector); the whole page by default. */
  include?: string;
  /** axe's best practices on top of WCAG (forms and pages the site builds itself). */
  bestPractice?: boolean;
  /** Rules run besides the tags (structureRules, or one axe keeps out of its default run). */
  rules?: string[];
}

/**
 * Every WCAG 2.2 A/AA violation on the page as it is now (or in `include`), with the best
 * practices and extra rules when asked, one line each. The one axe run every spec uses.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // The page as styled: after a full navigation (a form's redirect, a link followed) the heading a
  // test waited for can be laid out before the stylesheet has come, and axe on an unstyled page
  // finds every link too small to tap (target-size, seen on a busy machine).
  await page.waitForLoadState('load');
  // What stays on screen, not a frame in between: the page's finite animations (a client
  // navigation's entrance, which moves the content over the links for 220 ms; a dialog's fade)
  // end first. Endless ones (a spinner) and paused ones are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // One run: the tags choose axe's rules, and the extra rules are switched on by name (axe runs a
  // rule enabled in `rules` whatever its tags), so the page is walked once. Legacy mode runs axe in
  // the page itself (axe.run) instead of partial runs gathered in a blank page the builder opens:
  // the same rules over the same page, in about 60 % of the time (1.1 s against 1.9 s a page,
  // docs/testing.md). What it gives up is testing cross-origin frames; the site's only ones (the
  // map's and the video's embeds) load after a visitor's consent and click, with no network here,
  // and axe's `frame-tested` rule would name any frame it could not test.
  const axe = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      // Details for the violations only: passes and the rest are reduced to one node each.
      resultTypes: ['violations'],
      rules: Object.fromEntries((scope.rules ?? []).map((rule) => [rule, { enabled: true }])),
    })
    .withTags(scope.bestPractice ? [...wcagTags, 'best-practice'] : wcagTags);
  const result = await (scope.include ? axe.include(scope.include) : axe).analyze();
  return result.violations.map(
    (violation) =>
      `${page.url()} ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
