import { expect, test } from '@playwright/test';
import { allUrls, languageTag, staticRoutes, type Locale } from './support/routes';
import { decode, snapshot, translationOf } from './support/snapshot';
import { canonical, getHtml, hreflangs, jsonLd, metaValues, pngSize, tags } from './support/html';

const locales = ['me', 'en'] as const;
const ogLocale: Record<Locale, string> = { me: 'sr_ME', en: 'en_GB' };
const roomPath = (locale: Locale, slug: string) =>
  locale === 'me' ? `/sobe/${slug}` : `/en/rooms/${slug}`;
const newsPath = (locale: Locale, slug: string) =>
  locale === 'me' ? `/novosti/${slug}` : `/en/news/${slug}`;
const pathOf = (url: string) => decodeURI(new URL(url).pathname);

/** Every URL the site serves: the static pages, and every room and news item, in both languages. */
function servedUrls(): string[] {
  const urls: string[] = staticRoutes.flatMap((route) => [route.me, route.en]);
  for (const locale of locales) {
    urls.push(...snapshot.rooms(locale).map((room) => roomPath(locale, room.slug)));
    urls.push(...snapshot.posts(locale).map((post) => newsPath(locale, post.slug)));
  }
  return urls;
}

test.describe('metadata of every page', () => {
  for (const { url, locale } of allUrls()) {
    test(`${url}: canonical, reciprocal hreflang alternates that answer 200, Open Graph and Twitter card`, async ({
      request,
    }) => {
      const page = await getHtml(request, url);
      expect(page.status).toBe(200);
      // Alternates live in the HTML only: no competing `Link` header.
      expect(page.headers.link ?? '').not.toContain('alternate');

      const own = canonical(page.html);
      expect(own && pathOf(own)).toBe(url);
      const languages = hreflangs(page.html);
      expect(Object.keys(languages).sort()).toEqual(['en', 'sr-ME', 'x-default']);
      expect(pathOf(languages[languageTag[locale]]!)).toBe(url);
      expect(languages['x-default']).toBe(languages['sr-ME']);
      for (const href of Object.values(languages))
        expect(new URL(href).origin).toBe(new URL(own!).origin);

      for (const [tag, href] of Object.entries(languages)) {
        if (tag === 'x-default') continue;
        const other = await getHtml(request, pathOf(href));
        expect(other.status, `${href} answers`).toBe(200);
        expect(hreflangs(other.html), `${href} links back with the same set`).toEqual(languages);
      }

      expect(metaValues(page.html, 'og:locale')).toEqual([ogLocale[locale]]);
      expect(metaValues(page.html, 'og:locale:alternate')).toEqual([
        ogLocale[locale === 'me' ? 'en' : 'me'],
      ]);
      expect(metaValues(page.html, 'og:site_name')).toEqual(['Cluville']);
      expect(metaValues(page.html, 'og:url').map(pathOf)).toEqual([url]);
      expect(metaValues(page.html, 'og:title')[0]).toBeTruthy();
      expect(metaValues(page.html, 'og:description')[0]).toBeTruthy();
      expect(metaValues(page.html, 'twitter:card')).toEqual(['summary_large_image']);
      const description = metaValues(page.html, 'description')[0];
      expect(description).toBeTruthy();
      expect(metaValues(page.html, 'og:image:width')).toEqual(['1200']);
      expect(metaValues(page.html, 'og:image:height')).toEqual(['630']);
      expect(metaValues(page.html, 'og:image')).toEqual(metaValues(page.html, 'twitter:image'));
    });
  }
});

test('descriptions come from Yoast when WordPress sends them', async ({ request }) => {
  const room = snapshot.rooms('en')[0]! as unknown as {
    slug: string;
    yoast_head_json: { title: string; description: string };
  };
  const { html } = await getHtml(request, roomPath('en', room.slug));
  expect(metaValues(html, 'description')).toEqual([room.yoast_head_json.description]);
  expect(html).toContain(`<title>${room.yoast_head_json.title}</title>`);
});

