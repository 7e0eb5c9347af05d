import { readLocale } from '@/components/page/locale';
import { CmsPageBody, loadRoutePage, routeMetadata } from '@/components/page/cms-route';
import { CookieTable } from '@/consent/cookie-table';

export function generateMetadata({ params }: PageProps<'/[locale]/cookies'>) {
  return routeMetadata('/cookies', params);
}

/** The venue's cookie policy from the CMS, then the list of cookies from the consent configuration. */
export default async function CookiesPage({ params }: PageProps<'/[locale]/cookies'>) {
  const locale = await readLocale(params);
  const page = await loadRoutePage('/cookies', locale);
  return (
    <CmsPageBody page={page} variant={{ hero: 'compact' }}>
      <CookieTable locale={locale} />
    </CmsPageBody>
  );
}
