import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSnapshotClient } from '@/content/snapshot/snapshot-client';

// The script is plain JavaScript (run by node without a build); its types are declared here.
interface PullSummary {
  out: string;
  counts: Record<'pages' | 'rooms' | 'posts', Record<'me' | 'en', number>>;
  options: Record<'me' | 'en', 'ok' | 'empty'>;
  media: { files: number; bytes: number; missing: string[] };
}
interface PullOptions {
  from: string;
  out: string;
  fetchImpl?: typeof fetch;
  log?: (line: string) => void;
  timeoutMs?: number;
}
type Pull = (options: PullOptions) => Promise<PullSummary>;

const scriptPath = path.join(__dirname, 'content-pull.mjs');
let pull: Pull;

// A WordPress on 127.0.0.1: REST answers by path + query, uploads as bytes.
let server: Server;
let origin: string;
let requests: string[];
let failing: string | null;
let hanging = false;

const upload = (name: string) => `/wp-content/uploads/2026/02/${name}`;
const bytes: Record<string, Buffer> = {
  [upload('home.jpg')]: Buffer.from('home-jpeg-bytes'),
  [upload('home-300x169.jpg')]: Buffer.from('home-small'),
  [upload('room.png')]: Buffer.from('room-png-bytes-longer'),
  [upload('inline.webp')]: Buffer.from('inline-webp'),
  [upload('inline-300x200.webp')]: Buffer.from('inline-webp-small'),
  [upload('package.jpg')]: Buffer.from('package-jpeg'),
  [upload('news-1.jpg')]: Buffer.from('news-1'),
};
const EXTERNAL = 'https://cdn.elsewhere.test/wp-content/uploads/2026/02/partner.jpg';

const acfImage = (id: number, name: string, sizes: Record<string, unknown> = {}) => ({
  id,
  url: `${origin}${upload(name)}`,
  alt: `Image ${id}`,
  width: 1200,
  height: 800,
  sizes,
});
const featured = (id: number, name: string) => ({
  'wp:featuredmedia': [
    {
      id,
      source_url: `${origin}${upload(name)}`,
      alt_text: `Cover ${id}`,
      media_details: { width: 1600, height: 900, sizes: {} },
      _links: { self: [{ href: `${origin}/wp-json/wp/v2/media/${id}` }] },
    },
  ],
});
const item = (
  id: number,
  slug: string,
  title: string,
  lang: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  slug,
  lang,
  date: `2026-02-${String(id % 28 || 1).padStart(2, '0')}T10:00:00`,
  title: { rendered: title },
  content: { rendered: '' },
  excerpt: { rendered: '' },
  translations: {},
  acf: [],
  _links: { self: [{ href: `${origin}/wp-json/wp/v2/x/${id}` }] },
  ...extra,
});

function pages(lang: string) {
  const home = lang === 'me' ? ['pocetna', 'Početna'] : ['home', 'Home'];
  return [
    item(lang === 'me' ? 1 : 2, home[0]!, home[1]!, lang, {
      _embedded: featured(10, 'home.jpg'),
      acf: {
        modules: [
          {
            acf_fc_layout: 'hero',
            title: lang === 'me' ? 'Dobrodošli u Cluville' : 'Welcome to Cluville',
            image: acfImage(10, 'home.jpg', {
              medium: `${origin}${upload('home-300x169.jpg')}`,
              'medium-width': 300,
            }),
            button: { title: 'Sobe', url: `${origin}/sobe/`, target: '' },
          },
        ],
      },
    }),
    item(
      lang === 'me' ? 3 : 4,
      lang === 'me' ? 'kontakt' : 'contact',
      lang === 'me' ? 'Kontakt' : 'Contact',
      lang,
    ),
  ];
}

function rooms(lang: string) {
  const content =
    `<p>Story</p><img src="${origin}${upload('inline.webp')}" ` +
    `srcset="${origin}${upload('inline-300x200.webp')} 300w, ${origin}${upload('inline.webp')} 1200w" alt="x">` +
    `<img src="${EXTERNAL}" alt="partner">`;
  return [
    item(
      lang === 'me' ? 20 : 21,
      lang === 'me' ? 'piratsko-blago' : 'pirate-treasure',
      'Pirate',
      lang,
      {
        menu_order: 1,
        content: { rendered: content },
        translations: { me: 20, en: 21 },
        _embedded: featured(11, 'room.png'),
        acf: {
          subtitle: 'Ahoy',
          players_min: 2,
          players_max: 6,
          difficulty: 2,
          gallery: [acfImage(11, 'room.png'), { ...acfImage(12, 'x.jpg'), url: EXTERNAL }],
        },
      },
    ),
  ];
}

