import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  isEmpty,
  readBoolean,
  readFeaturedImage,
  readImage,
  readLink,
  readList,
  readNumber,
  readRenderedText,
  readText,
  toSiteHref,
} from './fields';
import { WP_ORIGIN, acfImage, acfLink, featuredMedia, loggedEvents } from './fixtures/wp-fixtures';

const ctx = { where: 'test:fields', wpOrigin: WP_ORIGIN };
const ACF_EMPTY = [false, [], '', null, undefined] as const;

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('ACF empty values', () => {
  it.each(ACF_EMPTY)('treats %j as empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it('does not treat 0, "0" or a filled object as empty', () => {
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty('0')).toBe(false);
    expect(isEmpty({ url: 'x' })).toBe(false);
  });

  it.each(ACF_EMPTY)(
    'reads %j as the empty value of every field kind, without a warning',
    (value) => {
      expect(readText(value, ctx, 'f')).toBe('');
      expect(readNumber(value, ctx, 'f')).toBeNull();
      expect(readList(value, ctx, 'f', () => 'item')).toEqual([]);
      expect(readImage(value, ctx, 'f')).toBeUndefined();
      expect(readLink(value, ctx, 'f')).toBeUndefined();
      expect(readBoolean(value)).toBe(false);
      expect(errorSpy).not.toHaveBeenCalled();
    },
  );
});

describe('readText', () => {
  it('trims text and turns numbers into text', () => {
    expect(readText('  Podgorica  ', ctx, 'f')).toBe('Podgorica');
    expect(readText(42, ctx, 'f')).toBe('42');
  });

  it('degrades an object to "" and logs which field was wrong', () => {
    expect(readText({ rendered: 'x' }, ctx, 'subtitle')).toBe('');
    const [event] = loggedEvents(errorSpy.mock.calls);
    expect(event).toMatchObject({
      level: 'warn',
      event: 'content.field_invalid',
      field: 'subtitle',
      got: 'object',
    });
  });
});

describe('readNumber', () => {
  it.each([
    [8, 8],
    ['8', 8],
    [' 42.4411 ', 42.4411],
    ['12,5', 12.5],
    ['-19.26', -19.26],
    ['0', 0],
  ])('reads %j as %j', (input, expected) => {
    expect(readNumber(input, ctx, 'price')).toBe(expected);
  });

  it.each(['abc', '8 EUR', NaN, Infinity, {}])('rejects %j as null with a warning', (input) => {
    expect(readNumber(input, ctx, 'price')).toBeNull();
    expect(loggedEvents(errorSpy.mock.calls)[0]).toMatchObject({
      event: 'content.field_invalid',
      field: 'price',
    });
  });
});

describe('readBoolean', () => {
  it('accepts the true-ish values ACF sends for a true/false field', () => {
    for (const value of [true, 1, '1', 'true']) expect(readBoolean(value)).toBe(true);
    for (const value of [false, 0, '0', 'false', 'yes']) expect(readBoolean(value)).toBe(false);
  });
});

