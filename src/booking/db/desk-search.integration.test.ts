// The desk's search across every booking, past and future, on PGlite
// (PostgreSQL behaves the same here): by reference, by part of a name or e-mail in any case, by a phone's digits however
// they are typed; a typed `%` is a character, not a wildcard.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingRequests } from '@/lib/db/schema';
import { createBookingService } from '../server/service';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { inDays, roomInput, testContext } from '../testing/fixtures';
import { searchBookings } from './desk-repository';

for (const database of testDatabases('desk-search')) {
  describe(`desk search on ${database.name}`, () => {
    let handle: TestDb;
    let service: ReturnType<typeof createBookingService>;
    const context = testContext('en', inDays(0));

    useTestDb(database, (opened) => {
      handle = opened;
      service = bookingServiceOn(handle);
    });

    async function add(overrides: Record<string, string>, index: number) {
      const result = await service.submit(roomInput(overrides), {
        context,
        clientAddress: `203.0.113.${index}`,
      });
      if (result.status !== 'created') throw new Error(result.status);
      return result;
    }

    it('finds a booking by reference, name, e-mail or phone digits, past and future', async () => {
      const marko = await add(
        {
          date: inDays(3),
          time: '16:00',
          name: 'Marko Vuković',
          email: 'Marko.V@example.com',
          phone: '+382 67 222 333',
        },
        1,
      );
      const ana = await add(
        {
          date: inDays(5),
          time: '16:00',
          name: 'Ana 100% Perić',
          email: 'ana@example.com',
          phone: '069 111 444',
        },
        2,
      );
      // One in the past: moved there after it was stored.
      await handle.db
        .update(bookingRequests)
        .set({
          startsAt: new Date(Date.now() - 30 * 86_400_000),
          endsAt: new Date(Date.now() - 30 * 86_400_000 + 3_600_000),
          status: 'confirmed',
        })
        .where(eq(bookingRequests.id, ana.id!));

      const references = async (query: string) =>
        (await searchBookings(handle.db, query)).map((row) => row.reference);
      expect(await references(marko.reference)).toEqual([marko.reference]);
      expect(await references(marko.reference.toLowerCase())).toEqual([marko.reference]);
      expect(await references('vukov')).toEqual([marko.reference]);
      expect(await references('MARKO.v@EXAMPLE')).toEqual([marko.reference]);
      expect(await references('067 222 333')).toEqual([marko.reference]);
      expect(await references('67222333')).toEqual([marko.reference]);
      expect(await references('+382 69 111 444')).toEqual([ana.reference]);
      // Newest start first: the future one, then the past one.
      expect(await references('example.com')).toEqual([marko.reference, ana.reference]);
      // `%` is a character: only the name that has one.
      expect(await references('0%')).toEqual([ana.reference]);
      expect(await references('nobody')).toEqual([]);
      expect(await references(' ')).toEqual([]);
    });
  });
}
