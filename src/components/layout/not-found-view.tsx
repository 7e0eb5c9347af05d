import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/paths';
import { ErrorView } from './error-view';

/** The drawing above the heading: the page's largest paint (docs/measuring.md). */
const illustration = { src: '/media/misc/not-found.svg', width: 1200, height: 800 };

export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <>
      <title>{`${t('title')} | Cluville`}</title>
      <meta name="robots" content="noindex" />
      {/* Hoisted into <head> like the title. Not ReactDOM.preload nor next/image's `preload`:
          their hint reached the head of the first, uncached render of this page only. */}
      <link rel="preload" as="image" href={illustration.src} fetchPriority="high" />
      <ErrorView
        code="404"
        eyebrow={t('heading')}
        title={t('title')}
        text={t('text')}
        homeLabel={t('home')}
        homeHref={localizedPath({ href: '/', locale })}
        illustration={{ ...illustration, alt: t('illustration') }}
      />
    </>
  );
}
