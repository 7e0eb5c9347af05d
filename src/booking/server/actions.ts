'use server';
// The booking form's server action. Without JavaScript the browser posts the form and Next
// renders the book-now page with this answer (the result page); with JavaScript the form calls
// it directly. A request stored opens its confirmation page (a signed `receipt` link): without
// JavaScript the post is answered with a redirect there (303), with it the form goes there
// itself. Next refuses actions whose Origin is not this site's host; a cross-site fetch
// marker is refused here as well.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isLocale, type Locale } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import {
  HONEYPOT_FIELD,
  INTENT_FIELD,
  KEPT_AFTER_SUCCESS,
  pickValues,
  type BookingFormState,
  type FormValues,
  type FreeTimes,
} from '../rules/form-state';
import type { BookingContext } from '../rules/rules-context';
import type { FieldErrors } from '../rules/schema';
import { clientAddress } from '@/lib/http/client-address';
import { getAvailabilityService, getBookingService, loadBookingContext } from './runtime';
import { summaryOf } from '../rules/summary';
import { isCrossSite } from '@/lib/http/cross-site';
import type { SubmitResult } from './service';
import { receiptPagePath } from './link-access';
import { receiptTokenOf } from './link-page-data';

/**
 * What both forms' actions share: the visitor's language, the cross-site refusal, the booking
 * context and one call of the one booking service.
 */
async function postToService(
  formData: FormData,
  values: FormValues,
): Promise<
  | { crossSite: string }
  | {
      crossSite?: undefined;
      locale: Locale;
      /** Posted by the page's scripts (`Next-Action`), not by a browser without JavaScript. */
      scripted: boolean;
      context: BookingContext;
      t: Awaited<ReturnType<typeof getTranslations>>;
      submit: () => Promise<SubmitResult>;
    }
> {
  const rawLocale = formData.get('locale');
  const locale = isLocale(rawLocale) ? rawLocale : 'me';
  const requestHeaders = await headers();
  if (isCrossSite(requestHeaders)) {
    logger.warn('booking.cross_origin', { origin: requestHeaders.get('origin') });
    // The form's own wording for a post that did not get through (it shows it on a network error).
    const form = await getTranslations({ locale, namespace: 'booking.failure' });
    return { crossSite: form('network') };
  }
  // Failures only the server words: the form gets them as text in its state.
  const t = await getTranslations({ locale, namespace: 'bookingPage.failure' });
  const context = await loadBookingContext(locale);
  const honeypot = formData.get(HONEYPOT_FIELD);
  return {
    locale,
    scripted: requestHeaders.has('next-action'),
    context,
    t,
    submit: () =>
      getBookingService().submit(values, {
        context,
        clientAddress: clientAddress(requestHeaders),
        honeypot: typeof honeypot === 'string' ? honeypot : undefined,
      }),
  };
}

/**
 * The confirmation page of a request just stored: without JavaScript the answer is a redirect
 * there (303); with it, its address for the form to open. None for a repeated request (no id).
 */
async function receiptOf(
  result: SubmitResult,
  post: { locale: Locale; scripted: boolean },
): Promise<string | undefined> {
  if (result.status !== 'created' || result.id === undefined) return undefined;
  const token = await receiptTokenOf(result.id).catch(() => undefined);
  if (!token) return undefined;
  const path = receiptPagePath(post.locale, token);
  if (!post.scripted) redirect(path);
  return path;
}

/** A refusal that is no time's: the wrong fields, or the form's one message. Both forms word it so. */
function refusalOf(
  result: Extract<
    SubmitResult,
    {
      status:
        'invalid' | 'too-many-waiting' | 'too-many-unconfirmed' | 'rate-limited' | 'unavailable';
    }
  >,
  t: Awaited<ReturnType<typeof getTranslations>>,
  context: BookingContext,
): { errors: FieldErrors; formError?: string } {
  switch (result.status) {
    case 'invalid':
      return { errors: result.errors };
    case 'too-many-waiting':
    case 'too-many-unconfirmed':
      return { errors: {}, formError: result.message };
    case 'rate-limited':
      return {
        errors: {},
        formError: t('rateLimited', {
          minutes: Math.ceil(result.retryAfterSeconds / 60),
          phone: context.venuePhone,
        }),
      };
    case 'unavailable':
      return { errors: {}, formError: t('unavailable', { phone: context.venuePhone }) };
  }
}

