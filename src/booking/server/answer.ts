// Answering a booking: the one command behind the parent's signed links (the confirm page, the
// manage page) and the staff desk. One table of what each answer does, one parser of what a form sends (the
// proposed date and time, the decline reason, the note), and `answer`, which checks a proposed
// time against the free times of the booking's kind and hands the change to the lifecycle's
// `transition`. The surfaces keep only their own checks (a link's signature; the desk's session
// and origin) and say the result in their own way.
import type { Database } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import { isCalendarDate } from '@/lib/calendar-date';
import type { Move, RoomsPlan } from './availability-service';
import { type Lifecycle, type TransitionOptions, type TransitionResult } from './lifecycle';
import {
  DECLINE_REASONS,
  type Actor,
  type DeclineReason,
  type LifecycleAction,
} from '../rules/lifecycle-rules';
import { findBooking } from '../db/lifecycle-repository';
import type { LinkAction } from '../rules/links';
import { parseChange, type PartyChange } from '../rules/parent-change';
import type { PartyChangePlan } from './lifecycle';
import type { PartyChangeRefusal } from './party-change';

/**
 * Every answer: the lifecycle's action, the parent's signed link whose page offers it (none: the
 * desk's only), and the word the page shows when it is done. The parent confirms the request from
 * the acknowledgement (`verify`); a parent's "no" to a proposed time is `reject` (a decline
 * without a reason). The venue answers on the desk only: confirm, propose, decline and cancel, a
 * party's rooms, and on the booking's day its arrival (arrived, no-show, undone).
 */
export const ANSWERS = {
  verify: { action: 'verify', link: 'verify', done: 'verified' },
  confirm: { action: 'confirm', link: null, done: 'confirmed' },
  propose: { action: 'propose', link: null, done: 'proposed' },
  decline: { action: 'decline', link: null, done: 'declined' },
  accept: { action: 'accept', link: 'manage', done: 'accepted' },
  reject: { action: 'decline', link: 'manage', done: 'declined' },
  cancel: { action: 'cancel', link: 'manage', done: 'cancelled' },
  // A party's children and cake, changed by the parent until BOOKING_CHANGE_CUTOFF.
  change: { action: 'change', link: 'manage', done: 'changed' },
  // A party's game rooms, named or chosen by the venue: the staff's, with no signed link.
  assign_rooms: { action: 'assign_rooms', link: null, done: 'rooms-assigned' },
  // On the booking's day, a confirmed booking's arrival: the staff's, with no signed link.
  arrived: { action: 'arrival', link: null, done: 'arrived' },
  no_show: { action: 'arrival', link: null, done: 'no-show' },
  undo_arrival: { action: 'arrival', link: null, done: 'arrival-undone' },
} as const satisfies Record<
  string,
  {
    action: LifecycleAction | 'assign_rooms' | 'arrival' | 'change';
    link: LinkAction | null;
    done: string;
  }
>;

/** What each arrival op writes in the booking's `arrival`. */
const ARRIVAL_OF = { arrived: 'arrived', no_show: 'no_show', undo_arrival: null } as const;

export type AnswerOp = keyof typeof ANSWERS;

export const DESK_ANSWERS = [
  'confirm',
  'propose',
  'decline',
  'cancel',
  'assign_rooms',
  'arrived',
  'no_show',
  'undo_arrival',
] as const satisfies readonly AnswerOp[];

export const NOTE_MAX = 1000;

export interface AnswerCommand {
  op: AnswerOp;
  /** `propose`: the venue's date and start, one of the free times offered. */
  date?: string;
  time?: string;
  /** `decline`: why, and an optional note for the parent. */
  reason?: DeclineReason;
  note?: string;
  /** `assign_rooms`: room slugs of either language, separated by commas; empty: the venue chooses. */
  rooms?: string;
  /** `change`: the party's children and cake as the parent changes them. */
  change?: PartyChange;
}

export type AnswerRefusal =
  | Extract<TransitionResult, { ok: false }>['reason']
  | 'unknown-op'
  | 'bad-date'
  | 'no-reason'
  | 'not-a-party'
  | 'bad-rooms'
  | 'room-does-not-fit'
  | 'not-today'
  | 'unchanged'
  | 'bad-change'
  | PartyChangeRefusal;

export type AnswerResult =
  | { ok: true; done: string; booking: BookingRow }
  | {
      ok: false;
      reason: AnswerRefusal;
      /** a proposal's valid date, to show its times again */ date?: string;
    };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What a form sent, read by name (a URLSearchParams or FormData reader). */
export type FieldReader = (name: string) => string;