describe('readList', () => {
  it('drops an invalid item, keeps the rest in order and logs the index', () => {
    const items = ['a', 7, 'c'];
    const read = (item: unknown) => (typeof item === 'string' ? item.toUpperCase() : null);
    expect(readList(items, ctx, 'features', read)).toEqual(['A', 'C']);
    expect(loggedEvents(errorSpy.mock.calls)[0]).toMatchObject({
      field: 'features[1]',
      got: 'number',
    });
  });

  it('reads a non-array (an object instead of a repeater) as an empty list', () => {
    expect(readList({ 0: 'a' }, ctx, 'features', () => 'x')).toEqual([]);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});

describe('readImage', () => {
  it('reads an ACF image array into url, alt, width and height', () => {
    expect(readImage(acfImage(7), ctx, 'image')).toEqual({
      url: `${WP_ORIGIN}/wp-content/uploads/2026/02/photo-7.jpg`,
      alt: 'Photo 7',
      width: 1200,
      height: 800,
    });
  });

  it('accepts sizes sent as strings and a null alt', () => {
    expect(
      readImage(acfImage(8, { width: '640', height: '480', alt: null }), ctx, 'image'),
    ).toMatchObject({
      alt: '',
      width: 640,
      height: 480,
    });
  });

  it.each([
    ['a bare attachment id (return format "id")', 512],
    ['a bare URL (return format "url")', `${WP_ORIGIN}/wp-content/uploads/x.jpg`],
    ['an image without a url', acfImage(9, { url: '' })],
    ['an image without dimensions', acfImage(9, { width: undefined, height: undefined })],
  ])('drops %s and logs it', (_label, value) => {
    expect(readImage(value, ctx, 'image')).toBeUndefined();
    expect(loggedEvents(errorSpy.mock.calls)[0]).toMatchObject({
      event: 'content.field_invalid',
      field: 'image',
    });
  });
});

describe('readFeaturedImage', () => {
  it('reads the first wp:featuredmedia attachment', () => {
    expect(readFeaturedImage(featuredMedia(3, 'Kids at the door'))).toEqual({
      url: `${WP_ORIGIN}/wp-content/uploads/2026/02/cover-3.jpg`,
      alt: 'Kids at the door',
      width: 1600,
      height: 900,
    });
  });

  it('is undefined without an embed or with an empty one', () => {
    expect(readFeaturedImage(undefined)).toBeUndefined();
    expect(readFeaturedImage({ 'wp:featuredmedia': [] })).toBeUndefined();
    expect(readFeaturedImage({ 'wp:featuredmedia': [{ code: 'rest_forbidden' }] })).toBeUndefined();
  });
});

describe('readLink', () => {
  it('turns a link to the WordPress site into a site path', () => {
    expect(readLink(acfLink('Our rooms', `${WP_ORIGIN}/en/rooms/`), ctx, 'button')).toEqual({
      title: 'Our rooms',
      href: '/en/rooms',
      external: false,
      newTab: false,
    });
  });

  it('keeps an external link absolute and honours target _blank', () => {
    expect(readLink(acfLink('Map', 'https://maps.example.com/x', '_blank'), ctx, 'button')).toEqual(
      {
        title: 'Map',
        href: 'https://maps.example.com/x',
        external: true,
        newTab: true,
      },
    );
  });

  it('keeps mailto: links and a missing title', () => {
    expect(readLink({ url: 'mailto:info@example.com', title: null }, ctx, 'b')).toMatchObject({
      title: '',
      href: 'mailto:info@example.com',
      external: false,
    });
  });

  it('drops a link given as a bare string and logs it', () => {
    expect(readLink('/en/rooms', ctx, 'button')).toBeUndefined();
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});

describe('readRenderedText', () => {
  it('decodes entities and strips tags of a rendered field', () => {
    expect(readRenderedText({ rendered: '<p>Kid&#8217;s  &amp; parents&#8230;</p>\n' })).toBe(
      'Kid’s & parents…',
    );
  });

  it('is "" for anything but {rendered: string}', () => {
    expect(readRenderedText('plain')).toBe('');
    expect(readRenderedText(false)).toBe('');
  });
});

describe('toSiteHref', () => {
  it.each([
    [`${WP_ORIGIN}/sobe/piratsko-blago/`, '/sobe/piratsko-blago'],
    [`${WP_ORIGIN}/en/news/?page=2`, '/en/news?page=2'],
    [`${WP_ORIGIN}/kontakt/#mapa`, '/kontakt#mapa'],
    [WP_ORIGIN, '/'],
    [`${WP_ORIGIN}/`, '/'],
    ['https://other.example.com/sobe/', 'https://other.example.com/sobe/'],
    ['/already/relative', '/already/relative'],
  ])('maps %s to %s', (url, expected) => {
    expect(toSiteHref(url, WP_ORIGIN)).toBe(expected);
  });

  it('leaves every URL alone without a WordPress origin', () => {
    expect(toSiteHref(`${WP_ORIGIN}/sobe/`)).toBe(`${WP_ORIGIN}/sobe/`);
  });

  // A host that merely starts with the same characters is another site.
  it('leaves a different host that shares the origin as a prefix external', () => {
    expect(toSiteHref(`${WP_ORIGIN}.evil.test/x`, WP_ORIGIN)).toBe(`${WP_ORIGIN}.evil.test/x`);
  });

  // The home page keeps its slash: `#faq` alone would be an anchor on the current page.
  it('keeps the home path for links to the WordPress home with a hash or query', () => {
    expect(toSiteHref(`${WP_ORIGIN}/#faq`, WP_ORIGIN)).toBe('/#faq');
    expect(toSiteHref(`${WP_ORIGIN}/?s=zmaj`, WP_ORIGIN)).toBe('/?s=zmaj');
  });
});
