// The one price calculation: the live price on the form, the stored price and both e-mails all
// come from here. Money is integer cents throughout; EUR amounts from the CMS are converted once.
import { EXTRA_CHILD_PRICE_EUR } from '@/lib/constants';

export const EXTRA_CHILD_PRICE_CENTS = toCents(EXTRA_CHILD_PRICE_EUR);

export interface PricedPackage {
  priceCents: number;
  cakePriceCents: number;
  childrenIncluded: number;
}

export interface PriceBreakdown {
  packageCents: number;
  /** What the parent saves without the cake: 0 with the cake, else the package's cake price. */
  cakeDeductionCents: number;
  extraChildren: number;
  extraChildPriceCents: number;
  extraChildrenCents: number;
  totalCents: number;
}

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function priceBirthday(
  item: PricedPackage,
  choice: { withCake: boolean; children: number },
): PriceBreakdown {
  const children = Math.max(0, Math.floor(choice.children));
  const cakeDeductionCents = choice.withCake ? 0 : item.cakePriceCents;
  const extraChildren = Math.max(0, children - item.childrenIncluded);
  const extraChildrenCents = extraChildren * EXTRA_CHILD_PRICE_CENTS;
  return {
    packageCents: item.priceCents,
    cakeDeductionCents,
    extraChildren,
    extraChildPriceCents: EXTRA_CHILD_PRICE_CENTS,
    extraChildrenCents,
    totalCents: Math.max(0, item.priceCents - cakeDeductionCents + extraChildrenCents),
  };
}

/** A line of the price list for escape rooms: the price per player for groups of these sizes. */
export interface RoomPriceTier {
  playersMin: number;
  /** null: this size and more. */
  playersMax: number | null;
  perPlayerCents: number;
}

/** A room's price as stored with the request (the `price` column) and shown on the form. */
export interface RoomPriceBreakdown {
  kind: 'room';
  players: number;
  perPlayerCents: number;
  totalCents: number;
}

/** A stored price: a room's is marked `kind: 'room'`, a birthday's is the itemised one. */
export type StoredPrice = PriceBreakdown | RoomPriceBreakdown;

export function isRoomPrice(price: unknown): price is RoomPriceBreakdown {
  return (
    typeof price === 'object' && price !== null && (price as { kind?: unknown }).kind === 'room'
  );
}

/**
 * A room's price from the price list by players: the players times the price per player of the
 * line whose group sizes hold them (where two overlap, the one starting nearest the group). Null when no line
 * does, or for no players: the venue then prices the request itself.
 */
export function priceRoom(
  tiers: readonly RoomPriceTier[],
  players: number,
): RoomPriceBreakdown | null {
  const count = Math.floor(players);
  if (!Number.isFinite(count) || count < 1) return null;
  const tier = tiers
    .filter(
      (line) => line.playersMin <= count && (line.playersMax === null || count <= line.playersMax),
    )
    .sort((a, b) => b.playersMin - a.playersMin)[0];
  if (!tier) return null;
  return {
    kind: 'room',
    players: count,
    perPlayerCents: tier.perPlayerCents,
    totalCents: count * tier.perPlayerCents,
  };
}
