// Calendar files (.ics) made with the `ics` library: one event for a parent (the confirmation
// and the reminder) and the staff feed of many. Times are written as UTC instants, which every
// calendar shows in its own zone; the calendar names the venue's zone (X-WR-TIMEZONE) and the
// description repeats the wall-clock time in Europe/Podgorica.
import { createEvents, type EventAttributes } from 'ics';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import type { BookingRow } from '@/lib/db/schema';
import { wallClock } from './availability';

const PRODUCT_ID = '-//Cluville//Booking//EN';

export interface CalendarEventInput {
  uid: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location?: string;
  description: string;
  url?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

function toAttributes(event: CalendarEventInput): EventAttributes {
  return {
    uid: event.uid,
    title: event.title,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: event.location || undefined,
    description: event.description,
    url: event.url,
    status: event.status ?? 'CONFIRMED',
    productId: PRODUCT_ID,
  };
}

function withZone(ics: string): string {
  // The library writes the calendar header; the venue's zone is added after its VERSION line.
  return ics.replace(/(\r\nVERSION:2\.0\r\n)/, `$1X-WR-TIMEZONE:${VENUE_TIME_ZONE}\r\n`);
}

export function calendarFile(
  events: CalendarEventInput[],
  options: { name?: string; method?: 'PUBLISH' } = {},
): string {
  if (!events.length) {
    // The library refuses an empty list; an empty feed is still a valid calendar.
    return withZone(
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:${PRODUCT_ID}\r\nMETHOD:PUBLISH\r\n${options.name ? `X-WR-CALNAME:${options.name}\r\n` : ''}END:VCALENDAR\r\n`,
    );
  }
  const { error, value } = createEvents(events.map(toAttributes), {
    productId: PRODUCT_ID,
    method: options.method ?? 'PUBLISH',
    calName: options.name,
  });
  if (error || !value) throw error ?? new Error('no calendar produced');
  return withZone(value);
}

export function eventUid(booking: Pick<BookingRow, 'reference'>): string {
  return `${booking.reference.toLowerCase()}@cluville.booking`;
}

/** `2026-11-25 16:00` in the venue's zone. */
export function venueWallTime(at: Date): string {
  return wallClock(at, VENUE_TIME_ZONE).join(' ');
}
