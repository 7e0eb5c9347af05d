'use server';
// The booking form's server action. Without JavaScript the browser posts the form and Next
// renders the book-now page with this answer (the result page); with JavaScript the form calls
// it directly. Next refuses actions whose Origin is not this site's host; a cross-site fetch
// marker is refused here as well.
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import {
  HONEYPOT_FIELD,
  INTENT_FIELD,
  pickValues,
  type BookingFormState,
} from '../rules/form-state';
import { clientAddress } from '@/lib/http/client-address';
import { getAvailabilityService, getBookingService, loadBookingContext } from './runtime';
import { summaryOf } from '../rules/summary';
import { isCrossSite } from '@/lib/http/cross-site';

export async function submitBookingAction(
  _previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  const rawLocale = formData.get('locale');
  const locale = isLocale(rawLocale) ? rawLocale : 'me';
  const values = pickValues(formData);
  const requestHeaders = await headers();
  if (isCrossSite(requestHeaders)) {
    logger.warn('booking.cross_origin', { origin: requestHeaders.get('origin') });
    // The form's own wording for a post that did not get through (it shows it on a network error).
    const form = await getTranslations({ locale, namespace: 'booking.failure' });
    return { status: 'error', errors: {}, formError: form('network'), values };
  }
  // Failures only the server words: the form gets them as text in its state.
  const t = await getTranslations({ locale, namespace: 'bookingPage.failure' });
  const context = await loadBookingContext(locale);
  if (formData.get(INTENT_FIELD) === 'times') {
    // "Show free times" without JavaScript: nothing is stored; the page comes back with them.
    const date = values.date ?? '';
    const day = /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? await getAvailabilityService()
          .forForm(context, values, date)
          .catch(() => null)
      : null;
    return {
      status: 'times',
      values,
      date,
      times: day?.slots.filter((slot) => slot.free).map((slot) => slot.time) ?? [],
    };
  }
  const honeypot = formData.get(HONEYPOT_FIELD);
  const result = await getBookingService().submit(values, {
    context,
    clientAddress: clientAddress(requestHeaders),
    honeypot: typeof honeypot === 'string' ? honeypot : undefined,
  });
  switch (result.status) {
    case 'created':
    case 'duplicate':
      return {
        status: 'success',
        reference: result.reference,
        email: values.email ?? '',
        summary: summaryOf(values, context),
      };
    case 'taken':
      return {
        status: 'error',
        errors: { time: result.message },
        formError: result.message,
        alternatives: result.alternatives,
        values: { ...values, time: '' },
      };
    case 'invalid':
      return { status: 'error', errors: result.errors, values };
    case 'too-many-waiting':
      return { status: 'error', errors: {}, formError: result.message, values };
    case 'rate-limited':
      return {
        status: 'error',
        errors: {},
        formError: t('rateLimited', {
          minutes: Math.ceil(result.retryAfterSeconds / 60),
          phone: context.venuePhone,
        }),
        values,
      };
    case 'unavailable':
      return {
        status: 'error',
        errors: {},
        formError: t('unavailable', { phone: context.venuePhone }),
        values,
      };
  }
}