test.describe('share images', () => {
  async function shareImage(request: import('@playwright/test').APIRequestContext, url: string) {
    const { html } = await getHtml(request, url);
    const [image] = metaValues(html, 'og:image');
    expect(image).toMatch(/^https?:\/\/.+\.png$/);
    const response = await request.get(pathOf(image!));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    return bytes;
  }

  // Which picture is drawn is checked by src/seo/share-image.test.ts; here, that each page has its own image.
  test('every page has its own 1200×630 PNG', async ({ request }) => {
    const home = await shareImage(request, '/');
    const pricing = await shareImage(request, '/en/pricing');
    const room = await shareImage(request, roomPath('me', snapshot.rooms('me')[0]!.slug));
    const otherRoom = await shareImage(request, roomPath('me', snapshot.rooms('me')[1]!.slug));
    const news = await shareImage(request, newsPath('en', snapshot.posts('en')[0]!.slug));
    const images = [home, pricing, room, otherRoom, news].map((bytes) => bytes.toString('base64'));
    expect(new Set(images).size).toBe(images.length);
  });

  test('an image for a page that does not exist is a 404', async ({ request }) => {
    expect((await request.get('/og/en/room/no-such-room.png')).status()).toBe(404);
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemap lists every URL the site serves and only those, with alternates and last edits', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
      const body = match[1]!;
      return {
        loc: /<loc>([^<]+)<\/loc>/.exec(body)![1]!,
        lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
        alternates: Object.fromEntries(
          tags(body, 'xhtml:link').map((link) => [link.hreflang!, link.href!]),
        ),
      };
    });
    const listed = entries.map((entry) => pathOf(entry.loc));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(servedUrls().sort());

    const byPath = new Map(entries.map((entry) => [pathOf(entry.loc), entry]));
    for (const entry of entries) {
      // Each entry names itself and its translation, and the translation names it back.
      expect(Object.keys(entry.alternates).sort()).toEqual(['en', 'sr-ME', 'x-default']);
      expect(Object.values(entry.alternates)).toContain(entry.loc);
      for (const href of Object.values(entry.alternates))
        expect(byPath.get(pathOf(href))?.alternates).toEqual(entry.alternates);
    }
    // lastmod from the content's last edit.
    for (const locale of locales) {
      const room = snapshot.rooms(locale)[0]! as unknown as { slug: string; modified_gmt: string };
      expect(byPath.get(roomPath(locale, room.slug))?.lastmod).toBe(
        new Date(`${room.modified_gmt}Z`).toISOString(),
      );
      const post = snapshot.posts(locale)[0]! as unknown as {
        slug: string;
        modified_gmt: string;
        translations: Record<string, number>;
      };
      expect(byPath.get(newsPath(locale, post.slug))?.lastmod).toBe(
        new Date(`${post.modified_gmt}Z`).toISOString(),
      );
      const other = translationOf(
        'posts',
        snapshot.posts(locale)[0]!,
        locale === 'me' ? 'en' : 'me',
      );
      expect(
        pathOf(
          byPath.get(newsPath(locale, post.slug))!.alternates[
            languageTag[locale === 'me' ? 'en' : 'me']
          ]!,
        ),
      ).toBe(newsPath(locale === 'me' ? 'en' : 'me', other.slug));
    }
    for (const path of listed)
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  });

  test('robots.txt lets crawlers in and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  for (const url of ['/nepostoji', '/en/nope']) {
    test(`the 404 page ${url} is not indexed`, async ({ request }) => {
      const page = await getHtml(request, url);
      expect(page.status).toBe(404);
      expect(metaValues(page.html, 'robots')).toContain('noindex');
    });
  }
});

// The schema.org properties each type used here may carry (schema.org, with their parents'),
// so a misspelt or invented property fails as well as a missing one.
const allowed: Record<string, string[]> = {
  EntertainmentBusiness: [
    '@context',
    '@type',
    '@id',
    'name',
    'description',
    'url',
    'logo',
    'image',
    'inLanguage',
    'address',
    'telephone',
    'email',
    'openingHoursSpecification',
    'priceRange',
    'sameAs',
  ],
  NewsArticle: [
    '@context',
    '@type',
    'headline',
    'description',
    'image',
    'datePublished',
    'dateModified',
    'inLanguage',
    'mainEntityOfPage',
    'url',
    'author',
    'publisher',
  ],
  BreadcrumbList: ['@context', '@type', 'itemListElement'],
  FAQPage: ['@context', '@type', 'mainEntity'],
  Product: ['@type', 'name', 'description', 'brand', 'image', 'offers'],
};
function checkProperties(item: Record<string, unknown>) {
  const type = item['@type'] as string;
  expect(
    Object.keys(item).filter((key) => !allowed[type]!.includes(key)),
    `${type} properties`,
  ).toEqual([]);
}
const ofType = (items: Record<string, unknown>[], type: string) =>
  items.filter((item) => item['@type'] === type);

