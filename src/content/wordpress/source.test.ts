import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silencedConsole } from '@/lib/testing/console-spy';
import { createSnapshotClient } from '../snapshot/snapshot-client';
import type { ContentSource } from '../source';
import type { WpClient, WpQuery } from './client';
import { WP_ORIGIN, loggedEvents, wpItem } from './fixtures/wp-fixtures';
import { removeDir, writeSnapshotDir } from './fixtures/snapshot-fixture';
import { createWordPressSource } from './source';

let dir: string;
let requests: { path: string; query: WpQuery }[];
let source: ContentSource;

beforeAll(() => {
  dir = writeSnapshotDir();
});
afterAll(() => removeDir(dir));

const errorSpy = silencedConsole('error');
beforeEach(() => {
  const snapshot = createSnapshotClient(dir);
  requests = [];
  // Records each request, and plays a WordPress at WP_ORIGIN so its absolute links are rewritten.
  const client: WpClient = {
    origin: WP_ORIGIN,
    get(path, query = {}) {
      requests.push({ path, query });
      return snapshot.get(path, query);
    },
  };
  source = createWordPressSource(client);
});

/**
 * Gets `slug` in Montenegrin with `get`: its one request asks `path` by slug with the featured
 * image embedded, and the item that comes back is that slug's in that language.
 */
async function getBySlug<T>(
  get: (slug: string, locale: 'me') => Promise<T>,
  path: string,
  slug: string,
) {
  const item = await get(slug, 'me');
  expect(requests[0]).toEqual({ path, query: { slug, lang: 'me', _embed: 'wp:featuredmedia' } });
  expect(item).toMatchObject({ slug, locale: 'me' });
  return item;
}

describe('getSiteOptions', () => {
  it('asks acf/v3/options/options with the language and maps the answer', async () => {
    const options = await source.getSiteOptions('me');
    expect(requests).toEqual([{ path: 'acf/v3/options/options', query: { lang: 'me' } }]);
    expect(options.packages.items).toMatchObject([
      { name: 'Mali istraživač', price: 99, childrenIncluded: 8 },
    ]);
    expect(options.footer).toMatchObject({ address: 'Ulica 1', email: 'info@fixture.test' });
  });

  it('maps acf: [] (nothing saved for that language) to empty options', async () => {
    const options = await source.getSiteOptions('en');
    expect(options.packages.items).toEqual([]);
    expect(options.footer.address).toBe('');
  });
});

describe('getPage', () => {
  it('finds a page by slug in its language, with modules and featured image', async () => {
    const page = await getBySlug(source.getPage, 'wp/v2/pages', 'pocetna');
    expect(page).toMatchObject({
      id: 1,
      title: 'Početna',
      translations: { me: 1, en: 2 },
    });
    expect(page?.image?.alt).toBe('Cover 11');
    expect(page?.modules).toMatchObject([
      { type: 'hero', title: 'Dobrodošli', button: { href: '/sobe', external: false } },
    ]);
  });

  it('finds the English page by its English slug', async () => {
    expect(await source.getPage('contact', 'en')).toMatchObject({
      id: 4,
      title: 'Contact',
      locale: 'en',
    });
  });

  it('is null for a slug of the other language and for an unknown slug', async () => {
    expect(await source.getPage('kontakt', 'en')).toBeNull();
    expect(await source.getPage('nepostojeca', 'me')).toBeNull();
  });

  it('is null for an item without a title, and logs content.item_invalid', async () => {
    expect(await source.getPage('bez-naslova', 'me')).toBeNull();
    expect(loggedEvents(errorSpy().mock.calls)).toMatchObject([
      { event: 'content.item_invalid', path: 'wp/v2/pages' },
    ]);
  });
});

describe('listRooms / getRoom', () => {
  it('lists rooms by menu_order, dropping an unreadable item', async () => {
    const rooms = await source.listRooms('me');
    expect(requests[0]?.query).toMatchObject({
      lang: 'me',
      per_page: 100,
      orderby: 'menu_order',
      order: 'asc',
    });
    expect(rooms.map((room) => room.slug)).toEqual(['prva-soba', 'druga-soba', 'treca-soba']);
    expect(rooms[0]).toMatchObject({
      title: 'Prva soba',
      playersMin: 2,
      playersMax: 5,
      difficulty: 2,
    });
    expect(loggedEvents(errorSpy().mock.calls).map((e) => e.event)).toEqual([
      'content.item_invalid',
    ]);
  });

  it('gets one room by slug per language, null for another language slug', async () => {
    expect(await source.getRoom('first-room', 'en')).toMatchObject({
      id: 31,
      locale: 'en',
      subtitle: 'First room subtitle',
    });
    expect(await source.getRoom('first-room', 'me')).toBeNull();
  });
});

