// The site on a live WordPress: a stand-in one (tests/wordpress/fake-wordpress.mjs) on port 3199,
// the site on port 3101 with WORDPRESS_URL pointing at it, built against it (its pages are
// prerendered from the stand-in's content). Content, the request contract, cache revalidation,
// and what a visitor sees while WordPress fails.
//
// The tests share one server and change what WordPress answers, so they run in order. The
// outage tests are ordered around the site's 30-second failing window (src/content/resilience.ts):
// while it is open, WordPress is not asked again, so only the first request of an outage really
// meets the broken WordPress. Waiting happens twice (for `invalid-json` to be really asked, and
// for recovery), not in every test.
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { ports, REVALIDATE_SECRET } from '../../../playwright.config';
import { snapshot } from '../support/snapshot';
import { analyticsCookies, recordThirdParty } from '../support/third-party';

test.describe.configure({ mode: 'serial' });

const WP = `http://127.0.0.1:${ports.wordpress}`;
const FAILING_WINDOW_MS = 30_000;

type Mode = 'ok' | 'error500' | 'hang' | 'invalid-json';
type ContentType = 'options' | 'page' | 'room' | 'post';
interface LoggedRequest {
  method: string;
  url: string;
  headers: { accept: string | null; 'user-agent': string | null };
  mode: Mode;
  at: number;
}

// --- the stand-in's control API -------------------------------------------------------------------

async function control(request: APIRequestContext, action: string, data: unknown = {}) {
  const response = await request.post(`${WP}/__control${action}`, { data });
  expect(response.status(), `POST /__control${action}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}
const setMode = (request: APIRequestContext, mode: Mode) => control(request, '', { mode });

async function wordpressRequests(request: APIRequestContext): Promise<LoggedRequest[]> {
  return (await (await request.get(`${WP}/__control/requests`)).json()) as LoggedRequest[];
}

async function roomId(
  request: APIRequestContext,
  lang: 'me' | 'en',
  slug: string,
): Promise<number> {
  const content = (await (await request.get(`${WP}/__control/content`)).json()) as {
    rooms: Record<string, { id: number; slug: string }[]>;
  };
  const room = content.rooms[lang]!.find((candidate) => candidate.slug === slug);
  if (!room) throw new Error(`no room ${lang}:${slug} in the stand-in`);
  return room.id;
}

// --- the site -----------------------------------------------------------------------------------

async function revalidate(request: APIRequestContext, type: ContentType, id?: number) {
  const response = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
    data: id === undefined ? { type } : { type, id },
  });
  expect(response.status(), `revalidate ${type}`).toBe(200);
}

/** Everything the site has cached from WordPress is marked stale: the next requests refresh it. */
async function revalidateAll(request: APIRequestContext) {
  for (const type of ['options', 'page', 'room', 'post'] as const) await revalidate(request, type);
}

/** The stand-in's content, mode and log back to the start, and the site's cache emptied. */
async function restoreWordPress(request: APIRequestContext) {
  await control(request, '/reset');
  await revalidateAll(request);
}

/**
 * Revalidation is stale-while-revalidate: the first request after it may still get the cached
 * page while it regenerates. Asks until `matches` holds (a few seconds at most).
 */
async function eventually(
  request: APIRequestContext,
  url: string,
  matches: (html: string, status: number) => boolean,
  what: string,
) {
  let last = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(url);
        last = await response.text();
        return matches(last, response.status());
      },
      { message: `${url}: ${what}`, timeout: 15_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return last;
}

/** Until the page is a fresh cache hit: a regeneration still running could otherwise finish after a later change. */
async function settle(request: APIRequestContext, url: string) {
  await expect
    .poll(async () => (await request.get(url)).headers()['x-nextjs-cache'], {
      message: `${url} settles`,
      timeout: 15_000,
      intervals: [250, 500],
    })
    .toBe('HIT');
}

async function timedGet(
  request: APIRequestContext,
  url: string,
): Promise<{ response: APIResponse; html: string; ms: number }> {
  const started = Date.now();
  const response = await request.get(url, { maxRedirects: 0, timeout: 25_000 });
  const html = await response.text();
  return { response, html, ms: Date.now() - started };
}

const timings: {
  phase: string;
  url: string;
  status: number;
  ms: number;
  askedWordPress?: boolean;
}[] = [];
function recordTiming(entry: (typeof timings)[number]) {
  timings.push(entry);
  console.log(JSON.stringify({ event: 'e2e.outage_timing', ...entry }));
}

/** No stack trace, error class or server path may reach a visitor. */
function expectNoInternals(html: string) {
  expect(html).not.toMatch(/\bat \S+ \(\S+:\d+:\d+\)/);
  expect(html).not.toMatch(/UpstreamError|ContentUnavailableError|node_modules|\.next\/server/);
}

function expectUnavailable(response: APIResponse, html: string, locale: 'me' | 'en') {
  expect(response.status()).toBe(503);
  const retryAfter = response.headers()['retry-after'];
  expect(retryAfter, 'Retry-After header').toBeTruthy();
  expect(Number(retryAfter)).toBeGreaterThan(0);
  // A CDN must not keep serving the outage page after WordPress is back.
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(html).toContain(`<html lang="${locale === 'me' ? 'sr-ME' : 'en'}"`);
  expect(html).toContain('data-unavailable');
  expect(html).toMatch(
    new RegExp(`<h1>${locale === 'me' ? 'Privremeno nedostupno' : 'Temporarily unavailable'}</h1>`),
  );
  expectNoInternals(html);
}

async function switchTo(page: Page, name: 'English' | 'Crnogorski') {
  await page.locator('[data-language-switcher] summary').click();
  await page.locator('[data-language-switcher]').getByRole('link', { name }).click();
}

const rooms = {
  en: ['The Observatory', 'The Submarine', 'The Clock Tower'],
  me: ['Zvjezdarnica', 'Podmornica', 'Sahat-kula'],
};
const roomsPath = { me: '/sobe', en: '/en/rooms' } as const;
const newsPath = { me: '/novosti', en: '/en/news' } as const;
const newsSlug = (locale: 'me' | 'en', n: number) =>
  locale === 'me' ? `test-vijest-${n}` : `stand-in-news-${n}`;
const newsTitle = (locale: 'me' | 'en', n: number) =>
  locale === 'me' ? `Test vijest ${n}: zvjezdana noć` : `Stand-in news ${n}: star night`;

/** Tests that change the stand-in's content set this, so the next test starts from scratch. */
let contentChanged = false;

test.beforeAll(async ({ request }) => {
  await restoreWordPress(request);
});

// Next prefetches the links a page shows (header, footer), which renders those pages on the
// server and so makes the site remember their content. The outage tests need pages the site has
// certainly never fetched, so the browser here navigates only where a test sends it.
test.beforeEach(async ({ page }) => {
  await page.route(`http://127.0.0.1:${ports.siteOnWordpress}/**`, (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
  );
});

