// What an invitation page reads: the invitation (its link must verify and be on, its party still
// holding its time), this device's answer (its cookie), and the venue's address; and, on both the
// invitation page and the host's manage page, a refused form's draft (./post.ts). Server-only.
import { cookies } from 'next/headers';
import type { Locale } from '@/i18n/routing';
import { bookingTranslator } from '../rules/translate';
import { loadBookingContext } from '../server/runtime';
import { decodeDraft, DRAFT_COOKIE, type InvitationDraft } from './post';
import { getInvitations } from './runtime';
import { answerCookieName } from './token';
import type { WordedDraft } from './ui/fields';

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

const REASONS: Record<string, string> = {
  closed: 'page.closed',
  gone: 'page.goneText',
  'rate-limited': 'page.rateLimited',
  'not-allowed': 'host.notAvailable',
};

/**
 * The refused form of `form` that came back to this page (`?draft=1`): its values, its errors
 * worded in `locale`, or its one message.
 */
export async function readDraft(
  query: Record<string, string | string[] | undefined>,
  form: InvitationDraft['form'],
  locale: Locale,
): Promise<WordedDraft | undefined> {
  if (query.draft !== '1') return undefined;
  const draft = decodeDraft((await cookies()).get(DRAFT_COOKIE)?.value);
  if (!draft || draft.form !== form) return undefined;
  const errors = bookingTranslator(locale, 'invitations.errors');
  const t = bookingTranslator(locale, 'invitations');
  return {
    values: draft.values,
    errors: Object.fromEntries(
      Object.entries(draft.errors).map(([field, key]) => [field, errors(key)]),
    ),
    formError: draft.reason && REASONS[draft.reason] ? t(REASONS[draft.reason]!) : undefined,
  };
}
