// The stand-in WordPress's content: REST-shaped like content/snapshot/*.json (WordPress + ACF +
// Polylang), but with its own words, so a page on the site shows which source it came from.
// `buildContent()` returns a fresh copy every time: `POST /__control/reset` restores it.
//
// On purpose, like a real WordPress: ACF empty values (`false`, `""`, `null`, `[]`), numbers as
// strings, `acf: []` on posts, absolute links and media URLs on the WordPress origin.

// Its port follows playwright.config.ts (E2E_PORT_BASE + 99).
import { AUTOSAVED_ROOM, DRAFT_NEWS, STALE_AUTOSAVE_ROOM } from './preview.mjs';

export const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 3100) + 99}`;
export const upload = (name) => `${ORIGIN}/wp-content/uploads/2026/11/${name}`;

/** The media files the stand-in serves under /wp-content/uploads/2026/11/. */
export const MEDIA = {
  'stand-in-hero.svg': { width: 1600, height: 900, fill: '#2d6cdf', label: 'Test WordPress' },
  'stand-in-room.svg': { width: 1200, height: 800, fill: '#1f8a5b', label: 'Test room' },
  'stand-in-news.svg': { width: 1200, height: 675, fill: '#8a1f6b', label: 'Test news' },
  // Photographs as editors upload them: next/image resizes these (never an SVG).
  'stand-in-room.jpg': { width: 1200, height: 800, fill: '#1f8a5b', label: 'Test room photo' },
  'stand-in-news.png': { width: 1200, height: 675, fill: '#8a1f6b', label: 'Test news picture' },
};

const MIME = { svg: 'image/svg+xml', jpg: 'image/jpeg', png: 'image/png' };
export const mimeOf = (name) => MIME[name.split('.').pop()] ?? 'application/octet-stream';

const raster = new Map();
/**
 * A JPEG or PNG upload drawn here (its colour, a lighter disc in the middle), encoded by sharp
 * (Next.js's own image library); null for a name that is none.
 */
export async function rasterOf(name) {
  const media = MEDIA[name];
  const format = { jpg: 'jpeg', png: 'png' }[name.split('.').pop()];
  if (!media || !format) return null;
  if (!raster.has(name)) {
    const { default: sharp } = await import('sharp');
    const { width, height, fill } = media;
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(fill.slice(at, at + 2), 16));
    const pixels = Buffer.alloc(width * height * 3);
    const radius = height / 4;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const inside = (x - width / 2) ** 2 + (y - height / 2) ** 2 < radius ** 2;
        const at = (y * width + x) * 3;
        pixels[at] = inside ? 230 : r;
        pixels[at + 1] = inside ? 230 : g;
        pixels[at + 2] = inside ? 230 : b;
      }
    raster.set(
      name,
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        [format]()
        .toBuffer(),
    );
  }
  return raster.get(name);
}

export function svgOf(name) {
  const media = name.endsWith('.svg') ? MEDIA[name] : undefined;
  if (!media) return null;
  const { width, height, fill, label } = media;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${label}</title><rect width="${width}" height="${height}" fill="${fill}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#ffffff" opacity="0.6"/></svg>`;
}

const image = (id, name, alt) => {
  const { width, height } = MEDIA[name];
  return { id, url: upload(name), alt, width, height, sizes: {} };
};

const featured = (id, name, alt, title) => {
  const { width, height } = MEDIA[name];
  return {
    'wp:featuredmedia': [
      {
        id,
        source_url: upload(name),
        alt_text: alt,
        media_type: 'image',
        mime_type: mimeOf(name),
        media_details: { width, height, sizes: {} },
        title: { rendered: title },
      },
    ],
  };
};

const link = (title, url, target = '') => ({ title, url, target });
const rendered = (html) => ({ rendered: html, protected: false });

// ---------------------------------------------------------------------------------------------
// Pages: one per static route and language. `route` is only for readability.

