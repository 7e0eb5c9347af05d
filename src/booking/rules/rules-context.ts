// What the booking rules need to know from the content: rooms, packages, working hours and the
// venue's address. Built from the CMS by loadBookingContext (src/booking/server/runtime.ts) and passed
// in, so the schema, the service and their tests never depend on the content layer.
import { slugify } from '@/lib/slug';
import type { BookingSettings, Locale, RoomSummary, SiteOptions } from '@/content/types';
import { DEFAULT_BOOKING_SETTINGS } from '@/content/booking-defaults';
import { hallResources, roomResource, type Target } from './availability';
import { demandSpanMinutes, partyDemand, roomDemand, type Demand } from './party-holds';
import { fitOf, fittingChoices, gameMinutesOf, wavesOf, type FitParty } from './party-fit';
import { toCents, type BookingExtra, type PricedPackage, type RoomPriceTier } from './pricing';

export interface BookingRoom {
  slug: string;
  title: string;
  playersMin: number;
  playersMax: number;
  /** The age range the room is for, when the CMS gives one (the party form lists it). */
  ageMin?: number;
  ageMax?: number;
  /** The room's resource, the same in both languages (its Montenegrin id). */
  resource: string;
  durationMinutes: number;
  /** The room's slugs in the other languages: a party's `rooms` may name it in either. */
  aliases?: string[];
}

export interface BookingPackage extends PricedPackage {
  slug: string;
  name: string;
  durationMinutes: number;
  /** How many escape rooms the party plays (1, or 2 for two teams). */
  escapeRooms: number;
}

/** A session length when the CMS gives none. */
const DEFAULT_SESSION_MINUTES = { room: 60, birthday: 120 } as const;

export interface BookingContext {
  locale: Locale;
  rooms: BookingRoom[];
  packages: BookingPackage[];
  /** What a party may add (pizza per child, goody bags, …); none: the form offers no extras. */
  extras?: BookingExtra[];
  /** The price list's lines for escape rooms (price per player by group size); none: rooms unpriced. */
  roomPrices?: RoomPriceTier[];
  /** The booking grid: opening hours, step, buffer, lead time, days ahead, halls, closed dates. */
  settings: BookingSettings;
  venueEmail: string;
  venuePhone: string;
  /** The venue's street address (the confirmation's directions and calendar event), when the CMS has one. */
  venueAddress?: string;
  /** Today in the venue's time zone, `YYYY-MM-DD`. */
  today: string;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function toBookingRooms(rooms: RoomSummary[]): BookingRoom[] {
  return rooms.map((room) => ({
    slug: room.slug,
    title: room.title,
    playersMin: room.playersMin ?? 1,
    playersMax: room.playersMax ?? 20,
    ...(room.ageMin !== null && room.ageMax !== null
      ? { ageMin: room.ageMin, ageMax: room.ageMax }
      : {}),
    resource: roomResource(String(room.translations.me ?? room.id)),
    durationMinutes: room.durationMinutes || DEFAULT_SESSION_MINUTES.room,
  }));
}

/** The rooms with their slugs in another language (`aliases`), matched by resource. */
export function withAliases(rooms: BookingRoom[], other: BookingRoom[]): BookingRoom[] {
  return rooms.map((room) => {
    const aliases = other
      .filter((candidate) => candidate.resource === room.resource && candidate.slug !== room.slug)
      .map((candidate) => candidate.slug);
    return aliases.length ? { ...room, aliases } : room;
  });
}

/**
 * Old resource keys of rooms (`room:<slug>`, in either language, as the holds migration wrote
 * them) mapped to each room's key now.
 */
export function legacyRoomKeys(roomsByLocale: RoomSummary[][]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const rooms of roomsByLocale)
    for (const room of toBookingRooms(rooms)) keys.set(roomResource(room.slug), room.resource);
  return keys;
}

