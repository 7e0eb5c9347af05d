// What the desk shows and does, on the booking rules of src/booking/: the resources of a day,
// the free times the staff may give on the phone, phone bookings (the booking service's staff
// channel: stored `confirmed`, holding their slot through the same exclusion constraint and
// blocked-time trigger as a parent's request) and how long a waiting request's hold has left.
import type { Database } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import { VENUE_TIME_ZONE } from '@/lib/constants';
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
import { targetOf, type BookingContext } from '@/booking/rules/rules-context';
import { holdEnd } from '@/booking/rules/lifecycle-rules';
import { listHolds } from '@/booking/db/repository';
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
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: VENUE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

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

/** The resources and session length a choice of the desk's list holds. */
export function choiceTarget(context: BookingContext, what: string): Target | undefined {
  const choice = parseWhat(what);
  return choice && targetOf(context, choice.form, choice.slug);
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
 * Free starts the staff may give on a date: the grid of the opening hours, not yet begun, free
 * of bookings and blocks. The parents' lead time and days-ahead limit do not bind the staff.
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
  /** A party's game rooms: slugs of either language, separated by commas; empty: the venue chooses. */
  rooms?: string;
}

/** The desk's fields a message of the booking schema belongs to. */
export type PhoneField = 'what' | 'date' | 'time' | 'name' | 'phone' | 'email' | 'people' | 'notes';

const DESK_FIELD: Record<BookingField | 'form', PhoneField> = {
  form: 'what',
  room: 'what',
  package: 'what',
  rooms: 'what',
  cake: 'what',
  players: 'people',
  children: 'people',
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
  const result = await service.submit(
    {
      form,
      [form === 'room' ? 'room' : 'package']: slug ?? '',
      [form === 'room' ? 'players' : 'children']: fields.people,
      // A party's game rooms (slugs of either language, separated by commas); none: the venue chooses.
      ...(form === 'birthday' && { rooms: fields.rooms ?? '' }),
      cake: fields.cake ? 'yes' : 'no',
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
