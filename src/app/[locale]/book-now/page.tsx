// The book-now page renders per request (and is never cached): `?form=` and `?room=` choose and
// prefill the form on the server, so links into it work without JavaScript, and a form posted
// without JavaScript comes back here with its result.
import { routeMetadata, loadRoutePage, CmsPageBody } from '@/components/page/cms-route';
import { readLocale } from '@/components/page/locale';
import { BookingSection, readBookingQuery } from '@/booking/ui/booking-section';
import { loadBookingContext } from '@/booking/server/runtime';
import { ClientMessages } from '@/i18n/client-messages';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return routeMetadata('/book-now', params);
}

export default async function BookNowPage({ params, searchParams }: Props) {
  const locale = await readLocale(params);
  const [page, query, context] = await Promise.all([
    loadRoutePage('/book-now', locale),
    searchParams.then(readBookingQuery),
    loadBookingContext(locale),
  ]);
  return (
    // The forms come right after the opening hero, so the result of a post without JavaScript
    // (the error summary) is near the top of the page that comes back.
    // The form's client components get the `booking` namespace, which holds only what they render
    // (the server's own strings are in `bookingPage`, `bookingMail`, `bookingLifecycle`).
    <CmsPageBody
      page={page}
      lead={
        <ClientMessages locale={locale} namespaces={['booking']}>
          <BookingSection locale={locale} query={query} context={context} />
        </ClientMessages>
      }
    />
  );
}
