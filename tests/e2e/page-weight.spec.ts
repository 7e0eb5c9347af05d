// Lighter pages: the stylesheet reaches the browser once, as a cached file (not inlined and
// again twice in the React flight data), and client components get only the strings they
// render. Sizes and timings are measured by `npm run bench`; these check the mechanism.
import { expect, test, type Page } from '@playwright/test';
import { noChoiceYet } from './support/consent';

const pages = [
  '/',
  '/en',
  '/sobe',
  '/en/rooms/pirate-treasure',
  '/en/book-now',
  '/en/no-such-page',
];

/** The JSON text inside the page's `self.__next_f.push(...)` scripts: the React flight data. */
function flightData(html: string): string {
  return [...html.matchAll(/<script[^>]*>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)]
    .map((match) => match[1])
    .join('');
}

/** The top-level namespaces of every message catalogue handed to a client provider. */
function clientNamespaces(html: string): string[] {
  const flight = flightData(html);
  return [...flight.matchAll(/\\"messages\\":\{\\"(\w+)\\"/g)].map((match) => match[1]!);
}

test('the stylesheet is linked once, cached for good, and not copied into the HTML or the flight data', async ({
  request,
}) => {
  for (const url of pages) {
    const response = await request.get(url);
    const html = await response.text();
    expect(html, url).not.toMatch(/<style[^>]*data-precedence/);
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map(
      (match) => match[1]!,
    );
    expect(sheets.length, url).toBeGreaterThan(0);
    expect(new Set(sheets).size, `${url}: each stylesheet linked once`).toBe(sheets.length);
    for (const sheet of sheets) {
      const css = await request.get(sheet);
      expect(css.status(), sheet).toBe(200);
      expect(css.headers()['cache-control'], sheet).toContain('immutable');
      // A rule from the start of the file must not be in the page: the flight data names the file only.
      const firstRule = (await css.text()).slice(0, 60);
      expect(html.includes(firstRule), `${url} carries ${sheet}'s text`).toBe(false);
    }
    // The consent bar's stylesheet comes with the consent library, after the page.
    expect(html, url).not.toContain('#cc-main');
  }
});

test('the browser fetches each stylesheet once per page load and declares only the site faces', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requested.push(request.url());
  });
  await page.goto('/en');
  await page.evaluate(() => document.fonts.ready);
  expect(new Set(requested).size).toBe(requested.length);
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .map((face) => ({ family: face.family.replaceAll('"', ''), weight: face.weight }))
      // next/font's size-adjusted fallbacks are local() faces: nothing is downloaded for them.
      .filter((face) => !face.family.endsWith('Fallback'))
      .map((face) => `${face.family} ${face.weight}`)
      .sort(),
  );
  // Latin and Latin Extended files of Nunito (body, 400 and 700) and Baloo 2 (headings, 700 and 800).
  expect(faces).toEqual(
    [
      'baloo 700',
      'baloo 800',
      'balooExt 700',
      'balooExt 800',
      'nunito 400',
      'nunito 700',
      'nunitoExt 400',
      'nunitoExt 700',
    ].sort(),
  );
});

