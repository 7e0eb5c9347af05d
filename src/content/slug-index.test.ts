// The slug index decides, in the proxy, which URLs are a 404 (missing), which are served, and
// which get the 503 page (unknown while WordPress fails).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ResolvedRoute } from '@/i18n/resolve-route';
import { resolveRoute } from '@/i18n/resolve-route';
import type { Locale } from '@/i18n/routing';
import type { ContentKind } from './types';
import { MAX_AGE_MS, MISS_REFRESH_MS, createSlugIndex, slugIndexFile } from './slug-index';

type Slugs = Record<string, string[]>;
const content = (): Slugs => ({
  'page:me': ['pocetna', 'sobe', 'novosti', 'cjenovnik'],
  'page:en': ['home', 'rooms', 'news', 'pricing'],
  'room:me': ['piratsko-blago', 'zvjezdarnica'],
  'room:en': ['pirate-treasure'],
  // 13 Montenegrin news items: three list pages of 6; 6 English ones: one page.
  'post:me': Array.from({ length: 13 }, (_, i) => `vijest-${i + 1}`),
  'post:en': Array.from({ length: 6 }, (_, i) => `news-${i + 1}`),
});

let clock = 1_000_000;
let wordpress: Slugs;
let down = false;
let calls: string[];
let warnSpy: MockInstance<typeof console.error>;

function make(file?: string) {
  return createSlugIndex({
    load: async (kind: ContentKind, locale: Locale) => {
      calls.push(`${kind}:${locale}`);
      if (down) throw new Error('WordPress down');
      return [...(wordpress[`${kind}:${locale}`] ?? [])];
    },
    file,
    now: () => clock,
  });
}
const route = (pathname: string): ResolvedRoute => {
  const resolved = resolveRoute(pathname);
  if (!resolved) throw new Error(`no route for ${pathname}`);
  return resolved;
};

