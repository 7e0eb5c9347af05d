// The bundled snapshot in content/snapshot/ is what the site shows without a WordPress: every
// route must have its page, and every room and news item its translation, in both languages.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { routing, otherLocale, type Locale, type StaticPathname } from '@/i18n/routing';
import { getPageSlug } from '../page-slugs';
import type { ContentKind } from '../types';
import { createWordPressSource } from '../wordpress/source';
import { createSnapshotClient } from './snapshot-client';

const client = createSnapshotClient();
const source = createWordPressSource(client);
const staticRoutes = Object.keys(routing.pathnames).filter(
  (route) => !route.includes('['),
) as StaticPathname[];

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

async function allNews(locale: Locale) {
  const list = await source.listNews(locale, 1, 100);
  if (!list) throw new Error(`no news in ${locale}`);
  return list.items;
}

/** The item's translation in the other language points back to the same slug. */
async function expectTwoWayTranslation(kind: ContentKind, slug: string, from: Locale) {
  const to = otherLocale(from);
  const there = await source.getTranslation(kind, slug, from, to);
  expect(there?.slug, `${kind} ${from}:${slug} has no ${to} translation`).toBeTruthy();
  const back = await source.getTranslation(kind, there!.slug!, to, from);
  expect(back, `${kind} ${to}:${there!.slug} does not point back`).toEqual({ slug });
}

describe.each(routing.locales)('bundled snapshot (%s)', (locale) => {
  it('has exactly 14 pages, one for each static route, all of them readable', async () => {
    const response = await client.get('wp/v2/pages', { lang: locale, per_page: 100 });
    const slugs = (response.body as { slug: string }[]).map((page) => page.slug).sort();
    expect(staticRoutes).toHaveLength(14);
    expect(slugs).toEqual(staticRoutes.map((route) => getPageSlug(route, locale)).sort());
    for (const route of staticRoutes) {
      const page = await source.getPage(getPageSlug(route, locale), locale);
      expect(page?.title, `page for ${route}`).toBeTruthy();
    }
  });

  it('has at least 4 rooms, each with a translation that points back', async () => {
    const rooms = await source.listRooms(locale);
    expect(rooms.length).toBeGreaterThanOrEqual(4);
    for (const room of rooms) await expectTwoWayTranslation('room', room.slug, locale);
  });

  it('has at least 6 news items, each with a translation that points back', async () => {
    const news = await allNews(locale);
    expect(news.length).toBeGreaterThanOrEqual(6);
    for (const item of news) await expectTwoWayTranslation('post', item.slug, locale);
  });

  it('maps site options with 3 packages, ≥6 testimonials, ≥8 FAQ entries and a complete footer', async () => {
    const options = await source.getSiteOptions(locale);
    expect(options.packages.items).toHaveLength(3);
    expect(options.testimonials.items.length).toBeGreaterThanOrEqual(6);
    expect(options.faq.length).toBeGreaterThanOrEqual(8);
    const { footer } = options;
    expect(footer.address).not.toBe('');
    expect(footer.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/i);
    expect(footer.phone.replace(/\D/g, '').length).toBeGreaterThanOrEqual(6);
    expect(footer.workingHours.length).toBeGreaterThan(0);
    for (const line of footer.workingHours) expect(line.start).toMatch(/^\d{1,2}:\d{2}$/);
  });

  // The snapshot deliberately carries an unknown layout (`countdown`) to exercise the drop path;
  // anything else logged means bundled content the site silently does not show.
  it('maps everything with no content warning but deliberately unknown layouts', async () => {
    await source.getSiteOptions(locale);
    for (const route of staticRoutes) await source.getPage(getPageSlug(route, locale), locale);
    for (const room of await source.listRooms(locale)) await source.getRoom(room.slug, locale);
    for (const item of await allNews(locale)) await source.getNewsItem(item.slug, locale);
    const lines = errorSpy.mock.calls.map((args) => String(args[0]));
    expect(lines.filter((line) => !line.includes('"event":"content.module_unknown"'))).toEqual([]);
  });
});