const pageTitles = [
  // route, me slug, me title, en slug, en title
  ['/', 'pocetna', 'Početna', 'home', 'Home'],
  ['/news', 'novosti', 'Novosti', 'news', 'News'],
  ['/rooms', 'sobe', 'Sobe', 'rooms', 'Rooms'],
  ['/birthdays', 'rodendani', 'Rođendani', 'birthdays', 'Birthdays'],
  ['/book-now', 'rezervisi', 'Rezerviši', 'book-now', 'Book now'],
  ['/contact', 'kontakt', 'Kontakt', 'contact', 'Contact'],
  ['/cookies', 'kolacici', 'Kolačići', 'cookies', 'Cookies'],
  ['/faq', 'faq', 'Česta pitanja', 'faq', 'FAQ'],
  [
    '/franchise-opportunity',
    'franchise-opportunity',
    'Franšiza',
    'franchise-opportunity',
    'Franchise opportunity',
  ],
  ['/our-story', 'o-nama', 'O nama', 'our-story', 'Our story'],
  ['/pricing', 'cjenovnik', 'Cjenovnik', 'pricing', 'Pricing'],
  ['/privacy', 'politika-privatnosti', 'Politika privatnosti', 'privacy', 'Privacy'],
  ['/team-building', 'team-building', 'Team building', 'team-building', 'Team building'],
  ['/terms', 'pravila-koristenja', 'Pravila korištenja', 'terms', 'Terms of use'],
];

/** The HTML of the English terms page: hostile markup the site must neutralise. */
export const HOSTILE_HTML =
  '<p>Safe text</p><script>window.__pwned = \'script\'</script><img src="x" onerror="window.__pwned = \'onerror\'"><a href="javascript:window.__pwned=\'href\'">click</a>' +
  `<p>Visit <a href="${ORIGIN}/en/rooms/the-observatory/">the observatory</a> tonight.</p>`;

function pageModules(route, lang, title) {
  const en = lang === 'en';
  const hero = {
    acf_fc_layout: 'hero',
    title: `Test WordPress: ${title}`,
    subtitle: en
      ? 'Served by the stand-in WordPress on port 3199'
      : 'Sa test WordPressa na portu 3199',
    image:
      route === '/'
        ? image(4001, 'stand-in-hero.svg', en ? 'A blue test banner' : 'Plavi test baner')
        : false,
    button:
      route === '/'
        ? link(
            en ? 'Book a test visit' : 'Rezervišite test posjetu',
            `${ORIGIN}/${en ? 'en/book-now/' : 'rezervisi/'}`,
          )
        : null,
  };
  const rich = (html) => ({ acf_fc_layout: 'rich_text', content: html });
  switch (route) {
    case '/':
      return [
        hero,
        {
          acf_fc_layout: 'big_text',
          text: en
            ? 'Three test rooms, eight test news items.'
            : 'Tri test sobe, osam test vijesti.',
        },
        {
          acf_fc_layout: 'image_left',
          title: en ? 'A room from the test WordPress' : 'Soba sa test WordPressa',
          text: en ? '<p>Look through the telescope.</p>\n' : '<p>Pogledajte kroz teleskop.</p>\n',
          image: image(4002, 'stand-in-room.svg', en ? 'A green test room' : 'Zelena test soba'),
          button: link(en ? 'See the rooms' : 'Pogledajte sobe', en ? '/en/rooms' : '/sobe'),
        },
        { acf_fc_layout: 'testimonials' },
      ];
    case '/birthdays':
      return [
        hero,
        { acf_fc_layout: 'packages', title: '' },
        {
          acf_fc_layout: 'book_now',
          title: en ? 'Book a test party' : 'Rezervišite test žurku',
          text: '',
          form: 'birthday',
        },
      ];
    case '/pricing':
      return [
        hero,
        { acf_fc_layout: 'price_list', title: null },
        { acf_fc_layout: 'packages', title: false },
      ];
    case '/faq':
      return [hero, { acf_fc_layout: 'faq', title: '' }];
    case '/contact':
      return [
        hero,
        {
          acf_fc_layout: 'map',
          title: en ? 'Find the test venue' : 'Pronađite test prostor',
          lat: '42.4304',
          lng: '19.2594',
          zoom: '15',
        },
      ];
    case '/team-building':
      return [
        hero,
        {
          acf_fc_layout: 'process',
          title: en ? 'Test steps' : 'Test koraci',
          steps: [
            { title: '1', text: en ? 'Ask' : 'Pitajte' },
            { title: '2', text: en ? 'Play' : 'Igrajte' },
          ],
        },
        {
          acf_fc_layout: 'book_now',
          title: en ? 'Bring a test team' : 'Dovedite test tim',
          text: false,
          form: 'room',
        },
      ];
    case '/terms':
      return [
        hero,
        rich(
          en
            ? HOSTILE_HTML
            : `<p>Test pravila korištenja.</p><p>Posjetite <a href="${ORIGIN}/sobe/zvjezdarnica/">zvjezdarnicu</a>.</p>`,
        ),
      ];
    default:
      return [
        hero,
        rich(
          en
            ? `<p>Stand-in text for the ${title.toLowerCase()} page.</p>`
            : `<p>Test tekst za stranicu ${title}.</p>`,
        ),
      ];
  }
}