function posts(lang: string) {
  const base = lang === 'me' ? 30 : 40;
  return [1, 2, 3].map((n) =>
    item(
      base + n,
      `${lang}-news-${n}`,
      `News ${n}`,
      lang,
      n === 1 ? { _embedded: featured(13, 'news-1.jpg') } : {},
    ),
  );
}

function options(lang: string) {
  if (lang === 'en') return { acf: [] };
  return {
    acf: {
      prices_title: 'Cjenovnik',
      packages: [
        { name: 'Mali istraživač', price: '120', image: acfImage(14, 'package.jpg'), features: [] },
      ],
      footer: { address: 'Bulevar 12', contact_email: 'info@cluville.test' },
    },
  };
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', origin);
  requests.push(`${url.pathname}${url.search}`);
  if (hanging) return; // never answers: the client's timeout must fire
  if (failing && url.pathname.startsWith(failing))
    return json(res, 500, { code: 'internal_server_error' });
  const file = bytes[url.pathname];
  if (file) {
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': file.length });
    return res.end(file);
  }
  if (url.pathname.startsWith('/wp-content/')) return json(res, 404, {});
  const lang = url.searchParams.get('lang') ?? 'me';
  if (url.pathname === '/wp-json/acf/v3/options/options') return json(res, 200, options(lang));
  const list = url.pathname.match(/^\/wp-json\/wp\/v2\/(pages|rooms|posts)$/)?.[1];
  if (!list || url.searchParams.get('_embed') !== 'wp:featuredmedia')
    return json(res, 404, { code: 'rest_no_route' });
  const all = list === 'pages' ? pages(lang) : list === 'rooms' ? rooms(lang) : posts(lang);
  // Two items per page, whatever per_page says, so that the posts span two pages.
  const page = Number(url.searchParams.get('page') ?? 1);
  const totalPages = Math.max(Math.ceil(all.length / 2), 1);
  if (page > totalPages) return json(res, 400, { code: 'rest_post_invalid_page_number' });
  json(res, 200, all.slice((page - 1) * 2, page * 2), {
    'X-WP-Total': String(all.length),
    'X-WP-TotalPages': String(totalPages),
  });
}

let work: string;
const quiet = () => {};

beforeAll(async () => {
  ({ pull } = (await import(/* @vite-ignore */ scriptPath)) as { pull: Pull });
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  work = await mkdtemp(path.join(tmpdir(), 'content-pull-'));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(work, { recursive: true, force: true });
});
beforeEach(() => {
  requests = [];
  failing = null;
  hanging = false;
});

const readJson = async (dir: string, name: string) =>
  JSON.parse(await readFile(path.join(dir, name), 'utf8'));

/** Every file under `dir` with its content, to prove a folder did not change. */
async function listTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, file)] = await readFile(file, 'utf8');
    }
  }
  return out;
}

