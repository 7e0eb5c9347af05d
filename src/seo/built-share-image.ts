// Which share image a page names: its own when the build drew it, else its language's home page
// image. The share-image route serves only the images of the build (dynamicParams = false), so an
// item published since (a news post, a room) would otherwise point its preview at a 404 until the
// next build. During the build every image is being drawn and every page names its own.
import type { Locale } from '@/i18n/routing';
import { getPageSlug } from '@/content/page-slugs';
import { readShareImages } from '@/content/prerendered';
import { shareImagePath, type ShareKind } from './urls';

let built: Set<string> | undefined | null = null;

/** The build's share images, read once per process; undefined while building or in development. */
function builtShareImages(): Set<string> | undefined {
  if (process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  if (built === null) built = readShareImages();
  return built;
}

/** The image a page names among `images`, the build's (none: every page its own). */
export function shareImageAmong(
  images: ReadonlySet<string> | undefined,
  locale: Locale,
  kind: ShareKind,
  slug: string,
): string {
  const own = shareImagePath(locale, kind, slug);
  if (!images || images.has(own)) return own;
  return shareImagePath(locale, 'page', getPageSlug('/', locale));
}

export function builtShareImagePath(locale: Locale, kind: ShareKind, slug: string): string {
  return shareImageAmong(builtShareImages(), locale, kind, slug);
}
