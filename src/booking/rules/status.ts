// The states a booking request can be in, and which of them hold its time. One list each, read by
// the database schema (the `booking_status` enum), the exclusion constraint's and the blocked-time
// trigger's predicates (drizzle/0006), the availability grid, the lifecycle jobs, the desk and the
// abuse limits. Pure: the form's bundle may import it.

/**
 * Every state of the lifecycle (src/booking/server/lifecycle.ts). `unverified`: a parent's request
 * whose e-mail is not confirmed yet; it holds its time for BOOKING_VERIFY_WITHIN, and the venue
 * hears of it only once the parent confirms (then `pending`).
 */
export const BOOKING_STATUSES = [
  'unverified',
  'pending',
  'proposed',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What the database may hold: the lifecycle's states and `received`, a request from before holds. */
export const STORED_STATUSES = [...BOOKING_STATUSES, 'received'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

/** A request in one of these holds its time: no other may overlap it. */
export const HOLDING_STATUSES = [
  'unverified',
  'pending',
  'proposed',
  'confirmed',
] as const satisfies readonly BookingStatus[];

/**
 * Holding, and known to the venue: every holding state but a request its parent has not confirmed
 * yet (the venue hears of it only then). The staff's calendar feed lists these.
 */
export const VENUE_HOLDING_STATUSES = HOLDING_STATUSES.filter(
  (status): status is Exclude<(typeof HOLDING_STATUSES)[number], 'unverified'> =>
    status !== 'unverified',
);

/** Held but not yet answered for good: the venue (or, for a proposal, the parent) still has to say. */
export const WAITING_STATUSES = ['pending', 'proposed'] as const satisfies readonly BookingStatus[];

/**
 * Held for a while only: each expires when its hold ends (`hold_until`), unless the parent
 * confirms the e-mail (`unverified`) or the venue or the parent answers first. Also what counts
 * against the caps per e-mail and per phone: every request not yet answered for good.
 */
export const EXPIRING_STATUSES = [
  'unverified',
  ...WAITING_STATUSES,
] as const satisfies readonly BookingStatus[];

/**
 * A confirmed booking's arrival on its day, as the desk marks it (null: not marked). Beside the
 * status: an arrived or missed booking is still confirmed and still holds its time.
 */
export const ARRIVALS = ['arrived', 'no_show'] as const;
export type Arrival = (typeof ARRIVALS)[number];

/** booking_requests.resource of a team-building enquiry that holds nothing yet. */
export const ENQUIRY_RESOURCE = 'enquiry';

/**
 * A team-building enquiry the venue has not proposed a time for: it holds nothing, so it cannot
 * be confirmed as it is (only proposed a time, or declined).
 */
export function holdsNoTime(booking: { form: string; resource: string }): boolean {
  return booking.form === 'team' && booking.resource === ENQUIRY_RESOURCE;
}
