import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { contentTags, typeTags } from '@/content';
import { getContentSource } from '@/content/create-source';
import { getSlugIndex } from '@/content/slug-index-runtime';
import { tagsForItem } from '@/content/tags';
import type { ContentKind, ItemRef } from '@/content/types';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/logger';
import { authorizeRevalidate } from '@/lib/http/revalidate-auth';
import { otherMethodsRefused } from '@/lib/http/methods';
import { json } from '@/lib/http/json';

// WordPress calls this after an edit (see wordpress/README.md) so the change shows within seconds.
const bodySchema = z.object({
  type: z.enum(['options', 'page', 'room', 'post']),
  id: z.number().int().positive().optional(),
});

/**
 * The tags one change refreshes: with an id, that item, its translations and the lists showing
 * its type; without one (or when the item is gone, so its slug is unknown), the whole type.
 */
async function tagsOf(type: keyof typeof typeTags, id: number | undefined): Promise<string[]> {
  if (type === 'options' || id === undefined) return [contentTags.type(type)];
  const kind: ContentKind = type;
  const source = getContentSource();
  const item = await source.getItemRef(kind, id);
  if (!item) return [contentTags.type(kind)];
  const translations: ItemRef[] = [];
  for (const otherId of Object.values(item.translations)) {
    if (otherId === id) continue;
    const other = await source.getItemRef(kind, otherId);
    if (other) translations.push(other);
  }
  return tagsForItem(kind, item, translations);
}

/** Every other method: 405 with `Allow: POST`. */
export const { GET, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('POST');

export async function POST(request: Request) {
  // Hostile-request guard (src/lib/http/revalidate-auth.ts): secret digest, 4 KB body, failed-attempt limit.
  const auth = await authorizeRevalidate(request, { secret: getEnv().REVALIDATE_SECRET });
  if (!auth.ok) return auth.response;
  // End of guard.

  let raw: unknown;
  try {
    raw = JSON.parse(auth.body);
  } catch {
    return json(
      { error: 'body must be JSON: {"type": "options"|"page"|"room"|"post", "id"?: number}' },
      400,
    );
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    return json(
      {
        error: 'invalid body',
        issues: parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
        ),
      },
      400,
    );
  }
  const { type, id } = parsed.data;

  let tags: string[];
  try {
    tags = await tagsOf(type, id);
  } catch (error) {
    // WordPress could not say which item that is: refresh the whole type rather than nothing.
    logger.warn('revalidate.item_lookup_failed', { type, id, error });
    tags = [contentTags.type(type)];
  }
  // Stale-while-revalidate: the next request still gets the cached page at once and refreshes it
  // in the background; should WordPress fail meanwhile, the page keeps its last content.
  for (const tag of tags) revalidateTag(tag, 'max');
  // A new, renamed or deleted slug is known to the proxy's 404 check on the next request.
  if (type !== 'options') getSlugIndex().invalidate(type);
  logger.info('revalidate.done', { type, id, tags });
  return json({ revalidated: true, type, id: id ?? null, tags }, 200);
}
