import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  mapNewsItem,
  mapNewsSummary,
  mapPage,
  mapRoom,
  mapRoomSummary,
  readPost,
  readTranslations,
} from './posts';
import { formatDate } from '@/lib/format';
import { WP_ORIGIN, acfImage, featuredMedia, wpItem } from './fixtures/wp-fixtures';

const ctx = { where: 'test:posts', wpOrigin: WP_ORIGIN };

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

function post(value: unknown) {
  const read = readPost(value);
  if (!read) throw new Error('fixture is not a readable post');
  return read;
}

const roomItem = wpItem({
  id: 71,
  slug: 'robot-factory',
  type: 'room',
  lang: 'en',
  title: 'Robot Factory',
  menu_order: 2,
  content: '<p>Fix the <em>robot</em>.</p><iframe src="https://evil.test"></iframe>',
  excerpt: '<p>Beep &amp; boop.</p>',
  translations: { me: 61, en: 71 },
  embedded: featuredMedia(700),
  yoast: { title: 'Robot Factory &#8211; Cluville', description: 'Kids&#8217; escape room' },
  acf: {
    subtitle: 'Gears and bolts',
    age_min: '7',
    age_max: 12,
    players_min: '2',
    players_max: '6',
    duration_minutes: '60',
    difficulty: '3',
    teaser: 'Can you restart the line?',
    gallery: [acfImage(701), 702, acfImage(703)],
    modules: [{ acf_fc_layout: 'big_text', text: 'Beep.' }],
  },
});

describe('readPost', () => {
  it('accepts a WordPress item and an id sent as a string', () => {
    expect(readPost(wpItem({ id: 5, slug: 'a', title: 'A' }))).toMatchObject({ id: 5, slug: 'a' });
    expect(readPost({ ...wpItem({ id: 5, slug: 'a', title: 'A' }), id: '5' })).toMatchObject({
      id: 5,
    });
  });

  it.each([
    ['a missing title', { id: 5, slug: 'a' }],
    ['a title without rendered', { id: 5, slug: 'a', title: 'A' }],
    ['an empty title', { id: 5, slug: 'a', title: { rendered: '' } }],
    ['a title of only tags', { id: 5, slug: 'a', title: { rendered: '<span> </span>' } }],
    ['a missing slug', { id: 5, title: { rendered: 'A' } }],
    ['a missing id', { slug: 'a', title: { rendered: 'A' } }],
    ['an error body', { code: 'rest_no_route', message: 'No route' }],
    ['null', null],
  ])('returns null for an item with %s', (_label, value) => {
    expect(readPost(value)).toBeNull();
  });
});

describe('readTranslations', () => {
  it('reads Polylang ids, also as strings, and ignores unknown languages and bad ids', () => {
    expect(readTranslations({ me: 61, en: '71', de: 81 })).toEqual({ me: 61, en: 71 });
    expect(readTranslations({ me: 0, en: 'x' })).toEqual({});
    expect(readTranslations(false)).toEqual({});
    expect(readTranslations([])).toEqual({});
  });
});

describe('mapPage', () => {
  const page = wpItem({
    id: 9,
    slug: 'our-story',
    lang: 'en',
    title: 'Cluville&#8217;s story &amp; team',
    excerpt: '<p>How it   began&hellip;</p>\n',
    content:
      '<p style="color:red">Hello <a href="javascript:alert(1)">x</a></p><script>bad()</script>',
    translations: { me: 8, en: 9 },
    embedded: featuredMedia(90, 'Team photo'),
    acf: { modules: [{ acf_fc_layout: 'hero', title: 'Our story' }, { acf_fc_layout: 'nope' }] },
  });

  it('maps title with decoded entities, intro as plain text and sanitised content', () => {
    const mapped = mapPage(post(page), 'en', ctx);
    expect(mapped).toMatchObject({
      id: 9,
      slug: 'our-story',
      locale: 'en',
      title: 'Cluville’s story & team',
      intro: 'How it began…',
    });
    expect(mapped.contentHtml).toBe('<p>Hello <a>x</a></p>');
  });

  it('maps featured image, modules (dropping unknown ones), translations and no SEO', () => {
    const mapped = mapPage(post(page), 'en', ctx);
    expect(mapped.image).toEqual({
      url: featuredMedia(90)['wp:featuredmedia'][0]!.source_url,
      alt: 'Team photo',
      width: 1600,
      height: 900,
    });
    expect(mapped.modules).toEqual([
      { type: 'hero', title: 'Our story', subtitle: '', image: undefined, button: undefined },
    ]);
    expect(mapped.translations).toEqual({ me: 8, en: 9 });
    expect(mapped.seo).toEqual({});
  });

  it.each([false, [], '', null])('maps a page whose acf is %j with no modules', (acf) => {
    const mapped = mapPage(
      post({
        ...wpItem({ id: 1, slug: 'x', title: 'X' }),
        acf,
        content: undefined,
        excerpt: undefined,
      }),
      'me',
      ctx,
    );
    expect(mapped).toMatchObject({ modules: [], intro: '', contentHtml: '', image: undefined });
  });
});

