import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mapModules, parseVideoUrl } from './modules';
import { WP_ORIGIN, acfImage, acfLink, loggedEvents } from './fixtures/wp-fixtures';

const ctx = { where: 'page:test:en', wpOrigin: WP_ORIGIN };
const image = (id: number) => ({
  url: acfImage(id).url,
  alt: `Photo ${id}`,
  width: 1200,
  height: 800,
});

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

const one = (row: Record<string, unknown>) => mapModules([row], ctx);

describe('mapModules: the 13 layouts', () => {
  it('maps hero with image and a WordPress link turned into a site path', () => {
    const row = {
      acf_fc_layout: 'hero',
      title: 'Escape!',
      subtitle: 'For kids',
      image: acfImage(1),
      button: acfLink('Book', `${WP_ORIGIN}/en/book-now/`),
    };
    expect(one(row)).toEqual([
      {
        type: 'hero',
        title: 'Escape!',
        subtitle: 'For kids',
        image: image(1),
        button: { title: 'Book', href: '/en/book-now', external: false, newTab: false },
      },
    ]);
  });

  it('maps big_text and rich_text (sanitised)', () => {
    expect(one({ acf_fc_layout: 'big_text', text: 'Five rooms.' })).toEqual([
      { type: 'big_text', text: 'Five rooms.' },
    ]);
    expect(
      one({ acf_fc_layout: 'rich_text', content: '<p>Hi<img src="x" onerror="alert(1)"></p>' }),
    ).toEqual([{ type: 'rich_text', html: '<p>Hi<img src="x" /></p>' }]);
  });

  it('turns links to the WordPress site inside module HTML into site paths', () => {
    const row = {
      acf_fc_layout: 'rich_text',
      content: `<p><a href="${WP_ORIGIN}/kontakt/">Kontakt</a> <a href="https://elsewhere.test/">x</a></p>`,
    };
    expect(one(row)).toEqual([
      {
        type: 'rich_text',
        html: '<p><a href="/kontakt">Kontakt</a> <a href="https://elsewhere.test/">x</a></p>',
      },
    ]);
  });

  it('maps image_left and image_right to one image_text module with a side', () => {
    const fields = { title: 'Parties', text: '<p>Cake</p>', image: acfImage(2), button: false };
    expect(
      mapModules(
        [
          { acf_fc_layout: 'image_left', ...fields },
          { acf_fc_layout: 'image_right', ...fields },
        ],
        ctx,
      ),
    ).toEqual([
      {
        type: 'image_text',
        side: 'left',
        title: 'Parties',
        html: '<p>Cake</p>',
        image: image(2),
        button: undefined,
      },
      {
        type: 'image_text',
        side: 'right',
        title: 'Parties',
        html: '<p>Cake</p>',
        image: image(2),
        button: undefined,
      },
    ]);
  });

  it('maps gallery, dropping an image given as a bare id', () => {
    expect(
      one({ acf_fc_layout: 'gallery', title: 'Inside', images: [acfImage(3), 44, acfImage(5)] }),
    ).toEqual([{ type: 'gallery', title: 'Inside', images: [image(3), image(5)] }]);
  });

  it('maps video from YouTube and Vimeo URLs', () => {
    const modules = mapModules(
      [
        {
          acf_fc_layout: 'video',
          title: 'Tour',
          video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          poster: acfImage(6),
        },
        {
          acf_fc_layout: 'video',
          title: '',
          video_url: 'https://vimeo.com/76979871',
          poster: false,
        },
      ],
      ctx,
    );
    expect(modules).toEqual([
      {
        type: 'video',
        title: 'Tour',
        provider: 'youtube',
        videoId: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        poster: image(6),
      },
      {
        type: 'video',
        title: '',
        provider: 'vimeo',
        videoId: '76979871',
        url: 'https://vimeo.com/76979871',
        poster: undefined,
      },
    ]);
  });

  it('maps process steps, dropping a step without a title', () => {
    const row = {
      acf_fc_layout: 'process',
      title: 'How it works',
      steps: [
        { title: 'Ask', text: 'Send a request' },
        { title: '', text: 'x' },
        { title: 'Play', text: false },
      ],
    };
    expect(one(row)).toEqual([
      {
        type: 'process',
        title: 'How it works',
        steps: [
          { title: 'Ask', text: 'Send a request' },
          { title: 'Play', text: '' },
        ],
      },
    ]);
  });

  it('maps map with coordinates sent as strings and a default, clamped zoom', () => {
    expect(
      one({ acf_fc_layout: 'map', title: 'Find us', lat: '42.4411', lng: '19,2636', zoom: '' }),
    ).toEqual([{ type: 'map', title: 'Find us', lat: 42.4411, lng: 19.2636, zoom: 15 }]);
    expect(one({ acf_fc_layout: 'map', title: '', lat: 0, lng: 0, zoom: 99 })).toMatchObject([
      { zoom: 20 },
    ]);
  });

  it('maps the option-backed layouts packages, price_list, testimonials and faq', () => {
    const modules = mapModules(
      [
        { acf_fc_layout: 'packages', title: 'Packages' },
        { acf_fc_layout: 'price_list', title: false },
        { acf_fc_layout: 'testimonials' },
        { acf_fc_layout: 'faq', title: null },
      ],
      ctx,
    );
    expect(modules).toEqual([
      { type: 'packages', title: 'Packages' },
      { type: 'price_list', title: '' },
      { type: 'testimonials' },
      { type: 'faq', title: '' },
    ]);
  });

  it('maps a testimonials row with its own quotes, dropping incomplete ones', () => {
    const row = {
      acf_fc_layout: 'testimonials',
      title: 'What teams say',
      subtitle: '',
      testimonials: [
        { name: 'Ana, HR', text: 'We laughed all afternoon.', image: false },
        { name: 'No quote', text: '' },
      ],
    };
    expect(one(row)).toEqual([
      {
        type: 'testimonials',
        own: {
          title: 'What teams say',
          subtitle: '',
          items: [{ name: 'Ana, HR', text: 'We laughed all afternoon.', image: undefined }],
        },
      },
    ]);
    expect(one({ acf_fc_layout: 'testimonials', testimonials: false })).toEqual([
      { type: 'testimonials' },
    ]);
  });

  it('maps book_now with the room form, and falls back to the birthday form', () => {
    expect(
      one({ acf_fc_layout: 'book_now', title: 'Book', text: 'Pick a date', form: 'room' }),
    ).toEqual([{ type: 'book_now', title: 'Book', text: 'Pick a date', form: 'room' }]);
    expect(one({ acf_fc_layout: 'book_now', title: 'Book', text: '', form: false })).toMatchObject([
      { form: 'birthday' },
    ]);
  });

  it('keeps module order as given by the flexible content field', () => {
    const types = mapModules(
      [
        { acf_fc_layout: 'testimonials' },
        { acf_fc_layout: 'big_text', text: 'x' },
        { acf_fc_layout: 'faq' },
      ],
      ctx,
    ).map((m) => m.type);
    expect(types).toEqual(['testimonials', 'big_text', 'faq']);
  });
});

