// Which slugs exist, per content type and language: how the proxy answers an unknown slug (or a
// news page past the last one) with a server-rendered 404 before any page renders, without
// fetching the page's content. A page cannot do this itself: notFound() thrown from a page with
// dynamic params renders an empty `__next_error__` shell (vercel/next.js#62228).
//
// One request per type and language (ids and slugs only), kept in memory for a minute and
// refreshed in the background after that; refreshed at once after a revalidation; refreshed
// when a slug is not found, at most every ten seconds, so a flood of random slugs costs at most
// one request per type and language per ten seconds. A copy on disk lets a restart during a
// WordPress outage still recognise the slugs it knew, and the index starts from what the build
// prerendered (src/content/prerendered.ts), so a page in the build is never refused for want of
// an index after a restart.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedRoute } from '@/i18n/resolve-route';
import { routing, type Locale } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import { getPageSlug } from './page-slugs';
import { NEWS_PER_PAGE } from './news';
import type { ContentKind } from './types';

export type Verdict = 'ok' | 'missing' | 'unavailable';
type Lookup = 'found' | 'absent' | 'unknown';

/** After this long an index is refreshed in the background (still used meanwhile). */
export const MAX_AGE_MS = 60_000;
/** A slug not in the index refreshes it, at most this often. */
export const MISS_REFRESH_MS = 10_000;

interface Entry {
  slugs: string[];
  /** When the slugs were fetched. */
  at: number;
  /** A revalidation said they may have changed. */
  invalidated?: boolean;
}

interface Key {
  kind: ContentKind;
  locale: Locale;
}

export interface SlugIndexOptions {
  /** The slugs of one type in one language; rejects when WordPress fails. */
  load: (kind: ContentKind, locale: Locale) => Promise<string[]>;
  /** Where the last good index is kept between restarts; none in tests. */
  file?: string;
  /** What the build prerendered (`kind:locale` → slugs): the starting point, stale from the start. */
  prerendered?: Record<string, string[]>;
  now?: () => number;
}

/**
 * What a route's content is, for the index (check() and knownToExist() alike): a room or news
 * item's slug; or the WordPress page behind the route, with a news list page's number (0 when
 * the path's number is not one).
 */
function contentOf({
  locale,
  route,
  params,
}: ResolvedRoute): { detail: ContentKind; slug: string } | { page: string; listPage?: number } {
  if (route === '/rooms/[slug]') return { detail: 'room', slug: params.slug ?? '' };
  if (route === '/news/[slug]') return { detail: 'post', slug: params.slug ?? '' };
  if (route !== '/news/page/[page]') return { page: getPageSlug(route, locale) };
  const listPage = /^[1-9]\d{0,5}$/.test(params.page ?? '') ? Number(params.page) : 0;
  return { page: getPageSlug('/news', locale), listPage };
}

/** Whether the news items make at least `listPage` list pages. */
const newsPages = (listPage: number) => (slugs: string[]) =>
  Math.ceil(slugs.length / NEWS_PER_PAGE) >= listPage;

