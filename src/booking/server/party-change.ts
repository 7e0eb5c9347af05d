// Planning a parent's change of a party (the manage page's change form, through the answer
// command): whether it may be changed now, whether the venue offers the extras asked for, the
// party after it, its price by the one price rule,
// and what it would hold: its own game rooms kept, held for the waves the new number of children
// plays there when they fit them, else any set of rooms that fits (the first free one). The
// lifecycle's `changeParty` writes it in one transaction, the database deciding the holds.
import type { Database } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import type { BookingContext } from '../rules/rules-context';
import type { Demand } from '../rules/party-holds';
import { heldBy } from '../db/holds-repository';
import {
  bookedExtras,
  changeAllowed,
  changedParty,
  changeExtrasProblem,
  priceChange,
  unchanged,
  type PartyChange,
} from '../rules/parent-change';
import type { AvailabilityService } from './availability-service';
import type { PartyChangePlan } from './lifecycle';

export type PartyChangeRefusal =
  | 'not-allowed'
  | 'after-cutoff'
  | 'unchanged'
  /** An extra the venue does not offer, or more of one than its most: nothing changed. */
  | 'change-bad-extras'
  /** No set of game rooms fits the new number of children within the party. */
  | 'change-does-not-fit';

export interface PartyChangeDeps {
  getDb: () => Promise<Database>;
  availability: Pick<AvailabilityService, 'roomsFor'>;
  /** BOOKING_CHANGE_CUTOFF. */
  cutoffMs: number;
  now?: () => Date;
}

export async function planPartyChange(
  context: BookingContext,
  booking: BookingRow,
  change: PartyChange,
  deps: PartyChangeDeps,
): Promise<{ ok: true; plan: PartyChangePlan } | { ok: false; reason: PartyChangeRefusal }> {
  const allowed = changeAllowed(booking, deps.now?.() ?? new Date(), deps.cutoffMs);
  if (allowed !== 'ok') return { ok: false, reason: allowed };
  // The extras against the booking's (its language's keys, those it booked kept as booked).
  const catalogue = context.extras ?? [];
  if (changeExtrasProblem(bookedExtras(booking, catalogue), change))
    return { ok: false, reason: 'change-bad-extras' };
  if (unchanged(booking, change)) return { ok: false, reason: 'unchanged' };
  const pkg = context.packages.find((candidate) => candidate.slug === booking.packageSlug);
  // A package the content no longer lists has no price to change to: the venue changes it.
  if (!pkg) return { ok: false, reason: 'not-allowed' };
  const party = changedParty(booking, change);
  const changed = { ...booking, children: party.children };
  const own = await heldBy(await deps.getDb(), booking);
  const slugs = own
    .filter((hold) => hold.kind === 'room')
    .map((hold) => context.rooms.find((room) => room.resource === hold.resource)?.slug);
  const demands: Demand[] = [];
  // Its own rooms first, for as many waves as the children play there.
  if (slugs.length && slugs.every(Boolean)) {
    const kept = await deps.availability.roomsFor(context, changed, slugs.join(','));
    if (kept.ok) demands.push(kept.demand);
  }
  // Else, or when their longer time is taken, rooms the children fit (its own preferred).
  const any = await deps.availability.roomsFor(context, changed, '');
  if (any.ok) demands.push(any.demand);
  if (!demands.length) return { ok: false, reason: 'change-does-not-fit' };
  return {
    ok: true,
    plan: {
      party,
      price: priceChange(booking, pkg, change, catalogue),
      demands,
      bufferMinutes: context.settings.bufferMinutes,
    },
  };
}
