import { expect, test } from '@playwright/test';
import { snapshot, translationOf } from './support/snapshot';

const meRoom = snapshot.rooms('me')[0]!;
const enRoom = translationOf('rooms', meRoom, 'en');
const enPost = snapshot.posts('en')[1]!;
const mePost = translationOf('posts', enPost, 'me');

async function switchTo(page: import('@playwright/test').Page, name: 'English' | 'Crnogorski') {
  await page.locator('[data-language-switcher] summary').click();
  await page.locator('[data-language-switcher]').getByRole('link', { name }).click();
}

test('from a room to the same room in English and back, by its translated slug', async ({ page }) => {
  await page.goto(`/sobe/${meRoom.slug}`);
  await switchTo(page, 'English');
  await expect(page).toHaveURL(new RegExp(`/en/rooms/${enRoom.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(new RegExp(`/sobe/${meRoom.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-ME');
});

test('from a news item to its translation', async ({ page }) => {
  await page.goto(`/en/news/${enPost.slug}`);
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(new RegExp(`/novosti/${mePost.slug}$`));
});

test('static pages switch to the localized path', async ({ page }) => {
  await page.goto('/cjenovnik');
  await switchTo(page, 'English');
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(/\/cjenovnik$/);
});

test('the current language is listed but disabled', async ({ page }) => {
  await page.goto('/en/contact');
  await page.locator('[data-language-switcher] summary').click();
  const current = page.locator('[data-language-switcher] [data-locale-option="en"]');
  await expect(current).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('[data-language-switcher] a[data-locale-option="en"]')).toHaveCount(0);
  await expect(page.locator('[data-language-switcher] a[data-locale-option="me"]')).toHaveAttribute('href', '/kontakt');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the switch on a room still lands on the translated room', async ({ page }) => {
    await page.goto(`/en/rooms/${enRoom.slug}`);
    await switchTo(page, 'Crnogorski');
    await expect(page).toHaveURL(new RegExp(`/sobe/${meRoom.slug}$`));
  });
});
