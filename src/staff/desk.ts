// What the desk shows and does, on the booking rules of src/booking/: the resources of a day,
// the free times the staff may give on the phone, phone bookings (the booking service's staff
// channel: stored `confirmed`, holding their slot through the same exclusion constraint and
// blocked-time trigger as a parent's request) and how long a waiting request's hold has left.
import type { Database } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { formatTime } from '@/lib/format';
import {
  addDays,
  fitsAt,
  gridForDate,
  hallResources,
  spanOf,
  zonedInstant,
  type AvailabilityRules,
  type Target,
} from '@/booking/rules/availability';
import {
  roomResourcesOf,
  roomSlugsOf,
  targetOf,
  type BookingContext,
} from '@/booking/rules/rules-context';
import { planHolds } from '@/booking/rules/party-holds';
import { extrasValue, parseExtras } from '@/booking/rules/pricing';
import { holdEnd } from '@/booking/rules/lifecycle-rules';
import { HOLDING_STATUSES } from '@/booking/rules/status';
import { listHolds, type BookingHold } from '@/booking/db/holds-repository';
import { orderedErrors, type BookingField, type BookingForm } from '@/booking/rules/schema';
import type { BookingService } from '@/booking/server/service';
import { staffTranslator } from './translate';

export interface DeskResource {
  id: string;
  kind: 'room' | 'hall';
  /** The room's title, or the hall's number. */
  title: string;
  hall?: number;
}

/** A column per room and per party hall, as the bookings hold them (`room:<id>`, `hall:<n>`). */
export function deskResources(context: BookingContext): DeskResource[] {
  const rooms = context.rooms.map((room) => ({
    id: room.resource,
    kind: 'room' as const,
    title: room.title,
  }));
  const halls = hallResources(context.settings.partyHalls).map((id, index) => ({
    id,
    kind: 'hall' as const,
    title: String(index + 1),
    hall: index + 1,
  }));
  return [...rooms, ...halls];
}

/** A resource as staff read it: the room's title or the numbered party hall; the key itself when the content no longer lists it. */
export function resourceLabel(
  id: string,
  resources: DeskResource[],
  t: ReturnType<typeof staffTranslator>,
): string {
  const resource = resources.find((candidate) => candidate.id === id);
  if (!resource) return id;
  return resource.kind === 'hall' ? t('day.hall', { number: resource.hall! }) : resource.title;
}

/** The instants a venue date spans: [midnight, next midnight) in Europe/Podgorica. */
export function dayBounds(date: string): { from: Date; to: Date } {
  return {
    from: zonedInstant(date, 0, VENUE_TIME_ZONE)!,
    to: zonedInstant(addDays(date, 1), 0, VENUE_TIME_ZONE)!,
  };
}

/** A wall-clock `HH:MM` of an instant in the venue's zone. */
export function venueTime(at: Date): string {
  return formatTime(at);
}

/** The venue's calendar date of an instant, `YYYY-MM-DD`: a key for pages and queries, never shown. */
export function venueDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** What a phone booking is for, as the desk lists it (`room:<slug>` or `package:<slug>`). */
export interface PhoneChoice {
  form: BookingForm;
  slug: string;
}

export function parseWhat(what: string): PhoneChoice | undefined {
  const [kind, slug = ''] = what.split(/:(.*)/s);
  if (!slug) return undefined;
  if (kind === 'room') return { form: 'room', slug };
  if (kind === 'package') return { form: 'birthday', slug };
  return undefined;
}

/**
 * What a choice of the desk's list holds: a room; or a party's hall and its game rooms, the ones
 * named (`rooms`: room slugs of the desk's language, one per game, empty for "the desk chooses").
 * A party naming only some of its games' rooms has the others take any free room.
 */
export function choiceTarget(
  context: BookingContext,
  what: string,
  rooms: string[] = [],
): Target | undefined {
  const choice = parseWhat(what);
  if (!choice) return undefined;
  const named = roomResourcesOf(context, roomSlugsOf(rooms));
  const target = targetOf(context, choice.form, choice.slug, named);
  if (!target?.demand || choice.form !== 'birthday' || !named.length) return target;
  const games = gamesOf(context, choice.slug);
  if (named.length >= games) return target;
  // The games left unnamed take any room: the demand of "let the desk choose" for them.
  const [hall, ...namedGames] = target.demand;
  const anyRoom = targetOf(context, 'birthday', choice.slug)!.demand!.slice(1);
  const demand = [hall!, ...namedGames, ...anyRoom.slice(namedGames.length)];
  return {
    ...target,
    resources: [...new Set(demand.flatMap((part) => part.options.map((o) => o.resource)))],
    demand,
  };
}

