import type { Locale } from '@/i18n/routing';
import { ClientMessages } from '@/i18n/client-messages';
import { EnquiryForm } from '@/booking/ui/enquiry-form.client';

/**
 * The team-building enquiry form with the strings it formats in the browser. Only a route that
 * imports this file loads the form's code (its schema, next-intl's client runtime): the
 * team-building page gives it to its `book_now` module (`ModuleContext.forms`).
 */
export function TeamEnquiryForm({ locale }: { locale: Locale }) {
  return (
    // The booking form's own words (the rooms a group fits, the free times, the calendar, the
    // price) are not the enquiry's.
    <ClientMessages
      locale={locale}
      namespaces={['booking']}
      without={[
        'booking.fit',
        'booking.times',
        'booking.calendar',
        'booking.price',
        'booking.alternatives',
      ]}
    >
      <EnquiryForm />
    </ClientMessages>
  );
}
