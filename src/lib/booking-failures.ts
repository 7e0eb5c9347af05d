// What ready needs to know of this process's bookings: whether they are failing now. The booking
// service (src/booking/server/service.ts) records each request that reached the database (stored,
// a duplicate, a taken time) and each one answered 503 (the same requests as
// cluville_booking_errors_total). Bookings are "failing" while a 503 of a database that answers
// but does not store (store_failed: a full disk, a broken table; store_conflict) is newer than the
// last booking stored, within the window: a booking stored afterwards clears it at once, and so
// does the window running out (an instance a load balancer took out gets no bookings to clear it
// with). A database that cannot be reached (database_unavailable) or does not answer in time
// (store_timeout: a cut or hung connection, which the ready check's own query meets too) is the
// database check's business: it clears the moment the database answers again.
import type { BookingErrorReason } from './metrics';
import { processSingleton } from './process-singleton.mjs';

/** How long a 503 answer keeps ready saying bookings fail, unless a booking is stored meanwhile. */
export const BOOKING_FAILURE_WINDOW_MS = 5 * 60_000;

interface Outcomes {
  /** The 503 answers within the window (pruned as it moves). */
  failures: { at: number; reason: BookingErrorReason }[];
  lastStoredAt: number;
}

const outcomes = () =>
  processSingleton<Outcomes>('booking-outcomes', () => ({ failures: [], lastStoredAt: 0 }));

/** A booking stored (or found stored: a duplicate, a taken time), or answered 503 for `reason`. */
export function recordBookingOutcome(
  outcome: { stored: true } | { failed: BookingErrorReason },
  now = Date.now(),
): void {
  const state = outcomes();
  if ('stored' in outcome) state.lastStoredAt = now;
  else {
    state.failures = state.failures.filter(({ at }) => now - at < BOOKING_FAILURE_WINDOW_MS);
    state.failures.push({ at: now, reason: outcome.failed });
  }
}

/** Reasons that say the database is out of reach: ready's database check reports those. */
const OUT_OF_REACH = new Set<BookingErrorReason>(['database_unavailable', 'store_timeout']);

export interface BookingFailures {
  /** A booking the database failed to store is newer than the last one stored, within the window. */
  failing: boolean;
  /** Bookings answered 503 by this process within the window, for any reason. */
  recent: number;
}

export function bookingFailures(now = Date.now()): BookingFailures {
  const state = outcomes();
  const recent = state.failures.filter(({ at }) => now - at < BOOKING_FAILURE_WINDOW_MS);
  const failing = recent.some(
    ({ at, reason }) => !OUT_OF_REACH.has(reason) && at >= state.lastStoredAt,
  );
  return { failing, recent: recent.length };
}
