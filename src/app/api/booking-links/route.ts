// POST /api/booking-links: the buttons of the pages the parent's signed links open (a GET never
// changes anything). Form posts from the site's own pages only; the token is checked again, and a
// venue action (confirm, propose, decline: answered on the desk) gets the 403 page; the answer is a
// 303 back to the page (a confirmed request: to its manage page), which shows what happened and
// the booking's current state.
import { readSiteForm } from '@/lib/http/site-form';
import { handleLinkPost, type LinkPostResult } from '@/booking/server/link-actions';
import { forbiddenLinkResponse, linkPagePath } from '@/booking/server/link-access';
import { otherMethodsRefused } from '@/lib/http/methods';

const MAX_BODY_BYTES = 8 * 1024;

/** Every other method: 405 with `Allow: POST`. */
export const { GET, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('POST');

export async function POST(request: Request) {
  const read = await readSiteForm(request, 'booking.link_cross_origin', MAX_BODY_BYTES);
  if ('refused' in read) return read.refused;
  const { form, locale } = read;
  const result: LinkPostResult = await handleLinkPost(form);
  if (result.kind === 'forbidden') return forbiddenLinkResponse(locale);
  const query = new URLSearchParams(
    result.kind === 'done'
      ? { done: result.done }
      : result.kind === 'preview'
        ? { change: 'preview', ...result.query }
        : { refused: result.reason, ...result.query },
  );
  // The change form's answers come back to the form.
  const anchor = result.kind !== 'done' && result.query ? '#change' : '';
  const location = `${linkPagePath(locale, result.token)}?${query.toString()}${anchor}`;
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