/**
 * How many escape rooms a package plays; for a package the content no longer lists, as many as
 * the party holds (at least one), as the core's room assignment counts them.
 */
export function gamesOf(
  context: BookingContext,
  packageSlug: string | null | undefined,
  roomsHeld = 0,
): number {
  return (
    context.packages.find((candidate) => candidate.slug === packageSlug)?.escapeRooms ??
    Math.max(1, roomsHeld)
  );
}

/** The room slugs posted by the desk's selects (one per game), kept in order; empty for "the desk chooses". */
export function postedRooms(values: FormDataEntryValue[] | string[], games: number): string[] {
  const list = values.map((value) => (typeof value === 'string' ? value.trim().slice(0, 100) : ''));
  return Array.from({ length: games }, (_, index) => list[index] ?? '');
}

/**
 * The desk's choice, listed in the desk's language, as the parent's language names it: a room by
 * its resource (its Montenegrin id, the same in both), a package by its place in the list (the
 * options page lists the same packages in each language). Undefined when the other language
 * does not have it.
 */
export function slugIn(
  choice: PhoneChoice,
  desk: BookingContext,
  parent: BookingContext,
): string | undefined {
  if (choice.form === 'room') {
    const room = desk.rooms.find((candidate) => candidate.slug === choice.slug);
    return room && parent.rooms.find((candidate) => candidate.resource === room.resource)?.slug;
  }
  const index = desk.packages.findIndex((candidate) => candidate.slug === choice.slug);
  return index < 0 ? undefined : parent.packages[index]?.slug;
}

/**
 * Free starts the staff may give on a date: the grid of the opening hours, not yet begun, where
 * every part of the booking finds a free resource (a party: a hall, and its game rooms at the
 * game's time), beside bookings and blocks. The parents' lead time and days-ahead limit do not
 * bind the staff.
 */
export async function staffFreeTimes(
  db: Database,
  context: BookingContext,
  target: Target,
  date: string,
  now = new Date(),
): Promise<string[]> {
  const rules: AvailabilityRules = { settings: context.settings, timeZone: VENUE_TIME_ZONE, now };
  const span = spanOf([date], rules);
  const holds = await listHolds(db, target.resources, span.from, span.to);
  return gridForDate(date, target.sessionMinutes, rules)
    .filter(
      (slot) => slot.startsAt > now && fitsAt(slot, target, holds, context.settings.bufferMinutes),
    )
    .map((slot) => slot.time);
}

/** How a booking shows in one column of the day: a room booking, a party in its hall, a party's game. */
export type DeskRole = 'room' | 'party' | 'game';

/** One booking in one column of the day view. */
export interface DeskEntry {
  booking: BookingRow;
  resource: string;
  role: DeskRole;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Where a day's bookings show: each in the column of every resource it holds (a party in its
 * hall's and in each game room's, at the game's time; a room booking in its room's), from its
 * holds (the rows stay after a release, so a declined or cancelled booking still shows where it
 * was). A booking without hold rows shows on its own row's resource and time. The holds' ends
 * include the buffer, which the desk leaves out.
 */
export function deskEntries(
  bookings: BookingRow[],
  holds: Map<number, BookingHold[]>,
  bufferMinutes: number,
): DeskEntry[] {
  return bookings.flatMap((booking) => {
    const own = holds.get(booking.id) ?? [];
    if (!own.length)
      return [
        {
          booking,
          resource: booking.resource,
          role: booking.form === 'birthday' ? ('party' as const) : ('room' as const),
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
        },
      ];
    return own.map((hold) => ({
      booking,
      resource: hold.resource,
      role:
        booking.form !== 'birthday'
          ? ('room' as const)
          : hold.kind === 'hall'
            ? ('party' as const)
            : ('game' as const),
      startsAt: hold.startsAt,
      endsAt: new Date(hold.blockedUntil.getTime() - bufferMinutes * 60_000),
    }));
  });
}

/**
 * A party that holds its time but no game room (stored before parties held their rooms): the
 * desk marks it "room to assign" until the staff assign one.
 */
export function roomToAssign(
  booking: Pick<BookingRow, 'form' | 'status'>,
  holds: Pick<BookingHold, 'kind'>[],
): boolean {
  return (
    booking.form === 'birthday' &&
    (HOLDING_STATUSES as readonly string[]).includes(booking.status) &&
    !holds.some((hold) => hold.kind === 'room')
  );
}

/**
 * A party's rooms as the desk's selects posted them (room slugs of the desk's language, one per
 * game, empty for "let the desk choose"), completed: when some games name a room and others do
 * not, the others get free rooms at the game's time (planned from the holds now; the database
 * still decides). All named or none named: as posted, but for the empty ones dropped.
 */
