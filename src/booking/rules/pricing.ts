// The one price calculation: the live price on the form, the stored price and both e-mails all
// come from here. Money is integer cents throughout; EUR amounts from the CMS are converted once.
import type { Locale } from '@/i18n/routing';
import { EXTRA_CHILD_PRICE_EUR } from '@/lib/constants';

export const EXTRA_CHILD_PRICE_CENTS = toCents(EXTRA_CHILD_PRICE_EUR);

export interface PricedPackage {
  priceCents: number;
  cakePriceCents: number;
  childrenIncluded: number;
}

/** An extra a party may add, as the booking rules know it (from the CMS's `party_extras`). */
export interface BookingExtra {
  /** The extra's key on the form and in the API: its name made a slug, in the page's language. */
  key: string;
  name: string;
  priceCents: number;
  /** Per child: the price once per child of the party, taken or not (quantity 1 or 0). */
  perChild: boolean;
  /** The most a parent may take (per child: 1). */
  max: number;
  /**
   * Its name in each language (the CMS lists the extras in the same order in both: an extra is
   * the one at the same place), stored with the line so every reader sees it in their language.
   */
  names?: ExtraNames;
}

/** An extra's name by language. */
export type ExtraNames = Partial<Record<Locale, string>>;

/** What the parent chose: an extra by its key and how many (per child: 1 for yes). */
export interface ExtraChoice {
  key: string;
  quantity: number;
}

/**
 * An extra as priced and stored with the booking, with its price at the time: a per-child
 * extra's quantity is the party's children, its unit price per child.
 */
export interface ExtraLine {
  key: string;
  /** The name as the parent saw it (the booking's language). */
  name: string;
  /** Its name in each language at the time (lines stored before these have `name` only). */
  names?: ExtraNames;
  perChild: boolean;
  unitCents: number;
  quantity: number;
  totalCents: number;
}