export function createSlugIndex({
  load,
  file,
  prerendered = {},
  now = Date.now,
}: SlugIndexOptions) {
  const entries = new Map<string, Entry>();
  const attempts = new Map<string, { at: number; failed: boolean }>();
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  const id = ({ kind, locale }: Key) => `${kind}:${locale}`;

  // `at: 0`: used at once, refreshed on first use; a copy on disk (newer) replaces it.
  for (const [key, slugs] of Object.entries(prerendered))
    entries.set(key, { slugs: [...slugs], at: 0 });
  if (file) {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>;
      for (const [key, entry] of Object.entries(saved)) {
        if (Array.isArray(entry?.slugs))
          entries.set(key, { slugs: entry.slugs.map(String), at: 0 });
      }
    } catch {
      // No copy yet (or an unreadable one): the index is fetched on first use.
    }
  }

  function save() {
    if (!file) return;
    try {
      // Under DATA_DIR, whose folders and files are the site's user's alone.
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      writeFileSync(file, JSON.stringify(Object.fromEntries(entries)), { mode: 0o600 });
    } catch (error) {
      logger.warn('content.slug_index_unsaved', { file, error });
    }
  }

  function refresh(key: Key): Promise<Entry | undefined> {
    const name = id(key);
    let running = inFlight.get(name);
    if (running) return running;
    attempts.set(name, { at: now(), failed: false });
    running = load(key.kind, key.locale)
      .then((slugs) => {
        const entry = { slugs, at: now() };
        entries.set(name, entry);
        save();
        return entry;
      })
      .catch((error: unknown) => {
        attempts.set(name, { at: now(), failed: true });
        logger.warn('content.slug_index_failed', { index: name, error });
        return undefined;
      })
      .finally(() => inFlight.delete(name));
    inFlight.set(name, running);
    return running;
  }

  /** Whether `test` holds for the index of `key`, refreshing it as the rules above say. */
  async function lookup(key: Key, test: (slugs: string[]) => boolean): Promise<Lookup> {
    const name = id(key);
    let entry = entries.get(name);
    if (!entry || entry.invalidated) entry = (await refresh(key)) ?? entry;
    else if (now() - entry.at > MAX_AGE_MS) void refresh(key);
    // Never fetched and WordPress unreachable: nothing to decide with.
    if (!entry) return 'unknown';
    if (test(entry.slugs)) return 'found';
    // A refresh under way (a stale entry, e.g. the build's list at start-up) decides a miss.
    const pending = inFlight.get(name);
    if (pending) {
      const fresh = await pending;
      if (!fresh) return 'unknown';
      return test(fresh.slugs) ? 'found' : 'absent';
    }
    const attempt = attempts.get(name);
    if (!attempt || now() - attempt.at >= MISS_REFRESH_MS) {
      const fresh = await refresh(key);
      if (!fresh) return 'unknown';
      return test(fresh.slugs) ? 'found' : 'absent';
    }
    return attempt.failed ? 'unknown' : 'absent';
  }

  const has = (key: Key, slug: string) => lookup(key, (slugs) => slugs.includes(slug));

  /** A detail slug: in its own language, or in another one (the page redirects to the translation). */
  async function detail(kind: ContentKind, locale: Locale, slug: string): Promise<Verdict> {
    const own = await has({ kind, locale }, slug);
    if (own === 'found') return 'ok';
    let unknown = own === 'unknown';
    for (const other of routing.locales) {
      if (other === locale) continue;
      const elsewhere = await has({ kind: kind, locale: other }, slug);
      if (elsewhere === 'found') return 'ok';
      unknown ||= elsewhere === 'unknown';
    }
    return unknown ? 'unavailable' : 'missing';
  }

  const fromLookup = (result: Lookup): Verdict =>
    result === 'found' ? 'ok' : result === 'absent' ? 'missing' : 'unavailable';

  return {
    /** Whether a public route's content exists, as far as the index knows. */
    async check(resolved: ResolvedRoute): Promise<Verdict> {
      const { locale } = resolved;
      const content = contentOf(resolved);
      if ('detail' in content) return detail(content.detail, locale, content.slug);
      const page = fromLookup(await has({ kind: 'page', locale }, content.page));
      if (page !== 'ok' || content.listPage === undefined) return page;
      if (content.listPage < 2) return 'missing';
      return fromLookup(await lookup({ kind: 'post', locale }, newsPages(content.listPage)));
    },

    /**
     * Without waiting: true only when the index in memory names this route's content in its own
     * language and no revalidation has cast doubt on it since; anything else is check()'s to
     * decide (the server entry's fast path for prerendered pages asks this first:
     * src/i18n/page-paths.ts). A stale index is refreshed in the background, as check() does.
     */
    knownToExist(resolved: ResolvedRoute): boolean {
      const { locale } = resolved;
      const names = (key: Key, test: (slugs: string[]) => boolean) => {
        const entry = entries.get(id(key));
        if (!entry || entry.invalidated) return false;
        if (now() - entry.at > MAX_AGE_MS) void refresh(key);
        return test(entry.slugs);
      };
      const content = contentOf(resolved);
      if ('detail' in content)
        return names({ kind: content.detail, locale }, (slugs) => slugs.includes(content.slug));
      if (!names({ kind: 'page', locale }, (slugs) => slugs.includes(content.page))) return false;
      return (
        content.listPage === undefined ||
        (content.listPage >= 2 && names({ kind: 'post', locale }, newsPages(content.listPage)))
      );
    },

    /** After a revalidation: the next lookup of this type fetches its slugs again. */
    invalidate(kind?: ContentKind) {
      for (const [name, entry] of entries)
        if (!kind || name.startsWith(`${kind}:`)) entry.invalidated = true;
      for (const [name] of attempts)
        if (!kind || name.startsWith(`${kind}:`)) attempts.delete(name);
    },
  };
}

export type SlugIndex = ReturnType<typeof createSlugIndex>;

/** The copy on disk is per content source, so a snapshot index never answers for a live WordPress. */
export function slugIndexFile(dataDir: string, sourceId: string): string {
  return path.join(
    dataDir,
    'slug-index',
    `${createHash('sha256').update(sourceId).digest('hex').slice(0, 16)}.json`,
  );
}