describe('mapRoom / mapRoomSummary', () => {
  it('reads numbers sent as strings, subtitle, teaser and featured image', () => {
    expect(mapRoomSummary(post(roomItem), ctx)).toEqual({
      id: 71,
      slug: 'robot-factory',
      title: 'Robot Factory',
      subtitle: 'Gears and bolts',
      teaser: 'Can you restart the line?',
      ageMin: 7,
      ageMax: 12,
      playersMin: 2,
      playersMax: 6,
      durationMinutes: 60,
      difficulty: 3,
      image: expect.objectContaining({ alt: 'Cover 700' }),
      translations: { me: 61, en: 71 },
    });
  });

  it('maps story HTML without the iframe, gallery without the bare id, modules, SEO and translations', () => {
    const room = mapRoom(post(roomItem), 'en', ctx);
    expect(room.locale).toBe('en');
    expect(room.storyHtml).toBe('<p>Fix the <em>robot</em>.</p>');
    expect(room.gallery.map((image) => image.alt)).toEqual(['Photo 701', 'Photo 703']);
    expect(room.modules).toEqual([{ type: 'big_text', text: 'Beep.' }]);
    expect(room.seo).toEqual({
      title: 'Robot Factory – Cluville',
      description: 'Kids’ escape room',
    });
    expect(room.translations).toEqual({ me: 61, en: 71 });
  });

  it('reads the optional price from, and leaves it out when empty or zero', () => {
    const priced = { ...roomItem, acf: { ...(roomItem.acf as object), price_from: '30' } };
    expect(mapRoomSummary(post(priced), ctx).priceFrom).toBe(30);
    expect('priceFrom' in mapRoomSummary(post(roomItem), ctx)).toBe(false);
    const free = { ...roomItem, acf: { ...(roomItem.acf as object), price_from: 0 } };
    expect('priceFrom' in mapRoomSummary(post(free), ctx)).toBe(false);
  });

  it('falls back to the excerpt when the teaser is empty and clamps difficulty to 1–5', () => {
    const item = { ...roomItem, acf: { ...(roomItem.acf as object), teaser: '', difficulty: '9' } };
    expect(mapRoomSummary(post(item), ctx)).toMatchObject({
      teaser: 'Beep & boop.',
      difficulty: 5,
    });
    const easy = { ...roomItem, acf: { ...(roomItem.acf as object), difficulty: 0 } };
    expect(mapRoomSummary(post(easy), ctx).difficulty).toBe(1);
  });

  it.each([false, [], '', null])(
    'maps a room whose every ACF field is %j to empty values',
    (empty) => {
      const fields = Object.keys(roomItem.acf as object);
      const item = {
        ...roomItem,
        excerpt: { rendered: '' },
        acf: Object.fromEntries(fields.map((key) => [key, empty])),
      };
      const room = mapRoom(post(item), 'en', ctx);
      expect(room).toMatchObject({
        subtitle: '',
        teaser: '',
        ageMin: null,
        ageMax: null,
        playersMin: null,
        playersMax: null,
      });
      expect(room).toMatchObject({
        durationMinutes: null,
        difficulty: null,
        gallery: [],
        modules: [],
      });
      expect(errorSpy).not.toHaveBeenCalled();
    },
  );

  it('maps a room whose whole acf is [] (no field group saved)', () => {
    const room = mapRoom(post({ ...roomItem, acf: [] }), 'en', ctx);
    expect(room).toMatchObject({
      subtitle: '',
      ageMin: null,
      difficulty: null,
      gallery: [],
      modules: [],
    });
    expect(room.teaser).toBe('Beep & boop.');
  });
});