export function toBookingPackages(options: SiteOptions | null): BookingPackage[] {
  return (options?.packages.items ?? []).map((item) => ({
    slug: slugify(item.name),
    name: item.name,
    priceCents: toCents(item.price),
    cakePriceCents: toCents(item.cakePrice),
    childrenIncluded: item.childrenIncluded,
    durationMinutes: item.durationMinutes || DEFAULT_SESSION_MINUTES.birthday,
    escapeRooms: item.escapeRooms || 1,
  }));
}

/**
 * The CMS's party extras as the booking rules price them; two of one name: the first counts.
 * `others`: the options in the other languages, whose extras at the same place name each extra
 * there (`names`, stored with its line).
 */
export function toBookingExtras(
  options: SiteOptions | null,
  others: Partial<Record<Locale, SiteOptions | null>> = {},
  locale?: Locale,
): BookingExtra[] {
  const extras: BookingExtra[] = [];
  for (const [index, item] of (options?.partyExtras ?? []).entries()) {
    const key = slugify(item.name);
    if (!key || extras.some((extra) => extra.key === key)) continue;
    const names: Partial<Record<Locale, string>> = locale ? { [locale]: item.name } : {};
    for (const [language, other] of Object.entries(others) as [Locale, SiteOptions | null][]) {
      const name = other?.partyExtras?.[index]?.name;
      if (name) names[language] = name;
    }
    extras.push({
      key,
      name: item.name,
      ...(Object.keys(names).length ? { names } : {}),
      priceCents: toCents(item.price),
      perChild: item.perChild,
      max: item.perChild ? 1 : Math.max(1, Math.floor(item.max)),
    });
  }
  return extras;
}

/** The escape-room lines of the price list (those naming group sizes) as price tiers. */
export function toRoomPrices(options: SiteOptions | null): RoomPriceTier[] {
  return (options?.prices.items ?? []).flatMap((item) =>
    item.players && item.price !== null && item.price > 0
      ? [
          {
            playersMin: item.players.min,
            playersMax: item.players.max,
            perPlayerCents: toCents(item.price),
          },
        ]
      : [],
  );
}

/**
 * The booking settings; without opening hours in the CMS (an older WordPress without the group)
 * the footer's working hours apply to every weekday.
 */
export function toBookingSettings(options: SiteOptions | null): BookingSettings {
  const settings = options?.booking ?? DEFAULT_BOOKING_SETTINGS;
  if (settings.openingHours.length) return settings;
  const hours = (options?.footer.workingHours ?? [])
    .map((line) => ({ open: normaliseTime(line.start), close: normaliseTime(line.end) }))
    .filter((line) => HHMM.test(line.open) && HHMM.test(line.close) && line.open < line.close);
  const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
  return {
    ...settings,
    openingHours: weekdays.flatMap((weekday) => hours.map((line) => ({ weekday, ...line }))),
  };
}

/**
 * What a request of a form for a room or package holds: the room for its session; or a party hall
 * for the package's duration and its game room(s), `gameOffsetMinutes` after the start: the `rooms`
 * named (resources), or without them any free ones. With the party's `children`, each room is held
 * for the waves the children play in it (rules/party-fit.ts), and "let us choose" takes only rooms
 * the children fit: for a package of several games, each set of rooms that fits is an alternative.
 */
