// The booking lifecycle: every change of a booking's state goes through `transition`.
//
//   unverified ─verify→ pending                    (the parent confirmed the e-mail; the venue is told)
//   unverified ─expire→ expired                    (not confirmed in time: quietly, no mail)
//   pending  ─confirm→ confirmed ─cancel→ cancelled
//   pending  ─decline→ declined
//   pending  ─propose→ proposed ─accept→ confirmed
//                       proposed ─decline→ declined   (the parent says no to the new time)
//   pending | proposed ─expire→ expired               (the hold ran out; the scheduler)
//
// One transition is one database transaction: the row is locked, the rule checked, the new state
// written, an audit row (who, when, from, to, note) and the transition's e-mails stored in the
// outbox. A transition the rules refuse changes nothing and says why. The booking's holds
// (booking_holds) follow its status by a trigger in the same statement: a decline, cancel or
// expiry releases every one. A proposal moves every hold to the new slot (keeping its resources
// where free; the exclusion constraint `booking_holds_no_overlap` decides) and the row's
// starts_at/ends_at/blocked_until (and resource, its hall's) with them, keeping the time asked
// for in requested_*. `assignRooms` gives a party other game rooms (the staff), audited the same way;
// `markArrival` marks a confirmed booking arrived or no-show on its day (or undoes it), the same.
import type { Database } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import {
  renderChangeMails,
  renderRoomsMail,
  renderTransitionMails,
  type LifecycleMail,
  type VenueContact,
} from '../mail/lifecycle';
import {
  countEvents,
  lockBooking,
  NO_OVERLAP_STATE,
  recordTransition,
  updateBookingState,
} from '../db/lifecycle-repository';
import { HOLDING_STATUSES, holdsNoTime, type Arrival, type BookingStatus } from '../rules/status';
import { wallClock } from '../rules/availability';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { demandOfHolds, type Demand } from '../rules/party-holds';
import { HoldsTaken, heldBy, replaceHolds } from '../db/holds-repository';
import type { Transaction } from '@/lib/db/executor';
import type { RoomTitles } from '../rules/party-rooms';
import { gamesOf } from './party-games';
import {
  cancelDeadline,
  isAllowed,
  RULES,
  type Actor,
  type DeclineReason,
  type LifecycleAction,
  type LifecycleSettings,
} from '../rules/lifecycle-rules';
import { getSiteMetrics } from '@/lib/metrics';
import type { PriceBreakdown } from '../rules/pricing';
import {
  changeAllowed,
  changeNote,
  sameParty,
  DEFAULT_CHANGE_CUTOFF_MS,
  type ChangedParty,
} from '../rules/parent-change';

export { BOOKING_STATUSES, type BookingStatus } from '../rules/status';

export interface TransitionOptions {
  actor: Actor;
  note?: string;
  /**
   * `propose`: the new start, and what the booking holds there (the availability service's
   * `movesFor`: its own resources first, lengths with the buffer); without it, every hold moves
   * as it is, on its own resource.
   */
  proposedSlot?: { startsAt: Date; demand?: Demand };
  /** `decline` by staff. */
  reason?: DeclineReason;
}

export type TransitionResult =
  | { ok: true; from: BookingStatus; to: BookingStatus; booking: BookingRow }
  | {
      ok: false;
      /** not-allowed: not from this state or by this actor; slot-taken: the proposed time overlaps a hold; after-cutoff: a parent cancelling too late. */
      reason: 'not-found' | 'not-allowed' | 'slot-taken' | 'after-cutoff' | 'bad-slot';
      status?: string;
      booking?: BookingRow;
    };

export interface LifecycleDeps {
  settings: LifecycleSettings;
  /** The venue's address for mails and its phone for parents; read when a transition needs it. */
  venue: () => Promise<VenueContact>;
  /**
   * The rooms' titles in both languages, for a party's games in its mails (runtime.ts,
   * loadRoomTitles); without it, a game's room is named by its key.
   */
  roomTitles?: () => Promise<RoomTitles>;
  now?: () => Date;
}