function buildPages() {
  const pages = { me: [], en: [] };
  pageTitles.forEach(([route, meSlug, meTitle, enSlug, enTitle], index) => {
    const ids = { me: 1010 + index, en: 1030 + index };
    for (const lang of ['me', 'en']) {
      const slug = lang === 'me' ? meSlug : enSlug;
      const title = lang === 'me' ? meTitle : enTitle;
      pages[lang].push({
        id: ids[lang],
        date: '2026-10-01T10:00:00',
        date_gmt: '2026-10-01T08:00:00',
        modified: '2026-11-01T10:00:00',
        modified_gmt: '2026-11-01T09:00:00',
        slug,
        status: 'publish',
        type: 'page',
        link: `${ORIGIN}/${lang === 'en' ? 'en/' : ''}${slug}/`,
        title: { rendered: title },
        content: rendered(''),
        excerpt: rendered(
          lang === 'en'
            ? `<p>Test WordPress page: ${title}.</p>\n`
            : `<p>Test WordPress stranica: ${title}.</p>\n`,
        ),
        author: 1,
        featured_media: route === '/' ? 4001 : 0,
        menu_order: index,
        parent: 0,
        template: '',
        lang,
        translations: { me: ids.me, en: ids.en },
        acf: { modules: pageModules(route, lang, title) },
        // Yoast is optional: only some pages carry it.
        ...(index % 2 === 0
          ? {
              yoast_head_json: {
                title: `${title} (test) | Cluville`,
                description: `Test WordPress: ${title}`,
              },
            }
          : {}),
        ...(route === '/'
          ? { _embedded: featured(4001, 'stand-in-hero.svg', 'A blue test banner', title) }
          : {}),
      });
    }
  });
  return pages;
}

// ---------------------------------------------------------------------------------------------
// Rooms: three, with different slugs per language.

const roomDefs = [
  {
    ids: { me: 2100, en: 2110 },
    me: {
      slug: 'zvjezdarnica',
      title: 'Zvjezdarnica',
      subtitle: 'Test soba pod zvijezdama',
      teaser: 'Pronađite izgubljenu zvijezdu prije zore.',
    },
    en: {
      slug: 'the-observatory',
      title: 'The Observatory',
      subtitle: 'A test room under the stars',
      teaser: 'Find the lost star before dawn.',
    },
    acf: {
      age_min: '7',
      age_max: 12,
      players_min: '2',
      players_max: '6',
      duration_minutes: '60',
      difficulty: '3',
    },
  },
  {
    ids: { me: 2101, en: 2111 },
    me: {
      slug: 'podmornica',
      title: 'Podmornica',
      subtitle: 'Test soba ispod mora',
      teaser: 'Izronite prije nego što nestane kiseonika.',
    },
    en: {
      slug: 'the-submarine',
      title: 'The Submarine',
      subtitle: 'A test room under the sea',
      teaser: 'Surface before the air runs out.',
    },
    acf: {
      age_min: 9,
      age_max: '16',
      players_min: 3,
      players_max: '8',
      duration_minutes: 75,
      difficulty: 4,
    },
  },
  {
    ids: { me: 2102, en: 2112 },
    me: { slug: 'sahat-kula', title: 'Sahat-kula', subtitle: '', teaser: '' },
    en: { slug: 'the-clock-tower', title: 'The Clock Tower', subtitle: '', teaser: '' },
    // An incomplete room, like a draft someone published: empty ACF values everywhere.
    acf: {
      age_min: '5',
      age_max: '',
      players_min: '2',
      players_max: '5',
      duration_minutes: null,
      difficulty: false,
    },
  },
];

