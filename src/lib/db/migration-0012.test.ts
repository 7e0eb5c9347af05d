// drizzle/0012 on a database at 0011 with requests stored before it: each is given its normalised
// e-mail and phone as the booking service writes them (rules/contact-keys.ts), and the new status
// `unverified` holds its time like `pending` (the holds follow it; an overlap is refused; expiring
// releases it). PGlite always; PostgreSQL when TEST_DATABASE_URL is set (there a value added to an
// enum cannot be used as one in the transaction that adds it, and the migrations run in one).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emailKey, phoneKey } from '@/booking/rules/contact-keys';
import { rowsOf } from './executor';
import { migrationsThrough, migrationTargets, onDatabaseAt } from './migration-testing';

const before = migrationsThrough(11);
const targets = migrationTargets('migration_0012');

const CONTACTS = [
  ['Ana+x@Example.com', '069 123 456'],
  [' ana@example.com ', '+382 69 123 456'],
  ['marko@example.com', '00382 67 222 333'],
  ['MARKO+party@example.com', '067-222-333'],
  ['guest@example.org', '+1 202 555 0143'],
  ['', '067 111 222'],
] as const;

for (const target of targets) {
  describe(`migration 0012 (requests confirmed by e-mail) on ${target.name}`, () => {
    it('gives every stored request its normalised contact, and an unconfirmed request holds like a pending one', async () => {
      await onDatabaseAt(target, before, async ({ handle, migrateTo }) => {
        const { db } = handle;
        const start = new Date(Date.now() + 30 * 86_400_000);
        const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();
        let n = 0;
        const insert = async (status: string, email: string, phone: string, offset = 0) => {
          n += 1;
          const [row] = rowsOf<{ id: number }>(
            await db.execute(sql`
              INSERT INTO booking_requests (reference, form, locale, status, name, email, phone, fingerprint, resource, starts_at, ends_at, blocked_until)
              VALUES (${`OLD-${n}`}, 'room', 'me', ${status}::booking_status, 'N', ${email}, ${phone}, ${`f${n}`}, 'room:203',
                ${at(offset)}::timestamptz, ${at(offset + 60)}::timestamptz, ${at(offset + 75)}::timestamptz)
              RETURNING id`),
          );
          await db.execute(sql`
            INSERT INTO booking_holds (booking_id, kind, resource, starts_at, blocked_until, holding)
            VALUES (${row!.id}, 'room', 'room:203', ${at(offset)}::timestamptz, ${at(offset + 75)}::timestamptz, true)`);
          return row!.id;
        };
        // Every contact on a request that no longer holds, each at a time of its own.
        for (const [index, [email, phone]] of CONTACTS.entries())
          await insert('declined', email, phone, index * 120);

        await migrateTo();

        const keys = rowsOf<{ email_key: string | null; phone_key: string | null }>(
          await db.execute(sql`SELECT email_key, phone_key FROM booking_requests ORDER BY id`),
        );
        expect(keys).toEqual(
          CONTACTS.map(([email, phone]) => ({
            email_key: emailKey(email),
            phone_key: phoneKey(phone),
          })),
        );
        expect(keys[0]).toEqual({ email_key: 'ana@example.com', phone_key: '+38269123456' });

        // An unconfirmed request holds its time: an overlapping one is refused, then it expires
        // and the time is free.
        const unconfirmed = await insert('unverified', 'ana@example.com', '069 123 456', 1000);
        const holding = async (id: number) =>
          rowsOf<{ holding: boolean }>(
            await db.execute(sql`SELECT holding FROM booking_holds WHERE booking_id = ${id}`),
          )[0]!.holding;
        expect(await holding(unconfirmed)).toBe(true);
        await expect(insert('pending', 'b@example.com', '067 000 001', 1030)).rejects.toMatchObject(
          {
            cause: expect.objectContaining({ code: '23P01' }),
          },
        );
        await db.execute(
          sql`UPDATE booking_requests SET status = 'expired' WHERE id = ${unconfirmed}`,
        );
        expect(await holding(unconfirmed)).toBe(false);
        const next = await insert('pending', 'b@example.com', '067 000 001', 1030);
        expect(await holding(next)).toBe(true);
        // Back from a state that holds nothing to one that holds: the hold comes back.
        await db.execute(sql`UPDATE booking_requests SET status = 'expired' WHERE id = ${next}`);
        await db.execute(
          sql`UPDATE booking_requests SET status = 'unverified' WHERE id = ${unconfirmed}`,
        );
        expect(await holding(unconfirmed)).toBe(true);
      });
    }, 60_000);
  });
}
