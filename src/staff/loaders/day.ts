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
import {
  busyFirst,
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
import { isIsoDate } from '../query';
import { staffTranslator } from '../translate';

export type DayItem =
  | { kind: 'booking'; at: Date; entry: DeskEntry }
  | { kind: 'block'; at: Date; block: BlockedTimeRow };

export interface DayColumn {
  resource: DeskResource;
  title: string;
  items: DayItem[];
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
  columns: DayColumn[];
  axis: DayAxis;
  backup: { ok: boolean; at: Date; error: string | null } | undefined;
  /** A party's game rooms with their times ("Room 1 15:00, …"), empty without any. */
  gameRooms: (bookingId: number) => string;
  roomToAssign: (booking: BookingRow) => boolean;
  /** The room or package, in the desk's language whichever language the parent wrote in. */
  what: (booking: BookingRow) => string;
  /** A party's guests (the answers to its invitations); undefined for a booking without. */
  guests: (bookingId: number) => GuestAnswer[] | undefined;
}

/** Minutes after `from` (the day's midnight), within the day. */
export const minuteOf = (from: Date, at: Date): number =>
  Math.max(0, Math.min(24 * 60, Math.round((at.getTime() - from.getTime()) / 60_000)));

/** The day `asked` (today when it is not a real date), in the desk's language `lang`. */
export async function loadDay(asked: string | undefined, lang: Locale): Promise<Day> {
  const date = isIsoDate(asked) ? asked : venueDate(new Date());
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
  const blocksOn = (id: string) =>
    blocks.filter((block) => block.resource === id || block.resource === ALL_RESOURCES);
  const isBusy = (id: string) =>
    entries.some((entry) => entry.resource === id) || blocksOn(id).length > 0;
  const columns = busyFirst(resources, isBusy).map((resource) => ({
    resource,
    title: resourceLabel(resource.id, resources, t),
    items: [
      ...entries
        .filter((entry) => entry.resource === resource.id)
        .map((entry) => ({ kind: 'booking' as const, at: entry.startsAt, entry })),
      ...blocksOn(resource.id).map((block) => ({
        kind: 'block' as const,
        at: block.startsAt,
        block,
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime()),
  }));
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
  };
}
