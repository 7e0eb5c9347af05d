// What an invitation page reads: the invitation (its link must verify and be on, its party still
// holding its time), this device's answer (its cookie), and the venue's address. Server-only.
import { cookies } from 'next/headers';
import type { Locale } from '@/i18n/routing';
import { loadBookingContext } from '../server/runtime';
import { getInvitations } from './runtime';
import { answerCookieName } from './token';

export async function loadInvitationPage(token: string, locale: Locale) {
  const invitationId = Number(token.split('-')[0]);
  const kept = Number.isSafeInteger(invitationId)
    ? (await cookies()).get(answerCookieName(invitationId))?.value
    : undefined;
  const opened = await getInvitations().open(token, kept);
  if (!opened) return undefined;
  const context = await loadBookingContext(locale);
  return { ...opened, venueAddress: context.venueAddress };
}