export function createLifecycle(deps: LifecycleDeps) {
  const now = () => deps.now?.() ?? new Date();

  /**
   * What a mail of a change made in `tx` is rendered from: the booking as it is now, the calendar
   * SEQUENCE of this change's audit row (written after the mails: one more than so far) and a
   * party's games as its holds are now (a change may have moved them).
   */
  const mailInput = async (
    tx: Transaction,
    booking: BookingRow,
    at: Date,
    venue: VenueContact,
    roomTitles: RoomTitles,
  ) => ({
    booking,
    venue,
    settings: deps.settings,
    now: at,
    sequence: (await countEvents(tx, booking.id)) + 1,
    games: await gamesOf(tx, booking, roomTitles),
  });

  async function transition(
    db: Database,
    bookingId: number,
    action: LifecycleAction,
    options: TransitionOptions,
  ): Promise<TransitionResult> {
    const venue = await deps.venue();
    const roomTitles: RoomTitles = (await deps.roomTitles?.()) ?? new Map();
    const at = now();
    const result = await db.transaction(async (tx): Promise<TransitionResult> => {
      const row = await lockBooking(tx, bookingId);
      if (!row) return { ok: false, reason: 'not-found' };
      if (!isAllowed(action, row.status, options.actor.kind))
        return { ok: false, reason: 'not-allowed', status: row.status, booking: row };
      // A team-building enquiry holds no time to confirm: the venue proposes one first.
      if (action === 'confirm' && holdsNoTime(row))
        return { ok: false, reason: 'not-allowed', status: row.status, booking: row };
      if (
        action === 'cancel' &&
        options.actor.kind === 'parent' &&
        row.status === 'confirmed' &&
        at >= cancelDeadline(row, deps.settings.cancelCutoffMs)
      ) {
        return { ok: false, reason: 'after-cutoff', status: row.status, booking: row };
      }
      const to = RULES[action].to;
      const change: Partial<BookingRow> = { status: to };
      // Confirmed by the parent: the hold now runs BOOKING_HOLD_TTL, for the venue to answer in.
      if (action === 'verify')
        Object.assign(change, {
          holdUntil: new Date(at.getTime() + deps.settings.holdTtlMs),
          nudgedAt: null,
        });
      // The client's address counts a request only while it is unconfirmed.
      if (row.status === 'unverified') change.clientKey = null;
      if (action === 'propose') {
        const startsAt = options.proposedSlot?.startsAt;
        if (!startsAt || Number.isNaN(startsAt.getTime()) || startsAt <= at)
          return { ok: false, reason: 'bad-slot', status: row.status, booking: row };
        const own = await heldBy(tx, row);
        const placed = await moveHolds(
          tx,
          row.id,
          options.proposedSlot?.demand ?? demandOfHolds(own, row.startsAt),
          startsAt,
          0,
          own.map((hold) => hold.resource),
        );
        if (!placed?.length)
          return { ok: false, reason: 'slot-taken', status: row.status, booking: row };
        const shift = startsAt.getTime() - row.startsAt.getTime();
        // An enquiry had no time of its own: its span is the holds' it takes now (the longest
        // room's session and buffer), and there is no earlier time it asked for.
        const enquiry = holdsNoTime(row);
        const heldUntil = new Date(Math.max(...placed.map((hold) => hold.blockedUntil.getTime())));
        Object.assign(change, {
          requestedStartsAt: enquiry ? null : (row.requestedStartsAt ?? row.startsAt),
          requestedEndsAt: enquiry ? null : (row.requestedEndsAt ?? row.endsAt),
          startsAt,
          resource: placed[0]!.resource,
          endsAt: enquiry ? heldUntil : new Date(row.endsAt.getTime() + shift),
          blockedUntil: enquiry ? heldUntil : new Date(row.blockedUntil.getTime() + shift),
          // A new hold for the parent to answer in.
          holdUntil: new Date(at.getTime() + deps.settings.holdTtlMs),
          nudgedAt: null,
        });
      }
      if (action === 'decline' && options.actor.kind === 'staff') {
        Object.assign(change, {
          declineReason: options.reason ?? 'other',
          declineNote: options.note?.trim() || null,
        });
      }
      let updated: BookingRow;
      try {
        updated = await updateBookingState(tx, row.id, change);
      } catch (error) {
        if (NO_OVERLAP_STATE(error))
          return { ok: false, reason: 'slot-taken', status: row.status, booking: row };
        throw error;
      }
      const note = [
        action === 'decline' && options.reason ? `reason: ${options.reason}` : '',
        action === 'propose' ? `proposed ${updated.startsAt.toISOString()}` : '',
        options.note?.trim() ?? '',
      ]
        .filter(Boolean)
        .join('; ');
      const mails = renderTransitionMails({
        ...(await mailInput(tx, updated, at, venue, roomTitles)),
        action,
        actor: options.actor.kind,
        previous: row,
      });
      await recordTransition(tx, {
        event: {
          bookingId: row.id,
          at,
          actor: options.actor.kind,
          actorAddress: options.actor.kind === 'staff' ? (options.actor.address ?? null) : null,
          fromStatus: row.status,
          toStatus: to,
          note: note || null,
        },
        mails: mails
          .filter((mail) => mail.to)
          .map((mail) => ({ ...mail, bookingId: row.id, createdAt: at })),
      });
      return { ok: true, from: row.status as BookingStatus, to, booking: updated };
    });
    // Counted once committed: cluville_booking_transitions_total{action,actor}.
    if (result.ok) getSiteMetrics().bookingTransitions.inc({ action, actor: options.actor.kind });
    return result;
  }

  /**
   * Gives a party other game rooms (or its first ones: a party stored before rooms were held):
   * the staff's, while it holds its time. Its holds are written again from `plan` (the
   * availability service's `roomsFor`), the database deciding; an audit row says which rooms.
   * The parent of a confirmed party whose rooms changed gets them by mail with the calendar file
   * again; a request still waiting hears of them in its confirmation.
   */
  async function assignRooms(
    db: Database,
    bookingId: number,
    plan: { demand: Demand; bufferMinutes: number; prefer: string[] },
    actor: TransitionOptions['actor'],
  ): Promise<AssignResult> {
    const venue = await deps.venue();
    const roomTitles: RoomTitles = (await deps.roomTitles?.()) ?? new Map();
    const at = now();
    return db.transaction(async (tx): Promise<AssignResult> => {
      const row = await lockBooking(tx, bookingId);
      if (!row) return { ok: false, reason: 'not-found' };
      if (
        actor.kind !== 'staff' ||
        row.form !== 'birthday' ||
        !(HOLDING_STATUSES as readonly string[]).includes(row.status)
      )
        return { ok: false, reason: 'not-allowed', status: row.status, booking: row };
      const before = await heldBy(tx, row);
      const placed = await moveHolds(
        tx,
        row.id,
        plan.demand,
        row.startsAt,
        plan.bufferMinutes,
        plan.prefer,
      );
      if (!placed) return { ok: false, reason: 'slot-taken', status: row.status, booking: row };
      const rooms = placed.filter((_, index) => plan.demand[index]!.kind === 'room');
      const roomsOf = (holds: { resource: string }[]) =>
        holds
          .map((hold) => hold.resource)
          .sort()
          .join();
      const changed = roomsOf(before.filter((hold) => hold.kind === 'room')) !== roomsOf(rooms);
      const mails =
        changed && row.status === 'confirmed'
          ? [renderRoomsMail(await mailInput(tx, row, at, venue, roomTitles))].filter(
              (mail) => mail.to,
            )
          : [];
      await recordStaffNote(
        tx,
        row,
        actor,
        at,
        `rooms: ${rooms.map((hold) => hold.resource).join(', ')}`,
        mails,
      );
      return { ok: true, booking: row, rooms: rooms.map((hold) => hold.resource) };
    });
  }

  /**
   * The parent's change of a party (the children, the cake) from the manage page, until
   * BOOKING_CHANGE_CUTOFF before its start: one transaction that locks the booking, checks the
   * state and the cut-off again, writes its holds again from the first of `plan.demands` the
   * database takes (more waves, other rooms; the exclusion constraint decides, as for a new
   * booking), stores the new children, cake and price, marks the booking changed by the parent
   * for the desk, and writes the audit row and the mails (the parent's, the venue's in its
   * language). Refused, nothing changes: the booking and its holds stay as they were.
   */
  async function changeParty(
    db: Database,
    bookingId: number,
    plan: PartyChangePlan,
    actor: TransitionOptions['actor'],
  ): Promise<ChangeResult> {
    const venue = await deps.venue();
    const roomTitles: RoomTitles = (await deps.roomTitles?.()) ?? new Map();
    const at = now();
    const cutoffMs = deps.settings.changeCutoffMs ?? DEFAULT_CHANGE_CUTOFF_MS;
    const result = await db.transaction(async (tx): Promise<ChangeResult> => {
      const row = await lockBooking(tx, bookingId);
      if (!row) return { ok: false, reason: 'not-found' };
      if (actor.kind !== 'parent')
        return { ok: false, reason: 'not-allowed', status: row.status, booking: row };
      const allowed = changeAllowed(row, at, cutoffMs);
      if (allowed !== 'ok') return { ok: false, reason: allowed, status: row.status, booking: row };
      const { party } = plan;
      if (sameParty(row, party))
        return { ok: false, reason: 'unchanged', status: row.status, booking: row };
      const prefer = (await heldBy(tx, row)).map((hold) => hold.resource);
      let placed: Awaited<ReturnType<typeof moveHolds>> = null;
      for (const demand of plan.demands) {
        placed = await moveHolds(tx, row.id, demand, row.startsAt, plan.bufferMinutes, prefer);
        if (placed) break;
      }
      if (!placed) return { ok: false, reason: 'slot-taken', status: row.status, booking: row };
      const updated = await updateBookingState(tx, row.id, {
        children: party.children,
        withCake: party.withCake,
        price: plan.price,
        totalCents: plan.price.totalCents,
        parentChangedAt: at,
      });
      const mails = renderChangeMails({
        ...(await mailInput(tx, updated, at, venue, roomTitles)),
        previous: row,
      }).filter((mail) => mail.to);
      await recordTransition(tx, {
        event: {
          bookingId: row.id,
          at,
          actor: 'parent',
          actorAddress: null,
          fromStatus: row.status,
          toStatus: row.status,
          note: changeNote(row, party, plan.price),
        },
        mails: mails.map((mail) => ({ ...mail, bookingId: row.id, createdAt: at })),
      });
      return { ok: true, booking: updated, previous: row };
    });
    if (result.ok) getSiteMetrics().bookingTransitions.inc({ action: 'change', actor: 'parent' });
    return result;
  }

  /** An audit row for a staff change that keeps the booking's status (its rooms, its arrival), with its mails. */
  function recordStaffNote(
    tx: Parameters<typeof recordTransition>[0],
    row: { id: number; status: string },
    actor: TransitionOptions['actor'],
    at: Date,
    note: string,
    mails: LifecycleMail[] = [],
  ) {
    return recordTransition(tx, {
      event: {
        bookingId: row.id,
        at,
        actor: actor.kind,
        actorAddress: actor.address ?? null,
        fromStatus: row.status,
        toStatus: row.status,
        note,
      },
      mails: mails.map((mail) => ({ ...mail, bookingId: row.id, createdAt: at })),
    });
  }

  /**
   * Marks a confirmed booking arrived or no-show (or clears the mark: `null`), by the staff, on
   * the booking's day in the venue's time zone. The booking stays confirmed; an audit row says
   * what was marked (`arrival: arrived | no_show | undone`). No mail.
   */
  async function markArrival(
    db: Database,
    bookingId: number,
    arrival: Arrival | null,
    actor: TransitionOptions['actor'],
  ): Promise<ArrivalResult> {
    const at = now();
    return db.transaction(async (tx): Promise<ArrivalResult> => {
      const row = await lockBooking(tx, bookingId);
      if (!row) return { ok: false, reason: 'not-found' };
      if (actor.kind !== 'staff' || row.status !== 'confirmed')
        return { ok: false, reason: 'not-allowed', status: row.status, booking: row };
      if (wallClock(row.startsAt, VENUE_TIME_ZONE)[0] !== wallClock(at, VENUE_TIME_ZONE)[0])
        return { ok: false, reason: 'not-today', status: row.status, booking: row };
      // Undoing what is not marked, or marking what already is, changes nothing.
      if ((row.arrival ?? null) === arrival)
        return { ok: false, reason: 'unchanged', status: row.status, booking: row };
      const updated = await updateBookingState(tx, row.id, { arrival });
      await recordStaffNote(tx, row, actor, at, `arrival: ${arrival ?? 'undone'}`);
      return { ok: true, booking: updated };
    });
  }

  return { transition, assignRooms, markArrival, changeParty };
}