export async function completeRooms(
  db: Database,
  context: BookingContext,
  party: { startsAt: Date; rooms: string[]; exceptBookingId?: number },
): Promise<string[]> {
  const named = party.rooms.filter(Boolean);
  if (!named.length || named.length === party.rooms.length) return named;
  const { bufferMinutes, gameOffsetMinutes } = context.settings;
  const option = (room: BookingContext['rooms'][number]) => ({
    resource: room.resource,
    sessionMinutes: room.durationMinutes,
  });
  const namedRooms = named.flatMap((slug) => {
    const room = context.rooms.find((candidate) => candidate.slug === slug);
    return room ? [room] : [];
  });
  const demand = party.rooms.map((slug) => {
    const room = slug ? context.rooms.find((candidate) => candidate.slug === slug) : undefined;
    return {
      kind: 'room' as const,
      offsetMinutes: gameOffsetMinutes,
      options: room
        ? [option(room)]
        : context.rooms.filter((other) => !namedRooms.includes(other)).map(option),
    };
  });
  const from = new Date(party.startsAt.getTime() + gameOffsetMinutes * 60_000);
  const longest = Math.max(0, ...context.rooms.map((room) => room.durationMinutes));
  const to = new Date(from.getTime() + (longest + bufferMinutes) * 60_000);
  const taken = await listHolds(
    db,
    context.rooms.map((room) => room.resource),
    from,
    to,
    party.exceptBookingId,
  );
  const plan = planHolds(demand, party.startsAt, bufferMinutes, taken);
  // No free room for an unnamed game: the first other rooms, which the database then refuses.
  const spare = context.rooms.filter((room) => !namedRooms.includes(room));
  let next = 0;
  return party.rooms.map((slug, index) => {
    if (slug) return slug;
    const resource = plan?.[index]?.resource;
    const room = resource
      ? context.rooms.find((candidate) => candidate.resource === resource)
      : spare[next++];
    return room?.slug ?? '';
  });
}

/** What the desk's phone form posts. */
export interface PhoneBookingFields {
  what: string;
  date: string;
  time: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  /** Players (a room) or children (a birthday), as typed. */
  people: string;
  cake: boolean;
  /** A party's game rooms: room slugs of the desk's language; none: the desk chooses free ones. */
  rooms?: string[];
  /** A party's extras by the desk's keys (`key:quantity`, as the parent's form posts them). */
  extras?: string;
}

/** The desk's fields a message of the booking schema belongs to. */
export type PhoneField = 'what' | 'date' | 'time' | 'name' | 'phone' | 'email' | 'people' | 'notes';

const DESK_FIELD: Record<BookingField | 'form', PhoneField> = {
  form: 'what',
  room: 'what',
  package: 'what',
  rooms: 'what',
  extras: 'what',
  cake: 'what',
  players: 'people',
  children: 'people',
  age: 'people',
  // A team-building enquiry is the website's, never a phone booking's (the service refuses it).
  company: 'what',
  groupSize: 'people',
  preferredDates: 'date',
  date: 'date',
  time: 'time',
  name: 'name',
  email: 'email',
  phone: 'phone',
  message: 'notes',
};

/** The phone form after a refused post: the messages, and what the staff typed, kept. */
export interface PhoneFormState {
  errors: Partial<Record<PhoneField, string>>;
  /** What the whole form is told (a time taken meanwhile, a database failure, "check the fields"). */
  formError: string;
  values: Record<string, string>;
}

export type PhoneBookingResult =
  | { status: 'added'; reference: string; id: number }
  | { status: 'invalid'; errors: Partial<Record<PhoneField, string>> }
  | { status: 'taken' }
  | { status: 'unavailable' };

/**
 * The desk's extras named as the parent's language names them: the CMS lists them in the same
 * order in both languages, so an extra is the one at the same place; an unknown one stays as it
 * is, for the schema to refuse.
 */
function parentExtras(
  value: string | undefined,
  contexts: { desk: BookingContext; parent: BookingContext },
): string {
  const choices = parseExtras(value ?? '');
  if (!choices) return value ?? '';
  const desk = contexts.desk.extras ?? [];
  const parent = contexts.parent.extras ?? [];
  return extrasValue(
    choices.map((choice) => {
      const index = desk.findIndex((extra) => extra.key === choice.key);
      return { key: parent[index]?.key ?? choice.key, quantity: choice.quantity };
    }),
  );
}

/**
 * A booking taken by phone, through the booking service as the staff channel: the parent's
 * request in the parent's language (`contexts.parent`: the names stored and mailed), checked by
 * the same schema, grid and database as a parent's request, with the field errors in the desk's
 * language (`contexts.desk`, whose list the choice comes from).
 */