export function targetOf(
  context: BookingContext,
  form: 'room' | 'birthday',
  slug: string,
  rooms: string[] = [],
  children?: number,
): Target | undefined {
  if (form === 'room') {
    const room = context.rooms.find((candidate) => candidate.slug === slug);
    if (!room) return undefined;
    const demand = roomDemand(room);
    return { resources: [room.resource], sessionMinutes: room.durationMinutes, demand };
  }
  const chosen = context.packages.find((candidate) => candidate.slug === slug);
  if (!chosen) return undefined;
  const base = {
    durationMinutes: chosen.durationMinutes,
    escapeRooms: chosen.escapeRooms,
    halls: hallResources(context.settings.partyHalls),
    gameOffsetMinutes: context.settings.gameOffsetMinutes,
  };
  const buffer = context.settings.bufferMinutes;
  const held = (room: BookingRoom, waves: number) => ({
    resource: room.resource,
    durationMinutes: gameMinutesOf(room, waves, buffer),
  });
  let demands: Demand[];
  if (children === undefined) {
    demands = [partyDemand({ ...base, rooms: context.rooms, chosen: rooms })];
  } else if (rooms.length) {
    const named = context.rooms.filter((room) => rooms.includes(room.resource));
    const waves = wavesOf(children, named);
    demands = [
      partyDemand({ ...base, rooms: named.map((room) => held(room, waves)), chosen: rooms }),
    ];
  } else {
    const party: FitParty = {
      children,
      durationMinutes: chosen.durationMinutes,
      gameOffsetMinutes: context.settings.gameOffsetMinutes,
      bufferMinutes: buffer,
    };
    if (chosen.escapeRooms <= 1) {
      // One game: each room the children fit, held for its own waves.
      const fitting = context.rooms.flatMap((room) => {
        const fit = fitOf(party, [room]);
        return fit.fits ? [held(room, fit.waves)] : [];
      });
      demands = [partyDemand({ ...base, rooms: fitting, chosen: [] })];
    } else {
      demands = fittingChoices(party, context.rooms, chosen.escapeRooms).map((fit) =>
        partyDemand({
          ...base,
          rooms: fit.rooms.map((play) => held(play.room as BookingRoom, fit.waves)),
          chosen: fit.rooms.map((play) => play.room.resource),
        }),
      );
      // No set fits: a demand no start can take (the fit step refuses such a request first).
      if (!demands.length) demands = [partyDemand({ ...base, rooms: [], chosen: [] })];
    }
  }
  const demand = demands[0]!;
  return {
    resources: [...new Set(demands.flat().flatMap((part) => part.options.map((o) => o.resource)))],
    sessionMinutes: Math.max(...demands.map(demandSpanMinutes)),
    demand,
    ...(demands.length > 1 ? { alternatives: demands } : {}),
  };
}

/** A room of the context named by its slug in any language, or undefined. */
export function roomBySlug(context: BookingContext, slug: string): BookingRoom | undefined {
  return (
    context.rooms.find((room) => room.slug === slug) ??
    context.rooms.find((room) => room.aliases?.includes(slug))
  );
}

/**
 * Why a party playing `games` escape rooms cannot take the rooms named (slugs of either language),
 * or null when it can (none named: the venue chooses).
 */
export function roomsProblem(
  context: BookingContext,
  games: number,
  slugs: string[],
): { problem: 'unknown' | 'twice' | 'count'; slug?: string } | null {
  if (!slugs.length) return null;
  const unknown = slugs.find((slug) => !roomBySlug(context, slug));
  if (unknown !== undefined) return { problem: 'unknown', slug: unknown };
  const resources = slugs.map((slug) => roomBySlug(context, slug)!.resource);
  if (new Set(resources).size !== resources.length) return { problem: 'twice' };
  if (resources.length !== games) return { problem: 'count' };
  return null;
}

/** The resources of a party's named rooms (slugs of either language); unknown ones left out. */
export function roomResourcesOf(context: BookingContext, slugs: string[]): string[] {
  return slugs.flatMap((slug) => roomBySlug(context, slug)?.resource ?? []);
}

/** `rooms` as posted: a list, or one string of slugs separated by commas; empty entries dropped. */
export function roomSlugsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `9:00` and `09:00:00` → `09:00`. */
function normaliseTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value;
}

/** `YYYY-MM-DD` of an instant in a time zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
export function dateInZone(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format)
    dayFormats.set(
      timeZone,
      (format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })),
    );
  return format.format(at);
}

export { addDays } from './availability';
