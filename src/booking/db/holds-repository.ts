// All SQL of what bookings hold (booking_holds, drizzle/0007): the holds the free-times grid reads,
// a booking's holds (its hall and rooms) for the pages, mails and desk, and the writing of a
// booking's holds part by part, the database deciding each one. `holding` is never written here:
// a trigger keeps it equal to the booking's status (pending, proposed and confirmed hold).
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Executor, Transaction } from '@/lib/db/executor';
import { databaseError, SQLSTATE } from '@/lib/db/pg-error.mjs';
import { blockedTimes, bookingHolds, type BookingRow } from '@/lib/db/schema';
import type { Hold } from '../rules/availability';
import { holdOf, planHolds, type Demand, type KindedHold } from '../rules/party-holds';
import { reachesInto } from './overlap';

/** The constraint that refuses two holding rows of one resource overlapping (drizzle/0007). */
export const NO_OVERLAP_CONSTRAINT = 'booking_holds_no_overlap';

/** The trigger of drizzle/0007 that refuses a hold inside a time the staff blocked. */
export const BLOCKED_CONSTRAINT = 'booking_holds_blocked';

/** A blocked time on every resource (src/booking/db/blocks-repository.ts). */
export const ALL_RESOURCES = '*';

/** One thing a booking holds (or held, once released): its hall or one of its rooms. */
export interface BookingHold {
  kind: 'hall' | 'room';
  /** `hall:<n>` or `room:<key>`. */
  resource: string;
  startsAt: Date;
  /** End of the part's session plus the buffer. */
  blockedUntil: Date;
  /** Whether it holds now (the booking is pending, proposed or confirmed). */
  holding: boolean;
}

/**
 * The holds of some resources that reach into [from, to): holding bookings' holds, and the times
 * the staff blocked (on the resource, or on all of them), which hold like a booking does. A
 * booking being moved leaves its own holds out (`exceptBookingId`): their time is what it gives up.
 */
export async function listHolds(
  db: Executor,
  resources: string[],
  from: Date,
  to: Date,
  exceptBookingId?: number,
): Promise<Hold[]> {
  if (!resources.length) return [];
  const bookings = await db
    .select({
      resource: bookingHolds.resource,
      startsAt: bookingHolds.startsAt,
      blockedUntil: bookingHolds.blockedUntil,
    })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.holding, true),
        inArray(bookingHolds.resource, resources),
        reachesInto(bookingHolds.startsAt, bookingHolds.blockedUntil, from, to),
        exceptBookingId === undefined ? undefined : ne(bookingHolds.bookingId, exceptBookingId),
      ),
    );
  const blocks = await db
    .select({
      resource: blockedTimes.resource,
      startsAt: blockedTimes.startsAt,
      blockedUntil: blockedTimes.endsAt,
    })
    .from(blockedTimes)
    .where(
      and(
        or(inArray(blockedTimes.resource, resources), eq(blockedTimes.resource, ALL_RESOURCES)),
        reachesInto(blockedTimes.startsAt, blockedTimes.endsAt, from, to),
      ),
    );
  const blockHolds = blocks.flatMap((block) =>
    block.resource === ALL_RESOURCES
      ? resources.map((resource) => ({ ...block, resource }))
      : [block],
  );
  return [...bookings, ...blockHolds];
}

const holdColumns = {
  bookingId: bookingHolds.bookingId,
  kind: bookingHolds.kind,
  resource: bookingHolds.resource,
  startsAt: bookingHolds.startsAt,
  blockedUntil: bookingHolds.blockedUntil,
  holding: bookingHolds.holding,
};

/** A booking's holds: its hall (or its room, for a room booking) first, then its game rooms. */
export async function holdsOf(db: Executor, bookingId: number): Promise<BookingHold[]> {
  return (await holdsOfBookings(db, [bookingId])).get(bookingId) ?? [];
}

/**
 * What a booking holds, to move it: its stored holds, or one from its own row when it has none (a
 * booking stored before holds were rows).
 */
export async function heldBy(
  db: Executor,
  booking: Pick<BookingRow, 'id' | 'resource' | 'startsAt' | 'blockedUntil'>,
): Promise<KindedHold[]> {
  const own = await holdsOf(db, booking.id);
  if (own.length) return own;
  return [
    {
      kind: booking.resource.startsWith('hall:') ? 'hall' : 'room',
      resource: booking.resource,
      startsAt: booking.startsAt,
      blockedUntil: booking.blockedUntil,
    },
  ];
}

/** The holds of many bookings (a list, the desk's day), by booking id; each as `holdsOf`. */
export async function holdsOfBookings(
  db: Executor,
  bookingIds: number[],
): Promise<Map<number, BookingHold[]>> {
  const byBooking = new Map<number, BookingHold[]>();
  if (!bookingIds.length) return byBooking;
  const rows = await db
    .select(holdColumns)
    .from(bookingHolds)
    .where(inArray(bookingHolds.bookingId, [...new Set(bookingIds)]))
    .orderBy(asc(bookingHolds.bookingId), asc(bookingHolds.id));
  for (const { bookingId, ...hold } of rows) {
    const list = byBooking.get(bookingId) ?? [];
    list.push(hold);
    byBooking.set(bookingId, list);
  }
  for (const list of byBooking.values())
    list.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'hall' ? -1 : 1));
  return byBooking;
}