describe('mapModules: bad input', () => {
  it('drops an unknown layout, keeps the others and logs content.module_unknown with the layout', () => {
    const modules = mapModules(
      [
        { acf_fc_layout: 'carousel_3d', slides: [] },
        { acf_fc_layout: 'big_text', text: 'Still here' },
      ],
      ctx,
    );
    expect(modules).toEqual([{ type: 'big_text', text: 'Still here' }]);
    const events = loggedEvents(errorSpy.mock.calls);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      level: 'warn',
      event: 'content.module_unknown',
      layout: 'carousel_3d',
      index: 0,
      where: 'page:test:en',
    });
  });

  it('treats inherited object keys as unknown layouts, not as mappers', () => {
    expect(
      mapModules([{ acf_fc_layout: 'constructor' }, { acf_fc_layout: 'toString' }, null], ctx),
    ).toEqual([]);
    expect(loggedEvents(errorSpy.mock.calls).map((e) => e.event)).toEqual(
      Array(3).fill('content.module_unknown'),
    );
  });

  it.each([
    ['hero without a title', { acf_fc_layout: 'hero', title: '', image: acfImage(1) }],
    ['big_text without text', { acf_fc_layout: 'big_text', text: false }],
    [
      'rich_text with only a script',
      { acf_fc_layout: 'rich_text', content: '<script>alert(1)</script>' },
    ],
    [
      'image_left without title or text',
      { acf_fc_layout: 'image_left', title: '', text: '', image: acfImage(2) },
    ],
    ['gallery without usable images', { acf_fc_layout: 'gallery', title: 'x', images: [12, 13] }],
    [
      'video with a non-video URL',
      { acf_fc_layout: 'video', video_url: 'https://example.com/movie.mp4' },
    ],
    ['process without steps', { acf_fc_layout: 'process', title: 'x', steps: [] }],
    ['map with latitude out of range', { acf_fc_layout: 'map', lat: 91, lng: 19 }],
    ['map with longitude out of range', { acf_fc_layout: 'map', lat: '42', lng: '-180.5' }],
    ['map without coordinates', { acf_fc_layout: 'map', lat: '', lng: null }],
  ])('drops %s and logs content.module_incomplete', (_label, row) => {
    expect(one(row)).toEqual([]);
    expect(
      loggedEvents(errorSpy.mock.calls).some((e) => e.event === 'content.module_incomplete'),
    ).toBe(true);
  });

  it.each([false, [], '', null, undefined])(
    'reads modules given as the ACF empty value %j as none, silently',
    (value) => {
      expect(mapModules(value, ctx)).toEqual([]);
      expect(errorSpy).not.toHaveBeenCalled();
    },
  );

  it('reads a non-list modules value as none and logs it', () => {
    expect(mapModules({ acf_fc_layout: 'hero', title: 'x' }, ctx)).toEqual([]);
    expect(loggedEvents(errorSpy.mock.calls)[0]).toMatchObject({
      event: 'content.modules_invalid',
    });
  });
});

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=30', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a1B2c3D4e5_', 'youtube', 'a1B2c3D4e5_'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('reads %s as %s %s', (url, provider, videoId) => {
    expect(parseVideoUrl(url)).toEqual({ provider, videoId });
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UCabc',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    '',
  ])('rejects %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});