describe('listNews', () => {
  it('returns the newest items first with total and totalPages', async () => {
    const list = await source.listNews('me', 1, 2);
    expect(requests[0]?.query).toMatchObject({ lang: 'me', per_page: 2, page: 1 });
    expect(list).toMatchObject({ page: 1, total: 5, totalPages: 3 });
    expect(list?.items.map((item) => item.slug)).toEqual(['maj', 'april']);
    expect(list?.items[0]).toMatchObject({ title: 'News maj', date: '2026-05-01T10:00:00.000Z' });
  });

  it('returns the remainder on the last page', async () => {
    const list = await source.listNews('me', 3, 2);
    expect(list?.items.map((item) => item.slug)).toEqual(['januar']);
    expect(list?.page).toBe(3);
  });

  it('is null past the last page (WordPress answers 400)', async () => {
    expect(await source.listNews('me', 4, 2)).toBeNull();
    expect(await source.listNews('en', 2, 10)).toBeNull();
  });

  it('reports a single page when every item fits on it', async () => {
    expect(await source.listNews('en', 1, 10)).toMatchObject({ total: 1, totalPages: 1, page: 1 });
  });
});

describe('getNewsItem', () => {
  it('gets one news item by slug with its sanitised content', async () => {
    const item = await getBySlug(source.getNewsItem, 'wp/v2/posts', 'mart');
    expect(item).toMatchObject({ id: 43, contentHtml: '<p>Body of mart</p>' });
  });

  it('is null for an unknown slug', async () => {
    expect(await source.getNewsItem('mart', 'en')).toBeNull();
  });
});

describe('getTranslation', () => {
  it('finds the other-language slug through the translation id', async () => {
    expect(await source.getTranslation('post', 'februar', 'me', 'en')).toEqual({
      slug: 'february',
    });
    expect(requests.at(-1)).toEqual({ path: 'wp/v2/posts/52', query: { _fields: 'id,slug' } });
    expect(await source.getTranslation('room', 'second-room', 'en', 'me')).toEqual({
      slug: 'druga-soba',
    });
    expect(await source.getTranslation('page', 'home', 'en', 'me')).toEqual({ slug: 'pocetna' });
  });

  it('is {slug: null} for an item without a translation', async () => {
    expect(await source.getTranslation('post', 'januar', 'me', 'en')).toEqual({ slug: null });
    expect(await source.getTranslation('page', 'samo-crnogorski', 'me', 'en')).toEqual({
      slug: null,
    });
  });

  it('is {slug: null} when the translation id points at a deleted item', async () => {
    expect(await source.getTranslation('page', 'sirotan', 'me', 'en')).toEqual({ slug: null });
  });

  it('is null for an unknown slug', async () => {
    expect(await source.getTranslation('room', 'nepostojeca-soba', 'me', 'en')).toBeNull();
  });
});

describe('listRefs', () => {
  it('lists every usable item of a type in one language, asking only for ids, slugs and translations', async () => {
    const refs = await source.listRefs('room', 'me');
    expect(requests).toEqual([
      {
        path: 'wp/v2/rooms',
        query: { lang: 'me', per_page: 100, page: 1, _fields: 'id,slug,title,lang,translations' },
      },
    ]);
    // The room without a title cannot be shown, so it is not listed either.
    expect(refs.map((ref) => ref.slug).sort()).toEqual(['druga-soba', 'prva-soba', 'treca-soba']);
    expect(refs.find((ref) => ref.slug === 'prva-soba')).toEqual({
      id: 21,
      slug: 'prva-soba',
      locale: 'me',
      translations: { me: 21, en: 31 },
    });
  });

  it('pages through more than one hundred items', async () => {
    const many = Array.from({ length: 230 }, (_, i) => ({
      id: i + 1,
      slug: `vijest-${i + 1}`,
      title: { rendered: `Vijest ${i + 1}` },
      lang: 'me',
      date: `2026-01-01T10:00:${String(i % 60).padStart(2, '0')}`,
    }));
    const bigDir = writeSnapshotDir({ 'posts.me.json': many });
    try {
      const big = createWordPressSource(createSnapshotClient(bigDir));
      const refs = await big.listRefs('post', 'me');
      expect(refs).toHaveLength(230);
      expect(new Set(refs.map((ref) => ref.slug)).size).toBe(230);
    } finally {
      removeDir(bigDir);
    }
  });

  it('lists each language on its own', async () => {
    expect(await source.listRefs('post', 'en')).toHaveLength(1);
    expect(await source.listRefs('page', 'en')).toHaveLength(2);
  });
});

