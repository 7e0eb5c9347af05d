// POST /api/invitations: the forms of a party's invitations (src/booking/invitations/post.ts):
// the host's (make an invitation, turn its link off) from the manage page, a guest's answer from
// the invitation page. Form posts from the site's own pages only (Origin null with Sec-Fetch-Site
// same-origin is the no-referrer pages' own post); a bad or unknown link gets the 403 page; else a
// 303 back to the page.
import { getSiteUrl } from '@/lib/env';
import { readSiteForm } from '@/lib/http/site-form';
import { clientAddress, limitKeyOf } from '@/lib/http/client-address';
import { otherMethodsRefused } from '@/lib/http/methods';
import { forbiddenLinkResponse } from '@/booking/server/link-access';
import { getLifecycleSettings } from '@/booking/server/runtime';
import { getInvitations } from '@/booking/invitations/runtime';
import { handleInvitationPost } from '@/booking/invitations/post';

const MAX_BODY_BYTES = 16 * 1024;

export const { GET, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('POST');

function cookiesOf(header: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) map.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return map;
}

export async function POST(request: Request) {
  const read = await readSiteForm(request, 'invitation.cross_origin', MAX_BODY_BYTES);
  if ('refused' in read) return read.refused;
  const { form, locale } = read;
  const cookies = cookiesOf(request.headers.get('cookie'));
  const result = await handleInvitationPost(form, {
    invitations: getInvitations(),
    links: getLifecycleSettings().links,
    locale,
    clientKey: limitKeyOf(clientAddress(request.headers)),
    cookie: (name) => cookies.get(name),
  });
  if (!result) return forbiddenLinkResponse(locale);
  const headers = new Headers({
    Location: result.location,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  const secure = getSiteUrl().protocol === 'https:' ? '; Secure' : '';
  for (const cookie of result.cookies) {
    const age =
      cookie.maxAge !== undefined
        ? `; Max-Age=${cookie.maxAge}`
        : cookie.expires
          ? `; Expires=${cookie.expires.toUTCString()}`
          : '';
    headers.append(
      'Set-Cookie',
      `${cookie.name}=${cookie.value}; Path=/; HttpOnly; SameSite=Lax${age}${secure}`,
    );
  }
  return new Response(null, { status: 303, headers });
}
