// Posts (bookings, the newsletter, the desk's forms) are accepted from the site's own pages
// only. Browsers send Origin on every POST and Sec-Fetch-Site on modern ones; a request with
// neither (curl, a server integration) is not a browser acting for someone else, so it is let
// through.
import { getEnv } from '@/lib/env';

export function isCrossSite(headers: Headers): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  // A page sent with `Referrer-Policy: no-referrer` (the signed-link pages) makes the browser
  // send `Origin: null` on its own form posts; the browser's Sec-Fetch-Site still says whose.
  if (origin === 'null' && headers.get('sec-fetch-site') === 'same-origin') return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // `null` (sandboxed frames, file://) or garbage
  }
  const hosts = [headers.get('x-forwarded-host'), headers.get('host')].filter(Boolean) as string[];
  const site = getEnv().NEXT_PUBLIC_SITE_URL;
  if (site) hosts.push(new URL(site).host);
  return !hosts.includes(originHost);
}