describe('pull', () => {
  let out: string;
  let summary: PullSummary;
  let lines: string[];
  let seen: string[]; // the requests of this one pull (`requests` is reset before each test)

  beforeAll(async () => {
    out = path.join(work, 'snapshot');
    // An earlier snapshot: its manifest and unrelated files stay, its old media and JSON go.
    await mkdir(path.join(out, 'media', 'old'), { recursive: true });
    await writeFile(path.join(out, 'media', 'MANIFEST.md'), '# manifest\n');
    await writeFile(path.join(out, 'media', 'old', 'gone.svg'), '<svg/>');
    await writeFile(path.join(out, 'NOTES.txt'), 'keep me');
    await writeFile(path.join(out, 'pages.me.json'), '[]');
    requests = [];
    lines = [];
    summary = await pull({ from: `${origin}/`, out, log: (line) => lines.push(line) });
    seen = requests;
  });

  it('writes the eight JSON files with the counts per type and language', async () => {
    expect(summary.counts).toEqual({
      pages: { me: 2, en: 2 },
      rooms: { me: 1, en: 1 },
      posts: { me: 3, en: 3 },
    });
    for (const lang of ['me', 'en']) {
      for (const type of ['pages', 'rooms', 'posts']) {
        expect((await readJson(out, `${type}.${lang}.json`)).length).toBe(
          summary.counts[type as 'pages'][lang as 'me'],
        );
      }
    }
    expect(summary.options).toEqual({ me: 'ok', en: 'empty' });
    expect(await readJson(out, 'options.en.json')).toEqual({ acf: [] });
    expect((await readJson(out, 'options.me.json')).acf.packages[0].name).toBe('Mali istraživač');
  });

  it('follows X-WP-TotalPages and asks what the contract asks', () => {
    for (const lang of ['me', 'en']) {
      expect(seen).toContain(`/wp-json/acf/v3/options/options?lang=${lang}`);
      expect(seen).toContain(
        `/wp-json/wp/v2/posts?lang=${lang}&per_page=100&page=1&_embed=wp%3Afeaturedmedia`,
      );
      expect(seen).toContain(
        `/wp-json/wp/v2/posts?lang=${lang}&per_page=100&page=2&_embed=wp%3Afeaturedmedia`,
      );
      expect(seen).toContain(
        `/wp-json/wp/v2/rooms?lang=${lang}&orderby=menu_order&order=asc&per_page=100&page=1&_embed=wp%3Afeaturedmedia`,
      );
    }
    expect(seen.some((request) => request.includes('page=3'))).toBe(false);
  });

  it('keeps the items in order across pages', async () => {
    expect((await readJson(out, 'posts.en.json')).map((post: { id: number }) => post.id)).toEqual([
      41, 42, 43,
    ]);
  });

  it('downloads each image on the WordPress host once, with its bytes', async () => {
    for (const [urlPath, content] of Object.entries(bytes)) {
      const file = path.join(out, 'media', urlPath.replace('/wp-content/uploads/', ''));
      expect(await readFile(file)).toEqual(content);
      expect(seen.filter((request) => request === urlPath)).toHaveLength(1);
    }
    const total = Object.values(bytes).reduce((sum, content) => sum + content.length, 0);
    expect(summary.media).toEqual({ files: Object.keys(bytes).length, bytes: total, missing: [] });
    expect(lines.join('\n')).toMatch(/media: 7 files downloaded, \d+ B/);
  });

  it('rewrites featured media, ACF images and their sizes to /media/...', async () => {
    const [home] = await readJson(out, 'pages.me.json');
    expect(home._embedded['wp:featuredmedia'][0].source_url).toBe('/media/2026/02/home.jpg');
    expect(home.acf.modules[0].image.url).toBe('/media/2026/02/home.jpg');
    expect(home.acf.modules[0].image.sizes).toEqual({
      medium: '/media/2026/02/home-300x169.jpg',
      'medium-width': 300,
    });
    // Links to WordPress pages are no images: the site maps them itself.
    expect(home.acf.modules[0].button.url).toBe(`${origin}/sobe/`);
    const options = await readJson(out, 'options.me.json');
    expect(options.acf.packages[0].image.url).toBe('/media/2026/02/package.jpg');
  });

  it('rewrites <img src> and srcset inside HTML and leaves other hosts alone', async () => {
    const [room] = await readJson(out, 'rooms.en.json');
    expect(room.content.rendered).toBe(
      '<p>Story</p><img src="/media/2026/02/inline.webp" ' +
        'srcset="/media/2026/02/inline-300x200.webp 300w, /media/2026/02/inline.webp 1200w" alt="x">' +
        `<img src="${EXTERNAL}" alt="partner">`,
    );
    expect(room.acf.gallery.map((image: { url: string }) => image.url)).toEqual([
      '/media/2026/02/room.png',
      EXTERNAL,
    ]);
    // Had the pull fetched cdn.elsewhere.test (which does not resolve), it would have failed.
  });

  it('writes pretty UTF-8 JSON with real characters and no _links', async () => {
    const text = await readFile(path.join(out, 'pages.me.json'), 'utf8');
    expect(text).toContain('\n  {\n    "id": 1,');
    expect(text).toContain('"rendered": "Početna"');
    expect(text.endsWith(']\n')).toBe(true);
    expect(text).not.toContain('_links');
    expect(text).not.toContain(':\\u');
  });

  it('keeps media/MANIFEST.md and other files, drops the old media, leaves no temporary folder', async () => {
    expect(await readFile(path.join(out, 'media', 'MANIFEST.md'), 'utf8')).toBe('# manifest\n');
    expect(await readFile(path.join(out, 'NOTES.txt'), 'utf8')).toBe('keep me');
    expect(existsSync(path.join(out, 'media', 'old'))).toBe(false);
    expect((await readdir(work)).filter((name) => name !== 'snapshot')).toEqual([]);
    expect((await stat(out)).mode & 0o777).toBe(0o755);
  });

  it('produces a snapshot the site reads: the snapshot client answers wp/v2/rooms?lang=en', async () => {
    const client = createSnapshotClient(out);
    const response = await client.get('wp/v2/rooms', {
      lang: 'en',
      per_page: 100,
      orderby: 'menu_order',
      order: 'asc',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject([
      { id: 21, slug: 'pirate-treasure', acf: { subtitle: 'Ahoy' } },
    ]);
    expect(
      (await client.get('wp/v2/rooms', { slug: 'piratsko-blago', lang: 'me' })).body,
    ).toMatchObject([{ id: 20 }]);
  });
});

describe('pull failures', () => {
  let out: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    out = path.join(work, 'existing');
    await pull({ from: origin, out, log: quiet });
    before = await listTree(out);
  });

  const leftovers = async () =>
    (await readdir(work)).filter((name) => name.startsWith('.existing'));

  it.each([
    ['a list', '/wp-json/wp/v2/posts', '/wp-json/wp/v2/posts?lang=me&per_page=100&page=1'],
    ['the options', '/wp-json/acf/v3/options/options', '/wp-json/acf/v3/options/options?lang=me'],
    ['an image', upload('room.png'), upload('room.png')],
  ])(
    'rejects with the URL when %s answers 500, and leaves the existing output untouched',
    async (_label, route, url) => {
      failing = route;
      await expect(pull({ from: origin, out, log: quiet })).rejects.toThrow(`${origin}${url}`);
      await expect(pull({ from: origin, out, log: quiet })).rejects.toThrow(/HTTP 500/);
      expect(await listTree(out)).toEqual(before);
      expect(await leftovers()).toEqual([]);
    },
  );

  it('rejects with the URL when WordPress does not answer in time', async () => {
    hanging = true;
    await expect(pull({ from: origin, out, log: quiet, timeoutMs: 200 })).rejects.toThrow(
      `GET ${origin}/wp-json/acf/v3/options/options?lang=me timed out after 0.2 s`,
    );
    expect(await listTree(out)).toEqual(before);
  });

  it('rejects a --from that is no http(s) URL before asking anything', async () => {
    await expect(pull({ from: 'admin.example.me', out, log: quiet })).rejects.toThrow(
      /--from must be/,
    );
    await expect(pull({ from: 'ftp://admin.example.me', out, log: quiet })).rejects.toThrow(
      /http\(s\)/,
    );
    expect(requests).toEqual([]);
  });

  it('keeps the URL of an image that is gone (404) and reports it', async () => {
    const gone = `${origin}${upload('deleted.jpg')}`;
    const fetchImpl: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).includes('/wp/v2/pages?lang=en')) return response;
      const body = (await response.json()) as { acf: unknown }[];
      body[1]!.acf = {
        modules: [{ acf_fc_layout: 'hero', title: 'x', image: { url: gone, width: 1, height: 1 } }],
      };
      return new Response(JSON.stringify(body), {
        headers: { 'X-WP-TotalPages': response.headers.get('X-WP-TotalPages') ?? '1' },
      });
    };
    const lines: string[] = [];
    const summary = await pull({
      from: origin,
      out: path.join(work, 'gone'),
      fetchImpl,
      log: (line) => lines.push(line),
    });
    expect(summary.media.missing).toEqual([gone]);
    expect(
      (await readJson(path.join(work, 'gone'), 'pages.en.json'))[1].acf.modules[0].image.url,
    ).toBe(gone);
    expect(lines.join('\n')).toContain(`warning: ${gone} answered HTTP 404`);
    await rm(path.join(work, 'gone'), { recursive: true });
  });
});

describe('command line', () => {
  const run = promisify(execFile);

  it('pulls with --from/--out and prints the summary', async () => {
    const out = path.join(work, 'cli');
    const { stdout } = await run(process.execPath, [scriptPath, '--from', origin, `--out=${out}`]);
    expect(stdout).toContain('Pulled');
    expect(stdout).toMatch(/posts\s+3\s+3/);
    expect(await readJson(out, 'rooms.me.json')).toHaveLength(1);
    await rm(out, { recursive: true });
  });

  it('exits non-zero with a clear message without --from', async () => {
    const failure = run(process.execPath, [scriptPath], {
      env: { ...process.env, WORDPRESS_URL: '' },
    });
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--from is required'),
    });
  });
});