test.afterEach(async ({ request }) => {
  if (contentChanged) await restoreWordPress(request);
  else await setMode(request, 'ok');
  contentChanged = false;
});

test.afterAll(async ({ request }) => {
  await control(request, '/reset');
  console.log(JSON.stringify({ event: 'e2e.outage_timings', timings }));
});

// --- content --------------------------------------------------------------------------------------

for (const locale of ['me', 'en'] as const) {
  test(`the stand-in's rooms, news and footer show in ${locale}, and none of the snapshot's`, async ({
    page,
  }) => {
    await page.goto(roomsPath[locale]);
    await expect(page.locator('h1')).toHaveText(
      `Test WordPress: ${locale === 'me' ? 'Sobe' : 'Rooms'}`,
    );
    const list = page.locator('[data-room-list]');
    await expect(list.locator('[data-room-card]')).toHaveCount(3);
    for (const title of rooms[locale]) await expect(list).toContainText(title);
    const body = page.locator('body');
    for (const room of snapshot.rooms(locale))
      await expect(body).not.toContainText(room.title.rendered);

    const footer = page.locator('[data-site-footer]');
    await expect(footer).toContainText('Njegoševa 1, Podgorica');
    await expect(footer.locator('[data-footer-phone]')).toHaveAttribute('href', 'tel:+38220999111');
    await expect(footer.locator('[data-footer-email]')).toHaveAttribute(
      'href',
      'mailto:test-wordpress@example.org',
    );
    await expect(footer).not.toContainText(snapshot.footer(locale).address);
    await expect(footer).not.toContainText(snapshot.footer(locale).phone);

    // A room page, its featured image served by WordPress itself.
    const slug = locale === 'me' ? 'zvjezdarnica' : 'the-observatory';
    await page.goto(`${roomsPath[locale]}/${slug}`);
    await expect(page.locator('h1')).toHaveText(rooms[locale][0]!);
    await expect(page.locator('main')).toContainText(
      locale === 'me' ? 'Test soba pod zvijezdama' : 'A test room under the stars',
    );
    const image = page.locator(`main img[src^="${WP}/wp-content/uploads/"]`).first();
    await expect(image).toBeVisible();
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    // The newest news item.
    await page.goto(`${newsPath[locale]}/${newsSlug(locale, 8)}`);
    await expect(page.locator('h1')).toHaveText(newsTitle(locale, 8));
    await expect(page.locator('main')).toContainText(
      locale === 'me' ? 'sa test WordPressa' : 'from the test WordPress',
    );
    for (const post of snapshot.posts(locale))
      await expect(body).not.toContainText(post.title.rendered);
  });
}

