import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { staticRoutes } from './support/routes';
import { snapshot } from './support/snapshot';
import { consentCookie } from './support/consent';

type Layout = { acf_fc_layout: string };
const moduleHook: Record<string, string> = {
  hero: '[data-module="hero"]',
  big_text: '[data-module="big_text"]',
  rich_text: '[data-module="rich_text"]',
  image_left: '[data-module="image_text"][data-side="left"]',
  image_right: '[data-module="image_text"][data-side="right"]',
  gallery: '[data-gallery]',
  video: '[data-video]',
  process: '[data-module="process"]',
  map: '[data-map]',
  packages: '[data-module="packages"]',
  price_list: '[data-module="price_list"]',
  testimonials: '[data-module="testimonials"]',
  faq: '[data-faq]',
  book_now: '[data-module="book_now"]',
};

// Each page shows every module its WordPress page lists, in both languages. The pages are
// prerendered and every module is in the served HTML (a client module hydrates what the server
// rendered), so the HTML is read as served, without a browser: how the modules behave in one is
// checked by the tests below, and how each template looks by a11y.spec.ts and layout.spec.ts.
for (const locale of ['me', 'en'] as const) {
  test(`every page in ${locale} renders the modules its WordPress page lists`, async ({
    request,
  }) => {
    const missing: string[] = [];
    for (const route of staticRoutes) {
      const page = snapshot
        .pages(locale)
        .find((candidate) => candidate.slug === route.page[locale])!;
      const layouts = ((page.acf?.modules ?? []) as Layout[])
        .map((row) => row.acf_fc_layout)
        .filter((layout) => layout in moduleHook);
      if (!layouts.length) continue;
      const response = await request.get(route[locale]);
      expect(response.status(), route[locale]).toBe(200);
      const { document } = new JSDOM(await response.text()).window;
      const counts: Record<string, number> = {};
      for (const layout of layouts) counts[layout] = (counts[layout] ?? 0) + 1;
      for (const [layout, count] of Object.entries(counts)) {
        const found = document.querySelectorAll(moduleHook[layout]!).length;
        if (found !== count) missing.push(`${route[locale]}: ${layout} ${found} of ${count}`);
      }
    }
    expect(missing).toEqual([]);
  });
}

test('the snapshot uses all 13 module layouts', () => {
  const used = new Set<string>();
  for (const locale of ['me', 'en'] as const) {
    for (const page of snapshot.pages(locale))
      for (const row of (page.acf?.modules ?? []) as Layout[]) used.add(row.acf_fc_layout);
  }
  for (const layout of Object.keys(moduleHook)) expect(used, layout).toContain(layout);
});

