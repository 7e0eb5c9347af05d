// The real WordPress's content, made as an editor makes it: through the REST API with the
// administrator's application password, in both languages, from the bundled snapshot
// (content/snapshot): every page, room and news item with its ACF fields and translations, the
// site options, and the snapshot's illustrations uploaded as JPEG and PNG (drawn by PHP's GD,
// php/make-image.php) so WordPress makes its own sizes. Added to the snapshot, the cases a real
// site has: a news item posted at 23:30 Podgorica time, a news item with a Cyrillic slug, more than
// 100 news items in Montenegrin (past WordPress's largest page), a draft never published and an
// autosave newer than its published room.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;
const snapshotDir = path.resolve(here, '..', '..', 'content', 'snapshot');
const LANGS = ['me', 'en'];
/** How many older news items are added in Montenegrin, so the list has more than 100. */
export const FILLER_NEWS = 100;

/** The snapshot news item that is moved to 23:30 local time, per language. */
export const LATE_NEWS = {
  me: { slug: 'zimski-raspust-u-cluvilleu', date: '2026-11-10T23:30:00' },
  en: { slug: 'winter-holidays-at-cluville', date: '2026-11-10T23:30:00' },
};
/** A Montenegrin news item whose slug is in Cyrillic script. */
export const CYRILLIC_NEWS = {
  slug: 'ћирилица-у-cluvilleu',
  title: 'Zagonetke na ćirilici u Cluvilleu',
  date: '2026-11-01T12:00:00',
};
/** A news item never published, per language. */
export const DRAFT_NEWS = {
  me: { title: 'Nacrt: nova soba stiže', slug: 'nacrt-nova-soba-stize' },
  en: { title: 'Draft: a new room is coming', slug: 'draft-a-new-room-is-coming' },
};
/** The first room's autosave, newer than the room. */
export const AUTOSAVE_TITLE = { me: 'Piratsko blago (autosačuvano)' };

const readSnapshot = (name) => JSON.parse(readFileSync(path.join(snapshotDir, name), 'utf8'));

