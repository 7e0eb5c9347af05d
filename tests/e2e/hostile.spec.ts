import { expect, test, type APIResponse } from '@playwright/test';
import securityHeaders from '../../server/security-headers.json';
import mediaHeaders from '../../server/media-headers.json';

// Requests a scanner or an attacker sends, answered by the production server entry.

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  // Media files carry a stricter, sandboxing Content-Security-Policy than pages.
  const expected = new URL(response.url()).pathname.startsWith('/media/')
    ? { ...securityHeaders, ...mediaHeaders }
    : securityHeaders;
  for (const [name, value] of Object.entries(expected))
    expect(headers[name.toLowerCase()], name).toBe(value);
}

const malformed = [
  { url: '/%ff', lang: 'sr-ME', title: 'Neispravna adresa', home: 'href="/"' },
  { url: '/sobe/%ff', lang: 'sr-ME', title: 'Neispravna adresa', home: 'href="/"' },
  { url: '/en/rooms/%E0%A4%A', lang: 'en', title: 'Malformed address', home: 'href="/en"' },
  { url: '/en/news/a%00b', lang: 'en', title: 'Malformed address', home: 'href="/en"' },
  { url: '/media/%zz.svg', lang: 'sr-ME', title: 'Neispravna adresa', home: 'href="/"' },
  { url: '/api/%ff', lang: 'sr-ME', title: 'Neispravna adresa', home: 'href="/"' },
  { url: '/x%ff.svg', lang: 'sr-ME', title: 'Neispravna adresa', home: 'href="/"' },
  {
    url: '/_next/static/%c0%ae%c0%ae/x.js',
    lang: 'sr-ME',
    title: 'Neispravna adresa',
    home: 'href="/"',
  },
];

for (const { url, lang, title, home } of malformed) {
  test(`${url} answers 400 with a small page in its language, not a 500`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(400);
    expect(response.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(response);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(home);
  });
}

for (const url of ['/', '/en/rooms', '/media/rooms/pirate.svg', '/api/revalidate', '/icon.svg']) {
  test(`TRACE ${url} answers 405 with Allow, never a 500`, async ({ request }) => {
    const response = await request.fetch(url, { method: 'TRACE' });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe(url === '/api/revalidate' ? 'POST' : 'GET, HEAD');
    expectSecurityHeaders(response);
  });
}

for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'PROPFIND']) {
  test(`${method} on a page answers 405 with Allow: GET, HEAD instead of rendering it`, async ({
    request,
  }) => {
    const response = await request.fetch('/sobe/piratsko-blago', { method });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
    expect(await response.text()).toBe('');
  });
}

test('the snapshot media answer GET and HEAD only: other methods get 405 with Allow', async ({
  request,
}) => {
  const url = '/media/rooms/laboratorija.svg';
  expect((await request.get(url)).status()).toBe(200);
  expect((await request.head(url)).status()).toBe(200);
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    const response = await request.fetch(url, { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow'], method).toBe('GET, HEAD');
  }
  const options = await request.fetch(url, { method: 'OPTIONS' });
  expect(options.status()).toBe(204);
  expect(options.headers()['allow']).toBe('GET, HEAD, OPTIONS');
});

test('the static consent texts answer GET and HEAD only: other methods get 405 with Allow, never the texts', async ({
  request,
}) => {
  const url = '/api/consent-texts/en';
  expect((await request.get(url)).status()).toBe(200);
  expect((await request.head(url)).status()).toBe(200);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
    const response = await request.fetch(url, {
      method,
      data: method === 'POST' ? '{}' : undefined,
    });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow'], method).toBe('GET, HEAD');
    expect(await response.text(), method).toBe('');
  }
  const form = await request.post(url, { multipart: { name: 'value' } });
  expect(form.status()).toBe(405);
  const options = await request.fetch(url, { method: 'OPTIONS' });
  expect(options.status()).toBe(204);
  expect(options.headers()['allow']).toBe('GET, HEAD, OPTIONS');
});

test('OPTIONS answers 204 with the allowed methods; the revalidation endpoint names POST', async ({
  request,
}) => {
  const page = await request.fetch('/en/rooms', { method: 'OPTIONS' });
  expect(page.status()).toBe(204);
  expect(page.headers()['allow']).toBe('GET, HEAD, OPTIONS');
  const get = await request.get('/api/revalidate');
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST');
});

test('a server action POST is not refused as a method; an unknown action id gets the answer the client router expects', async ({
  request,
}) => {
  const response = await request.post('/en/book-now', {
    headers: { 'Next-Action': '7f00aa' },
    data: '[]',
  });
  expect(response.status()).toBe(404);
  expect(response.headers()['x-nextjs-action-not-found']).toBe('1');
  expectSecurityHeaders(response);
});

for (const url of ['/', '/sobe/piratsko-blago', '/en/rooms', '/en/nope']) {
  test(`${url} sends no internal header, and the rewrite behind it still works`, async ({
    request,
  }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(url === '/en/nope' ? 404 : 200);
    const names = Object.keys(response.headers());
    expect(
      names.filter(
        (name) => name.startsWith('x-middleware-') || name.startsWith('x-nextjs-rewritten'),
      ),
    ).toEqual([]);
    expectSecurityHeaders(response);
    expect(await response.text()).toContain(
      url.startsWith('/en') ? '<html lang="en"' : '<html lang="sr-ME"',
    );
  });
}
