// Holds the database enforces: many parents asking for one slot at the same moment, on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL. The exclusion constraint decides, not a check before the insert.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookingHolds, bookingRequests, outboxEmails } from '@/lib/db/schema';
import { createAvailabilityService } from '../server/availability-service';
import { createBookingService, type SubmitResult } from '../server/service';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import {
  birthdayInput,
  inDays,
  partyContext,
  roomInput,
  testContext,
  testSettings,
} from '../testing/fixtures';

const today = inDays(0);

for (const database of testDatabases('holds', {
  postgres: 'the exclusion constraint under concurrent requests',
})) {
  describe(`holds on ${database.name}`, () => {
    let handle: TestDb;
    let service: ReturnType<typeof createBookingService>;
    const context = testContext('en', today);
    const meta = (index: number) => ({ context, clientAddress: `203.0.113.${index}` });

    useTestDb(database, (opened) => {
      handle = opened;
      service = bookingServiceOn(handle);
    });

    it('50 concurrent requests for one room slot: exactly one is stored, the rest get 409 with three alternatives', async () => {
      const slot = { date: inDays(4), time: '16:00' };
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          service.submit(
            roomInput({ ...slot, name: `Parent ${index}`, email: `p${index}@example.com` }),
            meta(index),
          ),
        ),
      );
      const created = results.filter((result) => result.status === 'created');
      const taken = results.filter(
        (result): result is Extract<SubmitResult, { status: 'taken' }> => result.status === 'taken',
      );
      expect(created).toHaveLength(1);
      expect(taken).toHaveLength(49);
      expect(taken[0]!.message).toContain('just been taken');
      expect(taken[0]!.alternatives).toHaveLength(3);
      // The nearest free starts around 16:00 on that date (a 75-minute session + 15 buffer holds 16:00–17:30).
      expect(taken[0]!.alternatives).toEqual([
        { date: slot.date, time: '14:30' },
        { date: slot.date, time: '17:30' },
        { date: slot.date, time: '14:00' },
      ]);
      const rows = await handle.db.select().from(bookingRequests);
      expect(rows).toHaveLength(1);
      // Held until its parent confirms it; its acknowledgement queued (the venue hears on confirmation).
      expect(rows[0]).toMatchObject({ status: 'unverified', resource: 'room:203' });
      expect((await handle.db.select().from(outboxEmails)).map((mail) => mail.kind)).toEqual([
        'parent',
      ]);
      // The slot is no longer offered; the next free one is.
      const availability = createAvailabilityService({ getDb: async () => handle.db });
      const [day] = await availability.forTarget(
        context,
        { resources: ['room:203'], sessionMinutes: 75 },
        slot.date,
      );
      const free = Object.fromEntries(day!.slots.map((entry) => [entry.time, entry.free]));
      expect(free).toMatchObject({
        '14:30': true,
        '15:00': false,
        '16:00': false,
        '17:00': false,
        '17:30': true,
      });
    }, 60_000);

    it('N+1 concurrent birthdays for one time: N are stored (one per party hall), one gets 409', async () => {
      for (const halls of [2, 3]) {
        await handle.reset();
        // More escape rooms than halls: the halls run out first.
        const withHalls = {
          ...partyContext(5, context),
          settings: testSettings({ partyHalls: halls }),
        };
        const slot = { date: inDays(5), time: '15:00' };
        const results = await Promise.all(
          Array.from({ length: halls + 1 }, (_, index) =>
            service.submit(
              birthdayInput({
                ...slot,
                name: `Parent ${index}`,
                email: `b${index}@example.com`,
                phone: `067 900 00${index}`,
              }),
              { context: withHalls, clientAddress: `198.51.100.${index}` },
            ),
          ),
        );
        expect(results.filter((result) => result.status === 'created')).toHaveLength(halls);
        expect(results.filter((result) => result.status === 'taken')).toHaveLength(1);
        const rows = await handle.db
          .select({ resource: bookingRequests.resource })
          .from(bookingRequests);
        expect(rows.map((row) => row.resource).sort()).toEqual(
          Array.from({ length: halls }, (_, index) => `hall:${index + 1}`),
        );
      }
    }, 60_000);

    it('the database itself refuses an overlapping hold; released states do not hold', async () => {
      const created = await service.submit(roomInput({ date: inDays(6), time: '12:00' }), meta(1));
      expect(created.status).toBe('created');
      const [row] = await handle.db.select().from(bookingRequests);
      const [held] = await handle.db.select().from(bookingHolds);
      expect(held).toMatchObject({
        bookingId: row!.id,
        kind: 'room',
        resource: 'room:203',
        startsAt: row!.startsAt,
        blockedUntil: row!.blockedUntil,
        holding: true,
      });
      const copy = { ...row!, id: undefined, reference: 'CLV-TEST2', fingerprint: 'other' };
      const [other] = await handle.db.insert(bookingRequests).values(copy).returning();
      const hold = { bookingId: other!.id, kind: 'room' as const, resource: 'room:203' };
      // A direct insert of an overlapping hold (no check in front of it) fails on the constraint.
      await expect(
        handle.db.insert(bookingHolds).values({
          ...hold,
          startsAt: new Date(row!.startsAt.getTime() + 30 * 60_000),
          blockedUntil: new Date(row!.blockedUntil.getTime() + 30 * 60_000),
          holding: true,
        }),
      ).rejects.toThrow();
      // Back to back (the next start after session + buffer) is fine.
      await handle.db.insert(bookingHolds).values({
        ...hold,
        startsAt: row!.blockedUntil,
        blockedUntil: new Date(row!.blockedUntil.getTime() + 90 * 60_000),
        holding: true,
      });
      // A declined request holds nothing: its hold is released with its status, and the slot can
      // be taken again.
      await handle.db
        .update(bookingRequests)
        .set({ status: 'declined' })
        .where(eq(bookingRequests.id, row!.id));
      expect(
        (await handle.db.select().from(bookingHolds).where(eq(bookingHolds.bookingId, row!.id)))[0],
      ).toMatchObject({ holding: false, resource: 'room:203' });
      const [third] = await handle.db
        .insert(bookingRequests)
        .values({ ...copy, reference: 'CLV-TEST3', fingerprint: 'third' })
        .returning();
      await handle.db.insert(bookingHolds).values({
        ...hold,
        bookingId: third!.id,
        startsAt: row!.startsAt,
        blockedUntil: row!.blockedUntil,
        holding: true,
      });
      const [{ count }] = (await handle.db
        .execute(sql`SELECT count(*)::int AS count FROM booking_holds WHERE holding`)
        .then((result) =>
          Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows,
        )) as [{ count: number }];
      expect(count).toBe(2);
      // `holding` follows the status whatever a write says: a declined booking's hold stays released.
      await handle.db
        .update(bookingHolds)
        .set({ holding: true })
        .where(eq(bookingHolds.bookingId, row!.id));
      expect(
        (await handle.db.select().from(bookingHolds).where(eq(bookingHolds.bookingId, row!.id)))[0],
      ).toMatchObject({ holding: false });
    });

    it('a time outside the grid, in the past, inside the lead time or on a closed date is a field error', async () => {
      const submit = (overrides: Record<string, string>, settings = testSettings()) =>
        service.submit(roomInput(overrides), {
          context: { ...context, settings },
          clientAddress: '192.0.2.9',
        });
      expect(await submit({ date: inDays(6), time: '12:10' })).toEqual({
        status: 'invalid',
        errors: { time: 'Please choose one of the times offered for this date.' },
      });
      expect(await submit({ date: inDays(6), time: '20:30' })).toMatchObject({
        status: 'invalid',
        errors: { time: expect.any(String) },
      });
      expect(
        await submit(
          { date: today, time: '00:00' },
          testSettings({
            openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
              weekday: weekday as 1,
              open: '00:00',
              close: '04:00',
            })),
          }),
        ),
      ).toMatchObject({
        status: 'invalid',
        errors: { time: 'This time has passed. Please choose a later one.' },
      });
      expect(
        await submit({ date: inDays(1), time: '12:00' }, testSettings({ leadHours: 72 })),
      ).toMatchObject({ status: 'invalid', errors: { time: expect.stringContaining('72 hours') } });
      expect(
        await submit(
          { date: inDays(6), time: '12:00' },
          testSettings({
            closedDates: [{ from: inDays(5), to: inDays(7), label: 'Private event' }],
          }),
        ),
      ).toEqual({
        status: 'invalid',
        errors: { date: 'We are closed on this date (Private event). Please choose another date.' },
      });
      expect(await handle.db.select().from(bookingRequests)).toHaveLength(0);
    });
  });
}
