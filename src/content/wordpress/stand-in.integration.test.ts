// The adapter against the stand-in WordPress (tests/wordpress/fake-wordpress.mjs) answering as
// WordPress does where the two used to differ: a slug in Cyrillic stored percent-encoded, a
// WordPress without the ACF to REST API plugin, and one without Polylang.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../../tests/wordpress/start-stand-in';
import { silencedConsole } from '@/lib/testing/console-spy';
import { createHttpClient } from './http-client';
import { createWordPressSource } from './source';
import { loggedEvents } from './fixtures/wp-fixtures';

const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 231;
const WP = `http://127.0.0.1:${port}`;
let wordpress: StandIn;

beforeAll(async () => {
  wordpress = await startStandIn(port);
}, 30_000);

afterAll(() => {
  wordpress?.stop();
});
afterEach(async () => {
  await fetch(`${WP}/__control/reset`, { method: 'POST' });
});

const errors = silencedConsole('error');
silencedConsole('log');
const control = (action: string, body: unknown) =>
  fetch(`${WP}/__control${action}`, { method: 'POST', body: JSON.stringify(body) });
const site = () => createWordPressSource(createHttpClient({ baseUrl: WP, retries: 0 }));

describe('the adapter on the stand-in WordPress', () => {
  it('finds a news item with a Cyrillic slug by its characters and its encoding', async () => {
    const slug = 'новости-пример';
    await control('/news', { lang: 'me', slug, title: 'Novosti primjer' });
    const stored = (await (
      await fetch(`${WP}/wp-json/wp/v2/posts?lang=me&slug=${slug}`)
    ).json()) as {
      slug: string;
    }[];
    expect(stored[0]?.slug).toBe(encodeURIComponent(slug).toLowerCase());
    for (const asked of [slug, encodeURIComponent(slug).toLowerCase()])
      expect((await site().getNewsItem(asked, 'me'))?.slug).toBe(slug);
    expect((await site().listRefs('post', 'me')).map((ref) => ref.slug)).toContain(slug);
  });

  it('without the ACF to REST API plugin, fails the site options naming the plugin', async () => {
    await control('/plugins', { acfToRest: false });
    await expect(site().getSiteOptions('me')).rejects.toMatchObject({
      name: 'ContentIncompleteError',
      message: expect.stringMatching(/ACF to REST API/),
    });
    expect(loggedEvents(errors().mock.calls)).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'content.options_route_missing' }),
    );
  });

  it('without Polylang, shows no item on the other language, and says Polylang is missing', async () => {
    const english = await site().listNews('en', 1, 100);
    expect(english?.items.length).toBeGreaterThan(0);
    await control('/plugins', { polylang: false });
    // WordPress in one language: its items are the default language's, none is English.
    expect((await site().listNews('en', 1, 100))?.items).toEqual([]);
    expect((await site().listRefs('room', 'en')).length).toBe(0);
    expect((await site().listRefs('room', 'me')).length).toBeGreaterThan(0);
    expect(loggedEvents(errors().mock.calls).map((line) => line.event)).toContain(
      'content.polylang_missing',
    );
  });
});