/** Thrown inside a transaction to roll it back when a part of the demand has no free resource. */
export class HoldsTaken extends Error {
  constructor() {
    super('no free resource for a part of the booking');
  }
}

/**
 * Writes the holds of `demand` for a booking starting at `startsAt`, part by part (the parts with
 * fewest options first, each on a different resource), and returns them in the demand's order.
 * The plan from the holds read now (keeping the `prefer`red resources where they are free) says
 * which option each part tries first; the database decides: the exclusion constraint refuses a
 * hold that overlaps another (waiting for a concurrent writer to commit or roll back), and the
 * next option is tried. A part with no option left throws `HoldsTaken`, so the caller's
 * transaction stores nothing. With `savepointsOnly`, every insert runs in a savepoint (a staff
 * block raises in a trigger, which DO NOTHING cannot skip).
 */
export async function placeHolds(
  tx: Transaction,
  bookingId: number,
  demand: Demand,
  startsAt: Date,
  bufferMinutes: number,
  { prefer = [], savepointsOnly = false }: { prefer?: string[]; savepointsOnly?: boolean } = {},
): Promise<Hold[]> {
  const ordered: Demand = demand.map((part) => ({
    ...part,
    options: [...part.options].sort(
      (a, b) => Number(!prefer.includes(a.resource)) - Number(!prefer.includes(b.resource)),
    ),
  }));
  const resources = [...new Set(ordered.flatMap((part) => part.options.map((o) => o.resource)))];
  const windows = ordered.flatMap((part) =>
    part.options.map((option) => holdOf(option, part.offsetMinutes, startsAt, bufferMinutes)),
  );
  const from = new Date(Math.min(...windows.map((hold) => hold.startsAt.getTime())));
  const to = new Date(Math.max(...windows.map((hold) => hold.blockedUntil.getTime())));
  const taken = await listHolds(tx, resources, from, to, bookingId);
  const plan = planHolds(ordered, startsAt, bufferMinutes, taken);

  const order = ordered
    .map((part, index) => ({ part, index }))
    .sort((a, b) => a.part.options.length - b.part.options.length);
  const placed: Hold[] = new Array(ordered.length);
  const used = new Set<string>();
  for (const { part, index } of order) {
    const first = plan?.[index]?.resource;
    const options = [
      ...part.options.filter((option) => option.resource === first),
      ...part.options.filter((option) => option.resource !== first),
    ].filter((option) => !used.has(option.resource));
    let hold: Hold | undefined;
    for (const option of options) {
      const candidate = holdOf(option, part.offsetMinutes, startsAt, bufferMinutes);
      if (await insertHold(tx, bookingId, part.kind, candidate, savepointsOnly)) {
        hold = candidate;
        break;
      }
    }
    if (!hold) throw new HoldsTaken();
    used.add(hold.resource);
    placed[index] = hold;
  }
  return placed;
}

/** One hold: true when stored, false when an overlap (or a staff block) refused it. */
async function insertHold(
  tx: Transaction,
  bookingId: number,
  kind: 'hall' | 'room',
  hold: Hold,
  savepointsOnly: boolean,
): Promise<boolean> {
  // `holding` is set by the trigger from the booking's status; the column only needs a value.
  const values = { bookingId, kind, ...hold, holding: true };
  if (!savepointsOnly) {
    // One statement in the common case: DO NOTHING (no target: the exclusion constraint) stores
    // the hold or, when it overlaps a holding one, nothing, after waiting for a concurrent
    // writer of that resource to commit or roll back.
    const rows = await tx
      .insert(bookingHolds)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: bookingHolds.id });
    return rows.length > 0;
  }
  try {
    await tx.transaction((savepoint) => savepoint.insert(bookingHolds).values(values));
    return true;
  } catch (error) {
    if (databaseError(error)?.code === SQLSTATE.exclusionViolation) return false;
    throw error;
  }
}

/**
 * Writes a booking's holds again (moved to another time, or other rooms assigned): its old rows
 * are deleted and the demand placed as `placeHolds` does, keeping `prefer`red resources where
 * free. Throws `HoldsTaken` when a part finds none: the caller's transaction then changes nothing.
 */
export async function replaceHolds(
  tx: Transaction,
  bookingId: number,
  demand: Demand,
  startsAt: Date,
  bufferMinutes: number,
  prefer: string[],
): Promise<Hold[]> {
  // In a savepoint: a part with no free resource rolls the deletion back with the new holds, and
  // the caller's transaction stays usable. Each insert in a savepoint of its own: a staff block
  // raises, and must not abort the rest.
  return tx.transaction(async (savepoint) => {
    await savepoint.delete(bookingHolds).where(eq(bookingHolds.bookingId, bookingId));
    return placeHolds(savepoint, bookingId, demand, startsAt, bufferMinutes, {
      prefer,
      savepointsOnly: true,
    });
  });
}
