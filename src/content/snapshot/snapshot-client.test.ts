import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError, type WpClient } from '../wordpress/client';
import { removeDir, writeSnapshotDir } from '../wordpress/fixtures/snapshot-fixture';
import { createSnapshotClient } from './snapshot-client';

let dir: string;
let client: WpClient;
beforeAll(() => {
  dir = writeSnapshotDir();
  client = createSnapshotClient(dir);
});
afterAll(() => removeDir(dir));

const slugs = (body: unknown) => (body as { slug: string }[]).map((item) => item.slug);

describe('createSnapshotClient', () => {
  it('answers acf/v3/options/options per language', async () => {
    const me = await client.get('acf/v3/options/options', { lang: 'me' });
    const en = await client.get('acf/v3/options/options', { lang: 'en' });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ acf: { footer: { address: 'Ulica 1' } } });
    expect(en.body).toEqual({ acf: [] });
  });

  it('filters a collection by slug and language', async () => {
    const me = await client.get('wp/v2/pages', { slug: 'kontakt', lang: 'me' });
    expect(slugs(me.body)).toEqual(['kontakt']);
    expect((await client.get('wp/v2/pages', { slug: 'kontakt', lang: 'en' })).body).toEqual([]);
    expect(slugs((await client.get('wp/v2/pages', { slug: 'contact', lang: 'en' })).body)).toEqual([
      'contact',
    ]);
  });

  it('answers [] for a language that does not exist', async () => {
    expect((await client.get('wp/v2/pages', { lang: 'de' })).body).toEqual([]);
  });

  it('orders by menu_order when asked', async () => {
    const response = await client.get('wp/v2/rooms', {
      lang: 'en',
      orderby: 'menu_order',
      order: 'asc',
      per_page: 100,
    });
    expect(slugs(response.body)).toEqual(['first-room', 'second-room', 'third-room']);
  });

  it('orders by date, newest first, by default', async () => {
    const response = await client.get('wp/v2/posts', { lang: 'me' });
    expect(slugs(response.body)).toEqual(['maj', 'april', 'mart', 'februar', 'januar']);
  });

  it('pages with per_page/page and reports X-WP-Total / X-WP-TotalPages', async () => {
    const first = await client.get('wp/v2/posts', { lang: 'me', per_page: 2, page: 1 });
    expect(first).toMatchObject({ status: 200, total: 5, totalPages: 3 });
    expect(slugs(first.body)).toEqual(['maj', 'april']);
    const last = await client.get('wp/v2/posts', { lang: 'me', per_page: 2, page: 3 });
    expect(slugs(last.body)).toEqual(['januar']);
  });

  it('answers HTTP 400 rest_post_invalid_page_number past the last page', async () => {
    const past = await client.get('wp/v2/posts', { lang: 'me', per_page: 2, page: 4 });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'rest_post_invalid_page_number' });
  });

  it('answers page 1 of an empty collection with [] and total 0, not 400', async () => {
    const response = await client.get('wp/v2/posts', { lang: 'me', slug: 'nothing', page: 1 });
    expect(response).toMatchObject({ status: 200, body: [], total: 0 });
  });

  it('caps per_page at 100 like WordPress', async () => {
    const response = await client.get('wp/v2/posts', { lang: 'me', per_page: 500 });
    expect(response.totalPages).toBe(1);
  });

  it('answers wp/v2/{type}/{id}?_fields=id,slug from any language', async () => {
    expect(await client.get('wp/v2/rooms/31', { _fields: 'id,slug' })).toEqual({
      status: 200,
      body: { id: 31, slug: 'first-room' },
    });
    expect((await client.get('wp/v2/pages/3', { _fields: 'id,slug' })).body).toEqual({
      id: 3,
      slug: 'kontakt',
    });
  });

  it('answers 404 for an unknown id and for an unknown route', async () => {
    expect((await client.get('wp/v2/posts/999', { _fields: 'id,slug' })).status).toBe(404);
    expect((await client.get('wp/v2/users')).status).toBe(404);
  });

  it('rejects with UpstreamError when a snapshot file is missing', async () => {
    const brokenDir = writeSnapshotDir({});
    try {
      const broken = createSnapshotClient(brokenDir);
      await expect(broken.get('wp/v2/rooms', { lang: 'me' })).rejects.toBeInstanceOf(UpstreamError);
      await expect(broken.get('acf/v3/options/options', { lang: 'me' })).rejects.toBeInstanceOf(
        UpstreamError,
      );
    } finally {
      removeDir(brokenDir);
    }
  });
});