export type ArrivalResult =
  | { ok: true; booking: BookingRow }
  | {
      ok: false;
      /** not-allowed: not confirmed (or not the staff); not-today: not the booking's day; unchanged: already so. */
      reason: 'not-found' | 'not-allowed' | 'not-today' | 'unchanged';
      status?: string;
      booking?: BookingRow;
    };

/**
 * What a parent's change writes (the answer command plans it: server/answer.ts): the party after
 * it, its price by the one price rule, and its holds, the first of `demands` the database takes.
 */
export interface PartyChangePlan {
  party: ChangedParty;
  price: PriceBreakdown;
  demands: Demand[];
  bufferMinutes: number;
}

export type ChangeResult =
  | { ok: true; booking: BookingRow; previous: BookingRow }
  | {
      ok: false;
      /**
       * not-allowed: not a party holding its time (or not the parent); after-cutoff: past
       * BOOKING_CHANGE_CUTOFF; slot-taken: the party's time has no room left for the change;
       * unchanged: nothing to change.
       */
      reason: 'not-found' | 'not-allowed' | 'after-cutoff' | 'slot-taken' | 'unchanged';
      status?: string;
      booking?: BookingRow;
    };

export type AssignResult =
  | { ok: true; booking: BookingRow; rooms: string[] }
  | {
      ok: false;
      reason: 'not-found' | 'not-allowed' | 'slot-taken';
      status?: string;
      booking?: BookingRow;
    };

/** Writes a booking's holds again; null (nothing changed) when a part finds no free resource. */
async function moveHolds(...args: Parameters<typeof replaceHolds>) {
  try {
    return await replaceHolds(...args);
  } catch (error) {
    if (error instanceof HoldsTaken) return null;
    throw error;
  }
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
