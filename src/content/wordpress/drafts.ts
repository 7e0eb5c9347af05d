// Drafts for the editors' preview (DESIGN.md → "WordPress contract" → "Preview"): one item by id,
// asked with an application password in `context=edit`, so drafts and pending items come back
// too; for an item whose newest autosave is newer than the item itself, the autosave's title,
// text and excerpt. Only this module knows how WordPress hands these out.
import { isLocale, routing } from '@/i18n/routing';
import type { ContentKind, Draft } from '../types';
import { isUpstreamError, type WpClient } from './client';
import { mapNewsItem, mapPage, mapRoom, readPost } from './posts';
import { restBase } from './source';

export interface DraftSource {
  /**
   * The item as last saved, whatever its status; `null` when WordPress has no such item. Rejects
   * with PreviewAccessError when WordPress refuses the preview user.
   */
  getDraft(kind: ContentKind, id: number): Promise<Draft | null>;
}

/**
 * WordPress would not show the preview user a draft: its application password is wrong or revoked
 * (WordPress then treats the request as anonymous: 401 `rest_forbidden_context` for
 * `context=edit`, or 401 `incorrect_password`), or the user may not edit the item (403).
 */
export class PreviewAccessError extends Error {
  constructor(
    readonly reason: 'credentials' | 'rights',
    /** WordPress's status and error code, for the log. */
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`WordPress refused the preview user: HTTP ${status} ${code ?? ''}`.trim());
    this.name = 'PreviewAccessError';
  }
}

export function isPreviewAccessError(error: unknown): error is PreviewAccessError {
  return error instanceof Error && error.name === 'PreviewAccessError';
}

/** A request in `context=edit`; WordPress's 401/403 becomes a PreviewAccessError. */
async function askAsEditor(client: WpClient, path: string, query: Record<string, string>) {
  try {
    return await client.get(path, query);
  } catch (error) {
    if (isUpstreamError(error) && (error.status === 401 || error.status === 403))
      throw new PreviewAccessError(
        error.status === 403 ? 'rights' : 'credentials',
        error.status,
        error.code,
      );
    throw error;
  }
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `modified_gmt` (no zone, UTC) as a time; NaN when missing. */
function modifiedAt(item: Raw): number {
  const gmt = typeof item.modified_gmt === 'string' ? item.modified_gmt : '';
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(gmt) ? Date.parse(`${gmt}Z`) : NaN;
}

/** The newest of an `/autosaves` answer, or none. */
function newestAutosave(body: unknown): Raw | null {
  if (!Array.isArray(body)) return null;
  let newest: Raw | null = null;
  for (const candidate of body) {
    if (!isRecord(candidate) || Number.isNaN(modifiedAt(candidate))) continue;
    if (!newest || modifiedAt(candidate) > modifiedAt(newest)) newest = candidate;
  }
  return newest;
}

/** A draft's dates may be `null` (never published): absent, as the mappers expect. */
function withoutNulls(item: Raw): Raw {
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null));
}

export function createDraftSource(client: WpClient): DraftSource {
  const ctx = (where: string) => ({ where, wpOrigin: client.origin });
  return {
    async getDraft(kind, id) {
      const path = `wp/v2/${restBase[kind]}/${id}`;
      const response = await askAsEditor(client, path, {
        context: 'edit',
        _embed: 'wp:featuredmedia',
      });
      if (response.status !== 200 || !isRecord(response.body)) return null;
      const raw = withoutNulls(response.body);
      const status = typeof raw.status === 'string' ? raw.status : '';
      if (status === 'trash') return null;
      // A draft never published has no slug yet; WordPress says what it will be.
      const slug =
        (typeof raw.slug === 'string' && raw.slug) ||
        (typeof raw.generated_slug === 'string' && raw.generated_slug) ||
        '';
      let merged: Raw = { ...raw, slug };
      const autosaves = await askAsEditor(client, `${path}/autosaves`, { context: 'edit' });
      const autosave = newestAutosave(autosaves.status === 200 ? autosaves.body : null);
      if (autosave && !(modifiedAt(autosave) <= modifiedAt(raw))) {
        // An autosave keeps the title, the text and the excerpt; everything else is the item's.
        merged = {
          ...merged,
          ...Object.fromEntries(
            (['title', 'content', 'excerpt', 'modified', 'modified_gmt'] as const)
              .filter((key) => autosave[key] !== undefined && autosave[key] !== null)
              .map((key) => [key, autosave[key]]),
          ),
        };
      }
      const post = readPost(merged);
      if (!post) return null;
      const locale = isLocale(raw.lang) ? raw.lang : routing.defaultLocale;
      const base = { id, slug: post.slug, locale, published: status === 'publish' };
      const where = `draft:${kind}:${id}`;
      switch (kind) {
        case 'page':
          return { ...base, kind, item: mapPage(post, locale, ctx(where)) };
        case 'room':
          return { ...base, kind, item: mapRoom(post, locale, ctx(where)) };
        case 'post':
          return { ...base, kind, item: mapNewsItem(post, locale, ctx(where)) };
      }
    },
  };
}
