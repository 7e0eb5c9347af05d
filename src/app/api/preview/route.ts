import { cookies, draftMode } from 'next/headers';
import { PREVIEW_COOKIE, previewCookieValue, startPreview } from '@/content/preview';
import { otherMethodsRefused } from '@/lib/http/methods';
import { logger } from '@/lib/logger';

// WordPress's Preview button (wordpress/mu-plugins/): the draft on the real site, for the editor
// alone (src/content/preview.ts).
export const dynamic = 'force-dynamic';

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('GET');

export async function GET(request: Request) {
  const { refused, draft, location } = await startPreview(new URL(request.url), request.headers);
  if (refused) return refused;
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, previewCookieValue(draft!), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
  });
  logger.info('preview.started', { type: draft!.kind, id: draft!.id, published: draft!.published });
  return new Response(null, {
    status: 307,
    headers: { Location: location!, 'Cache-Control': 'private, no-store' },
  });
}
