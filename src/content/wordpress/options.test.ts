import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mapSiteOptions } from './options';
import { WP_ORIGIN, acfImage } from './fixtures/wp-fixtures';

const ctx = { where: 'options:en', wpOrigin: WP_ORIGIN };

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

/** `GET acf/v3/options/options?lang=en` of a small venue, as ACF to REST API v3 answers it. */
function optionsBody(overrides: Record<string, unknown> = {}) {
  return {
    acf: {
      prices_title: 'Prices',
      prices_subtitle: 'Per team',
      prices_description: '<p>All prices in <strong>EUR</strong>.</p><script>alert(1)</script>',
      price_list: [
        { title: 'Escape room, 60 min', price: '45', note: 'up to 6 players' },
        { title: 'Extra player', price: 7.5, note: '' },
      ],
      packages: [
        {
          name: 'Explorer',
          price: '120',
          cake_price: '20',
          children_included: '10',
          duration_minutes: 120,
          features: [{ text: 'One escape room' }, { text: 'Party hall' }],
          image: acfImage(81),
          highlighted: false,
        },
        {
          name: 'Legend',
          price: 180,
          cake_price: false,
          children_included: 15,
          duration_minutes: '150',
          escape_rooms: '2',
          features: false,
          image: false,
          highlighted: true,
        },
      ],
      packages_description: '<p>Birthday <em>fun</em></p>',
      packages_disclaimer: 'Each extra child 8 EUR.',
      testimonials_title: 'What parents say',
      testimonials_subtitle: 'Real reviews',
      testimonials: [{ name: 'Ana', text: 'Great fun!', image: acfImage(90) }],
      faq: [{ question: 'How old?', answer: '<p>From 5 to 16.</p>' }],
      footer: {
        address: 'Bulevar 1, Podgorica',
        contact_email: 'hello@fixture.test',
        phone: '+382 20 000 000',
        hours_notice: 'By appointment',
        working_hours: [
          { text: 'Mon–Fri', start: '14:00', end: '20:00' },
          { text: 'Sat–Sun', start: '10:00', end: '21:00' },
        ],
        socials_label: 'Follow us',
        faq_link_label: 'FAQ',
        instagram: { url: 'https://instagram.com/fixture' },
        facebook: { url: 'https://facebook.com/fixture' },
        twitter: { url: '' },
      },
      ...overrides,
    },
  };
}

