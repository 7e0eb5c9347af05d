// The editors' preview (DESIGN.md → "WordPress contract" → "Preview"). WordPress's Preview button
// opens `GET /api/preview?secret=…&type=…&id=…`; that checks the secret, fetches the item with the
// application password and turns on Next.js draft mode, with a cookie naming the item. In draft
// mode Next.js renders every page per request and neither reads nor writes its caches (pages or
// `unstable_cache` data), and the facade (./index.ts) answers the previewed item from its draft.
// Everything else on the page is the published content.
import { cache } from 'react';
import { cookies, draftMode } from 'next/headers';
import { localizedPath } from '@/i18n/paths';
import { isLocale, routing, type Locale, type StaticPathname } from '@/i18n/routing';
import { previewConfig } from '@/lib/env';
import { refuseWrongSecret } from '@/lib/http/revalidate-auth';
import { json } from '@/lib/http/json';
import { logger } from '@/lib/logger';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { RateLimiter } from '@/lib/rate-limit';
import { getPageSlug } from './page-slugs';
import type { ContentKind, Draft, ItemOfKind, ItemRef } from './types';
import { createHttpClient } from './wordpress/http-client';
import { createDraftSource, isPreviewAccessError, type DraftSource } from './wordpress/drafts';
import { previewRefusedResponse } from './preview-refused-page';

/** Names the previewed item (`room:12:en`): no personal data, httpOnly, for the session only. */
export const PREVIEW_COOKIE = 'cluville-preview';

export interface PreviewTarget {
  kind: ContentKind;
  id: number;
  locale: Locale;
}

const KINDS: readonly ContentKind[] = ['page', 'room', 'post'];

export function parsePreviewCookie(value: string | undefined): PreviewTarget | null {
  const match = /^(page|room|post):(\d{1,12}):(\w+)$/.exec(value ?? '');
  if (!match || !isLocale(match[3])) return null;
  return { kind: match[1] as ContentKind, id: Number(match[2]), locale: match[3] };
}

export const previewCookieValue = ({ kind, id, locale }: PreviewTarget) =>
  `${kind}:${id}:${locale}`;

/** The drafts' source: WordPress asked with the preview user's application password. */
function getDraftSource(): DraftSource | null {
  const config = previewConfig();
  if (!config) return null;
  return processSingleton('draft-source', () =>
    createDraftSource(
      createHttpClient({
        baseUrl: config.wordpressUrl,
        headers: {
          Authorization: `Basic ${Buffer.from(`${config.user}:${config.password}`).toString('base64')}`,
        },
      }),
    ),
  );
}

/** The public path of an item (`/sobe/x`, `/en/news/y`, a page's route); null for a page no route shows. */
function itemPath(kind: ContentKind, slug: string, locale: Locale): string | null {
  if (kind === 'room')
    return localizedPath({ locale, href: { pathname: '/rooms/[slug]', params: { slug } } });
  if (kind === 'post')
    return localizedPath({ locale, href: { pathname: '/news/[slug]', params: { slug } } });
  const route = (Object.keys(routing.pathnames) as StaticPathname[]).find(
    (candidate) => !candidate.includes('[') && getPageSlug(candidate, locale) === slug,
  );
  return route ? localizedPath({ locale, href: route }) : null;
}

export interface PreviewStart {
  /** The refusal (404 preview off or no such item, 400, 401, 429), or null to go on. */
  refused: Response | null;
  draft?: Draft;
  location?: string;
}

/**
 * `GET /api/preview`: who may preview, and what. Preview off (a variable missing) is 404; a wrong
 * secret 401, counted per client address (429 after too many); an id WordPress does not know 404;
 * WordPress refusing the preview user a page saying why (401 wrong password, 403 too few rights).
 */
export async function startPreview(
  url: URL,
  headers: Headers,
  {
    config = previewConfig(),
    source = getDraftSource(),
    limiter,
  }: {
    config?: ReturnType<typeof previewConfig>;
    source?: DraftSource | null;
    limiter?: RateLimiter;
  } = {},
): Promise<PreviewStart> {
  if (!config || !source) return { refused: json({ error: 'not found' }, 404) };
  const refused = await refuseWrongSecret(headers, url.searchParams.get('secret'), config.secret, {
    scope: 'preview',
    ...(limiter ? { limiter } : {}),
  });
  if (refused) return { refused };
  const kind = url.searchParams.get('type');
  const id = url.searchParams.get('id') ?? '';
  if (!KINDS.includes(kind as ContentKind) || !/^[1-9]\d{0,11}$/.test(id))
    return { refused: json({ error: 'type must be page, room or post; id a WordPress id' }, 400) };
  let draft: Draft | null;
  try {
    draft = await source.getDraft(kind as ContentKind, Number(id));
  } catch (error) {
    if (!isPreviewAccessError(error)) throw error;
    // The site's setting, not the editor's doing: a clear page for the editor, a warning for the
    // operator (never the password).
    logger.warn('preview.refused_by_wordpress', {
      type: kind,
      id: Number(id),
      reason: error.reason,
      status: error.status,
      code: error.code,
    });
    return { refused: previewRefusedResponse(error.reason) };
  }
  const location = draft && itemPath(draft.kind, draft.slug, draft.locale);
  if (!draft || !location) return { refused: json({ error: 'not found' }, 404) };
  return { refused: null, draft, location };
}

/** Where `GET /api/preview/exit` leads: the item's published page, or home. */
export function exitPath(target: PreviewTarget | null, published: ItemRef | null): string {
  const locale = published?.locale ?? target?.locale ?? routing.defaultLocale;
  const path = target && published && itemPath(target.kind, published.slug, locale);
  return path ?? localizedPath({ locale, href: '/' });
}

const loadDraft = cache(async (kind: ContentKind, id: number) => {
  try {
    return (await getDraftSource()?.getDraft(kind, id)) ?? null;
  } catch (error) {
    // The password was revoked during the preview: the published content answers.
    if (!isPreviewAccessError(error)) throw error;
    logger.warn('preview.refused_by_wordpress', {
      type: kind,
      id,
      reason: error.reason,
      status: error.status,
      code: error.code,
    });
    return null;
  }
});

/**
 * In draft mode, the previewed item when it is the one asked for (its kind, slug and language);
 * otherwise null, and the published content answers. Outside a request (build, generateStaticParams)
 * there is no draft mode.
 */
export async function draftFor<K extends ContentKind>(
  kind: K,
  slug: string,
  locale: Locale,
): Promise<ItemOfKind[K] | null> {
  let enabled = false;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return null;
  }
  if (!enabled) return null;
  const target = parsePreviewCookie((await cookies()).get(PREVIEW_COOKIE)?.value);
  if (!target || target.kind !== kind) return null;
  const draft = await loadDraft(target.kind, target.id);
  if (!draft || draft.kind !== kind || draft.slug !== slug || draft.locale !== locale) return null;
  return draft.item as ItemOfKind[K];
}

/** Whether this render is an editor's preview (the bar, noindex). */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
