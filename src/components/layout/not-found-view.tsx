import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/paths';
import { ErrorView } from './error-view';

export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <>
      <title>{`${t('title')} | Cluville`}</title>
      <meta name="robots" content="noindex" />
      <ErrorView
        code="404"
        eyebrow={t('heading')}
        title={t('title')}
        text={t('text')}
        homeLabel={t('home')}
        homeHref={localizedPath({ href: '/', locale })}
      />
    </>
  );
}
