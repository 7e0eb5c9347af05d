// The day view's data: the day's bookings and blocked times in a column per room and party hall,
// the time axis of the wide view and the last backup's outcome.
import type { Locale } from '@/content/types';
import { getDatabase } from '@/lib/db/client';
import type { BlockedTimeRow, BookingRow } from '@/lib/db/schema';
import { listBlocks } from '@/booking/db/blocks-repository';
import { bookingsBetween } from '@/booking/db/desk-repository';
import { ALL_RESOURCES, holdsOfBookings } from '@/booking/db/holds-repository';
import { loadBookingContext } from '@/booking/server/runtime';
import { lastBackup } from '@/jobs/backup-repository';
import { getInvitations } from '@/booking/invitations/runtime';
import type { GuestAnswer } from '@/booking/invitations/repository';
import { WAITING_STATUSES } from '@/booking/rules/status';
import {
  dayBounds,
  deskEntries,
  deskResources,
  resourceLabel,
  roomToAssign,
  venueDate,
  venueTime,
  whatIn,
  type DeskEntry,
  type DeskResource,
} from '../desk';
import { allergiesOf, bookingMarks, type DeskMark } from '../marks';
import { deskDate } from '../query';
import { staffTranslator } from '../translate';

export type DayItem =
  | { kind: 'booking'; at: Date; entry: DeskEntry }
  | { kind: 'block'; at: Date; block: BlockedTimeRow };

export interface DayColumn {
  resource: DeskResource;
  title: string;
  items: DayItem[];
}

/** One line of the phone's list: an item and the room or hall it is in. */
export interface DayListItem {
  item: DayItem;
  title: string;
}

/** The strip on top of the day: what the day holds at a glance. */
export interface DaySummary {
  /** The day's bookings, confirmed or waiting for an answer. */
  bookings: number;
  /** Children (a party's) and players (a room's) of those bookings. */
  children: number;
  cakes: number;
  /** Coming guests of the day's parties with an allergy or food note. */
  allergies: number;
  /** The day's requests waiting for the venue's answer. */
  waiting: number;
}

/** The wide view's time axis: minutes after the day's midnight, whole hours at both ends. */
export interface DayAxis {
  /** The day's midnight. */
  from: Date;
  start: number;
  end: number;
}

export interface Day {
  date: string;
  /** A column per room, then per party hall, in the content's order: the same every day. */
  columns: DayColumn[];
  /** The phone's one list: every booking (a party once, in its hall) and blocked time, by time. */
  list: DayListItem[];
  summary: DaySummary;
  axis: DayAxis;
  backup: { ok: boolean; at: Date; error: string | null } | undefined;
  /** A party's game rooms with their times ("Room 1 15:00, …"), empty without any. */
  gameRooms: (bookingId: number) => string;
  roomToAssign: (booking: BookingRow) => boolean;
  /** The room or package, in the desk's language whichever language the parent wrote in. */
  what: (booking: BookingRow) => string;
  /** A party's guests (the answers to its invitations); undefined for a booking without. */
  guests: (bookingId: number) => GuestAnswer[] | undefined;
  /** A booking's marks on its card (src/staff/marks.ts). */
  marks: (booking: BookingRow) => DeskMark[];
}

const LIVE: readonly string[] = ['confirmed', ...WAITING_STATUSES, 'received'];
const WAITING: readonly string[] = [...WAITING_STATUSES, 'received'];

/** The strip's numbers of a day's bookings and their guests' answers. */
export function daySummary(
  bookings: readonly BookingRow[],
  guests: ReadonlyMap<number, readonly GuestAnswer[]>,
): DaySummary {
  const live = bookings.filter((booking) => LIVE.includes(booking.status));
  return {
    bookings: live.length,
    children: live.reduce((sum, booking) => sum + (booking.children ?? booking.players ?? 0), 0),
    cakes: live.filter((booking) => booking.withCake).length,
    allergies: live.reduce((sum, booking) => sum + allergiesOf(guests.get(booking.id)).length, 0),
    waiting: bookings.filter((booking) => WAITING.includes(booking.status)).length,
  };
}

/**
 * A column per resource in the content's order (rooms, then halls) whatever the day holds, so a
 * column never moves from one day to the next; each with its bookings and blocked times by time.
 */
