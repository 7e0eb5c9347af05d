import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/paths';
import { ErrorView } from './error-view';

/** The drawing above the heading: the page's largest paint (docs/measuring.md). */
const illustration = { src: '/media/misc/not-found.svg', width: 1200, height: 800 };

/**
 * `preload`: the drawing is hinted in <head> and fetched at once, at high priority. Only the
 * global not-found page, a document of its own, asks for it. The `[locale]` segment's not-found
 * view is rendered into every page's flight data (Next.js sends a segment's not-found boundary
 * with the segment), and React turns a preload link or an eager image found there into a hint in
 * every page's <head>: each page fetched the 404 drawing at high priority beside its own largest
 * image. There the drawing loads lazily (ErrorIllustration).
 */
export async function NotFoundView({
  locale,
  preload = false,
}: {
  locale: Locale;
  preload?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <>
      <title>{`${t('title')} | Cluville`}</title>
      <meta name="robots" content="noindex" />
      {/* Hoisted into <head> like the title. Not ReactDOM.preload nor next/image's `preload`:
          their hint reached the head of the first, uncached render of this page only. */}
      {preload && <link rel="preload" as="image" href={illustration.src} fetchPriority="high" />}
      <ErrorView
        code="404"
        eyebrow={t('heading')}
        title={t('title')}
        text={t('text')}
        homeLabel={t('home')}
        homeHref={localizedPath({ href: '/', locale })}
        illustration={{ ...illustration, alt: t('illustration'), eager: preload }}
      />
    </>
  );
}
