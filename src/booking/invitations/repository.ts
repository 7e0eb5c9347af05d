// The invitations' and answers' rows (src/lib/db/schema.ts: party_invitations, invitation_answers).
// The only database access of invitations; the service (./service.ts) decides.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import type { Executor } from '@/lib/db/executor';
import { rowsOf } from '@/lib/db/executor';
import {
  invitationAnswers,
  partyInvitations,
  type InvitationAnswerRow,
  type PartyInvitationRow,
} from '@/lib/db/schema';
import { ANSWERS_KEPT_AFTER_PARTY_MS, type AnswerValue } from './rules';

/** A new invitation, the booking's others turned off (one link works at a time). */
export async function insertInvitation(
  db: Database,
  bookingId: number,
  fields: { childName: string; hostLine: string },
): Promise<PartyInvitationRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(partyInvitations)
      .set({ active: false })
      .where(eq(partyInvitations.bookingId, bookingId));
    const [row] = await tx
      .insert(partyInvitations)
      .values({ bookingId, childName: fields.childName, hostLine: fields.hostLine })
      .returning();
    return row!;
  });
}

export async function turnOffInvitation(
  db: Database,
  bookingId: number,
  invitationId: number,
): Promise<boolean> {
  const rows = await db
    .update(partyInvitations)
    .set({ active: false })
    .where(
      and(
        eq(partyInvitations.id, invitationId),
        eq(partyInvitations.bookingId, bookingId),
        eq(partyInvitations.active, true),
      ),
    )
    .returning({ id: partyInvitations.id });
  return rows.length > 0;
}

export async function findInvitation(
  db: Database,
  invitationId: number,
): Promise<PartyInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(partyInvitations)
    .where(eq(partyInvitations.id, invitationId));
  return row;
}

/** The booking's working invitation, if any. */
export async function activeInvitationOf(
  db: Database,
  bookingId: number,
): Promise<PartyInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(partyInvitations)
    .where(and(eq(partyInvitations.bookingId, bookingId), eq(partyInvitations.active, true)))
    .orderBy(desc(partyInvitations.id))
    .limit(1);
  return row;
}

export async function findAnswer(
  db: Executor,
  invitationId: number,
  tokenHash: string,
): Promise<InvitationAnswerRow | undefined> {
  const [row] = await (db as Database)
    .select()
    .from(invitationAnswers)
    .where(
      and(
        eq(invitationAnswers.invitationId, invitationId),
        eq(invitationAnswers.tokenHash, tokenHash),
      ),
    );
  return row;
}

/** Stores a device's answer: a new row, or the one its token names, changed. */
export async function saveAnswer(
  db: Database,
  invitationId: number,
  tokenHash: string,
  value: AnswerValue,
  existing: boolean,
): Promise<void> {
  if (existing) {
    await db
      .update(invitationAnswers)
      .set({ ...value, updatedAt: new Date() })
      .where(
        and(
          eq(invitationAnswers.invitationId, invitationId),
          eq(invitationAnswers.tokenHash, tokenHash),
        ),
      );
    return;
  }
  await db.insert(invitationAnswers).values({ invitationId, tokenHash, ...value });
}

export type GuestAnswer = Pick<
  InvitationAnswerRow,
  'id' | 'childName' | 'coming' | 'foodNote' | 'phone' | 'updatedAt'
> & { bookingId: number };

/** Every answer to the bookings' invitations (working or turned off), by booking, in order. */
export async function answersOfBookings(
  db: Database,
  bookingIds: readonly number[],
): Promise<Map<number, GuestAnswer[]>> {
  const byBooking = new Map<number, GuestAnswer[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      id: invitationAnswers.id,
      bookingId: partyInvitations.bookingId,
      childName: invitationAnswers.childName,
      coming: invitationAnswers.coming,
      foodNote: invitationAnswers.foodNote,
      phone: invitationAnswers.phone,
      updatedAt: invitationAnswers.updatedAt,
    })
    .from(invitationAnswers)
    .innerJoin(partyInvitations, eq(partyInvitations.id, invitationAnswers.invitationId))
    .where(inArray(partyInvitations.bookingId, [...bookingIds]))
    .orderBy(invitationAnswers.id);
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(row);
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}

/**
 * Deletes the invitations (and, by cascade, the answers) of parties that ended more than 7 days
 * before `now`. Returns how many answers went.
 */
export async function purgeInvitationsAfterParties(
  db: Database,
  now: Date = new Date(),
): Promise<{ invitations: number; answers: number }> {
  const before = new Date(now.getTime() - ANSWERS_KEPT_AFTER_PARTY_MS).toISOString();
  const result = await db.execute(sql`
    WITH old AS (
      SELECT i.id FROM party_invitations i JOIN booking_requests b ON b.id = i.booking_id
      WHERE b.ends_at < ${before}::timestamptz
    ), answers AS (
      DELETE FROM invitation_answers WHERE invitation_id IN (SELECT id FROM old) RETURNING 1
    ), gone AS (
      DELETE FROM party_invitations WHERE id IN (SELECT id FROM old) RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone)::int AS invitations, (SELECT count(*) FROM answers)::int AS answers`);
  const [row] = rowsOf<{ invitations: number; answers: number }>(result);
  return { invitations: Number(row?.invitations ?? 0), answers: Number(row?.answers ?? 0) };
}
