// The parent's change of a party on the manage page: the number of children and the cake (the
// party's extras join here: `extras` is read by the price function alone), until
// BOOKING_CHANGE_CUTOFF before the start. Pure: what may be changed, when, what a form sends, and
// the new price through the one price rule (./pricing.ts). The lifecycle's `changeParty`
// (server/lifecycle.ts) writes it, the holds re-planned in the same transaction.
import type { BookingRow } from '@/lib/db/schema';
import { BOOKING_LIMITS } from './fields';
import {
  priceBirthday,
  type PriceBreakdown,
  type PricedPackage,
  type StoredPrice,
} from './pricing';

/** BOOKING_CHANGE_CUTOFF's default (the invitations' answers close at the same time). */
export const DEFAULT_CHANGE_CUTOFF_MS = 48 * 3_600_000;

/** What a parent may change of a party; what is left out stays as it is. */
export interface PartyChange {
  children?: number;
  cake?: boolean;
  /** The party's extras (changed once extras exist); priced by the one price function. */
  extras?: unknown;
}

/** The party as it is after a change: what the row stores. */
export interface ChangedParty {
  children: number;
  withCake: boolean;
}

/** The states a parent's change applies to: a party that holds its time, answered or not. */
export const CHANGEABLE_STATUSES = ['pending', 'proposed', 'confirmed'] as const;

/** Until when the parent may change the party: BOOKING_CHANGE_CUTOFF before its start. */
export function changeDeadline(booking: Pick<BookingRow, 'startsAt'>, cutoffMs: number): Date {
  return new Date(booking.startsAt.getTime() - cutoffMs);
}

/**
 * Whether a parent may change this booking now: a party in one of CHANGEABLE_STATUSES, before
 * the deadline. `not-allowed` for anything else.
 */
export function changeAllowed(
  booking: Pick<BookingRow, 'form' | 'status' | 'startsAt'>,
  at: Date,
  cutoffMs: number,
): 'ok' | 'not-allowed' | 'after-cutoff' {
  if (
    booking.form !== 'birthday' ||
    !(CHANGEABLE_STATUSES as readonly string[]).includes(booking.status)
  )
    return 'not-allowed';
  return at < changeDeadline(booking, cutoffMs) ? 'ok' : 'after-cutoff';
}

/**
 * A change as a form sends it (`children`, `cake`: `yes` | `no`); a field left empty keeps its
 * value. Refuses a count the booking form would not take.
 */
export function parseChange(
  read: (name: string) => string,
): { ok: true; change: PartyChange } | { ok: false } {
  const change: PartyChange = {};
  const children = read('children').trim();
  if (children) {
    const count = Number(children);
    if (
      !Number.isInteger(count) ||
      count < BOOKING_LIMITS.childrenMin ||
      count > BOOKING_LIMITS.childrenMax
    )
      return { ok: false };
    change.children = count;
  }
  const cake = read('cake');
  if (cake === 'yes' || cake === 'no') change.cake = cake === 'yes';
  else if (cake) return { ok: false };
  return { ok: true, change };
}

/** The party after the change. */
export function changedParty(
  booking: Pick<BookingRow, 'children' | 'withCake'>,
  change: PartyChange,
): ChangedParty {
  return {
    children: change.children ?? booking.children ?? BOOKING_LIMITS.childrenMin,
    withCake: change.cake ?? booking.withCake ?? false,
  };
}

/** Whether the change leaves the party as it is. */
export function unchanged(
  booking: Pick<BookingRow, 'children' | 'withCake'>,
  change: PartyChange,
): boolean {
  const after = changedParty(booking, change);
  return after.children === booking.children && after.withCake === Boolean(booking.withCake);
}

/**
 * What the booking's package costs for a change: the package's price as it was booked (the stored
 * price's), its cake and the children it includes from the package as the content has it now.
 */
export function bookedPackage(
  booking: Pick<BookingRow, 'price'>,
  pkg: PricedPackage,
): PricedPackage {
  const stored = booking.price as StoredPrice | null;
  const packageCents =
    stored && 'packageCents' in stored && typeof stored.packageCents === 'number'
      ? stored.packageCents
      : pkg.priceCents;
  return { ...pkg, priceCents: packageCents };
}

/** The price after a change: the one price rule (pricing.ts), on the package as booked. */
export function priceChange(
  booking: Pick<BookingRow, 'children' | 'withCake' | 'price'>,
  pkg: PricedPackage,
  change: PartyChange,
): PriceBreakdown {
  const after = changedParty(booking, change);
  return priceBirthday(bookedPackage(booking, pkg), {
    withCake: after.withCake,
    children: after.children,
  });
}

/** The audit row's note of a change: `children: 8 → 14; cake: yes → no`. */
export function changeNote(before: Pick<BookingRow, 'children' | 'withCake'>, after: ChangedParty) {
  const parts = [];
  if (before.children !== after.children)
    parts.push(`children: ${before.children ?? '-'} → ${after.children}`);
  if (Boolean(before.withCake) !== after.withCake)
    parts.push(`cake: ${before.withCake ? 'yes' : 'no'} → ${after.withCake ? 'yes' : 'no'}`);
  return `parent change: ${parts.join('; ')}`;
}
