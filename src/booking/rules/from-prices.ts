// "From" prices of the book-now page's chooser, computed from the content, never written in:
// a birthday from the cheapest package, an escape room from the cheapest room's own "from"
// price (the lowest price of a game for a whole group, as each room page shows it).
import type { BookingPackage } from './rules-context';

export interface FromPrices {
  /** Cents, or null when the content gives no price. */
  birthday: number | null;
  room: number | null;
}

function lowest(values: number[]): number | null {
  const positive = values.filter((value) => Number.isFinite(value) && value > 0);
  return positive.length ? Math.min(...positive) : null;
}

export function fromPrices(
  packages: readonly Pick<BookingPackage, 'priceCents'>[],
  rooms: readonly { priceFrom?: number }[],
): FromPrices {
  return {
    birthday: lowest(packages.map((item) => item.priceCents)),
    room: lowest(rooms.map((room) => Math.round((room.priceFrom ?? 0) * 100))),
  };
}
