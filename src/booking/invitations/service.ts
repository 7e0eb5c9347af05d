// Invitations and answers (DESIGN.md "Parties"): the host makes an invitation from the manage
// page; a guest's parent answers it, and changes the answer from the same device, until
// BOOKING_CHANGE_CUTOFF before the start; the host turns the link off. The site sends no mail to
// guests. Nobody's name, phone or note is logged. Server-only; the site's wiring: ./runtime.ts.
import type { Database } from '@/lib/db/client';
import type { BookingRow, InvitationAnswerRow, PartyInvitationRow } from '@/lib/db/schema';
import type { RateLimiter } from '@/lib/rate-limit';
import { findBooking } from '../db/lifecycle-repository';
import {
  activeInvitationOf,
  answersOfBookings,
  findAnswer,
  findInvitation,
  insertInvitation,
  saveAnswer,
  turnOffInvitation,
  type GuestAnswer,
} from './repository';
import {
  answersCloseAt,
  invitationOpen,
  mayInvite,
  validateAnswerFields,
  validateHostFields,
  type AnswerFields,
  type HostFields,
  type InvitationErrors,
} from './rules';
import { hashAnswerToken, newAnswerToken, type InvitationSigner } from './token';

/** Answers per client address (IPv6 by /64) and hour. */
export const ANSWERS_PER_HOUR = 20;

export interface InvitationDeps {
  getDb: () => Promise<Database>;
  signer: InvitationSigner;
  /** BOOKING_CHANGE_CUTOFF. */
  changeCutoffMs: number;
  limiter: RateLimiter;
  now?: () => Date;
}

export type CreateResult =
  | { ok: true; invitation: PartyInvitationRow; token: string }
  | { ok: false; reason: 'not-allowed' }
  | { ok: false; reason: 'invalid'; errors: InvitationErrors<keyof HostFields> };

export type AnswerResult =
  | { ok: true; answerToken: string; invitationId: number; eraseAt: Date }
  | { ok: false; reason: 'gone' | 'closed' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'invalid'; errors: InvitationErrors<keyof AnswerFields> };

export interface OpenInvitation {
  invitation: PartyInvitationRow;
  booking: BookingRow;
  /** Until when answers are taken. */
  closesAt: Date;
  closed: boolean;
  /** This device's answer, when its cookie names one. */
  answer?: InvitationAnswerRow;
}

export interface HostView {
  /** The working invitation and its token, if any. */
  invitation?: { row: PartyInvitationRow; token: string };
  answers: GuestAnswer[];
  mayInvite: boolean;
}

export function createInvitations(deps: InvitationDeps) {
  const now = () => deps.now?.() ?? new Date();

  async function open(token: string, answerToken?: string): Promise<OpenInvitation | undefined> {
    const id = deps.signer.verify(token);
    if (id === null) return undefined;
    const db = await deps.getDb();
    const invitation = await findInvitation(db, id);
    if (!invitation) return undefined;
    const booking = await findBooking(db, invitation.bookingId);
    const at = now();
    if (!booking || !invitationOpen(invitation, booking, at)) return undefined;
    const closesAt = answersCloseAt(booking, deps.changeCutoffMs);
    const answer = answerToken
      ? await findAnswer(db, invitation.id, hashAnswerToken(answerToken))
      : undefined;
    return { invitation, booking, closesAt, closed: at >= closesAt, answer };
  }

  return {
    open,

    /** The host's invitation: a new one turns the booking's earlier link off. */
    async create(bookingId: number, fields: HostFields): Promise<CreateResult> {
      const db = await deps.getDb();
      const booking = await findBooking(db, bookingId);
      if (!booking || !mayInvite(booking, now())) return { ok: false, reason: 'not-allowed' };
      const checked = validateHostFields(fields);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const invitation = await insertInvitation(db, bookingId, checked.value);
      return { ok: true, invitation, token: deps.signer.sign(invitation.id) };
    },

    async turnOff(bookingId: number, invitationId: number): Promise<boolean> {
      return turnOffInvitation(await deps.getDb(), bookingId, invitationId);
    },

    /**
     * A guest's answer, or its change from the device whose cookie holds `answerToken`. Counted
     * per client address first, so a flood of answers is refused before it reads anything.
     */
    async answer(
      token: string,
      answerToken: string | undefined,
      fields: AnswerFields,
      clientKey: string,
    ): Promise<AnswerResult> {
      const verdict = await deps.limiter.consume(
        `invitation:ip:${clientKey}`,
        ANSWERS_PER_HOUR,
        3600,
      );
      if (!verdict.allowed)
        return { ok: false, reason: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
      const opened = await open(token, answerToken);
      if (!opened) return { ok: false, reason: 'gone' };
      if (opened.closed) return { ok: false, reason: 'closed' };
      const checked = validateAnswerFields(fields);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const db = await deps.getDb();
      const kept = opened.answer && answerToken ? answerToken : undefined;
      const made = kept ? { token: kept, hash: hashAnswerToken(kept) } : newAnswerToken();
      await saveAnswer(db, opened.invitation.id, made.hash, checked.value, kept !== undefined);
      return {
        ok: true,
        answerToken: made.token,
        invitationId: opened.invitation.id,
        eraseAt: new Date(opened.booking.endsAt.getTime() + 7 * 24 * 3_600_000),
      };
    },

    /** What the host's manage page shows: the working link and every answer. */
    async hostView(booking: BookingRow): Promise<HostView> {
      const db = await deps.getDb();
      const row = await activeInvitationOf(db, booking.id);
      const answers = (await answersOfBookings(db, [booking.id])).get(booking.id) ?? [];
      return {
        invitation: row && { row, token: deps.signer.sign(row.id) },
        answers,
        mayInvite: mayInvite(booking, now()),
      };
    },

    /** The guests of bookings, for the desk's booking page and day sheet. */
    async guestsOf(bookingIds: readonly number[]): Promise<Map<number, GuestAnswer[]>> {
      return answersOfBookings(await deps.getDb(), bookingIds);
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