/** The one parser of an answer's fields; refuses what no page of the site would send. */
export function parseAnswer(
  read: FieldReader,
): { ok: true; command: AnswerCommand } | { ok: false; reason: AnswerRefusal; date?: string } {
  const op = read('op');
  if (!Object.hasOwn(ANSWERS, op)) return { ok: false, reason: 'unknown-op' };
  const command: AnswerCommand = { op: op as AnswerOp };
  if (command.op === 'propose') {
    const date = read('date');
    if (!isCalendarDate(date)) return { ok: false, reason: 'bad-date' };
    const time = read('time');
    if (!HHMM.test(time)) return { ok: false, reason: 'bad-slot', date };
    Object.assign(command, { date, time });
  }
  if (command.op === 'change') {
    const change = parseChange(read);
    if (!change.ok) return { ok: false, reason: 'bad-change' };
    command.change = change.change;
  }
  if (command.op === 'assign_rooms') command.rooms = read('rooms').trim().slice(0, 500);
  if (command.op === 'decline') {
    const reason = read('reason');
    // Nothing is preselected on the forms: a decline says why.
    if (!(DECLINE_REASONS as readonly string[]).includes(reason))
      return { ok: false, reason: 'no-reason' };
    command.reason = reason as DeclineReason;
    const note = read('note').trim().slice(0, NOTE_MAX);
    if (note) command.note = note;
  }
  return { ok: true, command };
}

export interface AnsweringDeps {
  getDb: () => Promise<Database>;
  transition: (
    db: Database,
    bookingId: number,
    action: LifecycleAction,
    options: TransitionOptions,
  ) => Promise<TransitionResult>;
  /** The free starts a booking can move to on a date (the availability service's `movesFor`). */
  movesFor: (booking: BookingRow, date: string) => Promise<Move[]>;
  /** What a party holds with the rooms posted (the availability service's `roomsFor`). */
  roomsFor: (booking: BookingRow, rooms: string) => Promise<RoomsPlan>;
  /** The lifecycle's `assignRooms`. */
  assignRooms: Lifecycle['assignRooms'];
  /** The lifecycle's `markArrival`. */
  markArrival: Lifecycle['markArrival'];
  /** A parent's change planned (server/party-change.ts, planPartyChange). */
  changeFor: (
    booking: BookingRow,
    change: PartyChange,
  ) => Promise<{ ok: true; plan: PartyChangePlan } | { ok: false; reason: PartyChangeRefusal }>;
  /** The lifecycle's `changeParty`. */
  changeParty: Lifecycle['changeParty'];
}

export function createAnswering(deps: AnsweringDeps) {
  async function answer(
    bookingId: number,
    command: AnswerCommand,
    actor: Actor,
  ): Promise<AnswerResult> {
    const { action, done } = ANSWERS[command.op];
    const db = await deps.getDb();
    if (action === 'assign_rooms') {
      const booking = await findBooking(db, bookingId);
      if (!booking) return { ok: false, reason: 'not-found' };
      const plan = await deps.roomsFor(booking, command.rooms ?? '');
      if (!plan.ok) return { ok: false, reason: plan.reason };
      const outcome = await deps.assignRooms(db, bookingId, plan, actor);
      return outcome.ok
        ? { ok: true, done, booking: outcome.booking }
        : { ok: false, reason: outcome.reason };
    }
    if (action === 'change') {
      const booking = await findBooking(db, bookingId);
      if (!booking) return { ok: false, reason: 'not-found' };
      const planned = await deps.changeFor(booking, command.change ?? {});
      if (!planned.ok) return { ok: false, reason: planned.reason };
      const outcome = await deps.changeParty(db, bookingId, planned.plan, actor);
      return outcome.ok
        ? { ok: true, done, booking: outcome.booking }
        : { ok: false, reason: outcome.reason };
    }
    if (action === 'arrival') {
      const arrival = ARRIVAL_OF[command.op as keyof typeof ARRIVAL_OF];
      const outcome = await deps.markArrival(db, bookingId, arrival, actor);
      return outcome.ok
        ? { ok: true, done, booking: outcome.booking }
        : { ok: false, reason: outcome.reason };
    }
    let proposedSlot: TransitionOptions['proposedSlot'];
    if (command.op === 'propose') {
      const booking = await findBooking(db, bookingId);
      if (!booking) return { ok: false, reason: 'not-found' };
      const { date = '', time } = command;
      // Only a start the free times offer; the database still refuses an overlap made meanwhile.
      const move = (await deps.movesFor(booking, date)).find((free) => free.time === time);
      if (!move) return { ok: false, reason: 'bad-slot', date };
      proposedSlot = { startsAt: move.startsAt, demand: move.demand };
    }
    const outcome = await deps.transition(db, bookingId, action, {
      actor,
      proposedSlot,
      reason: command.op === 'decline' ? command.reason : undefined,
      note: command.op === 'decline' ? command.note : undefined,
    });
    if (outcome.ok) return { ok: true, done, booking: outcome.booking };
    return { ok: false, reason: outcome.reason, date: command.date };
  }

  /**
   * The same answer to several bookings (the desk declining a batch): each in its own
   * transaction with its audit row and mails; one refused does not stop the others.
   */
  async function answerMany(
    bookingIds: number[],
    command: AnswerCommand,
    actor: Actor,
  ): Promise<{ bookingId: number; result: AnswerResult }[]> {
    const results: { bookingId: number; result: AnswerResult }[] = [];
    for (const bookingId of bookingIds)
      results.push({ bookingId, result: await answer(bookingId, command, actor) });
    return results;
  }

  return { answer, answerMany };
}

export type Answering = ReturnType<typeof createAnswering>;
