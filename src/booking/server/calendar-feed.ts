// The staff calendar feed (/api/calendar/<CALENDAR_FEED_TOKEN>.ics): confirmed bookings, and the
// ones still waiting (pending, proposed) as TENTATIVE, from 30 days back to 120 ahead, each with
// the reference, the room or package (a party's game rooms with their times), the players or
// children and the parent's phone. Only bookings that hold a time: a team-building enquiry joins
// once the venue has proposed one.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import { formatDeskSpan } from '@/lib/format';
import { calendarFile, eventUid } from '../mail/calendar';
import { listForFeed } from '../db/lifecycle-repository';
import { gameRow, whatOf } from '../mail/rows';
import type { PartyGame, RoomTitles } from '../rules/party-rooms';
import { gamesOfBookings } from './party-games';

const FEED_WINDOW = { pastDays: 30, aheadDays: 120 } as const;

/** Whether the path's file names the configured token (compared in constant time). */
export function feedTokenMatches(file: string, configured: string | undefined): boolean {
  if (!configured || !file.endsWith('.ics')) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(file.slice(0, -4)), digest(configured));
}

function feedEvent(booking: BookingRow, games: PartyGame[] | undefined) {
  const what = whatOf(booking, 'me');
  const people =
    booking.form === 'room'
      ? `igrača: ${booking.players ?? '?'}`
      : `djece: ${booking.children ?? '?'}`;
  return {
    uid: eventUid(booking),
    title: `${booking.reference} ${what} (${people})`,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    description: [
      `${booking.reference}`,
      what,
      // The venue's wall clock as the desk writes it, whatever zone the calendar shows.
      formatDeskSpan(booking.startsAt, booking.endsAt, 'me'),
      `${booking.resource}`,
      ...(booking.form === 'birthday' ? [gameRow(games, 'me', 'venue', '; ').join(': ')] : []),
      people,
      `${booking.name}, ${booking.phone}`,
    ].join('\n'),
    status: booking.status === 'confirmed' ? ('CONFIRMED' as const) : ('TENTATIVE' as const),
  };
}

/** The feed; `roomTitles` names a party's game rooms (runtime.ts, loadRoomTitles). */
export async function renderFeed(
  db: Database,
  now: Date = new Date(),
  roomTitles: RoomTitles = new Map(),
): Promise<string> {
  const from = new Date(now.getTime() - FEED_WINDOW.pastDays * 86_400_000);
  const to = new Date(now.getTime() + FEED_WINDOW.aheadDays * 86_400_000);
  const rows = await listForFeed(db, from, to);
  const games = await gamesOfBookings(db, rows, roomTitles);
  return calendarFile(
    rows.map((row) => feedEvent(row, games.get(row.id))),
    { name: 'Cluville rezervacije' },
  );
}
