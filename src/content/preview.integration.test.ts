// The editors' preview against the stand-in WordPress (tests/wordpress/fake-wordpress.mjs), which
// serves drafts and autosaves behind HTTP Basic auth as WordPress does: who may start a preview,
// and which content the preview shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../tests/wordpress/start-stand-in';
import type { DbHandle } from '@/lib/db/client';
import { openPgliteCopy } from '@/booking/testing/databases';
import { createRateLimiter } from '@/lib/rate-limit';
import { CLIENT_ADDRESS_HEADER, installTokenForTests } from '@/lib/http/client-address';
import { FAILED_ATTEMPTS_LIMIT } from '@/lib/http/revalidate-auth';
import {
  AUTOSAVED_ROOM,
  DRAFT_NEWS,
  PREVIEW_PASSWORD,
  PREVIEW_USER,
  STALE_AUTOSAVE_ROOM,
  SUBSCRIBER_PASSWORD,
  SUBSCRIBER_USER,
} from '../../tests/wordpress/preview.mjs';
import { silencedConsole } from '@/lib/testing/console-spy';
import me from '../../messages/me.json';
import { createHttpClient } from './wordpress/http-client';
import { createDraftSource } from './wordpress/drafts';
import { createWordPressSource } from './wordpress/source';
import { exitPath, startPreview } from './preview';

const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 230;
const WP = `http://127.0.0.1:${port}`;
const SECRET = 'a-preview-secret-0123456789-abcdefgh';
const token = installTokenForTests();

let wordpress: StandIn;
let handle: DbHandle;

beforeAll(async () => {
  // The database first: a copy can take seconds on a busy machine, and the stand-in closes a
  // connection idle for five, which the first test's request (no retry) would otherwise reuse.
  handle = await openPgliteCopy();
  wordpress = await startStandIn(port);
}, 30_000);

afterAll(async () => {
  wordpress?.stop();
  await handle?.close();
});

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const drafts = (authorization?: string) =>
  createDraftSource(
    createHttpClient({
      baseUrl: WP,
      retries: 0,
      headers: authorization ? { Authorization: authorization } : {},
    }),
  );
const editor = () => drafts(basic(PREVIEW_USER, PREVIEW_PASSWORD));
const config = { secret: SECRET, user: PREVIEW_USER, password: PREVIEW_PASSWORD, wordpressUrl: WP };
let prefix = 0;

function ask(
  query: Record<string, string>,
  address = '203.0.113.9',
  { user = PREVIEW_USER, password = PREVIEW_PASSWORD } = {},
) {
  const url = new URL('http://site.test/api/preview');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: `${token} ${address}` });
  const keys = `t${++prefix}:`;
  const real = createRateLimiter(async () => handle.db);
  return startPreview(url, headers, {
    config: { ...config, user, password },
    source: drafts(basic(user, password)),
    limiter: { consume: (key, limit, window) => real.consume(keys + key, limit, window) },
  });
}