describe('mapSiteOptions', () => {
  it('maps prices with numbers sent as strings and sanitised description HTML', () => {
    const { prices } = mapSiteOptions(optionsBody(), ctx);
    expect(prices.title).toBe('Prices');
    expect(prices.subtitle).toBe('Per team');
    expect(prices.descriptionHtml).toBe('<p>All prices in <strong>EUR</strong>.</p>');
    expect(prices.items).toEqual([
      { title: 'Escape room, 60 min', price: 45, note: 'up to 6 players' },
      { title: 'Extra player', price: 7.5, note: '' },
    ]);
  });

  it('maps packages with string numbers, features, image and the highlighted flag', () => {
    const { packages } = mapSiteOptions(optionsBody(), ctx);
    expect(packages.items[0]).toEqual({
      name: 'Explorer',
      price: 120,
      cakePrice: 20,
      childrenIncluded: 10,
      durationMinutes: 120,
      escapeRooms: 1,
      features: ['One escape room', 'Party hall'],
      image: { url: acfImage(81).url, alt: 'Photo 81', width: 1200, height: 800 },
      highlighted: false,
    });
    expect(packages.items[1]).toMatchObject({
      name: 'Legend',
      price: 180,
      cakePrice: 0,
      durationMinutes: 150,
      escapeRooms: 2,
    });
    expect(packages.items[1]!.features).toEqual([]);
    expect(packages.items[1]!.image).toBeUndefined();
    expect(packages.items[1]!.highlighted).toBe(true);
    expect(packages.descriptionHtml).toBe('<p>Birthday <em>fun</em></p>');
    expect(packages.disclaimer).toBe('Each extra child 8 EUR.');
  });

  it('maps party extras: EUR prices and quantities as strings, per child, a nameless row dropped', () => {
    const { partyExtras } = mapSiteOptions(
      optionsBody({
        party_extras: [
          { name: 'Pizza for every child', price: '4', per_child: true, max: '' },
          { name: 'Photographer', price: 60, per_child: false, max: '1' },
          { name: 'Goody bag', price: '4.5', per_child: '0', max: 30 },
          { name: '', price: 9, per_child: false, max: 1 },
        ],
      }),
      ctx,
    );
    expect(partyExtras).toEqual([
      { name: 'Pizza for every child', price: 4, perChild: true, max: 1 },
      { name: 'Photographer', price: 60, perChild: false, max: 1 },
      { name: 'Goody bag', price: 4.5, perChild: false, max: 30 },
    ]);
    expect(mapSiteOptions(optionsBody(), ctx).partyExtras).toEqual([]);
  });

  it.each([['three'], [0], [5], ['1.5']])(
    'plays one escape room when a package says %j, and logs the bad value',
    (value) => {
      const body = optionsBody();
      const rows = body.acf.packages as Record<string, unknown>[];
      rows[0] = { ...rows[0], escape_rooms: value };
      expect(mapSiteOptions(body, ctx).packages.items[0]!.escapeRooms).toBe(1);
      expect(JSON.parse(String(errorSpy.mock.calls[0]?.[0]))).toMatchObject({
        event: 'content.field_invalid',
        field: 'packages.escape_rooms',
      });
    },
  );

  it("reads the game's offset in a party from the booking settings, 0 when empty or bad", () => {
    const offset = (value: unknown) =>
      mapSiteOptions(optionsBody({ booking: { game_offset_minutes: value } }), ctx).booking
        .gameOffsetMinutes;
    expect(offset('30')).toBe(30);
    expect(offset(45)).toBe(45);
    expect(offset('')).toBe(0);
    expect(errorSpy).not.toHaveBeenCalled();
    expect(offset(-15)).toBe(0);
    expect(offset('half an hour')).toBe(0);
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });

  it('maps testimonials and FAQ entries', () => {
    const options = mapSiteOptions(optionsBody(), ctx);
    expect(options.testimonials).toMatchObject({
      title: 'What parents say',
      subtitle: 'Real reviews',
    });
    expect(options.testimonials.items).toEqual([
      { name: 'Ana', text: 'Great fun!', image: expect.objectContaining({ alt: 'Photo 90' }) },
    ]);
    expect(options.faq).toEqual([{ question: 'How old?', answerHtml: '<p>From 5 to 16.</p>' }]);
  });

  it('maps the footer contact details and working hours', () => {
    const { footer } = mapSiteOptions(optionsBody(), ctx);
    expect(footer).toMatchObject({
      address: 'Bulevar 1, Podgorica',
      email: 'hello@fixture.test',
      phone: '+382 20 000 000',
      hoursNotice: 'By appointment',
      socialsLabel: 'Follow us',
      faqLinkLabel: 'FAQ',
    });
    expect(footer.workingHours).toEqual([
      { text: 'Mon–Fri', start: '14:00', end: '20:00' },
      { text: 'Sat–Sun', start: '10:00', end: '21:00' },
    ]);
  });

  it('shows only social links that are present and https', () => {
    const footer = optionsBody().acf.footer;
    const { footer: mapped } = mapSiteOptions(
      optionsBody({
        footer: {
          ...footer,
          instagram: { url: 'http://instagram.com/insecure' },
          facebook: false,
          twitter: { url: 'https://x.com/fixture' },
        },
      }),
      ctx,
    );
    expect(mapped.socials).toEqual([{ network: 'twitter', url: 'https://x.com/fixture' }]);
    expect(mapSiteOptions(optionsBody(), ctx).footer.socials.map((s) => s.network)).toEqual([
      'instagram',
      'facebook',
    ]);
  });

  it.each([
    ['an object with acf: []', { acf: [] }],
    ['acf: false', { acf: false }],
    ['acf: null', { acf: null }],
    ['an empty body', null],
    ['an empty array body', []],
  ])('maps %s (nothing saved yet) to empty options without a crash', (_label, body) => {
    const options = mapSiteOptions(body, ctx);
    expect(options.prices).toEqual({ title: '', subtitle: '', descriptionHtml: '', items: [] });
    expect(options.packages).toEqual({ items: [], descriptionHtml: '', disclaimer: '' });
    expect(options.testimonials).toEqual({ title: '', subtitle: '', items: [] });
    expect(options.faq).toEqual([]);
    expect(options.footer).toEqual({
      address: '',
      email: '',
      phone: '',
      hoursNotice: '',
      workingHours: [],
      socialsLabel: '',
      faqLinkLabel: '',
      socials: [],
    });
  });

  it.each([false, [], '', null])(
    'reads every field given as the ACF empty value %j as empty',
    (empty) => {
      const allEmpty = Object.fromEntries(
        Object.keys(optionsBody().acf).map((key) => [key, empty]),
      );
      const options = mapSiteOptions({ acf: allEmpty }, ctx);
      expect(options.prices.items).toEqual([]);
      expect(options.packages.items).toEqual([]);
      expect(options.testimonials.items).toEqual([]);
      expect(options.faq).toEqual([]);
      expect(options.footer.address).toBe('');
      expect(options.footer.socials).toEqual([]);
      expect(errorSpy).not.toHaveBeenCalled();
    },
  );

  it('reads empty values inside the footer group and inside rows', () => {
    const options = mapSiteOptions(
      optionsBody({
        footer: {
          address: false,
          contact_email: null,
          phone: '',
          working_hours: [],
          instagram: [],
          facebook: null,
        },
        packages: [
          {
            name: 'Mini',
            price: '60',
            cake_price: '',
            children_included: null,
            features: [],
            image: false,
          },
        ],
      }),
      ctx,
    );
    expect(options.footer).toMatchObject({
      address: '',
      email: '',
      phone: '',
      workingHours: [],
      socials: [],
    });
    expect(options.packages.items).toEqual([
      {
        name: 'Mini',
        price: 60,
        cakePrice: 0,
        childrenIncluded: 0,
        durationMinutes: 0,
        escapeRooms: 1,
        features: [],
        image: undefined,
        highlighted: false,
      },
    ]);
  });

  it('drops invalid list rows and keeps the rest', () => {
    const options = mapSiteOptions(
      optionsBody({
        price_list: [{ title: '', price: 10 }, 'junk', { title: 'Kept', price: 'free' }],
        packages: [
          { name: 'No price', price: '' },
          { name: 'Bad price', price: 'a lot' },
          { name: 'Ok', price: '90' },
        ],
        testimonials: [{ name: 'Mila' }, { name: 'Ivo', text: 'Super' }],
        faq: [
          { question: 'Q without answer', answer: '' },
          { question: 'Q', answer: '<script>x</script>' },
          { question: 'Open?', answer: 'Yes' },
        ],
      }),
      ctx,
    );
    expect(options.prices.items).toEqual([{ title: 'Kept', price: null, note: '' }]);
    expect(options.packages.items.map((p) => p.name)).toEqual(['Ok']);
    expect(options.testimonials.items.map((t) => t.name)).toEqual(['Ivo']);
    expect(options.faq).toEqual([{ question: 'Open?', answerHtml: 'Yes' }]);
  });

  it('reads the group sizes of the escape-room lines of the price list', () => {
    const options = mapSiteOptions(
      optionsBody({
        price_list: [
          { title: 'Escape soba – 2 do 3 igrača', price: '15', note: '' },
          { title: 'Escape room – 4 or more players', price: 12, note: '' },
          { title: 'Escape room, big groups', price: 10, players_min: '9', players_max: 20 },
          { title: 'Team building – 8 to 40 people', price: 18, note: '' },
        ],
      }),
      ctx,
    );
    expect(options.prices.items.map((item) => item.players)).toEqual([
      { min: 2, max: 3 },
      { min: 4, max: null },
      { min: 9, max: 20 },
      undefined,
    ]);
  });

  it('drops a package image given as a bare id but keeps the package', () => {
    const options = mapSiteOptions(
      optionsBody({ packages: [{ name: 'Id image', price: 100, image: 81 }] }),
      ctx,
    );
    expect(options.packages.items).toHaveLength(1);
    expect(options.packages.items[0]!.image).toBeUndefined();
  });

  it('drops the script from an FAQ answer but keeps its text formatting', () => {
    const options = mapSiteOptions(
      optionsBody({
        faq: [
          {
            question: 'Parking?',
            answer: '<p onclick="x()">Yes, <b>free</b>.</p><script>steal()</script>',
          },
        ],
      }),
      ctx,
    );
    expect(options.faq[0]!.answerHtml).toBe('<p>Yes, <b>free</b>.</p>');
  });
});
