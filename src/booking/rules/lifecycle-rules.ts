// The lifecycle's rules, pure: the actions, who may take each from which state, the decline
// reasons, and the deadlines a booking's state depends on. server/lifecycle.ts applies them.
import type { BookingRow } from '@/lib/db/schema';
import type { Locale } from '@/i18n/routing';
import type { LinkSigner } from './links';
import { holdsNoTime, type BookingStatus } from './status';

/**
 * The lifecycle's settings (read from the environment by the booking module, src/booking/server/):
 * the link key, the site's address for links, the venue's language, the time a parent has to
 * confirm the e-mail, the hold, reminder and cancel times.
 */
export interface LifecycleSettings {
  links: LinkSigner;
  siteUrl: URL;
  venueLocale: Locale;
  /** BOOKING_VERIFY_WITHIN: how long an unconfirmed request holds its time. */
  verifyWithinMs: number;
  holdTtlMs: number;
  reminderBeforeMs: number;
  cancelCutoffMs: number;
  /**
   * BOOKING_CHANGE_CUTOFF: until when before the start a parent may change a party (the
   * invitations' answers close then too); default 48 hours.
   */
  changeCutoffMs?: number;
}

export const ACTIONS = [
  'verify',
  'confirm',
  'propose',
  'decline',
  'accept',
  'cancel',
  'expire',
] as const;
export type LifecycleAction = (typeof ACTIONS)[number];

export type ActorKind = 'staff' | 'parent' | 'system';
export interface Actor {
  kind: ActorKind;
  /** A signed-in staff member's address (the staff desk); never a parent's. */
  address?: string;
}

export const DECLINE_REASONS = ['fully-booked', 'maintenance', 'group-too-large', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Who may do what from which state. */
export const RULES: Record<
  LifecycleAction,
  { to: BookingStatus; from: Partial<Record<BookingStatus, ActorKind[]>> }
> = {
  // The parent confirms the e-mail (the acknowledgement's button): only then is the venue told.
  verify: { to: 'pending', from: { unverified: ['parent'] } },
  confirm: { to: 'confirmed', from: { pending: ['staff'] } },
  propose: { to: 'proposed', from: { pending: ['staff'] } },
  decline: { to: 'declined', from: { pending: ['staff'], proposed: ['staff', 'parent'] } },
  accept: { to: 'confirmed', from: { proposed: ['parent', 'staff'] } },
  // A parent may also withdraw a request the venue has not answered yet (the manage link in every
  // mail offers it); a confirmed booking only until the cut-off.
  cancel: { to: 'cancelled', from: { pending: ['parent'], confirmed: ['parent', 'staff'] } },
  expire: {
    to: 'expired',
    from: { unverified: ['system'], pending: ['system'], proposed: ['system'] },
  },
};

export function isAllowed(action: LifecycleAction, from: string, actor: ActorKind): boolean {
  return RULES[action].from[from as BookingStatus]?.includes(actor) ?? false;
}

/**
 * The actions an actor may take on a booking in this state. Given the booking, a team-building
 * enquiry that holds no time yet offers no confirm: the venue proposes a time first.
 */
export function allowedActions(
  booking: string | Pick<BookingRow, 'status' | 'form' | 'resource'>,
  actor: ActorKind,
): LifecycleAction[] {
  const status = typeof booking === 'string' ? booking : booking.status;
  const noTime = typeof booking !== 'string' && holdsNoTime(booking);
  return ACTIONS.filter(
    (action) => isAllowed(action, status, actor) && !(noTime && action === 'confirm'),
  );
}

export function holdEnd(
  booking: Pick<BookingRow, 'holdUntil' | 'createdAt'>,
  holdTtlMs: number,
): Date {
  return booking.holdUntil ?? new Date(booking.createdAt.getTime() + holdTtlMs);
}

/** Until when a parent may cancel a booking on the site. */
export function cancelDeadline(
  booking: Pick<BookingRow, 'startsAt'>,
  cancelCutoffMs: number,
): Date {
  return new Date(booking.startsAt.getTime() - cancelCutoffMs);
}

/**
 * A duration as the words say it (`{unit, select, …}` in the messages): the largest unit it is a
 * whole number of (30m: 30 minutes, 2h: 2 hours, 90m: 90 minutes), else seconds (`other`).
 */
export function withinOf(ms: number): {
  unit: 'days' | 'hours' | 'minutes' | 'other';
  count: number;
} {
  for (const [unit, size] of [
    ['days', 86_400_000],
    ['hours', 3_600_000],
    ['minutes', 60_000],
  ] as const)
    if (ms >= size && ms % size === 0) return { unit, count: ms / size };
  return { unit: 'other', count: Math.max(1, Math.round(ms / 1000)) };
}