test('room detail shows a suggestion and the way back to all rooms', async ({ page }) => {
  const room = snapshot.rooms('en')[2]!;
  await page.goto(`/en/rooms/${room.slug}`);
  const section = page.locator('[data-also-like]');
  await expect(section.getByRole('heading', { name: 'You might also like' })).toBeVisible();
  await expect(section.locator('[data-room-card]')).toHaveCount(3);
  await expect(
    section
      .locator('[data-room-card]')
      .filter({ hasText: room.title.rendered.replace(/&#8217;/g, '’') }),
  ).toHaveCount(0);
  await section.getByRole('link', { name: 'View all rooms' }).click();
  await expect(page).toHaveURL(/\/en\/rooms$/);
  await page.goto(`/sobe/${snapshot.rooms('me')[0]!.slug}`);
  await expect(page.getByRole('heading', { name: 'Možda će vam se dopasti' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pogledajte sve sobe' })).toBeVisible();
});

test('the book-this-room button opens the book-now page with the room chosen', async ({ page }) => {
  const room = snapshot.rooms('me')[1]!;
  await page.goto(`/sobe/${room.slug}`);
  await page.getByRole('link', { name: 'Rezervišite ovu sobu' }).click();
  await expect(page).toHaveURL(new RegExp(`/rezervisi\\?form=room&room=${room.slug}$`));
});

test('news is newest first and paginated with rel prev/next', async ({ page }) => {
  const posts = snapshot.posts('en') as unknown as { slug: string; date: string }[];
  const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  await page.goto('/en/news');
  const cards = page.locator('[data-news-card] h2 a');
  await expect(cards.first()).toHaveAttribute('href', `/en/news/${newest[0]!.slug}`);
  const next = page.locator('[data-news-pagination] a[rel="next"]');
  await expect(next).toHaveAttribute('href', '/en/news/page/2');
  await next.click();
  await expect(page).toHaveURL(/\/en\/news\/page\/2$/);
  await expect(cards.first()).toHaveAttribute('href', `/en/news/${newest[6]!.slug}`);
  await expect(page.locator('[data-news-pagination] a[rel="prev"]')).toHaveAttribute(
    'href',
    '/en/news',
  );
  await expect(page.locator('[data-news-pagination] a[rel="next"]')).toHaveCount(0);
});

test('a news item shows its date in the page language and links back to the news', async ({
  page,
}) => {
  const post = snapshot.posts('me')[0] as unknown as { slug: string; date: string };
  await page.goto(`/novosti/${post.slug}`);
  const expected = new Intl.DateTimeFormat('sr-ME', {
    dateStyle: 'long',
    timeZone: 'Europe/Podgorica',
  }).format(new Date(post.date));
  await expect(page.locator('[data-news-item] time')).toHaveText(expected);
  await page.getByRole('link', { name: /Nazad na novosti/ }).click();
  await expect(page).toHaveURL(/\/novosti$/);
});

test('the gallery lightbox opens, moves with the arrow keys, closes with Escape and returns focus', async ({
  page,
}) => {
  await page.goto('/en');
  const thumbs = page.locator('[data-gallery-thumb]');
  const count = await thumbs.count();
  expect(count).toBeGreaterThan(2);
  await thumbs.nth(1).focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('[data-lightbox]');
  await expect(dialog).toBeVisible();
  const counter = dialog.locator('[data-lightbox-counter]');
  await expect(counter).toHaveText(`2 of ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`3 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`1 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${count} of ${count}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();
});

test('the FAQ expands and collapses by keyboard', async ({ page }) => {
  await page.goto('/en/faq');
  const item = page.locator('[data-faq-item]').first();
  const summary = item.locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open', '');
  await expect(item.locator('.prose-cms')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(item).not.toHaveAttribute('open', '');
});

test('the video loads nothing from its provider until play is pressed', async ({
  page,
  context,
}) => {
  // Functional cookies allowed: this test is about the click (consent.spec.ts covers the notice).
  await context.addCookies([consentCookie(['necessary', 'functional'])]);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/en/our-story');
  const section = page.locator('[data-video]');
  await expect(section.locator('iframe')).toHaveCount(0);
  expect(requests.filter((url) => /youtube|vimeo/.test(url))).toEqual([]);
  await page.route(/youtube|vimeo/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  // A press before the page's script has started does nothing yet: pressed again until it does.
  await expect(async () => {
    await section.locator('[data-video-play]').click();
    await expect(section.locator('[data-video-frame]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\//,
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 15_000 });
});

test('packages show prices, the highlighted package and the extra-child price', async ({
  page,
}) => {
  await page.goto('/en/birthdays');
  const packages = page.locator('[data-module="packages"]');
  await expect(packages.locator('[data-package]')).toHaveCount(3);
  await expect(packages.locator('[data-highlighted="true"]')).toHaveCount(1);
  await expect(packages.locator('[data-extra-child]')).toHaveText('Each extra child: 8 €');
  await page.goto('/rodendani');
  await expect(page.locator('[data-extra-child]')).toHaveText('Svako dodatno dijete: 8 €');
});

test('the home page shows the packages as a short teaser that leads to the birthdays page', async ({
  page,
}) => {
  for (const [home, birthdays] of [
    ['/en', '/en/birthdays'],
    ['/', '/rodendani'],
  ] as const) {
    await page.goto(home);
    const teaser = page.locator('[data-packages-teaser]');
    await expect(teaser.locator('[data-package]')).toHaveCount(3);
    await expect(teaser.locator('[data-highlighted="true"]')).toHaveCount(1);
    await expect(teaser).toContainText(/\d+\s€/);
    // The full cards, checklist and footnote live on the birthdays page only.
    await expect(teaser.locator('[data-extra-child]')).toHaveCount(0);
    await expect(teaser.getByRole('link')).toHaveAttribute('href', birthdays);
  }
});

test('the map offers directions that always work', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.locator('[data-map-directions]')).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=42\.\d+,19\.\d+$/,
  );
});

test('the unknown layout on our story is dropped and the page still renders', async ({ page }) => {
  const response = await page.goto('/en/our-story');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-video]')).toHaveCount(1);
});

test('the contact page offers call, e-mail, the address with directions, and a questions block', async ({
  page,
}) => {
  const footer = snapshot.footer('en');
  await page.goto('/en/contact');
  const details = page.locator('[data-contact-details]');
  await expect(details.locator('[data-contact="call"]')).toHaveAttribute(
    'href',
    `tel:${footer.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(details.locator('[data-contact="email"]')).toHaveAttribute(
    'href',
    `mailto:${footer.contact_email}`,
  );
  await expect(details).toContainText(footer.address);
  // Opening hours on the contact page too, not only in the footer.
  const hours = (
    footer as unknown as { working_hours: { text: string; start: string; end: string }[] }
  ).working_hours;
  for (const line of hours)
    await expect(details.locator('[data-contact-hours]')).toContainText(
      `${line.start}–${line.end}`,
    );
  await expect(details.locator('[data-contact="visit"]')).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=42\.\d+,19\.\d+$/,
  );
  await expect(page.getByRole('heading', { name: 'Have questions?' })).toBeVisible();
});

test('a room shows its pictures in the gallery lightbox', async ({ page }) => {
  const room = snapshot.rooms('me')[3]! as unknown as { slug: string; acf: { gallery: unknown[] } };
  await page.goto(`/sobe/${room.slug}`);
  const gallery = page.locator('[data-gallery]');
  await expect(gallery.getByRole('heading', { name: 'Pogled u sobu' })).toBeVisible();
  await expect(gallery.locator('[data-gallery-thumb]')).toHaveCount(room.acf.gallery.length);
  await gallery.locator('[data-gallery-thumb]').first().click();
  await expect(page.locator('[data-lightbox]')).toBeVisible();
});

test('the open lightbox shows a caption, leaves the loading bar hidden and covers the whole viewport', async ({
  page,
}) => {
  // The page's clock is moved on by hand below, past the bar's throttle, instead of waiting.
  await page.clock.install();
  await page.goto('/o-nama');
  const bar = page.locator('[role="progressbar"]');
  await page.locator('[data-gallery-thumb]').first().click();
  const dialog = page.locator('[data-lightbox]');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-lightbox-caption]')).toHaveText(
    (await dialog.locator('[data-lightbox-image]').getAttribute('alt'))!,
  );
  // Past the bar's throttle, it must still be hidden: opening a picture is no navigation.
  await page.clock.runFor(800);
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  // The dark backdrop reaches the right edge: no scrollbar gutter left uncovered.
  const cover = await page.evaluate(() => {
    const box = document.querySelector('[data-lightbox]')!.getBoundingClientRect();
    const backdrop = getComputedStyle(document.querySelector('[data-lightbox]')!, '::backdrop');
    return {
      left: box.left,
      right: box.right,
      viewport: window.innerWidth,
      client: document.documentElement.clientWidth,
      backdrop: backdrop.backgroundColor,
    };
  });
  expect(cover.left).toBe(0);
  expect(cover.right).toBe(cover.viewport);
  expect(cover.client).toBe(cover.viewport);
  expect(cover.backdrop).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bar).toHaveAttribute('data-state', 'hidden');
});

for (const width of [320, 1920]) {
  test(`nothing sticks out sideways at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const url of [
      '/',
      '/en/rooms',
      `/sobe/${snapshot.rooms('me')[4]!.slug}`,
      '/en/birthdays',
      '/cjenovnik',
      '/en/contact',
      '/en/news',
    ]) {
      await page.goto(url);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
}

// The rows that scroll sideways on a phone (rooms on the home page, packages, testimonials) start
// at their first card and have dots and previous/next buttons; on a desktop they are grids
// without them.
test('a phone’s card rows start at the first card and move with dots and previous/next', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [url, list, previous, next, dot] of [
    ['/', '#rooms-teaser-list', 'Prethodna', 'Sljedeća', 'Kartica 2 od'],
    ['/en/birthdays', '[data-module="packages"] ul[id]', 'Previous', 'Next', 'Card 2 of'],
  ] as const) {
    await page.goto(url);
    const row = page.locator(list).first();
    const section = row.locator('xpath=ancestor::section[1]');
    const buttons = section.locator('[data-carousel-controls]');
    await expect(buttons.getByRole('button', { name: previous })).toBeDisabled();
    await expect(row).toHaveJSProperty('scrollLeft', 0);
    const dots = buttons.locator('[data-carousel-dot]');
    expect(await dots.count()).toBeGreaterThan(1);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await buttons.getByRole('button', { name: next }).click();
    await expect(buttons.getByRole('button', { name: new RegExp(`^${dot}`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await dots.first().click();
    await expect(row).toHaveJSProperty('scrollLeft', 0);
    await expect(buttons.getByRole('button', { name: previous })).toBeDisabled();
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.locator('[data-carousel-controls]').first()).toBeHidden();
});