describe('getItemRef', () => {
  it('finds an item by id whatever its language, with its translations', async () => {
    expect(await source.getItemRef('room', 31)).toEqual({
      id: 31,
      slug: 'first-room',
      locale: 'en',
      translations: { en: 31, me: 21 },
    });
    expect(requests).toEqual([
      { path: 'wp/v2/rooms/31', query: { _fields: 'id,slug,title,lang,translations' } },
    ]);
  });

  it('is null for an id WordPress does not know (a deleted item)', async () => {
    expect(await source.getItemRef('room', 999)).toBeNull();
  });
});

describe('slugs in another script', () => {
  // WordPress stores `новости-пример` as `%d0%bd%d0%be…` and finds it by either form.
  const decoded = 'новости-пример';
  const stored = encodeURIComponent(decoded).toLowerCase();
  const item = wpItem({ id: 5, slug: stored, title: 'Novosti', type: 'post', lang: 'me' });
  const wordpress: WpClient = {
    origin: WP_ORIGIN,
    async get(path, query = {}) {
      requests.push({ path, query });
      const asked = String(query.slug ?? '');
      const sanitized = asked.replace(/[^\x00-\x7f]/gu, (c) => encodeURIComponent(c).toLowerCase());
      if (path === 'wp/v2/posts/5') return { status: 200, body: item };
      const body = !query.slug || sanitized === stored ? [item] : [];
      return { status: 200, body, total: body.length, totalPages: 1 };
    },
  };

  it('are the characters themselves for the site, found by either form', async () => {
    const site = createWordPressSource(wordpress);
    for (const asked of [decoded, stored, encodeURIComponent(decoded)]) {
      const news = await site.getNewsItem(asked, 'me');
      expect(news?.slug, asked).toBe(decoded);
    }
    expect(requests.map((request) => request.query.slug)).toEqual([decoded, decoded, decoded]);
    expect((await site.listRefs('post', 'me')).map((ref) => ref.slug)).toEqual([decoded]);
    expect(await site.getItemRef('post', 5)).toMatchObject({ slug: decoded });
    expect((await site.listNews('me', 1, 10))?.items[0]?.slug).toBe(decoded);
  });
});

describe('a WordPress without the ACF to REST API plugin', () => {
  it('fails the options loudly, naming the plugin, logged at error', async () => {
    const site = createWordPressSource({
      origin: WP_ORIGIN,
      get: async () => ({
        status: 404,
        body: { code: 'rest_no_route', message: 'No route was found', data: { status: 404 } },
      }),
    });
    const error = await site.getSiteOptions('me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('ContentIncompleteError');
    expect((error as Error).message).toMatch(/ACF to REST API/);
    expect(loggedEvents(errorSpy().mock.calls)).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'content.options_route_missing' }),
    );
  });
});

describe('a WordPress ignoring ?lang= (no Polylang)', () => {
  it('never shows an item of the other language, and says once that Polylang is missing', async () => {
    const { lang: _, ...withoutLang } = wpItem({ id: 3, slug: 'bez', title: 'Bez', type: 'post' });
    const both = [
      wpItem({ id: 1, slug: 'vijest', title: 'Vijest', type: 'post', lang: 'me' }),
      wpItem({ id: 2, slug: 'news', title: 'News', type: 'post', lang: 'en' }),
      // No Polylang at all: an item without `lang` counts as the default language's.
      withoutLang,
    ];
    const site = createWordPressSource({
      origin: WP_ORIGIN,
      get: async () => ({ status: 200, body: both, total: 2, totalPages: 1 }),
    });
    const slugs = (list: { slug: string }[] | undefined) => list?.map((item) => item.slug);
    expect(slugs((await site.listNews('me', 1, 10))?.items)).toEqual(['vijest', 'bez']);
    expect(slugs((await site.listNews('en', 1, 10))?.items)).toEqual(['news']);
    expect(slugs(await site.listRefs('post', 'me'))).toEqual(['vijest', 'bez']);
    expect(slugs(await site.listRefs('post', 'en'))).toEqual(['news']);
    expect(await site.getNewsItem('news', 'me')).toBeNull();
    expect(await site.listRooms('en')).toHaveLength(1);
    const reports = loggedEvents(errorSpy().mock.calls).filter(
      (line) => line.event === 'content.polylang_missing',
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ level: 'error', hint: expect.stringMatching(/Polylang/) });
  });
});
