// What leaves the site: every request a page makes to another origin (the network is closed, so
// Google's, YouTube's and Vimeo's hosts are answered here), and the analytics cookies a tag
// manager sets. Shared by the consent tests on the tagged build and the site without tags.
import type { Page } from '@playwright/test';

/** Every request the page makes that leaves the site (the network is closed: they are answered here). */
export async function recordThirdParty(page: Page, origin: string) {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      thirdParty.push(url);
  });
  // Google's hosts answered locally: the tag manager stand-in sets an analytics cookie as GA would.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: "document.cookie = '_ga=GA1.1.111.222; path=/; max-age=3600'; window.__gtmLoaded = true;",
    }),
  );
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
  );
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  return thirdParty;
}

/** The analytics cookies the browser holds (the tag manager's stand-in sets `_ga`). */
export const analyticsCookies = async (page: Page) =>
  (await page.context().cookies())
    .filter((cookie) => /^_ga|^_gid/.test(cookie.name))
    .map((cookie) => cookie.name);
