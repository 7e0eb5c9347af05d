import { expect, test } from '@playwright/test';
import { snapshot } from './support/snapshot';
import { hydrated } from './support/hydrated';

const room = snapshot.rooms('me')[0]!;
const post = snapshot.posts('en')[0]!;

test.describe('desktop header', () => {
  test('the nav lists every item but home, in order, and Rooms stays active on a room page', async ({
    page,
  }) => {
    await page.goto(`/sobe/${room.slug}`);
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' });
    await expect(nav.getByRole('link')).toHaveText([
      'Sobe',
      'Rođendani',
      'Team building',
      'Novosti',
      'Cjenovnik',
      'O nama',
      'Kontakt',
    ]);
    await expect(nav.getByRole('link', { name: 'Sobe' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('News stays active on a news item', async ({ page }) => {
    await page.goto(`/en/news/${post.slug}`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Rooms' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the logo links home and Book now goes to the book-now page', async ({ page }) => {
    await page.goto('/en/rooms');
    await page.locator('[data-header-cta]').click();
    await expect(page).toHaveURL(/\/en\/book-now$/);
    await page.getByRole('link', { name: 'Cluville, to the homepage' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('on the franchise page the header button is a Contact us mail link', async ({ page }) => {
    await page.goto('/en/franchise-opportunity');
    const cta = page.locator('[data-header-cta]');
    await expect(cta).toHaveText('Contact us', { useInnerText: true });
    await expect(cta).toHaveAttribute('href', `mailto:${snapshot.footer('en').contact_email}`);
    await page.goto('/kontakt');
    await expect(page.locator('[data-header-cta]')).toHaveText('Rezervišite');
  });

  test('the header takes the scrolled look past its own height', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto('/en/terms');
    const header = page.locator('[data-site-header]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the hamburger is hidden and the nav shown from 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-mobile-menu]')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeVisible();
    await page.setViewportSize({ width: 1279, height: 800 });
    await expect(page.locator('[data-mobile-menu]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toBeHidden();
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mobile menu lists all items including home and closes on navigation', async ({
    page,
  }) => {
    await page.goto('/en');
    const toggle = page
      .getByRole('button', { name: 'Open menu' })
      .or(page.locator('[data-mobile-menu] summary'));
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(nav).toBeVisible();
    await expect(nav.locator('[data-nav-link]')).toHaveText([
      'Homepage',
      'Rooms',
      'Birthdays',
      'Team building',
      'News',
      'Prices',
      'Our story',
      'Contact',
    ]);
    // Below the pages: the FAQ, a call and the opening hours.
    await expect(nav.locator('[data-mobile-menu-extra]').getByRole('link')).toHaveText([
      /^FAQ/,
      /^Call \+382/,
    ]);
    await nav.getByRole('link', { name: 'Rooms' }).click();
    await expect(page).toHaveURL(/\/en\/rooms$/);
    await expect(nav).toBeHidden();
  });

  test('Escape closes the mobile menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.locator('[data-mobile-menu] summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Navigacija za mobilne' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a menu opened before the scripts arrive stays open once they run', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'commit' });
    await page.locator('[data-mobile-menu] summary').click();
    const nav = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(nav).toBeVisible();
    release();
    await hydrated(page);
    await expect(nav).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the mobile menu still opens', async ({ page }) => {
      await page.goto('/');
      await page.locator('[data-mobile-menu] summary').click();
      await expect(
        page
          .getByRole('navigation', { name: 'Navigacija za mobilne' })
          .getByRole('link', { name: 'Početna' }),
      ).toBeVisible();
    });
  });
});
