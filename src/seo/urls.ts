// Absolute addresses for what leaves the site (canonical links, sitemap, structured data, share
// images). The origin is NEXT_PUBLIC_SITE_URL (src/lib/env.ts).
import { getSiteUrl } from '@/lib/env';
import type { Locale } from '@/i18n/routing';

/** What a share image is drawn for: a static page (by its CMS slug), a room or a news item. */
export type ShareKind = 'page' | 'room' | 'news';

/** `/og/en/room/pirate-treasure.png`: served by src/app/og/[locale]/[kind]/[file]/route.tsx. */
export function shareImagePath(locale: Locale, kind: ShareKind, slug: string): string {
  return `/og/${locale}/${kind}/${encodeURIComponent(slug)}.png`;
}

/** A site path (`/en/rooms`) as an absolute URL on the public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, getSiteUrl()).toString();
}