describe('mapNewsSummary / mapNewsItem', () => {
  const news = wpItem({
    id: 88,
    slug: 'halloween-night',
    type: 'post',
    lang: 'en',
    date: '2026-10-20T18:00:00',
    title: 'Halloween &#8220;escape&#8221; night',
    excerpt: '<p>Costumes welcome &#038; candy.</p>',
    content: `<p>Join us.</p><a href="https://tickets.test" target="_blank">Tickets</a> <a href="${WP_ORIGIN}/en/rooms/">Rooms</a>`,
    translations: { me: 87, en: 88 },
  });

  it('maps the summary with date, decoded title and plain-text excerpt', () => {
    expect(mapNewsSummary(post(news))).toEqual({
      id: 88,
      slug: 'halloween-night',
      title: 'Halloween “escape” night',
      date: '2026-10-20T18:00:00.000Z',
      excerpt: 'Costumes welcome & candy.',
      image: undefined,
    });
  });

  it('maps the item with sanitised content, WordPress links as site paths, and translations', () => {
    const item = mapNewsItem(post(news), 'en', ctx);
    expect(item.locale).toBe('en');
    expect(item.contentHtml).toBe(
      '<p>Join us.</p><a href="https://tickets.test" target="_blank" rel="noopener noreferrer">Tickets</a> <a href="/en/rooms">Rooms</a>',
    );
    expect(item.translations).toEqual({ me: 87, en: 88 });
  });
});

describe('publication date (date_gmt)', () => {
  const item = (fields: Record<string, unknown>) =>
    post({ ...wpItem({ id: 3, slug: 'x', title: 'X', type: 'post' }), ...fields });

  it("reads date_gmt as UTC, not the WordPress site's local date", () => {
    // Posted at 23:30 in Podgorica in winter: 22:30 UTC; `date` is the site's clock, no zone.
    const late = item({ date: '2026-01-14T23:30:00', date_gmt: '2026-01-14T22:30:00' });
    expect(mapNewsSummary(late).date).toBe('2026-01-14T22:30:00.000Z');
    expect(formatDate(mapNewsSummary(late).date, 'en')).toBe('January 14, 2026');
    expect(formatDate(mapNewsSummary(late).date, 'me')).toMatch(/^14\. januar/);
    // A WordPress whose own zone is UTC sends the same date_gmt with another `date`.
    const utcSite = item({ date: '2026-01-14T22:30:00', date_gmt: '2026-01-14T22:30:00' });
    expect(mapNewsSummary(utcSite).date).toBe('2026-01-14T22:30:00.000Z');
  });

  it('gives a never-published draft its last edit, never the zoneless local date', () => {
    for (const dateGmt of [null, '0000-00-00T00:00:00']) {
      const draft = item({
        date: '2026-01-14T23:30:00',
        date_gmt: dateGmt,
        modified: '2026-01-15T10:00:00',
        modified_gmt: '2026-01-15T09:00:00',
      });
      expect(mapNewsSummary(draft).date).toBe('2026-01-15T09:00:00.000Z');
    }
    const bare = item({ date: '2026-01-14T23:30:00', date_gmt: null });
    expect(mapNewsSummary(bare).date).toBe('');
  });
});

describe('last edit (modified)', () => {
  const item = (fields: Record<string, unknown>) =>
    post({ ...wpItem({ id: 3, slug: 'x', title: 'X' }), ...fields });

  it('reads modified_gmt as UTC', () => {
    const fields = { modified: '2026-05-04T09:12:40', modified_gmt: '2026-05-04T07:12:40' };
    expect(mapNewsSummary(item(fields)).modified).toBe('2026-05-04T07:12:40.000Z');
    expect(mapRoomSummary(item(fields), ctx).modified).toBe('2026-05-04T07:12:40.000Z');
    expect(mapPage(item(fields), 'me', ctx).modified).toBe('2026-05-04T07:12:40.000Z');
  });

  it('uses modified only when it carries its zone, and leaves the field out otherwise', () => {
    expect(mapNewsSummary(item({ modified: '2026-05-04T09:12:40+02:00' })).modified).toBe(
      '2026-05-04T07:12:40.000Z',
    );
    expect(mapNewsSummary(item({ modified: '2026-05-04T09:12:40' }))).not.toHaveProperty(
      'modified',
    );
    expect(mapNewsSummary(item({ modified_gmt: 'yesterday' }))).not.toHaveProperty('modified');
    expect(mapNewsSummary(item({}))).not.toHaveProperty('modified');
  });
});
