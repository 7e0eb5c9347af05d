// The desk's CSV export on PGlite (PostgreSQL behaves the same here): the bookings starting
// on the days asked, every status, in start order, a party with its hall and rooms, the names in
// the desk's language and the parent's characters intact.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingRequests } from '@/lib/db/schema';
import { bookingsStartingBetween } from '@/booking/db/desk-repository';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import { bookingServiceOn, testDatabases } from '@/booking/testing/databases';
import { testContext, inDays } from '@/booking/testing/fixtures';
import { testLifecycleSettings } from '@/booking/testing/lifecycle';
import type { BookingContext } from '@/booking/rules/rules-context';
import { createBookingService } from '@/booking/server/service';
import { addPhoneBooking, deskResources, whatIn, type PhoneBookingFields } from './desk';
import { bookingsCsv, exportRange } from './export';
import { CSV_BOM } from './csv';
import { staffTranslator } from './translate';

const today = inDays(0);

for (const database of testDatabases('desk_export')) {
  describe(`the desk's CSV export on ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    let service: ReturnType<typeof createBookingService>;
    const english = testContext('en', today);
    /** The desk in Montenegrin: the first room under its Montenegrin name. */
    const montenegrin: BookingContext = {
      ...testContext('me', today),
      rooms: english.rooms.map((room, index) =>
        index === 0 ? { ...room, slug: 'svemirska-misija', title: 'Svemirska misija' } : room,
      ),
      packages: english.packages.map((item, index) =>
        index === 0 ? { ...item, slug: 'mali-istrazivac', name: 'Mali istraživač' } : item,
      ),
    };
    const phone = (overrides: Partial<PhoneBookingFields>): PhoneBookingFields => ({
      what: 'room:space-mission',
      date: inDays(5),
      time: '16:00',
      name: 'Đorđe Čović-Šćekić Žarko',
      phone: '+382 67 123 456',
      email: 'dj@example.com',
      notes: 'Says "hi"\n=SUM(A1)',
      people: '5',
      cake: false,
      ...overrides,
    });
    const add = async (fields: PhoneBookingFields) => {
      const added = await addPhoneBooking(
        service,
        fields,
        { desk: english, parent: english },
        { address: 'desk@cluville.test' },
      );
      expect(added.status).toBe('added');
    };
    const exportOf = async (from: string, to: string, desk: BookingContext) => {
      const range = exportRange(from, to);
      if (!range.ok) throw new Error(range.error);
      const rows = await bookingsStartingBetween(handle.db, range.start, range.end);
      const holds = await holdsOfBookings(
        handle.db,
        rows.map((row) => row.id),
      );
      return {
        rows,
        csv: bookingsCsv(rows, holds, deskResources(desk), staffTranslator(desk.locale), (row) =>
          // The parents here wrote in English.
          whatIn(row, { desk, parent: english }),
        ),
      };
    };

    beforeAll(async () => {
      handle = await database.open();
      service = bookingServiceOn(handle, { lifecycle: testLifecycleSettings() });
    }, 60_000);
    afterAll(async () => handle?.close());
    beforeEach(async () => handle.reset());

    it('lists the bookings starting on the days asked, in start order, whatever their status', async () => {
      await add(phone({ date: inDays(6), time: '17:00', name: 'Later One' }));
      await add(phone({ date: inDays(5), time: '16:00' }));
      await add(
        phone({
          date: inDays(6),
          time: '15:00',
          what: 'package:little-explorer',
          people: '10',
          extras: 'goody-bag-for-a-guest:3',
        }),
      );
      await add(phone({ date: inDays(8), time: '16:00', name: 'Outside Range' }));
      await add(phone({ date: inDays(4), time: '16:00', name: 'Before Range' }));
      // A cancelled booking is still in the export, with its state.
      await handle.db
        .update(bookingRequests)
        .set({ status: 'cancelled' })
        .where(eq(bookingRequests.name, 'Later One'));

      const { rows, csv } = await exportOf(inDays(5), inDays(6), montenegrin);
      expect(rows.map((row) => row.name)).toEqual([
        'Đorđe Čović-Šćekić Žarko',
        'Đorđe Čović-Šćekić Žarko',
        'Later One',
      ]);
      expect(
        csv.startsWith(`${CSV_BOM}Broj rezervacije,Datum,Vrijeme,Šta,Sala / sobe,Stanje,`),
      ).toBe(true);
      const lines = csv.slice(1).split('\r\n');
      // The header, three bookings (one of them a message of two lines), and the final line end.
      expect(csv).not.toContain('Outside Range');
      expect(csv).not.toContain('Before Range');
      // The room in the desk's language, the parent's characters intact, a formula defused.
      expect(lines[1]).toContain(
        `${inDays(5)},16:00–17:15,Svemirska misija,Svemirska misija,Potvrđeno`,
      );
      expect(lines[1]).toContain(",5,Đorđe Čović-Šćekić Žarko,'+382 67 123 456,dj@example.com,");
      expect(csv).toContain(`"Says ""hi""\n=SUM(A1)"`);
      // The party: its package, its hall and its game room, its children.
      const party = rows[1]!;
      expect(csv).toContain(`${party.reference},${inDays(6)},15:00–`);
      const partyLine = csv.slice(csv.indexOf(party.reference)).split('\r\n')[0]!;
      // The package under its Montenegrin name, though the parent booked in English.
      expect(partyLine).toContain('Rođendan: Mali istraživač,"Sala za rođendane 1, ');
      expect(partyLine).toContain(',10,');
      // Its extras in the desk's language too (each line stores both names).
      expect(partyLine).toContain(',Poklon-kesica za goste × 3,');
      expect(csv).toContain('Otkazano');
    });

    it('an empty range gives the header row only', async () => {
      const { csv } = await exportOf(inDays(20), inDays(21), english);
      expect(csv).toBe(
        `${CSV_BOM}Reference,Date,Time,What,Hall / rooms,Status,Party size,Name,Phone,E-mail,Message,Extras,Total\r\n`,
      );
    });
  });
}

describe('the export range', () => {
  it('takes real dates, in order, at most 92 days', () => {
    expect(exportRange('2026-12-01', '2026-12-31')).toMatchObject({ ok: true });
    expect(exportRange('2026-12-01', '2027-03-02')).toMatchObject({ ok: true });
    expect(exportRange('2026-12-01', '2027-03-03')).toEqual({ ok: false, error: 'tooLong' });
    expect(exportRange('2026-12-02', '2026-12-01')).toEqual({ ok: false, error: 'order' });
    expect(exportRange('2027-02-30', '2027-03-01')).toEqual({ ok: false, error: 'dates' });
    expect(exportRange(null, '2027-03-01')).toEqual({ ok: false, error: 'dates' });
    expect(exportRange('2026-12-01', '2026-12-1')).toEqual({ ok: false, error: 'dates' });
  });

  it('spans whole venue days, across the change of clocks', () => {
    const range = exportRange('2027-03-28', '2027-03-28');
    if (!range.ok) throw new Error(range.error);
    expect(range.start.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(range.end.toISOString()).toBe('2027-03-28T22:00:00.000Z');
  });
});