function buildRooms() {
  const rooms = { me: [], en: [] };
  roomDefs.forEach((def, index) => {
    for (const lang of ['me', 'en']) {
      const words = def[lang];
      const en = lang === 'en';
      rooms[lang].push({
        id: def.ids[lang],
        date: `2026-09-0${index + 1}T11:00:00`,
        date_gmt: `2026-09-0${index + 1}T09:00:00`,
        modified: '2026-11-01T12:00:00',
        modified_gmt: '2026-11-01T11:00:00',
        slug: words.slug,
        status: 'publish',
        type: 'room',
        link: `${ORIGIN}/${en ? 'en/rooms' : 'sobe'}/${words.slug}/`,
        title: { rendered: words.title },
        content: rendered(
          en
            ? `<p>Story of ${words.title} from the test WordPress.</p>\n`
            : `<p>Priča sobe ${words.title} sa test WordPressa.</p>\n`,
        ),
        excerpt: rendered(
          en ? `<p>Excerpt of ${words.title}.</p>\n` : `<p>Sažetak sobe ${words.title}.</p>\n`,
        ),
        // No `author`: the rooms' post type (the mu-plugin) does not support one, so WordPress
        // leaves the field out.
        featured_media: index === 2 ? 0 : 4100 + index,
        menu_order: index + 1,
        template: '',
        lang,
        // Polylang sometimes hands ids out as strings.
        translations:
          index === 1 ? { me: String(def.ids.me), en: String(def.ids.en) } : { ...def.ids },
        acf: {
          subtitle: words.subtitle,
          ...def.acf,
          teaser: words.teaser,
          gallery:
            index === 0
              ? [image(4100, 'stand-in-room.svg', en ? 'The test telescope' : 'Test teleskop')]
              : index === 1
                ? false
                : [],
          modules:
            index === 0
              ? [
                  {
                    acf_fc_layout: 'book_now',
                    title: en ? 'Book the test room' : 'Rezervišite test sobu',
                    text: '',
                    form: 'room',
                  },
                ]
              : '',
        },
        ...(index === 2
          ? {}
          : {
              _embedded: featured(
                4100 + index,
                'stand-in-room.jpg',
                en ? `Inside ${words.title}` : `Unutar sobe ${words.title}`,
                words.title,
              ),
            }),
      });
    }
  });
  return rooms;
}

// ---------------------------------------------------------------------------------------------
// News: eight per language, one a day, so the site's six-per-page list has two pages.

export const NEWS_COUNT = 8;

function newsPost(lang, id, translations, index, slug, title) {
  const en = lang === 'en';
  const day = String(10 + index).padStart(2, '0');
  return {
    id,
    date: `2026-10-${day}T09:30:00`,
    date_gmt: `2026-10-${day}T07:30:00`,
    modified: `2026-10-${day}T09:30:00`,
    modified_gmt: `2026-10-${day}T07:30:00`,
    slug,
    status: 'publish',
    type: 'post',
    link: `${ORIGIN}/${en ? 'en/' : ''}${slug}/`,
    title: { rendered: title },
    content: rendered(
      en
        ? `<p>Body of &#8220;${title}&#8221; from the test WordPress.</p>\n`
        : `<p>Tekst vijesti &#8222;${title}&#8220; sa test WordPressa.</p>\n`,
    ),
    excerpt: rendered(
      en
        ? `<p>Excerpt of test news ${index + 1}.</p>\n`
        : `<p>Sažetak test vijesti ${index + 1}.</p>\n`,
    ),
    author: 1,
    featured_media: index % 3 === 0 ? 0 : 4200 + index,
    menu_order: 0,
    comment_status: 'closed',
    sticky: false,
    format: 'standard',
    categories: [1],
    tags: [],
    lang,
    translations,
    acf: [],
    ...(index % 3 === 0
      ? {}
      : {
          _embedded: featured(
            4200 + index,
            'stand-in-news.png',
            en ? 'A purple test picture' : 'Ljubičasta test slika',
            title,
          ),
        }),
  };
}

