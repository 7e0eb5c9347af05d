// Where the footer's form (without JavaScript) is sent back after a sign-up: a page of this site
// only. The service is the real one, storing addresses in an embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/lib/db/client';
import { openPgliteCopy } from '@/booking/testing/databases';
import { createRateLimiter } from '@/lib/rate-limit';
import { handleNewsletterPost } from './handler';
import { createNewsletterService } from './service';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openPgliteCopy();
}, 60_000);
afterAll(async () => handle?.close());

let sent = 0;
async function postForm(referer: string, locale: 'me' | 'en' = 'me') {
  const service = createNewsletterService({
    getDb: async () => handle.db,
    rateLimiter: createRateLimiter(async () => handle.db),
  });
  const response = await handleNewsletterPost(
    new Request('http://cluville.test/api/newsletter', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'cluville.test',
        referer,
      },
      body: new URLSearchParams({ email: `reader${(sent += 1)}@example.com`, locale }),
    }),
    service,
  );
  expect(response.status).toBe(303);
  // The path only: the fragment is the result (ten sign-ups an hour from one address are enough).
  const [path, result] = response.headers.get('location')!.split('#');
  expect(result).toMatch(/^newsletter-(subscribed|rate-limited)$/);
  return path;
}

describe('the newsletter form sent back without JavaScript', () => {
  it('returns to the page it came from, with the result in the fragment', async () => {
    expect(await postForm('http://cluville.test/en/rooms?page=2', 'en')).toBe('/en/rooms?page=2');
    expect(await postForm('http://cluville.test/sobe')).toBe('/sobe');
  });

  it('hole 10: never to another site: a crafted Referer that would make `//host` leads to the home page of the language', async () => {
    for (const referer of [
      'http://cluville.test//evil.example/',
      'http://cluville.test//evil.example/path?x=1',
      'http://cluville.test/\\evil.example/',
      'http://cluville.test/\\/evil.example/',
      'http://cluville.test/\t/evil.example/',
      'https://evil.example/en',
      'http://cluville.test/api/newsletter',
      'not a url',
    ]) {
      expect(await postForm(referer), referer).toBe('/');
      expect(await postForm(referer, 'en'), referer).toBe('/en');
    }
  });
});
