// The parent's change of a party on the manage page: the number of children, the cake and the
// party's extras, until BOOKING_CHANGE_CUTOFF before the start. Pure: what may be changed, when, what a form sends, and
// the new price through the one price rule (./pricing.ts). The lifecycle's `changeParty`
// (server/lifecycle.ts) writes it, the holds re-planned in the same transaction.
import type { BookingRow } from '@/lib/db/schema';
import { BOOKING_LIMITS } from './fields';
import {
  extraName,
  extrasProblem,
  parseExtras,
  priceBirthday,
  storedChoices,
  storedExtras,
  type BookingExtra,
  type ExtraChoice,
  type ExtraLine,
  type ExtrasProblem,
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
  /** The party's extras, all of them as chosen now (`key`, quantity; per child: 1). */
  extras?: ExtraChoice[];
}

/** The party as it is after a change: what the row stores (the extras as priced lines in its price). */
export interface ChangedParty {
  children: number;
  withCake: boolean;
  extras: ExtraChoice[];
}

/**
 * The hidden field the change form sends with its extras: without it the extras are kept (an
 * unticked checkbox sends nothing, so "none" and "not on the form" look alike otherwise).
 */
export const EXTRAS_SENT_FIELD = 'extras_sent';

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
 * A change as a form sends it (`children`, `cake`: `yes` | `no`, and with EXTRAS_SENT_FIELD the
 * `extras` as `key:quantity,…`, the booking form's shape); a field left empty keeps its value.
 * Refuses a count the booking form would not take and extras in no shape the rules read (whether
 * the venue offers them is `changeExtrasProblem`'s to say, with the catalogue).
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
  if (read(EXTRAS_SENT_FIELD) === 'yes') {
    const extras = parseExtras(read('extras'));
    if (!extras) return { ok: false };
    change.extras = extras;
  }
  return { ok: true, change };
}

/**
 * What is wrong with the extras of a change against what the booking may take (bookedExtras):
 * an unknown one, one named twice, more than its most; null when they may all be taken.
 */
export function changeExtrasProblem(
  catalogue: readonly BookingExtra[],
  change: PartyChange,
): ExtrasProblem | null {
  return change.extras ? extrasProblem(catalogue, change.extras) : null;
}

/**
 * The extras a booking may take in a change: the content's, those it booked at their price as
 * booked (frozen like its package's), and an extra it booked that the content no longer lists,
 * as booked (at most as many).
 */
export function bookedExtras(
  booking: Pick<BookingRow, 'price'>,
  catalogue: readonly BookingExtra[],
): BookingExtra[] {
  const lines = storedExtras(booking.price);
  const listed = catalogue.map((extra) => {
    const line = lines.find((candidate) => candidate.key === extra.key);
    return line ? { ...extra, priceCents: line.unitCents } : extra;
  });
  const gone = lines
    .filter((line) => !catalogue.some((extra) => extra.key === line.key))
    .map((line): BookingExtra => ({
      key: line.key,
      name: line.name,
      ...(line.names ? { names: line.names } : {}),
      priceCents: line.unitCents,
      perChild: line.perChild,
      max: line.perChild ? 1 : line.quantity,
    }));
  return [...listed, ...gone];
}

/** The party after the change. */
export function changedParty(
  booking: Pick<BookingRow, 'children' | 'withCake' | 'price'>,
  change: PartyChange,
): ChangedParty {
  return {
    children: change.children ?? booking.children ?? BOOKING_LIMITS.childrenMin,
    withCake: change.cake ?? booking.withCake ?? false,
    extras: change.extras ?? storedChoices(booking.price),
  };
}

/** A list of extras in one order, without the ones not taken: two lists compare as text. */
const extrasKey = (choices: readonly ExtraChoice[]) =>
  choices
    .filter((choice) => choice.quantity > 0)
    .map((choice) => `${choice.key}:${choice.quantity}`)
    .sort()
    .join(',');

/** Whether the party after a change is the booking as it is. */
export function sameParty(
  booking: Pick<BookingRow, 'children' | 'withCake' | 'price'>,
  after: ChangedParty,
): boolean {
  return (
    after.children === booking.children &&
    after.withCake === Boolean(booking.withCake) &&
    extrasKey(after.extras) === extrasKey(storedChoices(booking.price))
  );
}

/** Whether the change leaves the party as it is. */
export function unchanged(
  booking: Pick<BookingRow, 'children' | 'withCake' | 'price'>,
  change: PartyChange,
): boolean {
  return sameParty(booking, changedParty(booking, change));
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

/**
 * The price after a change: the one price rule (pricing.ts), on the package and the extras as
 * booked (bookedExtras); a per-child extra follows the children.
 */
export function priceChange(
  booking: Pick<BookingRow, 'children' | 'withCake' | 'price'>,
  pkg: PricedPackage,
  change: PartyChange,
  catalogue: readonly BookingExtra[] = [],
): PriceBreakdown {
  const after = changedParty(booking, change);
  return priceBirthday(
    bookedPackage(booking, pkg),
    { withCake: after.withCake, children: after.children, extras: after.extras },
    bookedExtras(booking, catalogue),
  );
}

/**
 * The audit row's note of a change, extras in English (the note's language):
 * `parent change: children: 8 → 12; extras: pizza ×8 → pizza ×12, + goody bag ×12`.
 */
export function changeNote(
  before: Pick<BookingRow, 'children' | 'withCake' | 'price'>,
  after: ChangedParty,
  price?: Pick<PriceBreakdown, 'extras'>,
) {
  const parts = [];
  if (before.children !== after.children)
    parts.push(`children: ${before.children ?? '-'} → ${after.children}`);
  if (Boolean(before.withCake) !== after.withCake)
    parts.push(`cake: ${before.withCake ? 'yes' : 'no'} → ${after.withCake ? 'yes' : 'no'}`);
  const extras = extrasNote(storedExtras(before.price), price?.extras ?? []);
  if (extras) parts.push(`extras: ${extras}`);
  return `parent change: ${parts.join('; ')}`;
}

/** Each extra that changed: `name ×8 → name ×12`, added `+ name ×12`, dropped `- name ×2`. */
function extrasNote(before: readonly ExtraLine[], after: readonly ExtraLine[]): string {
  const item = (line: ExtraLine) => `${extraName(line, 'en')} ×${line.quantity}`;
  const parts: string[] = [];
  for (const line of before) {
    const next = after.find((candidate) => candidate.key === line.key);
    if (!next) parts.push(`- ${item(line)}`);
    else if (next.quantity !== line.quantity) parts.push(`${item(line)} → ${item(next)}`);
  }
  for (const line of after)
    if (!before.some((candidate) => candidate.key === line.key)) parts.push(`+ ${item(line)}`);
  return parts.join(', ');
}