describe('GET /api/preview on the stand-in WordPress', () => {
  it('is off (404) without the three settings', async () => {
    const { refused } = await startPreview(
      new URL(`http://site.test/api/preview?secret=${SECRET}&type=post&id=3190`),
      new Headers(),
      { config: null, source: null },
    );
    expect(refused?.status).toBe(404);
  });

  it('refuses a wrong secret with 401, and 429 once an address has failed too often', async () => {
    const wrong = await ask({
      secret: 'not-the-secret',
      type: 'post',
      id: String(DRAFT_NEWS.en.id),
    });
    expect(wrong.refused?.status).toBe(401);
    expect(wrong.draft).toBeUndefined();
    const missing = await ask({ type: 'post', id: String(DRAFT_NEWS.en.id) });
    expect(missing.refused?.status).toBe(401);

    const url = new URL('http://site.test/api/preview?secret=wrong&type=post&id=1');
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: `${token} 198.51.100.4` });
    const limiter = createRateLimiter(async () => handle.db);
    const statuses = [];
    for (let i = 0; i <= FAILED_ATTEMPTS_LIMIT; i++)
      statuses.push(
        (await startPreview(url, headers, { config, source: editor(), limiter })).refused?.status,
      );
    expect(statuses.slice(0, FAILED_ATTEMPTS_LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers 404 for an id WordPress does not know, and 400 for a bad type or id', async () => {
    expect((await ask({ secret: SECRET, type: 'room', id: '987654' })).refused?.status).toBe(404);
    expect((await ask({ secret: SECRET, type: 'event', id: '1' })).refused?.status).toBe(400);
    expect((await ask({ secret: SECRET, type: 'post', id: '-1' })).refused?.status).toBe(400);
  });

  it('fetches a draft never published with the credentials, and leads to its generated slug in its language', async () => {
    const start = await ask({ secret: SECRET, type: 'post', id: String(DRAFT_NEWS.en.id) });
    expect(start.refused).toBeNull();
    expect(start.location).toBe(`/en/news/${DRAFT_NEWS.en.slug}`);
    expect(start.draft).toMatchObject({
      kind: 'post',
      published: false,
      locale: 'en',
      slug: DRAFT_NEWS.en.slug,
    });
    expect(start.draft?.item.title).toBe(DRAFT_NEWS.en.title);
    const me = await ask({ secret: SECRET, type: 'post', id: String(DRAFT_NEWS.me.id) });
    expect(me.location).toBe(`/novosti/${DRAFT_NEWS.me.slug}`);
  });

  it('gets nothing without the credentials: WordPress answers 401', async () => {
    await expect(drafts().getDraft('post', DRAFT_NEWS.en.id)).rejects.toMatchObject({
      name: 'PreviewAccessError',
      reason: 'credentials',
      status: 401,
    });
    await expect(
      drafts(basic(PREVIEW_USER, 'wrong password')).getDraft('room', AUTOSAVED_ROOM.en.id),
    ).rejects.toMatchObject({ reason: 'credentials', status: 401, code: 'rest_forbidden_context' });
    const plain = await fetch(`${WP}/wp-json/wp/v2/posts/${DRAFT_NEWS.en.id}`);
    expect(plain.status).toBe(401);
    expect(((await plain.json()) as { code: string }).code).toBe('rest_forbidden');
    // As WordPress 6.1 does, a wrong application password is an anonymous request: public routes
    // answer.
    const wrong = await fetch(`${WP}/wp-json/wp/v2/rooms?lang=en`, {
      headers: { Authorization: basic(PREVIEW_USER, 'wrong password') },
    });
    expect(wrong.status).toBe(200);
  });

  describe('an item moved to the bin', () => {
    const warnings = silencedConsole('error');

    it('is not found for the site (WordPress answers 401), without a warning', async () => {
      const content = (await (await fetch(`${WP}/__control/content`)).json()) as {
        posts: { en: { id: number; slug: string }[] };
      };
      const news = content.posts.en[0]!;
      const site = createWordPressSource(createHttpClient({ baseUrl: WP, retries: 0 }));
      expect(await site.getItemRef('post', news.id)).toMatchObject({ slug: news.slug });
      await fetch(`${WP}/__control/delete`, {
        method: 'POST',
        body: JSON.stringify({ type: 'posts', lang: 'en', slug: news.slug }),
      });
      try {
        const plain = await fetch(`${WP}/wp-json/wp/v2/posts/${news.id}`);
        expect(plain.status).toBe(401);
        expect(await site.getItemRef('post', news.id)).toBeNull();
        expect(warnings()).not.toHaveBeenCalled();
      } finally {
        await fetch(`${WP}/__control/reset`, { method: 'POST' });
      }
    });
  });

  describe('WordPress refusing the preview user', () => {
    const warnings = silencedConsole('error');

    async function refusal(user: string, password: string) {
      const start = await ask(
        { secret: SECRET, type: 'post', id: String(DRAFT_NEWS.en.id) },
        '203.0.113.20',
        { user, password },
      );
      expect(start.draft).toBeUndefined();
      const page = start.refused!;
      const lines = warnings().mock.calls.map(
        (args) => JSON.parse(String(args[0])) as Record<string, unknown>,
      );
      return { page, html: await page.text(), lines };
    }

    it("shows the editor a 401 page in the site's language for a wrong or revoked password, logged at warn", async () => {
      const { page, html, lines } = await refusal(PREVIEW_USER, 'revoked aaaa bbbb cccc');
      expect(page.status).toBe(401);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toMatch(/no-store/);
      expect(html).toContain('lang="sr-ME"');
      expect(html).toContain(me.previewRefused.credentialsTitle);
      expect(html).not.toMatch(/UpstreamError|at .*\.ts:\d+|revoked aaaa/);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          event: 'preview.refused_by_wordpress',
          reason: 'credentials',
          status: 401,
        }),
      );
      expect(JSON.stringify(lines)).not.toContain('revoked aaaa');
    });

    it('shows a 403 page for a user WordPress does not let edit', async () => {
      const { page, html, lines } = await refusal(SUBSCRIBER_USER, SUBSCRIBER_PASSWORD);
      expect(page.status).toBe(403);
      expect(html).toContain(me.previewRefused.rightsTitle);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 'warn', reason: 'rights', status: 403 }),
      );
    });
  });

  it('shows a published room from its autosave when that is newer, and the room itself when it is older', async () => {
    const start = await ask({ secret: SECRET, type: 'room', id: String(AUTOSAVED_ROOM.me.id) });
    expect(start.location).toBe(`/sobe/${AUTOSAVED_ROOM.me.slug}`);
    expect(start.draft).toMatchObject({ kind: 'room', published: true, locale: 'me' });
    expect(start.draft?.item.title).toBe(AUTOSAVED_ROOM.me.title);
    // Everything the autosave does not keep is the room's own (its facts, its picture).
    expect(start.draft?.kind === 'room' && start.draft.item.playersMax).toBe(6);

    const stale = await editor().getDraft('room', STALE_AUTOSAVE_ROOM.id);
    expect(stale?.item.title).not.toBe(STALE_AUTOSAVE_ROOM.title);
    expect(stale?.item.title).toBe('The Submarine');
  });

  it('leaves preview for the published page, or home when there is none', () => {
    expect(
      exitPath(
        { kind: 'room', id: 2110, locale: 'en' },
        { id: 2110, slug: 'the-observatory', locale: 'en', translations: {} },
      ),
    ).toBe('/en/rooms/the-observatory');
    expect(exitPath({ kind: 'post', id: DRAFT_NEWS.en.id, locale: 'en' }, null)).toBe('/en');
    expect(exitPath({ kind: 'post', id: DRAFT_NEWS.me.id, locale: 'me' }, null)).toBe('/');
    expect(exitPath(null, null)).toBe('/');
  });

  // Asks WordPress nothing, and runs last: the time it takes would leave the stand-in's idle
  // connection to close under the next test's request (the drafts are fetched without a retry).
  it('hole 8: while an address is locked out, the right secret is refused too (429)', async () => {
    const limiter = createRateLimiter(async () => handle.db);
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: `${token} 198.51.100.6` });
    const wrong = new URL('http://site.test/api/preview?secret=wrong&type=post&id=1');
    for (let i = 0; i < FAILED_ATTEMPTS_LIMIT; i++)
      expect(
        (await startPreview(wrong, headers, { config, source: editor(), limiter })).refused?.status,
      ).toBe(401);
    // A type that is none of WordPress's: past the secret check, the answer is 400 (no draft asked).
    const right = new URL('http://site.test/api/preview?type=event&id=1');
    right.searchParams.set('secret', SECRET);
    expect(
      (await startPreview(right, headers, { config, source: editor(), limiter })).refused?.status,
    ).toBe(429);
    const elsewhere = new Headers({ [CLIENT_ADDRESS_HEADER]: `${token} 198.51.100.7` });
    expect(
      (await startPreview(right, elsewhere, { config, source: editor(), limiter })).refused?.status,
    ).toBe(400);
  });
});
