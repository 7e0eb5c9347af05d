// Calendar files (.ics) made with the `ics` library: one event for a parent (the confirmation,
// the reminder, and the cancellation that takes it out of their calendar again) and the staff
// feed of many. Times are written as UTC instants, which every calendar shows in its own zone;
// the calendar names the venue's zone (X-WR-TIMEZONE) and the description repeats the wall-clock
// time in Europe/Podgorica.
import { createEvents, type EventAttributes } from 'ics';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import type { BookingRow } from '@/lib/db/schema';

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
  /** Grows with every change of the event, so a calendar replaces what it has (RFC 5545 3.8.7.4). */
  sequence?: number;
  /** The venue's address: iTIP wants an organizer on a cancellation. */
  organizerEmail?: string;
}

/** PUBLISH adds or updates the event; CANCEL (with STATUS:CANCELLED and the same UID) removes it. */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

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
    sequence: event.sequence,
    organizer: event.organizerEmail ? { name: 'Cluville', email: event.organizerEmail } : undefined,
    productId: PRODUCT_ID,
  };
}

/**
 * RFC 5545 3.1: no line longer than 75 octets. The library folds at 75 characters, so a line with
 * č, ć, š, ž, đ or a dash (two and three octets in UTF-8) came out longer: every line is unfolded
 * and folded again by octets, never inside a character.
 */
function foldLines(ics: string): string {
  const encoder = new TextEncoder();
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // A continuation line starts with one space, which counts towards its 75.
        if (octets + size > 75) {
          parts.push(current);
          current = '';
          octets = 1;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

function withZone(ics: string): string {
  // The library writes the calendar header; the venue's zone is added after its VERSION line.
  return ics.replace(/(\r\nVERSION:2\.0\r\n)/, `$1X-WR-TIMEZONE:${VENUE_TIME_ZONE}\r\n`);
}

export function calendarFile(
  events: CalendarEventInput[],
  options: { name?: string; method?: CalendarMethod } = {},
): string {
  if (!events.length) {
    // The library refuses an empty list; an empty feed is still a valid calendar.
    return foldLines(
      withZone(
        `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:${PRODUCT_ID}\r\nMETHOD:PUBLISH\r\n${options.name ? `X-WR-CALNAME:${options.name}\r\n` : ''}END:VCALENDAR\r\n`,
      ),
    );
  }
  const { error, value } = createEvents(events.map(toAttributes), {
    productId: PRODUCT_ID,
    method: options.method ?? 'PUBLISH',
    calName: options.name,
  });
  if (error || !value) throw error ?? new Error('no calendar produced');
  return foldLines(withZone(value));
}

export function eventUid(booking: Pick<BookingRow, 'reference'>): string {
  return `${booking.reference.toLowerCase()}@cluville.booking`;
}
