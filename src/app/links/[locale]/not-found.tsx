import { getLocale } from 'next-intl/server';
import { isLocale, routing } from '@/i18n/routing';
import { NotFoundView } from '@/components/layout/not-found-view';

// notFound() from a link page (the booking was erased): the site's not-found view, in this document.
export default async function LinkNotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={isLocale(locale) ? locale : routing.defaultLocale} />;
}
