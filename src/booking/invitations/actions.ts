'use server';
// The invitations' server actions: the host makes an invitation or turns its link off (from the
// manage page, whose signed `manage` link is the host's key), and a guest answers (the invitation's
// own link). With or without JavaScript: a refusal comes back as the form's state with what was
// typed, a success goes back to the page (303). Nothing a guest or host typed is logged or put in
// an address.
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isLocale, type Locale } from '@/i18n/routing';
import { getSiteUrl } from '@/lib/env';
import { isCrossSite } from '@/lib/http/cross-site';
import { clientAddress, limitKeyOf } from '@/lib/http/client-address';
import { logger } from '@/lib/logger';
import { linkPagePath } from '../server/link-access';
import { getLifecycleSettings } from '../server/runtime';
import { bookingTranslator } from '../rules/translate';
import { invitationPath } from './paths';
import { getInvitations } from './runtime';
import { answerCookieName } from './token';
import type { InvitationFormState } from './form-state';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const localeOf = (form: FormData): Locale => {
  const value = form.get('locale');
  return isLocale(value) ? value : 'me';
};

function worded(locale: Locale, errors: Record<string, string | undefined>) {
  const t = bookingTranslator(locale, 'invitations.errors');
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, key]) => (key ? [[field, t(key)]] : [])),
  );
}

/** The booking a manage link names, when the post is the site's own and the link verifies. */
async function hostBooking(form: FormData): Promise<number | undefined> {
  if (isCrossSite(await headers())) {
    logger.warn('invitation.cross_origin', {});
    return undefined;
  }
  const verified = getLifecycleSettings().links.verify(text(form, 'token'));
  return verified.ok && verified.claims.action === 'manage' ? verified.claims.bookingId : undefined;
}

export async function createInvitationAction(
  _previous: InvitationFormState,
  form: FormData,
): Promise<InvitationFormState> {
  const locale = localeOf(form);
  const values = { childName: text(form, 'childName'), hostLine: text(form, 'hostLine') };
  const bookingId = await hostBooking(form);
  const t = bookingTranslator(locale, 'invitations.host');
  if (bookingId === undefined) return { errors: {}, formError: t('notAvailable'), values };
  const result = await getInvitations().create(bookingId, values);
  if (!result.ok)
    return result.reason === 'invalid'
      ? { errors: worded(locale, result.errors), values }
      : { errors: {}, formError: t('notAvailable'), values };
  logger.info('invitation.created', { bookingId, invitationId: result.invitation.id });
  redirect(`${linkPagePath(locale, text(form, 'token'))}?invitation=created#invite`);
}

export async function turnOffInvitationAction(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const bookingId = await hostBooking(form);
  const invitationId = Number(text(form, 'invitation'));
  if (bookingId !== undefined && Number.isSafeInteger(invitationId))
    if (await getInvitations().turnOff(bookingId, invitationId))
      logger.info('invitation.turned_off', { bookingId, invitationId });
  redirect(`${linkPagePath(locale, text(form, 'token'))}?invitation=turned-off#invite`);
}

export async function answerInvitationAction(
  _previous: InvitationFormState,
  form: FormData,
): Promise<InvitationFormState> {
  const locale = localeOf(form);
  const token = text(form, 'token');
  const values = {
    childName: text(form, 'childName'),
    coming: text(form, 'coming'),
    foodNote: text(form, 'foodNote'),
    phone: text(form, 'phone'),
  };
  const t = bookingTranslator(locale, 'invitations.page');
  const requestHeaders = await headers();
  if (isCrossSite(requestHeaders)) {
    logger.warn('invitation.cross_origin', {});
    return { errors: {}, formError: t('goneText'), values };
  }
  const jar = await cookies();
  const invitationId = Number(token.split('-')[0]);
  const kept = Number.isSafeInteger(invitationId)
    ? jar.get(answerCookieName(invitationId))?.value
    : undefined;
  const result = await getInvitations().answer(
    token,
    kept,
    values,
    limitKeyOf(clientAddress(requestHeaders)),
  );
  if (!result.ok) {
    switch (result.reason) {
      case 'invalid':
        return { errors: worded(locale, result.errors), values };
      case 'rate-limited':
        logger.warn('invitation.rate_limited', { retryAfterSeconds: result.retryAfterSeconds });
        return { errors: {}, formError: t('rateLimited'), values };
      case 'closed':
        return { errors: {}, formError: t('closed'), values };
      default:
        return { errors: {}, formError: t('goneText'), values };
    }
  }
  jar.set(answerCookieName(result.invitationId), result.answerToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getSiteUrl().protocol === 'https:',
    expires: result.eraseAt,
  });
  logger.info('invitation.answered', { invitationId: result.invitationId });
  redirect(`${invitationPath(locale, token)}?answered=1#rsvp`);
}
