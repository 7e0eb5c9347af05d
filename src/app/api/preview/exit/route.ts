import { cookies, draftMode } from 'next/headers';
import { getContentSource } from '@/content/create-source';
import { exitPath, parsePreviewCookie, PREVIEW_COOKIE } from '@/content/preview';
import { otherMethodsRefused } from '@/lib/http/methods';

// The preview bar's "Exit preview": draft mode off, back to the item's published page (home when
// it has none, e.g. a draft never published).
export const dynamic = 'force-dynamic';

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('GET');

export async function GET() {
  const jar = await cookies();
  const target = parsePreviewCookie(jar.get(PREVIEW_COOKIE)?.value);
  (await draftMode()).disable();
  jar.delete(PREVIEW_COOKIE);
  // Asked without credentials: WordPress shows only what is published.
  const published = target
    ? await getContentSource()
        .getItemRef(target.kind, target.id)
        .catch(() => null)
    : null;
  return new Response(null, {
    status: 307,
    headers: { Location: exitPath(target, published), 'Cache-Control': 'private, no-store' },
  });
}