test('every request to WordPress is a GET under /wp-json/ with Accept: application/json', async ({
  page,
  request,
}) => {
  await control(request, '/reset');
  await revalidateAll(request);
  for (const path of [
    '/',
    '/en',
    '/sobe',
    '/en/rooms/the-observatory',
    '/novosti',
    '/en/news/page/2',
    '/en/pricing',
    '/sobe/podmornica',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  // The pages were stale, so they regenerate in the background: each asks WordPress.
  const isApi = (entry: LoggedRequest) => new URL(entry.url, WP).pathname.startsWith('/wp-json/');
  await expect
    .poll(async () => (await wordpressRequests(request)).filter(isApi).length)
    .toBeGreaterThanOrEqual(8);
  const log = await wordpressRequests(request);
  const api = log.filter(isApi);
  for (const entry of api) {
    expect(entry.method, entry.url).toBe('GET');
    expect(entry.headers.accept, entry.url).toBe('application/json');
    const { pathname } = new URL(entry.url, WP);
    expect(pathname, entry.url).toMatch(
      /^\/wp-json\/(acf\/v3\/options\/options|wp\/v2\/(pages|rooms|posts)(\/\d+)?)$/,
    );
  }
  // Anything else WordPress saw is its uploads: loaded by the browser (SVGs), or by the site's
  // image optimiser (`/_next/image`, user agent `node`) resizing photographs.
  for (const entry of log.filter((candidate) => !api.includes(candidate))) {
    expect(new URL(entry.url, WP).pathname, entry.url).toMatch(/^\/wp-content\/uploads\//);
    expect(entry.headers['user-agent'], entry.url).toMatch(/Mozilla|^node$/);
  }
});

// Pages are prerendered and cached: WordPress is asked only when it said something changed, and
// then once per question, by the page regenerating in the background.
test('a cached page is served without asking WordPress; after a revalidation it asks once', async ({
  request,
}) => {
  // (The Montenegrin page of the same slug is another question: the metadata checks it exists
  // before naming it as the hreflang alternate.)
  const isPageRequest = (entry: LoggedRequest) =>
    entry.url.startsWith('/wp-json/wp/v2/pages?') &&
    entry.url.includes('slug=franchise-opportunity') &&
    entry.url.includes('lang=en');
  // Earlier tests revalidated everything: let this page settle first (one request regenerates it).
  await settle(request, '/en/franchise-opportunity');
  const since = (await wordpressRequests(request)).length;
  const pageRequests = async () =>
    (await wordpressRequests(request)).slice(since).filter(isPageRequest);
  for (let i = 0; i < 3; i++)
    expect((await request.get('/en/franchise-opportunity')).status()).toBe(200);
  expect(await pageRequests()).toHaveLength(0);

  await revalidate(request, 'page');
  for (let i = 0; i < 3; i++)
    expect((await request.get('/en/franchise-opportunity')).status()).toBe(200);
  await expect.poll(async () => (await pageRequests()).length).toBe(1);
  // Still once after the regeneration has finished: the regenerated page is cached again.
  await settle(request, '/en/franchise-opportunity');
  expect((await request.get('/en/franchise-opportunity')).status()).toBe(200);
  expect(await pageRequests()).toHaveLength(1);
});

test("the language switch on a room or news item goes to the translation's own slug", async ({
  page,
  request,
}) => {
  await page.goto('/sobe/zvjezdarnica');
  // Straight to the translation's URL (the page's hreflang alternate), with no redirect on the way.
  await expect(page.locator('[data-language-switcher] a[data-locale-option="en"]')).toHaveAttribute(
    'href',
    '/en/rooms/the-observatory',
  );
  const redirects: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
  });
  await switchTo(page, 'English');
  await expect(page).toHaveURL(/\/en\/rooms\/the-observatory$/);
  await expect(page.locator('h1')).toHaveText('The Observatory');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(/\/sobe\/zvjezdarnica$/);
  await expect(page.locator('h1')).toHaveText('Zvjezdarnica');

  await page.goto('/en/news/stand-in-news-3');
  await switchTo(page, 'Crnogorski');
  await expect(page).toHaveURL(/\/novosti\/test-vijest-3$/);
  await expect(page.locator('h1')).toHaveText(newsTitle('me', 3));
  expect(redirects).toEqual([]);

  // A slug of the other language typed by hand is still redirected to the translation.
  const typed = await request.get('/en/rooms/zvjezdarnica', { maxRedirects: 0 });
  expect([307, 308]).toContain(typed.status());
  expect(typed.headers().location).toBe('/en/rooms/the-observatory');
});

test('news pages follow X-WP-TotalPages: 6 + 2 items, rel=next/prev, 404 past the end', async ({
  page,
  request,
}) => {
  await page.goto('/en/news');
  const items = page.locator('[data-news-list] > li');
  await expect(items).toHaveCount(6);
  await expect(items.first()).toContainText(newsTitle('en', 8));
  await expect(items.last()).toContainText(newsTitle('en', 3));
  const next = page.locator('a[rel="next"]');
  await expect(next).toHaveAttribute('href', '/en/news/page/2');
  await expect(page.locator('a[rel="prev"]')).toHaveCount(0);

  await next.click();
  await expect(page).toHaveURL(/\/en\/news\/page\/2$/);
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(newsTitle('en', 2));
  await expect(items.last()).toContainText(newsTitle('en', 1));
  await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', '/en/news');
  await expect(page.locator('a[rel="next"]')).toHaveCount(0);

  // The old query form is redirected to the path (308), as links to it may be out there.
  const old = await request.get('/novosti?page=2', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe('/novosti/strana/2');
  await page.goto('/novosti?page=2');
  await expect(page).toHaveURL(/\/novosti\/strana\/2$/);
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(newsTitle('me', 2));

  const past = await request.get('/en/news/page/3');
  expect(past.status()).toBe(404);
  const html = await past.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  expectNoInternals(html);
});

test('rich text from WordPress is sanitised, and its links to WordPress become site paths', async ({
  page,
  request,
}) => {
  const response = await request.get('/en/terms');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Safe text');
  expect(html).not.toContain('__pwned');
  expect(html).not.toMatch(/onerror/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).toContain('href="/en/rooms/the-observatory"');
  expect(html).not.toContain(`${WP}/en/rooms`);

  await page.goto('/en/terms');
  await expect(page.getByText('Safe text')).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  const trap = page.locator('main a', { hasText: /^click$/ });
  await expect(trap).toHaveCount(1);
  expect((await trap.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
  await trap.click();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  await page.locator('main').getByRole('link', { name: 'the observatory' }).click();
  await expect(page).toHaveURL(/\/en\/rooms\/the-observatory$/);
  await expect(page.locator('h1')).toHaveText('The Observatory');
});

// --- revalidation -------------------------------------------------------------------------------

test('POST /api/revalidate: 401 without or with a wrong secret, 400 for a bad body, 200 otherwise', async ({
  request,
}) => {
  const id = await roomId(request, 'en', 'the-observatory');
  const post = (headers: Record<string, string>, data: unknown) =>
    request.post('/api/revalidate', { headers, data });
  const secret = { 'x-revalidate-secret': REVALIDATE_SECRET };

  expect((await post({}, { type: 'room', id })).status()).toBe(401);
  expect(
    (await post({ 'x-revalidate-secret': 'wrong-secret' }, { type: 'room', id })).status(),
  ).toBe(401);
  expect(
    (await post({ 'x-revalidate-secret': `${REVALIDATE_SECRET}x` }, { type: 'room', id })).status(),
  ).toBe(401);
  expect((await post(secret, { type: 'nope' })).status()).toBe(400);
  expect((await post(secret, { id })).status()).toBe(400);
  expect((await post(secret, { type: 'room', id: 'twelve' })).status()).toBe(400);
  const notJson = await request.post('/api/revalidate', {
    headers: { ...secret, 'content-type': 'application/json' },
    data: '{"type": "room"',
  });
  expect(notJson.status()).toBe(400);

  const ok = await post(secret, { type: 'room', id });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ revalidated: true, type: 'room', id });
});

test('after a room is renamed in WordPress and revalidated, the following requests show the new title', async ({
  request,
}) => {
  contentChanged = true;
  const id = await roomId(request, 'en', 'the-observatory');
  const roomPage = '/en/rooms/the-observatory';
  expect(await (await request.get(roomPage)).text()).toContain('The Observatory');
  await settle(request, roomPage);
  await settle(request, '/en/rooms');

  const renamed = 'The Observatory, renamed in WordPress';
  await control(request, '/room-title', { slug: 'the-observatory', lang: 'en', title: renamed });
  // Until WordPress says so, the site answers from its cache.
  expect(await (await request.get(roomPage)).text()).not.toContain(renamed);

  await revalidate(request, 'room', id);
  // The first request after it may still get the cached page (and regenerates it).
  expect((await request.get(roomPage)).status()).toBe(200);
  await eventually(
    request,
    roomPage,
    (html) => new RegExp(`<h1[^>]*>${renamed}</h1>`).test(html),
    'the new title',
  );
  await eventually(
    request,
    '/en/rooms',
    (html) => html.includes(renamed),
    'the new title on the list',
  );
  // The other language's room is untouched.
  expect(await (await request.get('/sobe/zvjezdarnica')).text()).toMatch(
    /<h1[^>]*>Zvjezdarnica<\/h1>/,
  );
});

test('a news item published in WordPress shows on the list and its own page after revalidation', async ({
  page,
  request,
}) => {
  contentChanged = true;
  const slug = `published-${Date.now().toString(36)}`;
  const title = 'Published a minute ago in the test WordPress';
  expect((await request.get(`/en/news/${slug}`)).status()).toBe(404);
  await control(request, '/news', { lang: 'en', slug, title });
  await revalidate(request, 'post');
  // Never rendered before: rendered on this first request, and cached from then on.
  const item = await request.get(`/en/news/${slug}`);
  expect(item.status()).toBe(200);
  expect(await item.text()).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect((await request.get(`/en/news/${slug}`)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  await eventually(request, '/en/news', (html) => html.includes(title), 'the new item on the list');
  // It has no Montenegrin translation: the language switch goes to the Montenegrin news list.
  await page.goto(`/en/news/${slug}`);
  await expect(page.locator('[data-language-switcher] a[data-locale-option="me"]')).toHaveAttribute(
    'href',
    '/novosti',
  );
});

// WordPress stores and sends a slug in another script percent-encoded (`%d0%bd…`); the site
// answers it under the characters themselves and under their encoding, and links to it encoded.
test('a news item with a Cyrillic slug shows under its slug and its encoding, and the list links to it', async ({
  request,
}) => {
  contentChanged = true;
  const slug = `новости-пример-${Date.now().toString(36)}`;
  const encoded = encodeURIComponent(slug);
  const title = 'Новости пример из теста';
  await control(request, '/news', { lang: 'me', slug, title });
  await revalidate(request, 'post');
  for (const path of [
    `/novosti/${slug}`,
    `/novosti/${encoded}`,
    `/novosti/${encoded.toLowerCase()}`,
  ]) {
    const item = await request.get(path);
    expect(item.status(), path).toBe(200);
    expect(await item.text()).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  }
  await eventually(
    request,
    '/novosti',
    (html) => html.toLowerCase().includes(`href="/novosti/${encoded.toLowerCase()}"`),
    'the list linking to the item, encoded',
  );
});

// The stand-in serves its uploads on loopback, a private address: the build allows it
// (WORDPRESS_IMAGES_PRIVATE=1, tests/support/wordpress-build.mjs), so photographs are resized.
test('a JPEG and a PNG from WordPress on a private address are resized through /_next/image', async ({
  page,
  request,
}) => {
  await page.goto('/en/rooms');
  const src = await page.locator('img[src*="stand-in-room.jpg"]').first().getAttribute('src');
  expect(src).toContain('/_next/image?url=');
  const shown = await page.request.get(src!);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toMatch(/^image\/(webp|avif|jpeg)$/);
  const { default: sharp } = await import('sharp');
  for (const [name, original] of [
    ['stand-in-room.jpg', 1200],
    ['stand-in-news.png', 1200],
  ] as const) {
    const upload = `${WP}/wp-content/uploads/2026/11/${name}`;
    expect((await sharp(await (await request.get(upload)).body()).metadata()).width).toBe(original);
    const resized = await request.get(`/_next/image?url=${encodeURIComponent(upload)}&w=640&q=75`);
    expect(resized.status(), name).toBe(200);
    const meta = await sharp(await resized.body()).metadata();
    expect(meta.width, name).toBe(640);
  }
});

// A cached item must not outlive its deletion: revalidation refreshes the proxy's slug index, which
// sends the slug to the server-rendered not-found page.
test('a room deleted in WordPress answers 404 with the not-found page in its HTML', async ({
  request,
}) => {
  contentChanged = true;
  const visited = await request.get('/en/rooms/the-submarine');
  expect(visited.status()).toBe(200);
  await control(request, '/delete', { type: 'rooms', lang: 'en', slug: 'the-submarine' });
  await revalidate(request, 'room');
  const gone = await request.get('/en/rooms/the-submarine');
  expect(gone.status()).toBe(404);
  const html = await gone.text();
  expectNoInternals(html);
  expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
});

test('a route whose WordPress page is missing answers 404, not an error', async ({
  page,
  request,
}) => {
  contentChanged = true;
  await control(request, '/delete-page', { lang: 'en', slug: 'franchise-opportunity' });
  await revalidate(request, 'page');
  const response = await request.get('/en/franchise-opportunity');
  expect(response.status()).toBe(404);
  expectNoInternals(await response.text());
  await page.goto('/en/franchise-opportunity');
  await expect(page.locator('h1')).toHaveText('Page not found');
  // The other language's page is still there.
  expect((await request.get('/franchise-opportunity')).status()).toBe(200);
});

// --- outages ------------------------------------------------------------------------------------

// A page visited before the outage (every page of the build is cached: it is prerendered), and
// news items published just before it that no one has opened (so the site has never rendered
// them: unique per run, even on a reused server).
const remembered = '/en/rooms/the-observatory';
const run = Date.now().toString(36);
const unvisited = {
  hang: {
    locale: 'en' as const,
    slug: `breaking-${run}-a`,
    title: `Breaking ${run}: telescope night moved`,
  },
  error500: { locale: 'me' as const, slug: `hitno-${run}-b`, title: `Hitno ${run}: noć teleskopa` },
  invalidJson: {
    locale: 'en' as const,
    slug: `breaking-${run}-c`,
    title: `Breaking ${run}: new opening hours`,
  },
};
const unvisitedUrl = (item: (typeof unvisited)[keyof typeof unvisited]) =>
  `${newsPath[item.locale]}/${item.slug}`;
/** Prerendered at build, and never opened before the outage: still served during it. */
const neverOpenedStatic = '/en/privacy';
let firstVisitorDuringOutage:
  { status: number; retryAfter: string | undefined; html: string } | undefined;

/** How many requests WordPress received in a mode, so far. */
async function askedInMode(request: APIRequestContext, mode: Mode) {
  return (await wordpressRequests(request)).filter(
    (entry) => entry.mode === mode && entry.url.startsWith('/wp-json/'),
  ).length;
}

test('WordPress hangs: a cached page is served after the timeout, a never-rendered one gets 503', async ({
  request,
}) => {
  test.setTimeout(60_000);
  // Earlier tests renamed it and put it back: the cached page shows the original title again.
  await eventually(
    request,
    remembered,
    (html, status) => status === 200 && /<h1[^>]*>The Observatory<\/h1>/.test(html),
    'the original title',
  );
  for (const item of Object.values(unvisited))
    await control(request, '/news', { lang: item.locale, slug: item.slug, title: item.title });

  await setMode(request, 'hang');
  await revalidate(request, 'room');
  // At the same moment, a visitor opens a news item nobody has opened: the site has never
  // rendered it, and cannot check with WordPress that it exists.
  const url = unvisitedUrl(unvisited.hang);
  const [served, first] = await Promise.all([
    timedGet(request, remembered),
    timedGet(request, url),
  ]);
  recordTiming({
    phase: 'hang: cached page (WordPress asked)',
    url: remembered,
    status: served.response.status(),
    ms: served.ms,
    askedWordPress: true,
  });
  recordTiming({
    phase: 'hang: never-rendered page, first request of the outage',
    url,
    status: first.response.status(),
    ms: first.ms,
    askedWordPress: true,
  });
  firstVisitorDuringOutage = {
    status: first.response.status(),
    retryAfter: first.response.headers()['retry-after'],
    html: first.html,
  };
  expect(
    first.response.status(),
    'an error page, never a crash of the server',
  ).toBeGreaterThanOrEqual(500);
  expectNoInternals(first.html);
  expect(served.response.status()).toBe(200);
  expect(served.html).toMatch(/<h1[^>]*>The Observatory<\/h1>/);
  expect(served.html).not.toContain('data-unavailable');
  expectNoInternals(served.html);
  // It really asked the hanging WordPress (first attempt and one retry: the revalidated rooms'
  // slugs), and gave up in time.
  expect(await askedInMode(request, 'hang')).toBeGreaterThanOrEqual(2);
  expect(served.ms).toBeGreaterThan(3_000);
  expect(served.ms).toBeLessThan(15_000);

  const again = await timedGet(request, url);
  recordTiming({
    phase: 'hang: never-rendered page, again',
    url,
    status: again.response.status(),
    ms: again.ms,
  });
  expectUnavailable(again.response, again.html, 'en');

  // A page prerendered at build that nobody opened before is served all the same.
  const prerendered = await timedGet(request, neverOpenedStatic);
  recordTiming({
    phase: 'hang: prerendered page never opened',
    url: neverOpenedStatic,
    status: prerendered.response.status(),
    ms: prerendered.ms,
  });
  expect(prerendered.response.status()).toBe(200);
  expect(prerendered.html).toContain('Test WordPress: Privacy');
});

// The proxy's slug index cannot confirm the item exists, so even the first visitor of an outage
// gets the 503 page with Retry-After, not an error page.
test('the first visitor of a never-rendered page during an outage also gets the 503 page', async () => {
  expect(firstVisitorDuringOutage, 'recorded by the previous test').toBeDefined();
  const { status, retryAfter, html } = firstVisitorDuringOutage!;
  expect(status).toBe(503);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(html).toMatch(/<h1>Temporarily unavailable<\/h1>/);
});

test('WordPress answers 500: cached pages stay up, a never-rendered one gets the 503 page in Montenegrin', async ({
  request,
}) => {
  await setMode(request, 'error500');
  await revalidate(request, 'room');
  const served = await timedGet(request, remembered);
  recordTiming({
    phase: 'error500: remembered page (inside the failing window)',
    url: remembered,
    status: served.response.status(),
    ms: served.ms,
    askedWordPress: (await askedInMode(request, 'error500')) > 0,
  });
  expect(served.response.status()).toBe(200);
  expect(served.html).toMatch(/<h1[^>]*>The Observatory<\/h1>/);
  expectNoInternals(served.html);
  // Inside the failing window the site does not wait for WordPress again.
  expect(served.ms).toBeLessThan(3_000);

  const url = unvisitedUrl(unvisited.error500);
  const missing = await timedGet(request, url);
  recordTiming({
    phase: 'error500: never-rendered page',
    url,
    status: missing.response.status(),
    ms: missing.ms,
  });
  expectUnavailable(missing.response, missing.html, 'me');
});

test('WordPress answers invalid JSON: once the failing window ends it is asked again, and the cached page still shows', async ({
  request,
}) => {
  test.setTimeout(FAILING_WINDOW_MS + 40_000);
  await setMode(request, 'invalid-json');
  await revalidate(request, 'room');
  const deadline = Date.now() + FAILING_WINDOW_MS + 15_000;
  let asked = false;
  while (!asked) {
    expect(
      Date.now(),
      'the site should ask WordPress again once the failing window ends',
    ).toBeLessThan(deadline);
    const served = await timedGet(request, remembered);
    expect(served.response.status()).toBe(200);
    expect(served.html).toMatch(/<h1[^>]*>The Observatory<\/h1>/);
    expectNoInternals(served.html);
    asked = (await askedInMode(request, 'invalid-json')) > 0;
    if (asked) {
      recordTiming({
        phase: 'invalid-json: remembered page (WordPress asked)',
        url: remembered,
        status: served.response.status(),
        ms: served.ms,
        askedWordPress: true,
      });
    } else {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  const url = unvisitedUrl(unvisited.invalidJson);
  const missing = await timedGet(request, url);
  recordTiming({
    phase: 'invalid-json: never-rendered page',
    url,
    status: missing.response.status(),
    ms: missing.ms,
  });
  expectUnavailable(missing.response, missing.html, 'en');
});

test('WordPress is back: after the failing window the site recovers, and never-rendered pages show', async ({
  request,
}) => {
  test.setTimeout(FAILING_WINDOW_MS + 40_000);
  await setMode(request, 'ok');
  const started = Date.now();
  const url = unvisitedUrl(unvisited.hang);
  for (;;) {
    const attempt = await timedGet(request, url);
    if (attempt.response.status() === 200) {
      recordTiming({
        phase: 'recovery: first 200 for a never-rendered page, after mode ok',
        url,
        status: 200,
        ms: Date.now() - started,
      });
      expect(attempt.html).toMatch(new RegExp(`<h1[^>]*>${unvisited.hang.title}</h1>`));
      break;
    }
    expectUnavailable(attempt.response, attempt.html, 'en');
    expect(Date.now() - started, 'the site should recover within the failing window').toBeLessThan(
      FAILING_WINDOW_MS + 15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }

  for (const item of [unvisited.error500, unvisited.invalidJson]) {
    const response = await request.get(unvisitedUrl(item));
    expect(response.status(), unvisitedUrl(item)).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${item.title}</h1>`));
  }
  const back = await timedGet(request, remembered);
  expect(back.response.status()).toBe(200);
  expect(back.html).toMatch(/<h1[^>]*>The Observatory<\/h1>/);
  expect(back.ms).toBeLessThan(3_000);
  for (const [path, title] of [
    ['/kontakt', 'Test WordPress: Kontakt'],
    [neverOpenedStatic, 'Test WordPress: Privacy'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain(title);
  }
});

// --- a site without a tag manager or a maps key -------------------------------------------------

// This build is made without NEXT_PUBLIC_GTM_ID and NEXT_PUBLIC_MAPS_KEY
// (tests/support/wordpress-build.mjs); the snapshot's build has test ones (consent.spec.ts). Last
// in the file: the outage tests above need pages no visit has rendered yet.
test('without a tag-manager id nothing third-party loads, even after Accept', async ({ page }) => {
  const site = `http://127.0.0.1:${ports.siteOnWordpress}`;
  // A first visit: no cookie choice yet, so the bar shows.
  await page.context().clearCookies();
  const thirdParty = await recordThirdParty(page, site);
  await page.goto('/en/our-story');
  const bar = page.locator('#cc-main .cm');
  await bar.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(bar).toBeHidden();
  await page.goto('/en/contact');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  // Without a maps key: the drawn map and the directions, no embed, no notice.
  await expect(page.locator('[data-map] img')).toBeVisible();
  await expect(page.locator('[data-map-directions]')).toBeVisible();
  await expect(page.locator('[data-map] iframe, [data-map-blocked]')).toHaveCount(0);
  // WordPress's own uploads (an SVG is linked, never resized) are the site's media, not a third party.
  expect(thirdParty.filter((url) => !url.startsWith(`${WP}/wp-content/uploads/`))).toEqual([]);
  expect(await analyticsCookies(page)).toEqual([]);
});
