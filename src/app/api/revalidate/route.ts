import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { typeTags } from '@/content';
import { questionsOf } from '@/content/questions';
import { forgetMissing } from '@/content/preflight';
import { markStale } from '@/content/resilience';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/logger';
import { authorizeRevalidate } from '@/lib/http/revalidate-auth';

// WordPress calls this after an edit (see wordpress/README.md) so the change shows within seconds.
const bodySchema = z.object({
  type: z.enum(['options', 'page', 'room', 'post']),
  id: z.number().int().positive().optional(),
});

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  // Hostile-request guard (src/lib/http/revalidate-auth.ts): secret digest, 4 KB body, failed-attempt limit.
  const auth = await authorizeRevalidate(request, { secret: getEnv().REVALIDATE_SECRET });
  if (!auth.ok) return auth.response;
  // End of guard.

  let raw: unknown;
  try {
    raw = JSON.parse(auth.body);
  } catch {
    return json({ error: 'body must be JSON: {"type": "options"|"page"|"room"|"post", "id"?: number}' }, 400);
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    return json({ error: 'invalid body', issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`) }, 400);
  }

  // An item's id does not say which slugs and lists show it, so its whole type is refreshed;
  // the next request for it waits for fresh content instead of being served the old one.
  const tags = [typeTags[parsed.data.type]];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // A deleted or renamed item is asked for again; the old answer stays only as the fallback.
  markStale(questionsOf[parsed.data.type]);
  forgetMissing();
  logger.info('revalidate.done', { type: parsed.data.type, id: parsed.data.id, tags });
  return json({ revalidated: true, type: parsed.data.type, id: parsed.data.id ?? null, tags }, 200);
}
