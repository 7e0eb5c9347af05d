// drizzle/0007 on a database at 0006 with hall-only birthdays and room bookings in several states:
// every booking keeps its hold as a row of booking_holds (a birthday its hall only: a room to
// assign), holding as its status says; the constraint on the holds refuses an overlap, and a
// status change releases the hold. PGlite always; PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from './executor';
import { migrationsThrough, migrationTargets, onDatabaseAt } from './migration-testing';

const before = migrationsThrough(6);
const targets = migrationTargets('migration_0007');

interface HoldRow {
  reference: string;
  kind: string;
  resource: string;
  starts_at: Date;
  blocked_until: Date;
  holding: boolean;
}

for (const target of targets) {
  describe(`migration 0007 (holds as rows) on ${target.name}`, () => {
    it('moves every booking’s hold into booking_holds, and the constraint refuses an overlap', async () => {
      await onDatabaseAt(target, before, async ({ handle, migrateTo }) => {
        const { db } = handle;
        const start = new Date(Date.now() + 30 * 86_400_000);
        const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
        const insert = (
          reference: string,
          form: 'room' | 'birthday',
          status: string,
          resource: string,
          offset: number,
          minutes: number,
        ) =>
          db.execute(sql`
            INSERT INTO booking_requests (reference, form, locale, status, name, email, phone, fingerprint, resource, starts_at, ends_at, blocked_until)
            VALUES (${reference}, ${form}, 'me', ${status}::booking_status, 'N', 'n@example.com', '123456', ${reference}, ${resource},
              ${at(offset).toISOString()}::timestamptz, ${at(offset + minutes).toISOString()}::timestamptz,
              ${at(offset + minutes + 15).toISOString()}::timestamptz)`);
        // Two parties at one time in the two halls, a cancelled one over the first; room bookings.
        await insert('PARTY-1', 'birthday', 'confirmed', 'hall:1', 0, 120);
        await insert('PARTY-2', 'birthday', 'pending', 'hall:2', 0, 150);
        await insert('PARTY-3', 'birthday', 'cancelled', 'hall:1', 30, 120);
        await insert('ROOM-1', 'room', 'pending', 'room:203', 0, 75);
        await insert('ROOM-2', 'room', 'expired', 'room:203', 0, 75);
        await insert('ROOM-3', 'room', 'received', 'room:202', 0, 60);

        await migrateTo();

        const holds = rowsOf<HoldRow>(
          await db.execute(sql`
            SELECT r.reference, h.kind, h.resource, h.starts_at, h.blocked_until, h.holding
            FROM booking_holds AS h JOIN booking_requests AS r ON r.id = h.booking_id
            ORDER BY r.id`),
        );
        expect(
          holds.map((hold) => [hold.reference, hold.kind, hold.resource, hold.holding]),
        ).toEqual([
          ['PARTY-1', 'hall', 'hall:1', true],
          ['PARTY-2', 'hall', 'hall:2', true],
          ['PARTY-3', 'hall', 'hall:1', false],
          ['ROOM-1', 'room', 'room:203', true],
          ['ROOM-2', 'room', 'room:203', false],
          ['ROOM-3', 'room', 'room:202', false],
        ]);
        // Each hold spans its booking's start to its end plus buffer.
        expect(new Date(holds[1]!.starts_at).toISOString()).toBe(at(0).toISOString());
        expect(new Date(holds[1]!.blocked_until).toISOString()).toBe(at(165).toISOString());
        // The hall-only parties hold no room: a room to assign.
        expect(
          holds.filter((hold) => hold.reference.startsWith('PARTY') && hold.kind === 'room'),
        ).toEqual([]);

        const bookingId = async (reference: string) =>
          rowsOf<{ id: number }>(
            await db.execute(sql`SELECT id FROM booking_requests WHERE reference = ${reference}`),
          )[0]!.id;
        const hold = async (reference: string, resource: string, offset: number) =>
          db.execute(sql`
            INSERT INTO booking_holds (booking_id, kind, resource, starts_at, blocked_until, holding)
            VALUES (${await bookingId(reference)}, 'room', ${resource},
              ${at(offset).toISOString()}::timestamptz, ${at(offset + 75).toISOString()}::timestamptz, true)`);
        // A game hold of a party over the pending room booking is refused by the constraint…
        await expect(hold('PARTY-1', 'room:203', 30)).rejects.toMatchObject({
          cause: expect.objectContaining({ code: '23P01' }),
        });
        // …and on a free room it holds.
        await hold('PARTY-1', 'room:202', 0);
        // Bringing back a released booking over a holding one is refused: its hold comes back too.
        await expect(
          db.execute(
            sql`UPDATE booking_requests SET status = 'pending' WHERE reference = 'ROOM-2'`,
          ),
        ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
        // A cancelled party releases every hold with its status.
        await db.execute(
          sql`UPDATE booking_requests SET status = 'cancelled' WHERE reference = 'PARTY-1'`,
        );
        const released = rowsOf<{ holding: boolean }>(
          await db.execute(
            sql`SELECT holding FROM booking_holds WHERE booking_id = ${await bookingId('PARTY-1')}`,
          ),
        );
        expect(released.map((row) => row.holding)).toEqual([false, false]);
        // booking_requests no longer carries the constraint: the holds do.
        const constraints = rowsOf<{ conname: string }>(
          await db.execute(
            sql`SELECT conname FROM pg_constraint WHERE conname LIKE 'booking_%no_overlap' AND connamespace = current_schema()::regnamespace`,
          ),
        );
        expect(constraints.map((row) => row.conname)).toEqual(['booking_holds_no_overlap']);
      });
    }, 90_000);
  });
}
