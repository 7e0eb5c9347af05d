// The rules of a party's invitations, pure: what the host and a guest may write (names refuse the
// characters the booking form refuses), until when answers are taken (BOOKING_CHANGE_CUTOFF
// before the start), when the answers are erased (7 days after the party) and the text the host
// shares. src/booking/invitations/service.ts applies them.
import { hasControlCharacters, INVISIBLE_CHARACTERS, LETTER } from '../rules/schema';
import type { BookingRow } from '@/lib/db/schema';
import { HOLDING_STATUSES } from '../rules/status';

export const INVITATION_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  hostLineMax: 300,
  foodNoteMax: 300,
  phoneDigitsMin: 6,
  phoneDigitsMax: 20,
} as const;

/** Guests' answers (and the invitation) are erased this long after the party ends. */
export const ANSWERS_KEPT_AFTER_PARTY_MS = 7 * 24 * 3_600_000;

/** BOOKING_CHANGE_CUTOFF's default: 48 hours before the start. */
export const DEFAULT_CHANGE_CUTOFF = '48h';

/** An error is a key under `invitations.errors` (the page words it in the visitor's language). */
export type InvitationErrors<F extends string> = Partial<Record<F, string>>;

function nameError(value: string): string | undefined {
  if (hasControlCharacters(value)) return 'controlCharacters';
  if (INVISIBLE_CHARACTERS.test(value)) return 'invisibleCharacters';
  const name = value.trim();
  if (!name) return 'childNameRequired';
  if (name.length < INVITATION_LIMITS.nameMin || name.length > INVITATION_LIMITS.nameMax)
    return 'childNameLength';
  if (!LETTER.test(name)) return 'nameLetter';
  return undefined;
}

/** A free-text line: no control or invisible characters, up to `max`. */
function lineError(value: string, max: number): string | undefined {
  if (hasControlCharacters(value)) return 'controlCharacters';
  if (INVISIBLE_CHARACTERS.test(value)) return 'invisibleCharacters';
  if (value.trim().length > max) return 'lineLength';
  return undefined;
}

export type HostFields = { childName: string; hostLine: string };

export function validateHostFields(
  input: HostFields,
): { ok: true; value: HostFields } | { ok: false; errors: InvitationErrors<keyof HostFields> } {
  const errors: InvitationErrors<keyof HostFields> = {};
  const childName = nameError(input.childName);
  if (childName) errors.childName = childName;
  const hostLine = lineError(input.hostLine, INVITATION_LIMITS.hostLineMax);
  if (hostLine) errors.hostLine = hostLine;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { childName: input.childName.trim(), hostLine: input.hostLine.trim() },
  };
}

export type AnswerFields = { childName: string; coming: string; foodNote: string; phone: string };
export type AnswerValue = {
  childName: string;
  coming: boolean;
  foodNote: string | null;
  phone: string | null;
};

export function validateAnswerFields(
  input: AnswerFields,
): { ok: true; value: AnswerValue } | { ok: false; errors: InvitationErrors<keyof AnswerFields> } {
  const errors: InvitationErrors<keyof AnswerFields> = {};
  const childName = nameError(input.childName);
  if (childName) errors.childName = childName;
  if (input.coming !== 'yes' && input.coming !== 'no') errors.coming = 'comingRequired';
  const foodNote = lineError(input.foodNote, INVITATION_LIMITS.foodNoteMax);
  if (foodNote) errors.foodNote = foodNote;
  const phone = input.phone.trim();
  if (hasControlCharacters(input.phone) || INVISIBLE_CHARACTERS.test(input.phone))
    errors.phone = 'invisibleCharacters';
  else if (phone) {
    const digits = phone.replace(/\D/g, '').length;
    if (
      !/^\+?[\d\s-]+$/.test(phone) ||
      digits < INVITATION_LIMITS.phoneDigitsMin ||
      digits > INVITATION_LIMITS.phoneDigitsMax
    )
      errors.phone = 'phone';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      childName: input.childName.trim(),
      coming: input.coming === 'yes',
      foodNote: input.foodNote.trim() || null,
      phone: phone || null,
    },
  };
}

/** Answers are taken until BOOKING_CHANGE_CUTOFF before the party's start. */
export function answersCloseAt(booking: Pick<BookingRow, 'startsAt'>, cutoffMs: number): Date {
  return new Date(booking.startsAt.getTime() - cutoffMs);
}

/** When a party's invitations and answers are erased. */
export function answersEraseAt(booking: Pick<BookingRow, 'endsAt'>): Date {
  return new Date(booking.endsAt.getTime() + ANSWERS_KEPT_AFTER_PARTY_MS);
}

/** A birthday that still holds its time (confirmed or waiting for the venue) may have invitations. */
export function mayInvite(booking: Pick<BookingRow, 'form' | 'status' | 'endsAt'>, now: Date) {
  return (
    booking.form === 'birthday' &&
    booking.status !== 'unverified' &&
    (HOLDING_STATUSES as readonly string[]).includes(booking.status) &&
    booking.endsAt.getTime() > now.getTime()
  );
}

/** An invitation's page opens while it is on and its party holds its time, until the erasure. */
export function invitationOpen(
  invitation: { active: boolean },
  booking: Pick<BookingRow, 'form' | 'status' | 'endsAt'>,
  now: Date,
) {
  return (
    invitation.active &&
    booking.form === 'birthday' &&
    (HOLDING_STATUSES as readonly string[]).includes(booking.status) &&
    booking.status !== 'unverified' &&
    now.getTime() < answersEraseAt(booking).getTime()
  );
}

/** The answers counted for the host, the desk and the day sheet. */
export function countAnswers(answers: readonly { coming: boolean }[]) {
  const coming = answers.filter((answer) => answer.coming).length;
  return { coming, notComing: answers.length - coming };
}

/** The links that open WhatsApp and Viber with the share text (the host sends it themselves). */
export function shareLinks(text: string) {
  const encoded = encodeURIComponent(text);
  return {
    whatsapp: `https://wa.me/?text=${encoded}`,
    viber: `viber://forward?text=${encoded}`,
  };
}