test.describe('structured data', () => {
  for (const locale of locales) {
    const home = locale === 'me' ? '/' : '/en';
    const footer = snapshot.footer(locale);

    test(`the venue on ${home} is an EntertainmentBusiness with address, contacts, hours, prices and profiles`, async ({
      request,
    }) => {
      const [venue] = ofType(jsonLd((await getHtml(request, home)).html), 'EntertainmentBusiness');
      expect(venue).toBeTruthy();
      checkProperties(venue!);
      expect(venue).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Cluville',
        telephone: footer.phone,
        email: footer.contact_email,
      });
      expect(venue!.address).toMatchObject({
        '@type': 'PostalAddress',
        streetAddress: footer.address.split(',')[0],
        postalCode: '81000',
        addressLocality: 'Podgorica',
        addressCountry: 'ME',
      });
      expect(venue!.openingHoursSpecification).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '12:00',
          closes: '20:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Saturday', 'Sunday'],
          opens: '10:00',
          closes: '21:00',
        },
      ]);
      expect(venue!.priceRange).toMatch(/^\d+–\d+ €$/);
      const socials = (['instagram', 'facebook', 'twitter'] as const).flatMap((network) =>
        footer[network] ? [footer[network].url] : [],
      );
      expect(venue!.sameAs).toEqual(socials);
      expect(pathOf(venue!.url as string)).toBe(home);
    });

    test(`a ${locale} room has a BreadcrumbList ending at itself`, async ({ request }) => {
      const room = snapshot.rooms(locale)[0]!;
      const url = roomPath(locale, room.slug);
      const [trail] = ofType(jsonLd((await getHtml(request, url)).html), 'BreadcrumbList');
      checkProperties(trail!);
      const steps = trail!.itemListElement as {
        '@type': string;
        position: number;
        name: string;
        item: string;
      }[];
      expect(steps.map((step) => [step['@type'], step.position, pathOf(step.item)])).toEqual([
        ['ListItem', 1, home],
        ['ListItem', 2, locale === 'me' ? '/sobe' : '/en/rooms'],
        ['ListItem', 3, url],
      ]);
      expect(steps[2]!.name).toBe(decode(room.title.rendered));
    });

    test(`a ${locale} news item is a NewsArticle with its dates, image, author and publisher`, async ({
      request,
    }) => {
      const post = snapshot.posts(locale)[0]! as unknown as {
        slug: string;
        date: string;
        date_gmt: string;
        modified_gmt: string;
        title: { rendered: string };
      };
      const url = newsPath(locale, post.slug);
      const data = jsonLd((await getHtml(request, url)).html);
      const [article] = ofType(data, 'NewsArticle');
      checkProperties(article!);
      expect(article).toMatchObject({
        headline: decode(post.title.rendered),
        // WordPress's date_gmt (UTC), with its zone: `date` is the site's clock without one.
        datePublished: new Date(`${post.date_gmt}Z`).toISOString(),
        dateModified: new Date(`${post.modified_gmt}Z`).toISOString(),
        inLanguage: languageTag[locale],
      });
      expect((article!.image as string[])[0]).toMatch(/\.png$/);
      expect(article!.author).toMatchObject({ '@type': 'Organization', name: 'Cluville' });
      expect(article!.publisher).toMatchObject({
        '@type': 'Organization',
        name: 'Cluville',
        logo: { '@type': 'ImageObject' },
      });
      expect(pathOf((article!.mainEntityOfPage as { '@id': string })['@id'])).toBe(url);
      expect(ofType(data, 'BreadcrumbList')).toHaveLength(1);
    });

    test(`the ${locale} FAQ is an FAQPage with every question and answer`, async ({ request }) => {
      const { html } = await getHtml(request, locale === 'me' ? '/faq' : '/en/faq');
      const [faq] = ofType(jsonLd(html), 'FAQPage');
      checkProperties(faq!);
      const questions = faq!.mainEntity as {
        '@type': string;
        name: string;
        acceptedAnswer: { '@type': string; text: string };
      }[];
      expect(questions.length).toBeGreaterThan(3);
      for (const question of questions) {
        expect(question['@type']).toBe('Question');
        expect(question.name).toBeTruthy();
        expect(question.acceptedAnswer['@type']).toBe('Answer');
        expect(question.acceptedAnswer.text).toBeTruthy();
      }
    });

    test(`the ${locale} birthday packages are Products with an Offer in euros`, async ({
      request,
    }) => {
      const { html } = await getHtml(request, locale === 'me' ? '/rodendani' : '/en/birthdays');
      const graph = jsonLd(html).flatMap(
        (block) => (block['@graph'] as Record<string, unknown>[] | undefined) ?? [],
      );
      const products = ofType(graph, 'Product');
      expect(products.length).toBeGreaterThan(1);
      for (const product of products) {
        checkProperties(product);
        expect(product.name).toBeTruthy();
        const offer = product.offers as Record<string, string>;
        expect(offer).toMatchObject({
          '@type': 'Offer',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        });
        expect(offer.price).toMatch(/^\d+\.\d{2}$/);
        expect(pathOf(offer.url!)).toBe(locale === 'me' ? '/rezervisi' : '/en/book-now');
      }
    });
  }

  test('JSON-LD cannot be closed early by content: < is escaped', async ({ request }) => {
    const { html } = await getHtml(request, '/faq');
    for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
      expect(match[1]).not.toContain('<');
  });
});