/** JPEG for photos (heroes, rooms, news, gallery), PNG for the rest (packages, people, posters). */
const formatOf = (url) => (/^\/media\/(heroes|rooms|news|gallery)\//.test(url) ? 'jpg' : 'png');

async function inBatches(items, size, task) {
  const results = [];
  for (let index = 0; index < items.length; index += size)
    results.push(...(await Promise.all(items.slice(index, index + size).map(task))));
  return results;
}

export async function seedContent(wp) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'cluville-real-wp-media-'));
  try {
    return await seed(wp, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function seed(wp, scratch) {
  const rasters = new Map();
  const uploads = new Map();

  /** The snapshot image at `url` uploaded once per language (Polylang translates media too). */
  async function upload(url, lang, alt, title) {
    const key = `${lang}:${url}`;
    if (!uploads.has(key)) {
      uploads.set(
        key,
        (async () => {
          const name = path.basename(url, '.svg');
          const format = formatOf(url);
          if (!rasters.has(url)) {
            const out = path.join(scratch, `${name}.${format}`);
            const drawn = spawnSync('php', [
              path.join(here, 'php', 'make-image.php'),
              path.join(snapshotDir, url.replace(/^\/media\//, 'media/')),
              out,
            ]);
            if (drawn.status !== 0) throw new Error(`make-image ${url}: ${drawn.stderr}`);
            rasters.set(url, readFileSync(out));
          }
          const query = new URLSearchParams({ alt_text: alt ?? '', title: title ?? name });
          const send = () =>
            wp.rest(`wp/v2/media?${query}`, {
              method: 'POST',
              body: new Uint8Array(rasters.get(url)),
              headers: {
                'Content-Type': format === 'png' ? 'image/png' : 'image/jpeg',
                'Content-Disposition': `attachment; filename="${name}-${lang}.${format}"`,
              },
            });
          // Two uploads starting a month's folder at once: WordPress's wp_mkdir_p() fails for
          // the one whose mkdir comes second ("Unable to create directory"); the folder is there
          // by then, so once more succeeds.
          const { json } = await send().catch((error) =>
            /Unable to create directory/.test(String(error)) ? send() : Promise.reject(error),
          );
          return json.id;
        })(),
      );
    }
    return uploads.get(key);
  }

  /** Every snapshot image object ({url: '/media/…', …}) in ACF values → its attachment id. */
  async function withUploads(value, lang) {
    if (Array.isArray(value)) return Promise.all(value.map((item) => withUploads(item, lang)));
    if (value && typeof value === 'object') {
      if (typeof value.url === 'string' && value.url.startsWith('/media/') && 'width' in value)
        return upload(value.url, lang, value.alt, value.title);
      const out = {};
      for (const [key, item] of Object.entries(value)) out[key] = await withUploads(item, lang);
      return out;
    }
    return value;
  }

  // Every snapshot image first, a few at a time (PHP's server has four workers).
  const wanted = [];
  for (const kind of ['pages', 'rooms', 'posts', 'options'])
    for (const lang of LANGS) {
      const text = readFileSync(path.join(snapshotDir, `${kind}.${lang}.json`), 'utf8');
      for (const match of text.matchAll(/"(\/media\/[^"]+\.svg)"/g)) wanted.push([match[1], lang]);
    }
  const unique = [...new Map(wanted.map((entry) => [entry.join(), entry])).values()];
  await inBatches(unique, 4, async ([url, lang]) => {
    const alt = findAlt(url, lang);
    return upload(url, lang, alt, undefined);
  });

  const ids = { pages: {}, rooms: {}, posts: {} };
  const typeOf = { pages: 'pages', rooms: 'rooms', posts: 'posts' };
  for (const kind of ['pages', 'rooms', 'posts']) {
    ids[kind] = { me: {}, en: {} };
    const newIdOf = {};
    for (const lang of LANGS) {
      for (const item of readSnapshot(`${kind}.${lang}.json`)) {
        const late = kind === 'posts' && LATE_NEWS[lang].slug === item.slug;
        const featured = item._embedded?.['wp:featuredmedia']?.[0];
        const body = {
          title: item.title.rendered,
          content: item.content?.rendered ?? '',
          excerpt: item.excerpt?.rendered ?? '',
          slug: item.slug,
          status: 'publish',
          date: late ? LATE_NEWS[lang].date : item.date,
          lang,
          fields: await withUploads(item.acf ?? {}, lang),
          ...(kind !== 'posts' ? { menu_order: item.menu_order ?? 0 } : {}),
          ...(featured?.source_url?.startsWith('/media/')
            ? {
                featured_media: await upload(
                  featured.source_url,
                  lang,
                  featured.alt_text,
                  featured.title?.rendered,
                ),
              }
            : {}),
          ...(lang === 'en' && newIdOf[item.translations?.me]
            ? { translations: { me: newIdOf[item.translations.me] } }
            : {}),
        };
        const { json } = await wp.rest(`wp/v2/${typeOf[kind]}`, { method: 'POST', body });
        newIdOf[item.id] = json.id;
        ids[kind][lang][item.slug] = json.id;
      }
    }
  }

  for (const lang of LANGS) {
    const { acf } = readSnapshot(`options.${lang}.json`);
    await wp.rest(`acf/v3/options/options?lang=${lang}`, {
      method: 'POST',
      body: { fields: await withUploads(acf, lang) },
    });
  }

  const cyrillic = await wp.rest('wp/v2/posts', {
    method: 'POST',
    body: {
      title: CYRILLIC_NEWS.title,
      slug: CYRILLIC_NEWS.slug,
      content: '<p>Radionica zagonetki na ćirilici: pismo naših baka i djedova kao šifra.</p>',
      excerpt: '<p>Subotom rješavamo zagonetke napisane ćirilicom.</p>',
      status: 'publish',
      date: CYRILLIC_NEWS.date,
      lang: 'me',
    },
  });

  // Older news, so the Montenegrin list is longer than WordPress's largest page (100).
  const filler = Array.from({ length: FILLER_NEWS }, (_, index) => index + 1);
  await inBatches(filler, 4, (n) =>
    wp.rest('wp/v2/posts', {
      method: 'POST',
      body: {
        title: `Iz arhive: vijest broj ${n}`,
        slug: `iz-arhive-${n}`,
        content: `<p>Vijest iz arhive broj ${n}.</p>`,
        status: 'publish',
        date: new Date(Date.UTC(2024, 0, 1, 10) + n * 86_400_000).toISOString().slice(0, 19),
        lang: 'me',
      },
    }),
  );

  const drafts = {};
  for (const lang of LANGS) {
    const { json } = await wp.rest('wp/v2/posts', {
      method: 'POST',
      body: {
        title: DRAFT_NEWS[lang].title,
        content: `<p>${DRAFT_NEWS[lang].title}</p>`,
        status: 'draft',
        lang,
      },
    });
    drafts[lang] = { id: json.id, ...DRAFT_NEWS[lang] };
  }

  // The first room's autosave: made last, so it is newer than the room (checked).
  const roomSlug = readSnapshot('rooms.me.json')[0].slug;
  const roomId = ids.rooms.me[roomSlug];
  const { json: autosave } = await wp.rest(`wp/v2/rooms/${roomId}/autosaves`, {
    method: 'POST',
    body: { title: AUTOSAVE_TITLE.me, content: '<p>Autosačuvana priča.</p>' },
  });
  const { json: room } = await wp.rest(`wp/v2/rooms/${roomId}?context=edit`);
  if (!(autosave.modified_gmt > room.modified_gmt))
    throw new Error(
      `the autosave (${autosave.modified_gmt}) is not newer than its room (${room.modified_gmt})`,
    );

  return {
    ids,
    cyrillic: { id: cyrillic.json.id, slug: cyrillic.json.slug },
    drafts,
    autosave: { roomId, roomSlug, title: AUTOSAVE_TITLE.me },
    uploads: uploads.size,
  };

  function findAlt(url, lang) {
    for (const kind of ['pages', 'rooms', 'posts', 'options']) {
      const text = readFileSync(path.join(snapshotDir, `${kind}.${lang}.json`), 'utf8');
      const near = new RegExp(
        `"(?:url|source_url)": ?"${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"[^}]*?"alt(?:_text)?": ?"([^"]*)"|"alt(?:_text)?": ?"([^"]*)"[^}]*?"(?:url|source_url)": ?"${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`,
      );
      const match = near.exec(text);
      if (match) return JSON.parse(`"${match[1] ?? match[2]}"`);
    }
    return '';
  }
}
