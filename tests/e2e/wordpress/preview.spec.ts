// The editors' preview (DESIGN.md → "WordPress contract" → "Preview") on the site built against
// the stand-in WordPress, which serves drafts and autosaves only with the preview user's
// application password: WordPress's Preview button link opens the draft for this browser alone,
// with a bar, `private, no-store` and `noindex`; another browser at the same moment gets the
// published page, or 404 for a draft never published; "Exit preview" brings the published page back.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PREVIEW_SECRET } from '../../../playwright.config';
import { AUTOSAVED_ROOM, DRAFT_NEWS } from '../../wordpress/preview.mjs';
import { axeViolations } from '../support/axe';

test.describe.configure({ mode: 'serial' });

const bar = {
  me: { notice: 'Pregled – još nije objavljeno', exit: 'Izađite iz pregleda' },
  en: { notice: 'Preview – not published yet', exit: 'Exit preview' },
} as const;
const published = { me: 'Zvjezdarnica', en: 'The Observatory' } as const;
/** Another room, not previewed: published content even in the editor's browser. */
const otherRoom = {
  me: { path: '/sobe/podmornica', title: 'Podmornica' },
  en: { path: '/en/rooms/the-submarine', title: 'The Submarine' },
} as const;
const paths = {
  draft: { me: `/novosti/${DRAFT_NEWS.me.slug}`, en: `/en/news/${DRAFT_NEWS.en.slug}` },
  room: { me: `/sobe/${AUTOSAVED_ROOM.me.slug}`, en: `/en/rooms/${AUTOSAVED_ROOM.en.slug}` },
  home: { me: '/', en: '/en' },
} as const;

/** A browser of its own (no draft cookie), for the visitor who is not previewing. */
async function visitor(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  return context.newPage();
}

for (const [index, locale] of (['me', 'en'] as const).entries()) {
  test.describe(`preview (${locale})`, () => {
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${60 + index}` } });

    test('a news item never published: the editor sees it with the bar, never cached or indexed; another browser gets 404', async ({
      page,
      browser,
    }) => {
      const response = await page.goto(
        `/api/preview?secret=${PREVIEW_SECRET}&type=post&id=${DRAFT_NEWS[locale].id}`,
      );
      expect(new URL(page.url()).pathname).toBe(paths.draft[locale]);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_NEWS[locale].title);
      const previewBar = page.locator('[data-preview-bar]');
      await expect(previewBar).toContainText(bar[locale].notice);
      await expect(previewBar.getByRole('link', { name: bar[locale].exit })).toHaveAttribute(
        'href',
        '/api/preview/exit',
      );
      // The answer is for this editor alone, and for no search engine.
      const headers = response!.headers();
      expect(headers['cache-control']).toContain('private');
      expect(headers['cache-control']).toContain('no-store');
      expect(headers['x-robots-tag']).toContain('noindex');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(
        await axeViolations(page, { include: '[data-preview-bar]', bestPractice: true }),
      ).toEqual([]);

      // The same address, at the same moment, without the draft cookie.
      const other = await visitor(browser, `198.51.100.${70 + index}`);
      const notFound = await other.goto(paths.draft[locale]);
      expect(notFound?.status()).toBe(404);
      await expect(other.getByText(DRAFT_NEWS[locale].title)).toHaveCount(0);
      // A made-up draft-mode cookie is no key: still 404, no bar.
      await other
        .context()
        .addCookies([{ name: '__prerender_bypass', value: 'f'.repeat(32), url: page.url() }]);
      expect((await other.goto(paths.draft[locale]))?.status()).toBe(404);
      await expect(other.locator('[data-preview-bar]')).toHaveCount(0);
      await other.context().close();

      // Leaving: a draft never published has no page, so home.
      await previewBar.getByRole('link', { name: bar[locale].exit }).click();
      await expect(page).toHaveURL((url) => url.pathname === paths.home[locale]);
      await expect(page.locator('[data-preview-bar]')).toHaveCount(0);
      expect((await page.request.get(paths.draft[locale])).status()).toBe(404);
    });

    test('a published room with a newer autosave: the editor sees the autosave, another browser the published room; exit brings it back', async ({
      page,
      browser,
    }) => {
      const response = await page.goto(
        `/api/preview?secret=${PREVIEW_SECRET}&type=room&id=${AUTOSAVED_ROOM[locale].id}`,
      );
      expect(new URL(page.url()).pathname).toBe(paths.room[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        AUTOSAVED_ROOM[locale].title,
      );
      await expect(page.locator('[data-preview-bar]')).toContainText(bar[locale].notice);
      expect(response!.headers()['cache-control']).toContain('no-store');
      expect(response!.headers()['x-robots-tag']).toContain('noindex');

      const other = await visitor(browser, `198.51.100.${80 + index}`);
      const publicResponse = await other.goto(paths.room[locale]);
      expect(publicResponse?.status()).toBe(200);
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(published[locale]);
      await expect(other.locator('[data-preview-bar]')).toHaveCount(0);
      expect(publicResponse!.headers()['cache-control']).toContain('s-maxage');
      expect(publicResponse!.headers()['x-robots-tag'] ?? '').not.toContain('noindex');
      await other.context().close();

      // Everything but the previewed item is the published content.
      await page.goto(otherRoom[locale].path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherRoom[locale].title);
      await expect(page.locator('[data-preview-bar]')).toBeVisible();
      await page.goto(paths.room[locale]);

      await page.getByRole('link', { name: bar[locale].exit }).click();
      await expect(page).toHaveURL((url) => url.pathname === paths.room[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(published[locale]);
      await expect(page.locator('[data-preview-bar]')).toHaveCount(0);
    });
  });
}

test('a wrong secret is 401, an unknown id 404, and neither turns preview on', async ({
  request,
}) => {
  const headers = { 'X-Forwarded-For': '198.51.100.90' };
  const wrong = await request.get(`/api/preview?secret=wrong&type=post&id=${DRAFT_NEWS.en.id}`, {
    headers,
    maxRedirects: 0,
  });
  expect(wrong.status()).toBe(401);
  expect(wrong.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  const unknown = await request.get(`/api/preview?secret=${PREVIEW_SECRET}&type=room&id=987654`, {
    headers,
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
});
