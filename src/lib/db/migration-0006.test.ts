// drizzle/0006 on a database with requests in every state: each keeps its state as the enum, the
// exclusion constraint still refuses an overlap of holding requests, and a status no code knows
// is refused. PGlite always; PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from './executor';
import { migrationsThrough, migrationTargets, onDatabaseAt } from './migration-testing';

/** The states 0006 typed (a later migration adds `unverified`: migration-0012.test.ts). */
const STORED_STATUSES = [
  'pending',
  'proposed',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
  'received',
] as const;

const before = migrationsThrough(5);
// And up to 0006 itself (0007 moves the holds to a table of their own: migration-0007.test.ts).
const through = migrationsThrough(6);
const targets = migrationTargets('migration_0006');

for (const target of targets) {
  describe(`migration 0006 (typed status) on ${target.name}`, () => {
    it('keeps every stored state, still refuses overlapping holds, and refuses an unknown status', async () => {
      await onDatabaseAt(target, before, async ({ handle, migrateTo }) => {
        const { db } = handle;
        const start = new Date(Date.now() + 30 * 86_400_000);
        const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();
        let n = 0;
        const insert = (status: string, resource: string, offset: number) =>
          db.execute(sql`
            INSERT INTO booking_requests (reference, form, locale, status, name, email, phone, fingerprint, resource, starts_at, ends_at, blocked_until)
            VALUES (${`OLD-${++n}`}, 'room', 'me', ${status}, 'N', 'n@example.com', '123456', 'f', ${resource},
              ${at(offset)}::timestamptz, ${at(offset + 60)}::timestamptz, ${at(offset + 75)}::timestamptz)`);
        // One row per state, each on a resource of its own; the non-holding ones overlap a holding one.
        for (const status of STORED_STATUSES) await insert(status, `room:${status}`, 0);
        await insert('declined', 'room:pending', 0);

        await migrateTo(through);

        const rows = rowsOf<{ reference: string; status: string; type: string }>(
          await db.execute(
            sql`SELECT reference, status::text AS status, pg_typeof(status)::text AS type FROM booking_requests ORDER BY id`,
          ),
        );
        expect(rows.map((row) => row.status)).toEqual([...STORED_STATUSES, 'declined']);
        expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['booking_status']));

        // A holding request overlapping the pending one is refused; a new row defaults to pending.
        await expect(insert('confirmed', 'room:pending', 30)).rejects.toMatchObject({
          cause: expect.objectContaining({ code: '23P01' }),
        });
        await insert('declined', 'room:pending', 30);
        await expect(insert('waiting', 'room:other', 0)).rejects.toMatchObject({
          cause: expect.objectContaining({ code: '22P02' }),
        });
      });
    }, 60_000);
  });
}