export function dayColumns(
  resources: readonly DeskResource[],
  entries: readonly DeskEntry[],
  blocks: readonly BlockedTimeRow[],
  title: (id: string) => string,
): DayColumn[] {
  return resources.map((resource) => ({
    resource,
    title: title(resource.id),
    items: [
      ...entries
        .filter((entry) => entry.resource === resource.id)
        .map((entry) => ({ kind: 'booking' as const, at: entry.startsAt, entry })),
      ...blocks
        .filter((block) => block.resource === resource.id || block.resource === ALL_RESOURCES)
        .map((block) => ({ kind: 'block' as const, at: block.startsAt, block })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime()),
  }));
}

/** The phone's list: the columns' items by time, a party's games and a block on every resource once. */
export function dayList(columns: readonly DayColumn[]): DayListItem[] {
  const seen = new Set<string>();
  const list: DayListItem[] = [];
  for (const column of columns)
    for (const item of column.items) {
      if (item.kind === 'booking' && item.entry.role === 'game') continue;
      const key = item.kind === 'booking' ? `b${item.entry.booking.id}` : `k${item.block.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      list.push({ item, title: column.title });
    }
  return list.sort((a, b) => a.item.at.getTime() - b.item.at.getTime());
}

/** Minutes after `from` (the day's midnight), within the day. */
export const minuteOf = (from: Date, at: Date): number =>
  Math.max(0, Math.min(24 * 60, Math.round((at.getTime() - from.getTime()) / 60_000)));

/** The day `asked` (today when it is not a real date), in the desk's language `lang`. */
export async function loadDay(asked: string | undefined, lang: Locale): Promise<Day> {
  const date = deskDate(asked) ?? venueDate(new Date());
  const t = staffTranslator(lang);
  const [context, otherContext] = await Promise.all([
    loadBookingContext(lang),
    loadBookingContext(lang === 'me' ? 'en' : 'me'),
  ]);
  const resources = deskResources(context);
  const db = (await getDatabase()).db;
  const { from, to } = dayBounds(date);
  const [bookings, blocks, backup] = await Promise.all([
    bookingsBetween(db, from, to),
    listBlocks(db, from, to),
    lastBackup(db),
  ]);
  const holds = await holdsOfBookings(
    db,
    bookings.map((booking) => booking.id),
  );
  const entries = deskEntries(bookings, holds, context.settings.bufferMinutes);
  const guests = await getInvitations().guestsOf(
    bookings.filter((booking) => booking.form === 'birthday').map((booking) => booking.id),
  );
  const columns = dayColumns(resources, entries, blocks, (id) => resourceLabel(id, resources, t));
  // The axis spans the opening hours and everything on the day, 09:00–21:00 at the least.
  const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const toMin = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const spans = [
    ...context.settings.openingHours
      .filter((line) => line.weekday === weekday)
      .map((line) => [toMin(line.open), toMin(line.close)] as const),
    ...[...entries, ...blocks].map(
      (item) => [minuteOf(from, item.startsAt), minuteOf(from, item.endsAt)] as const,
    ),
  ];
  const start = Math.floor(Math.min(9 * 60, ...spans.map(([begin]) => begin)) / 60) * 60;
  const end = Math.ceil(Math.max(21 * 60, ...spans.map(([, finish]) => finish)) / 60) * 60;
  return {
    date,
    columns,
    list: dayList(columns),
    summary: daySummary(bookings, guests),
    axis: { from, start, end },
    backup,
    gameRooms: (bookingId) =>
      entries
        .filter((entry) => entry.booking.id === bookingId && entry.role === 'game')
        .map(
          (entry) => `${resourceLabel(entry.resource, resources, t)} ${venueTime(entry.startsAt)}`,
        )
        .join(', '),
    roomToAssign: (booking) => roomToAssign(booking, holds.get(booking.id) ?? []),
    what: (booking) =>
      whatIn(booking, { desk: context, parent: booking.locale === lang ? context : otherContext }),
    guests: (bookingId) => guests.get(bookingId),
    marks: (booking) => bookingMarks(booking, guests.get(booking.id), t),
  };
}