export async function addPhoneBooking(
  service: Pick<BookingService, 'submit'>,
  fields: PhoneBookingFields,
  contexts: { desk: BookingContext; parent: BookingContext },
  staff: { address: string },
): Promise<PhoneBookingResult> {
  const choice = parseWhat(fields.what);
  const slug = choice && slugIn(choice, contexts.desk, contexts.parent);
  const form = choice?.form ?? 'room';
  // The rooms by their resource (the same in both languages), named as the parent's language names them.
  const rooms = (fields.rooms ?? []).filter(Boolean).map((deskSlug) => {
    const room = contexts.desk.rooms.find((candidate) => candidate.slug === deskSlug);
    return (
      (room && contexts.parent.rooms.find((other) => other.resource === room.resource)?.slug) ??
      deskSlug
    );
  });
  const result = await service.submit(
    {
      form,
      [form === 'room' ? 'room' : 'package']: slug ?? '',
      [form === 'room' ? 'players' : 'children']: fields.people,
      cake: fields.cake ? 'yes' : 'no',
      ...(form === 'birthday' ? { rooms, extras: parentExtras(fields.extras, contexts) } : {}),
      date: fields.date,
      time: fields.time,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      message: fields.notes,
    },
    {
      context: contexts.parent,
      clientAddress: '',
      channel: { kind: 'staff', address: staff.address, locale: contexts.desk.locale },
    },
  );
  switch (result.status) {
    case 'created':
      return { status: 'added', reference: result.reference, id: result.id! };
    case 'invalid': {
      const errors: Partial<Record<PhoneField, string>> = {};
      for (const [field, message] of orderedErrors(result.errors))
        errors[DESK_FIELD[field]] ??= message;
      return { status: 'invalid', errors };
    }
    case 'taken':
      return { status: 'taken' };
    default:
      // A staff booking is never a duplicate nor rate-limited: what is left is a database failure.
      return { status: 'unavailable' };
  }
}

/**
 * How long a waiting request's hold has left: until the lifecycle's hold end (`hold_until`, or
 * the request's creation plus BOOKING_HOLD_TTL when the row has none).
 */
export function holdLeftMs(
  booking: Pick<BookingRow, 'holdUntil' | 'createdAt'>,
  holdTtlMs: number,
  now = new Date(),
): number {
  return holdEnd(booking, holdTtlMs).getTime() - now.getTime();
}

/** How long after its start a confirmed booking not marked arrived is flagged on the day view. */
const NOT_ARRIVED_AFTER_MS = 10 * 60_000;

/** Can the desk mark this booking's arrival now: confirmed, and today in the venue's zone. */
export function arrivalOpen(
  booking: Pick<BookingRow, 'status' | 'startsAt'>,
  now = new Date(),
): boolean {
  return booking.status === 'confirmed' && venueDate(booking.startsAt) === venueDate(now);
}

/** A confirmed booking of today not marked arrived (nor no-show) 10 minutes after its start. */
export function notArrived(
  booking: Pick<BookingRow, 'status' | 'startsAt' | 'arrival'>,
  now = new Date(),
): boolean {
  return (
    arrivalOpen(booking, now) &&
    !booking.arrival &&
    now.getTime() >= booking.startsAt.getTime() + NOT_ARRIVED_AFTER_MS
  );
}

/**
 * What a booking is for, in the desk's language: a room booking's room by its resource (the same
 * in both languages), a party's package by its place in the other language's list (as `slugIn`
 * matches them). The name stored (the parent's language) when the content no longer lists it.
 */
export function whatIn(
  booking: Pick<
    BookingRow,
    'form' | 'locale' | 'resource' | 'roomTitle' | 'roomSlug' | 'packageSlug' | 'packageName'
  > &
    Partial<Pick<BookingRow, 'company'>>,
  contexts: { desk: BookingContext; parent: BookingContext },
): string {
  // A team-building enquiry is for its company.
  if (booking.form === 'team') return booking.company ?? '';
  if (booking.form === 'room') {
    const room = contexts.desk.rooms.find((candidate) => candidate.resource === booking.resource);
    return room?.title ?? booking.roomTitle ?? booking.roomSlug ?? '';
  }
  const slug =
    booking.packageSlug &&
    slugIn({ form: 'birthday', slug: booking.packageSlug }, contexts.parent, contexts.desk);
  const name = contexts.desk.packages.find((candidate) => candidate.slug === slug)?.name;
  return name ?? booking.packageName ?? booking.packageSlug ?? '';
}

/** A phone number as a `tel:` link dials it: digits, and a leading + (or 00) kept. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}