beforeEach(() => {
  clock = 1_000_000;
  wordpress = content();
  down = false;
  calls = [];
  warnSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => warnSpy.mockRestore());

describe('check', () => {
  it('knows the routes, rooms and news of each language', async () => {
    const index = make();
    expect(await index.check(route('/sobe/piratsko-blago'))).toBe('ok');
    expect(await index.check(route('/en/rooms/pirate-treasure'))).toBe('ok');
    expect(await index.check(route('/novosti/vijest-13'))).toBe('ok');
    expect(await index.check(route('/cjenovnik'))).toBe('ok');
    expect(await index.check(route('/en'))).toBe('ok');
  });

  it('sends an unknown slug to the 404 page', async () => {
    const index = make();
    expect(await index.check(route('/sobe/nema-je'))).toBe('missing');
    expect(await index.check(route('/en/news/nope'))).toBe('missing');
  });

  it('lets a slug of the other language through: the page redirects to its translation', async () => {
    const index = make();
    expect(await index.check(route('/en/rooms/zvjezdarnica'))).toBe('ok');
    expect(await index.check(route('/sobe/pirate-treasure'))).toBe('ok');
  });

  it('answers 404 for a route whose WordPress page is missing', async () => {
    const index = make();
    expect(await index.check(route('/en/our-story'))).toBe('missing');
    expect(await index.check(route('/o-nama'))).toBe('missing');
  });

  it('counts news list pages: 13 items are three pages of six, 6 items are one', async () => {
    const index = make();
    expect(await index.check(route('/novosti/strana/2'))).toBe('ok');
    expect(await index.check(route('/novosti/strana/3'))).toBe('ok');
    expect(await index.check(route('/novosti/strana/4'))).toBe('missing');
    expect(await index.check(route('/en/news/page/2'))).toBe('missing');
    expect(await index.check(route('/en/news/page/abc'))).toBe('missing');
    expect(await index.check(route('/en/news/page/0'))).toBe('missing');
    expect(await index.check(route('/en/news/page/02'))).toBe('missing');
  });
});

describe('refreshing', () => {
  it('asks WordPress once per type and language, however many pages are checked', async () => {
    const index = make();
    for (const slug of ['piratsko-blago', 'zvjezdarnica', 'piratsko-blago'])
      await index.check(route(`/sobe/${slug}`));
    expect(calls).toEqual(['room:me']);
  });

  it('finds an item published later: a miss refreshes the index', async () => {
    const index = make();
    await index.check(route('/sobe/piratsko-blago'));
    clock += MISS_REFRESH_MS;
    wordpress['room:me']!.push('nova-soba');
    expect(await index.check(route('/sobe/nova-soba'))).toBe('ok');
  });

  it('refreshes on a miss at most every ten seconds, so random slugs cannot flood WordPress', async () => {
    const index = make();
    await index.check(route('/sobe/piratsko-blago'));
    calls = [];
    for (let i = 0; i < 50; i++) await index.check(route(`/sobe/random-${i}`));
    // The first miss may check the other language's index once; no more refreshes.
    expect(calls.filter((call) => call === 'room:me')).toHaveLength(0);
    expect(calls.length).toBeLessThanOrEqual(1);
    clock += MISS_REFRESH_MS;
    await index.check(route('/sobe/random-again'));
    expect(calls.filter((call) => call === 'room:me')).toHaveLength(1);
  });

  it('refreshes in the background after a minute, answering from what it has meanwhile', async () => {
    const index = make();
    await index.check(route('/sobe/piratsko-blago'));
    wordpress['room:me'] = ['zvjezdarnica'];
    clock += MAX_AGE_MS + 1;
    expect(await index.check(route('/sobe/piratsko-blago'))).toBe('ok');
    await vi.waitFor(() => expect(calls.filter((call) => call === 'room:me')).toHaveLength(2));
    clock += 1;
    expect(await index.check(route('/sobe/zvjezdarnica'))).toBe('ok');
    clock += MISS_REFRESH_MS;
    expect(await index.check(route('/sobe/piratsko-blago'))).toBe('missing');
  });

  it('after a revalidation, a deleted item is a 404 on the very next request', async () => {
    const index = make();
    expect(await index.check(route('/en/rooms/pirate-treasure'))).toBe('ok');
    wordpress['room:en'] = [];
    index.invalidate('room');
    expect(await index.check(route('/en/rooms/pirate-treasure'))).toBe('missing');
  });
});

describe('knownToExist (the server entry asks it before skipping the proxy)', () => {
  it('says yes, without waiting, only for content the index in memory names', async () => {
    const index = make();
    // Nothing fetched yet: the proxy's check decides (and fetches).
    expect(index.knownToExist(route('/sobe/piratsko-blago'))).toBe(false);
    expect(calls).toEqual([]);
    await index.check(route('/sobe/piratsko-blago'));
    await index.check(route('/novosti/strana/2'));
    expect(index.knownToExist(route('/sobe/piratsko-blago'))).toBe(true);
    expect(index.knownToExist(route('/sobe/nema-je'))).toBe(false);
    expect(index.knownToExist(route('/novosti'))).toBe(true);
    expect(index.knownToExist(route('/novosti/strana/3'))).toBe(true);
    expect(index.knownToExist(route('/novosti/strana/4'))).toBe(false);
    // The other language's slug: the page's redirect to the translation is the proxy's.
    expect(index.knownToExist(route('/en/rooms/piratsko-blago'))).toBe(false);
  });

  it('after a revalidation, says no until the proxy has asked WordPress again', async () => {
    const index = make();
    await index.check(route('/en/rooms/pirate-treasure'));
    wordpress['room:en'] = [];
    index.invalidate('room');
    expect(index.knownToExist(route('/en/rooms/pirate-treasure'))).toBe(false);
    expect(await index.check(route('/en/rooms/pirate-treasure'))).toBe('missing');
    expect(index.knownToExist(route('/en/rooms/pirate-treasure'))).toBe(false);
  });

  it('answers from a stale index and refreshes it in the background, as check() does', async () => {
    const index = make();
    await index.check(route('/sobe/piratsko-blago'));
    wordpress['room:me'] = ['zvjezdarnica'];
    clock += MAX_AGE_MS + 1;
    expect(index.knownToExist(route('/sobe/piratsko-blago'))).toBe(true);
    await vi.waitFor(() => expect(calls.filter((call) => call === 'room:me')).toHaveLength(2));
    expect(index.knownToExist(route('/sobe/piratsko-blago'))).toBe(false);
    expect(index.knownToExist(route('/sobe/zvjezdarnica'))).toBe(true);
  });
});

describe('while WordPress fails', () => {
  it('still serves what it knows', async () => {
    const index = make();
    await index.check(route('/sobe/piratsko-blago'));
    down = true;
    clock += MAX_AGE_MS * 10;
    expect(await index.check(route('/sobe/piratsko-blago'))).toBe('ok');
  });

  it('answers "unavailable" (the 503 page) for a slug it cannot check', async () => {
    const index = make();
    await index.check(route('/sobe/piratsko-blago'));
    await index.check(route('/en/rooms/pirate-treasure'));
    down = true;
    clock += MISS_REFRESH_MS;
    expect(await index.check(route('/sobe/objavljena-tokom-kvara'))).toBe('unavailable');
    // Inside the ten seconds it does not ask again, and still cannot tell.
    clock += 1;
    expect(await index.check(route('/sobe/objavljena-tokom-kvara'))).toBe('unavailable');
  });

  it('keeps a copy on disk, so a restart during an outage still knows the slugs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'slug-index-'));
    try {
      const file = slugIndexFile(dir, 'http://wordpress.test');
      await make(file).check(route('/sobe/piratsko-blago'));
      down = true;
      const restarted = make(file);
      expect(await restarted.check(route('/sobe/piratsko-blago'))).toBe('ok');
      expect(await restarted.check(route('/sobe/nepoznata'))).toBe('unavailable');
      expect(slugIndexFile(dir, 'snapshot')).not.toBe(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
