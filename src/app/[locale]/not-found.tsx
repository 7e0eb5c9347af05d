import { getLocale } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { NotFoundView } from '@/components/layout/not-found-view';

// notFound() from a page inside [locale] (an unknown room or news slug, a news page past the end).
export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={isLocale(locale) ? locale : routing.defaultLocale} />;
}
