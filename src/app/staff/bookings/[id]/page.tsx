/* eslint-disable @next/next/no-html-link-for-pages -- the desk is not localized and works without JavaScript: plain links */
import { bookingTranslator } from '@/booking/rules/translate';
import { loadBooking } from '@/staff/loaders/booking';
import { bookingNotice, keptRooms } from '@/staff/notices';
import { deskMetadata, openDesk, param, type SearchParams } from '@/staff/page-helpers';
import { DeskShell } from '@/staff/components/desk-shell';
import { BookingView } from '@/staff/components/booking-view';

export const generateMetadata = () => deskMetadata('booking.pageTitle');

/** One booking: everything the parent sent, the price, the lifecycle's answers, the audit trail. */
export default async function BookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: SearchParams;
}) {
  const { lang, t } = await openDesk();
  const query = await searchParams;
  const data = await loadBooking((await params).id, lang, param(query, 'date'));
  if (!data) {
    return (
      <DeskShell lang={lang} section="day" title={t('booking.notFound')}>
        <a href="/staff" className="underline">
          {t('nav.day')}
        </a>
      </DeskShell>
    );
  }
  const l = bookingTranslator(lang, 'bookingLifecycle');
  return (
    <DeskShell
      lang={lang}
      section="day"
      title={t('booking.title', { reference: data.booking.reference })}
      {...bookingNotice(query, data.booking, data.badDate, t, l)}
    >
      <BookingView data={data} keptRooms={keptRooms(query)} lang={lang} t={t} l={l} />
    </DeskShell>
  );
}