function buildPosts() {
  const posts = { me: [], en: [] };
  for (let index = 0; index < NEWS_COUNT; index++) {
    const ids = { me: 3100 + index, en: 3120 + index };
    posts.me.push(
      newsPost(
        'me',
        ids.me,
        { ...ids },
        index,
        `test-vijest-${index + 1}`,
        `Test vijest ${index + 1}: zvjezdana noć`,
      ),
    );
    posts.en.push(
      newsPost(
        'en',
        ids.en,
        { ...ids },
        index,
        `stand-in-news-${index + 1}`,
        `Stand-in news ${index + 1}: star night`,
      ),
    );
  }
  return posts;
}

/** A news item published later (`POST /__control/news`), newest of all, with no translation. */
/** `at` on the WordPress site's clock (Europe/Podgorica), without a zone, as WordPress's `date`. */
function siteLocal(at) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Podgorica',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

export function extraNewsPost(lang, id, slug, title) {
  const post = newsPost(lang, id, { [lang]: id }, NEWS_COUNT, slug, title);
  const at = new Date();
  const gmt = at.toISOString().slice(0, 19);
  return {
    ...post,
    date: siteLocal(at),
    date_gmt: gmt,
    modified: siteLocal(at),
    modified_gmt: gmt,
  };
}

// ---------------------------------------------------------------------------------------------
// Site options (ACF options page, per language).