export async function submitBookingAction(
  _previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  const values = pickValues(formData);
  const post = await postToService(formData, values);
  if (post.crossSite !== undefined)
    return { status: 'error', errors: {}, formError: post.crossSite, values };
  const { context, t } = post;
  if (formData.get(INTENT_FIELD) === 'times') {
    // "Show free times" without JavaScript: nothing is stored; the page comes back with them.
    return {
      status: 'times',
      values,
      freeTimes: (await freeTimesOf(context, values)) ?? { date: values.date ?? '', times: [] },
    };
  }
  const result = await post.submit();
  const receipt = await receiptOf(result, post);
  // Every answer brings the posted date's free times (read after the request was stored or
  // refused, so a time just held is no longer among them): without JavaScript the page that
  // comes back always has times to choose from, the chosen one still checked where it is free.
  const freeTimes = await freeTimesOf(context, values);
  switch (result.status) {
    case 'created':
    case 'duplicate': {
      const kept: FormValues = {};
      for (const field of KEPT_AFTER_SUCCESS) if (values[field]) kept[field] = values[field];
      return {
        status: 'success',
        reference: result.reference,
        email: values.email ?? '',
        ...(receipt ? { receipt } : {}),
        summary: {
          ...summaryOf(values, context),
          ...(result.status === 'created' && result.holdUntil
            ? { holdUntil: result.holdUntil.toISOString() }
            : {}),
          ...(result.status === 'created' && result.verifyWithinMs
            ? { verifyWithinMs: result.verifyWithinMs }
            : {}),
        },
        kept,
        freeTimes,
      };
    }
    case 'taken':
      // Not a wrong field: one notice at the picker, said once, with the nearest free starts.
      return {
        status: 'error',
        errors: {},
        taken: { message: result.message, alternatives: result.alternatives },
        values: { ...values, time: '' },
        freeTimes,
      };
    default:
      return { status: 'error', ...refusalOf(result, t, context), values, freeTimes };
  }
}

/** The free starts of the posted date for the posted room or package; none for a date it cannot read. */
async function freeTimesOf(
  context: BookingContext,
  values: FormValues,
): Promise<FreeTimes | undefined> {
  const date = values.date ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const day = await getAvailabilityService()
    .forForm(context, values, date)
    .catch(() => null);
  if (!day) return undefined;
  return { date, times: day.slots.filter((slot) => slot.free).map((slot) => slot.time) };
}

/** What the team-building enquiry form gets back (with and without JavaScript). */
export type EnquiryFormState =
  | { status: 'idle' }
  | { status: 'success'; reference: string; email: string; receipt?: string }
  | { status: 'error'; errors: FieldErrors; formError?: string; values: FormValues };

/**
 * The team-building page's enquiry form: the same booking service as the booking forms (form
 * `team`), the same origin check, honeypot and limits. Without JavaScript the browser posts the
 * form to the (prerendered) page, which renders this answer.
 */
export async function submitEnquiryAction(
  _previous: EnquiryFormState,
  formData: FormData,
): Promise<EnquiryFormState> {
  // Whatever else was posted, this form sends an enquiry.
  const values: FormValues = { ...pickValues(formData), form: 'team' };
  const post = await postToService(formData, values);
  if (post.crossSite !== undefined)
    return { status: 'error', errors: {}, formError: post.crossSite, values };
  const result = await post.submit();
  const receipt = await receiptOf(result, post);
  switch (result.status) {
    case 'created':
    case 'duplicate':
      return {
        status: 'success',
        reference: result.reference,
        email: values.email ?? '',
        ...(receipt ? { receipt } : {}),
      };
    // An enquiry holds no time, so none is taken; a 'taken' is the database's failure.
    case 'taken':
      return {
        status: 'error',
        ...refusalOf({ status: 'unavailable', reason: 'store_conflict' }, post.t, post.context),
        values,
      };
    default:
      return { status: 'error', ...refusalOf(result, post.t, post.context), values };
  }
}