export interface PriceBreakdown {
  packageCents: number;
  /** What the parent saves without the cake: 0 with the cake, else the package's cake price. */
  cakeDeductionCents: number;
  extraChildren: number;
  extraChildPriceCents: number;
  extraChildrenCents: number;
  /** The party's extras as priced lines; absent in prices stored before extras existed. */
  extras?: ExtraLine[];
  totalCents: number;
}

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * The chosen extras as priced lines, in the catalogue's order: a per-child extra costs its price
 * times the children, any other its price times the quantity. Unknown keys and quantities below 1
 * give no line (whether they are allowed at all is the schema's to say: `extrasProblem`); a
 * quantity above the extra's most is held to it.
 */
export function priceExtras(
  catalogue: readonly BookingExtra[],
  choices: readonly ExtraChoice[],
  children: number,
): ExtraLine[] {
  const kids = Math.max(0, Math.floor(children));
  return catalogue.flatMap((extra) => {
    const taken = choices
      .filter((choice) => choice.key === extra.key)
      .reduce((sum, choice) => sum + Math.max(0, Math.floor(choice.quantity) || 0), 0);
    if (taken < 1) return [];
    const quantity = extra.perChild ? kids : Math.min(taken, extra.max);
    if (quantity < 1) return [];
    return [
      {
        key: extra.key,
        name: extra.name,
        ...(extra.names ? { names: extra.names } : {}),
        perChild: extra.perChild,
        unitCents: extra.priceCents,
        quantity,
        totalCents: quantity * extra.priceCents,
      },
    ];
  });
}

/** What is wrong with a list of extras against the catalogue; null when every one may be taken. */
export type ExtrasProblem =
  | { problem: 'unknown'; key: string }
  | { problem: 'twice'; name: string }
  | { problem: 'max'; name: string; max: number };

export function extrasProblem(
  catalogue: readonly BookingExtra[],
  choices: readonly ExtraChoice[],
): ExtrasProblem | null {
  const seen = new Set<string>();
  for (const choice of choices) {
    const extra = catalogue.find((candidate) => candidate.key === choice.key);
    if (!extra) return { problem: 'unknown', key: choice.key };
    if (seen.has(extra.key)) return { problem: 'twice', name: extra.name };
    seen.add(extra.key);
    if (!Number.isInteger(choice.quantity) || choice.quantity < 0 || choice.quantity > extra.max)
      return { problem: 'max', name: extra.name, max: extra.max };
  }
  return null;
}

export function priceBirthday(
  item: PricedPackage,
  choice: { withCake: boolean; children: number; extras?: readonly ExtraChoice[] },
  catalogue: readonly BookingExtra[] = [],
): PriceBreakdown {
  const children = Math.max(0, Math.floor(choice.children));
  const cakeDeductionCents = choice.withCake ? 0 : item.cakePriceCents;
  const extraChildren = Math.max(0, children - item.childrenIncluded);
  const extraChildrenCents = extraChildren * EXTRA_CHILD_PRICE_CENTS;
  const extras = priceExtras(catalogue, choice.extras ?? [], children);
  const extrasCents = extras.reduce((sum, line) => sum + line.totalCents, 0);
  return {
    packageCents: item.priceCents,
    cakeDeductionCents,
    extraChildren,
    extraChildPriceCents: EXTRA_CHILD_PRICE_CENTS,
    extraChildrenCents,
    ...(extras.length ? { extras } : {}),
    totalCents: Math.max(
      0,
      item.priceCents - cakeDeductionCents + extraChildrenCents + extrasCents,
    ),
  };
}

/**
 * A list of extras as posted: `key:quantity` entries separated by commas (the form's fields
 * joined), a key alone meaning 1; from JSON also a list of `{extra|key, quantity}` or strings, or
 * an object of quantities by key. Entries of quantity 0 (a select left at "none") are dropped;
 * null for anything that names no extras in a shape these rules read.
 */
export function parseExtras(value: unknown): ExtraChoice[] | null {
  if (value === undefined || value === null || value === '') return [];
  const entries: [unknown, unknown][] = [];
  if (typeof value === 'string') {
    for (const part of value.split(',')) {
      const text = part.trim();
      if (!text) continue;
      const at = text.lastIndexOf(':');
      entries.push(at < 0 ? [text, 1] : [text.slice(0, at).trim(), text.slice(at + 1).trim()]);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string') {
        const parsed = parseExtras(item);
        if (!parsed) return null;
        entries.push(
          ...parsed.map((choice) => [choice.key, choice.quantity] as [unknown, unknown]),
        );
      } else if (item && typeof item === 'object') {
        const row = item as Record<string, unknown>;
        entries.push([row.extra ?? row.key ?? row.id, row.quantity ?? 1]);
      } else return null;
    }
  } else if (typeof value === 'object') {
    entries.push(...Object.entries(value as Record<string, unknown>));
  } else return null;
  const choices: ExtraChoice[] = [];
  for (const [key, quantity] of entries) {
    if (typeof key !== 'string' || !key) return null;
    const count =
      typeof quantity === 'number'
        ? quantity
        : typeof quantity === 'boolean'
          ? Number(quantity)
          : typeof quantity === 'string' && /^\d{1,3}$/.test(quantity)
            ? Number(quantity)
            : NaN;
    if (!Number.isInteger(count) || count < 0) return null;
    if (count > 0) choices.push({ key: key.slice(0, 80), quantity: count });
  }
  return choices;
}

/** A list of extras as one form value (`key:quantity,…`), the shape `parseExtras` reads back. */
export function extrasValue(choices: readonly ExtraChoice[]): string {
  return choices
    .filter((choice) => choice.quantity > 0)
    .map((choice) => `${choice.key}:${choice.quantity}`)
    .join(',');
}

/** A line of the price list for escape rooms: the price per player for groups of these sizes. */
export interface RoomPriceTier {
  playersMin: number;
  /** null: this size and more. */
  playersMax: number | null;
  perPlayerCents: number;
}

/** The extras lines of a stored price (none for a room, or a price stored before extras). */
export function storedExtras(price: unknown): ExtraLine[] {
  if (typeof price !== 'object' || price === null || isRoomPrice(price)) return [];
  const extras = (price as { extras?: unknown }).extras;
  return Array.isArray(extras) ? (extras as ExtraLine[]) : [];
}

/** A line's name for a reader of `locale`: its name in that language, else as stored. */
export function extraName(line: Pick<ExtraLine, 'name' | 'names'>, locale: Locale): string {
  return line.names?.[locale] || line.name;
}

/** The choices a stored price's lines make again (a per-child extra: 1, taken). */
export function storedChoices(price: unknown): ExtraChoice[] {
  return storedExtras(price).map((line) => ({
    key: line.key,
    quantity: line.perChild ? 1 : line.quantity,
  }));
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