function buildOptions(lang) {
  const en = lang === 'en';
  return {
    acf: {
      prices_title: en ? 'Test prices' : 'Test cijene',
      prices_subtitle: '',
      prices_description: en
        ? '<p>Prices from the test WordPress.</p>\n'
        : '<p>Cijene sa test WordPressa.</p>\n',
      price_list: [
        { title: en ? 'Test room, per player' : 'Test soba, po igraču', price: '11', note: '' },
        { title: en ? 'Test voucher' : 'Test vaučer', price: 25, note: null },
      ],
      packages: [
        {
          name: en ? 'Test Starter' : 'Test Početni',
          price: '99',
          cake_price: '20',
          children_included: '6',
          duration_minutes: '90',
          escape_rooms: '1',
          features: [{ text: en ? 'One test room' : 'Jedna test soba' }],
          image: false,
          highlighted: false,
        },
        {
          name: en ? 'Test Deluxe' : 'Test Deluxe',
          price: 149,
          cake_price: 30,
          children_included: 12,
          duration_minutes: 150,
          escape_rooms: 2,
          features: [
            { text: en ? 'Two test rooms' : 'Dvije test sobe' },
            { text: en ? 'A test cake' : 'Test torta' },
          ],
          image: image(4300, 'stand-in-hero.svg', en ? 'The test package' : 'Test paket'),
          highlighted: '1',
        },
      ],
      party_extras: [
        { name: en ? 'Test pizza' : 'Test pica', price: '3', per_child: true, max: '' },
        { name: en ? 'Test photographer' : 'Test fotograf', price: 50, per_child: false, max: 1 },
        { name: en ? 'Test goody bag' : 'Test kesica', price: '4.5', per_child: '0', max: '12' },
      ],
      packages_description: en ? '<p>Test packages.</p>\n' : '<p>Test paketi.</p>\n',
      packages_disclaimer: '',
      testimonials_title: en ? 'Test visitors say' : 'Test posjetioci kažu',
      testimonials_subtitle: null,
      testimonials: [
        { name: 'Test Parent', text: en ? 'A fine test.' : 'Dobar test.', image: false },
      ],
      faq: [
        {
          question: en ? 'Is this the test WordPress?' : 'Da li je ovo test WordPress?',
          answer: en ? '<p>Yes.</p>\n' : '<p>Da.</p>\n',
        },
        { question: en ? 'Where is it?' : 'Gdje se nalazi?', answer: '<p>127.0.0.1:3199</p>\n' },
      ],
      footer: {
        address: en ? 'Njegoševa 1, Podgorica, Montenegro' : 'Njegoševa 1, Podgorica, Crna Gora',
        contact_email: 'test-wordpress@example.org',
        phone: '+382 20 999 111',
        hours_notice: en ? 'Test hours only.' : 'Samo test radno vrijeme.',
        working_hours: [{ text: en ? 'Every day' : 'Svaki dan', start: '09:00', end: '17:00' }],
        socials_label: en ? 'Test socials' : 'Test mreže',
        faq_link_label: en ? 'Test FAQ' : 'Test pitanja',
        instagram: { url: 'https://www.instagram.com/test-wordpress/' },
        facebook: { url: '' },
        twitter: false,
      },
      // The booking settings group: every day 09:00–17:00, numbers as strings as ACF sends them.
      booking: {
        opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday: String(weekday),
          open: '09:00',
          close: '17:00',
        })),
        slot_step: '30',
        buffer_minutes: '15',
        lead_hours: '24',
        days_ahead: '120',
        party_halls: '2',
        game_offset_minutes: '30',
        closed_dates: [{ from: '20271225', to: '', label: en ? 'Test holiday' : 'Test praznik' }],
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Preview: what only a user who may edit sees (HTTP Basic auth with an application password);
// the names and titles are in ./preview.mjs.

function draftNews(lang) {
  const { id, slug, title } = DRAFT_NEWS[lang];
  const en = lang === 'en';
  return {
    id,
    date: '2026-11-20T10:00:00',
    date_gmt: null,
    modified: '2026-11-20T10:00:00',
    modified_gmt: '2026-11-20T09:00:00',
    slug: '',
    generated_slug: slug,
    status: 'draft',
    type: 'post',
    link: `${ORIGIN}/?p=${id}`,
    title: { raw: title, rendered: title },
    content: {
      raw: '',
      rendered: en
        ? '<p>Not published yet: only editors see this.</p>\n'
        : '<p>Još nije objavljeno: ovo vide samo urednici.</p>\n',
      protected: false,
    },
    excerpt: rendered(en ? '<p>A draft.</p>\n' : '<p>Nacrt.</p>\n'),
    author: 1,
    featured_media: 0,
    lang,
    translations: { me: DRAFT_NEWS.me.id, en: DRAFT_NEWS.en.id },
    acf: [],
  };
}

function autosave(parent, title, modifiedGmt) {
  return {
    id: parent + 50000,
    author: 1,
    parent,
    date: modifiedGmt,
    date_gmt: modifiedGmt,
    modified: modifiedGmt,
    modified_gmt: modifiedGmt,
    slug: `${parent}-autosave-v1`,
    title: { raw: title, rendered: title },
    content: rendered(`<p>${title}: the text as last autosaved.</p>\n`),
    excerpt: rendered(''),
  };
}

function buildDrafts() {
  return { pages: [], rooms: [], posts: [draftNews('me'), draftNews('en')] };
}

function buildAutosaves() {
  const out = {};
  for (const { id, title } of Object.values(AUTOSAVED_ROOM))
    out[id] = [autosave(id, title, '2026-11-20T11:00:00')];
  out[STALE_AUTOSAVE_ROOM.id] = [
    autosave(STALE_AUTOSAVE_ROOM.id, STALE_AUTOSAVE_ROOM.title, '2026-10-01T08:00:00'),
  ];
  return out;
}

/** Everything the stand-in serves, freshly built. */
export function buildContent() {
  return {
    pages: buildPages(),
    rooms: buildRooms(),
    posts: buildPosts(),
    options: { me: buildOptions('me'), en: buildOptions('en') },
    drafts: buildDrafts(),
    autosaves: buildAutosaves(),
  };
}