test('a page downloads the Latin Extended fonts only when its text has č ć š ž đ', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
  });
  const loadedFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`)
        .sort();
    });

  // An English room page: Latin only (its arrows and dashes are outside both files' ranges).
  await page.goto('/en/rooms/pirate-treasure');
  expect(await loadedFaces()).not.toContain('nunitoExt 400');
  expect(fontFiles.filter((file) => file.includes('latin_ext'))).toEqual([]);
  expect(fontFiles.some((file) => file.includes('nunito_latin_400'))).toBe(true);

  // The Montenegrin home page: its text has č ć š ž đ, drawn with Nunito's extended file.
  fontFiles.length = 0;
  await page.goto('/');
  expect(await loadedFaces()).toEqual(expect.arrayContaining(['nunitoExt 400', 'nunito 400']));
  expect(fontFiles.some((file) => file.includes('nunito_latin_ext_400'))).toBe(true);
});

test('no page hands a message catalogue to the browser but book-now, whose form gets the booking namespace only', async ({
  request,
}) => {
  for (const url of pages) {
    const html = await (await request.get(url)).text();
    // The site shell's client components get their strings as props: no NextIntlClientProvider.
    expect(clientNamespaces(html), url).toEqual(url === '/en/book-now' ? ['booking'] : []);
    // `tagline` is a key of the `meta` namespace, which only the server renders.
    expect(flightData(html), url).not.toContain('\\"tagline\\":');
    const hasBooking = /\\"booking\\":\{/.test(flightData(html));
    expect(hasBooking, url).toBe(url === '/en/book-now');
    // The strings only the server renders (link pages, mails, the page around the form) stay there.
    for (const key of ['lifecycle', 'mail', 'chooser', 'emptyNoContact', 'parentSubject'])
      expect(flightData(html), url).not.toContain(`\\"${key}\\":`);
    // The consent manager fetches the bar's and dialog's texts when it starts: no page carries them.
    expect(html, url).not.toContain('consentModal');
    expect(html, url).not.toContain('preferencesModal');
  }
});

test("a page preloads its own largest image at high priority, and only the 404 page the 404 page's drawing", async ({
  request,
}) => {
  const imagePreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map((match) => match[0]);
  const largest: Record<string, string> = {
    '/': '/media/heroes/home.svg',
    '/en/rooms/pirate-treasure': '/media/rooms/piratsko-blago.svg',
  };
  for (const url of pages) {
    const html = await (await request.get(url)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = imagePreloads(head);
    if (url === '/en/no-such-page') {
      expect(preloads.join('\n'), url).toContain('href="/media/misc/not-found.svg"');
      continue;
    }
    // Every page carries the [locale] segment's not-found view in its flight data; its hint must
    // not reach the page's head.
    expect(preloads.join('\n'), url).not.toContain('not-found.svg');
    const image = largest[url];
    if (!image) continue;
    const hint = preloads.find((link) => link.includes(`href="${image}"`));
    expect(hint, `${url}: a preload of ${image}`).toBeDefined();
    expect(hint!.toLowerCase(), url).toContain('fetchpriority="high"');
    const img = new RegExp(`<img[^>]*src="${image}"[^>]*>`).exec(html)?.[0];
    expect(img?.toLowerCase(), `${url}: the <img> of ${image}`).toContain('fetchpriority="high"');
  }
});

// The pages the bench measures with Lighthouse (scripts/bench.mjs), as Lighthouse loads them: a
// phone's viewport, no cookie choice yet (the consent bar comes up once scripts have run).
test.describe('the largest paint needs no script', () => {
  /** What the page's latest largest-contentful-paint entry was: tag, image address or text. */
  async function observeLargestPaint(page: Page) {
    await page.addInitScript(() => {
      const entries: string[] = [];
      (window as unknown as { lcp: string[] }).lcp = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          const element = entry.element;
          entries.push(
            element
              ? `${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? element.textContent?.trim().slice(0, 40)}`
              : 'removed',
          );
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
  }
  const latest = (page: Page) =>
    page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1));

  for (const url of [
    '/',
    '/en',
    '/sobe',
    '/en/rooms/pirate-treasure',
    '/en/news/winter-holidays-at-cluville',
    '/en/book-now',
  ]) {
    test(`${url}: the element of the largest paint is painted without any script, and stays the largest`, async ({
      browser,
      baseURL,
    }) => {
      // Two page loads, one of them waiting for the consent library after hydration.
      test.slow();
      const phone = { baseURL, storageState: noChoiceYet, viewport: { width: 412, height: 823 } };
      // Without a single script file: what the HTML and the stylesheet paint by themselves.
      const bare = await browser.newContext(phone);
      const withoutScripts = await bare.newPage();
      await withoutScripts.route(/\.js(\?|$)/, (route) => route.abort());
      await observeLargestPaint(withoutScripts);
      await withoutScripts.goto(url);
      // Read once the images the load waited for are decoded and a frame has shown them: the
      // first text's entry can come before the hero picture's, which then takes its place.
      await withoutScripts.evaluate(async () => {
        await Promise.all(
          Array.from(document.images, (image) =>
            image.complete ? image.decode().catch(() => {}) : undefined,
          ),
        );
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      await expect.poll(() => latest(withoutScripts)).toMatch(/^(img|h1|p) /);
      const element = await latest(withoutScripts);
      await bare.close();

      // With scripts: hydration and the consent bar paint nothing larger.
      const page = await browser.newPage(phone);
      await observeLargestPaint(page);
      await page.goto(url);
      await expect(page.locator('#cm__desc')).toBeVisible();
      await expect.poll(() => latest(page)).toBe(element);
      await page.close();
    });
  }
});
