// A party's games for what it shows (the mails rendered with a change, the link pages, the staff
// feed): its room holds named by the rooms' titles in both languages. Server-only.
import type { Executor } from '@/lib/db/executor';
import type { BookingRow } from '@/lib/db/schema';
import { holdsOfBookings } from '../db/holds-repository';
import { partyGamesOf, type PartyGame, type RoomTitles } from '../rules/party-rooms';

/** A party's games as its holds are now (in the caller's transaction); undefined for a room booking. */
export async function gamesOf(
  db: Executor,
  booking: Pick<BookingRow, 'id' | 'form'>,
  titles: RoomTitles,
): Promise<PartyGame[] | undefined> {
  return (await gamesOfBookings(db, [booking], titles)).get(booking.id);
}

/** The games of the parties among `bookings`, by booking id (one query); room bookings left out. */
export async function gamesOfBookings(
  db: Executor,
  bookings: Pick<BookingRow, 'id' | 'form'>[],
  titles: RoomTitles,
): Promise<Map<number, PartyGame[]>> {
  const parties = bookings.filter((booking) => booking.form === 'birthday');
  const holds = await holdsOfBookings(
    db,
    parties.map((party) => party.id),
  );
  return new Map(
    parties.map((party) => [party.id, partyGamesOf(holds.get(party.id) ?? [], titles)]),
  );
}
