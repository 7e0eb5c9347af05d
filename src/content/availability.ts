// For the proxy: whether the content a page needs is remembered, so that while WordPress fails a
// page never fetched before gets the "temporarily unavailable" answer (503) instead of an error.
// The keys name the facade's questions (see index.ts); only a page's own content counts, since
// site options degrade to a plainer header and footer.
import type { ResolvedRoute } from '@/i18n/resolve-route';
import type { StaticPathname } from '@/i18n/routing';
import { contentKey, hasGood } from './resilience';

function keysFor({ locale, route, params }: ResolvedRoute, newsPage: number): string[] {
  switch (route) {
    case '/rooms/[slug]':
      return [contentKey('room', [params.slug, locale])];
    case '/news/[slug]':
      return [contentKey('news-item', [params.slug, locale])];
    case '/rooms':
      return [contentKey('page', [route, locale]), contentKey('rooms', [locale])];
    case '/news':
      return [contentKey('page', [route, locale]), contentKey('news', [locale, newsPage])];
    default:
      return [contentKey('page', [route satisfies StaticPathname, locale])];
  }
}

export function hasRememberedContent(resolved: ResolvedRoute, newsPage: number): boolean {
  return keysFor(resolved, newsPage).every(hasGood);
}
