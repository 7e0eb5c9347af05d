// "From" prices of the book-now page's chooser, computed from the content, never written in:
// a birthday from the cheapest package; an escape room from the cheapest group the price list
// allows (a room's fewest players times the price per player of the price list's line for them).
import type { BookingContext } from './rules-context';

/** A price-list line for escape rooms: the price per player for groups of these sizes. */
export interface PlayerTier {
  playersMin: number;
  /** null: this size and more. */
  playersMax: number | null;
  perPlayerCents: number;
}

export interface FromPrices {
  birthday: number | null;
  room: number | null;
}

function lowest(values: number[]): number | null {
  const positive = values.filter((value) => Number.isFinite(value) && value > 0);
  return positive.length ? Math.min(...positive) : null;
}

/** The cheapest group price a room can be booked for, in cents (null: the price list has none). */
export function roomFromCents(
  rooms: readonly { playersMin: number; playersMax: number }[],
  tiers: readonly PlayerTier[],
): number | null {
  return lowest(
    rooms.flatMap((room) =>
      tiers.flatMap((tier) => {
        // The smallest group of this room that the line prices.
        const players = Math.max(room.playersMin, tier.playersMin, 1);
        const fits =
          players <= room.playersMax && (tier.playersMax === null || players <= tier.playersMax);
        return fits ? [players * tier.perPlayerCents] : [];
      }),
    ),
  );
}

/** The chooser's "from" prices in cents: `tiers` are the price list's escape-room lines. */
export function fromPrices(
  context: Pick<BookingContext, 'rooms' | 'packages'>,
  tiers: readonly PlayerTier[],
): FromPrices {
  return {
    birthday: lowest(context.packages.map((item) => item.priceCents)),
    room: roomFromCents(context.rooms, tiers),
  };
}
