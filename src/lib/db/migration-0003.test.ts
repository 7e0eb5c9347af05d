// drizzle/0003 on a database with requests stored before holds: text date and time become a start
// in Europe/Podgorica, future requests that overlap no earlier one hold their time (pending), the
// rest stay `received`, and the exclusion constraint is in place afterwards.
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { rekeyResources, roomKeysInUse } from '@/booking/db/repository';
import type { Database } from './client';
import { allMigrations, migrationsThrough } from './migration-testing';

const before = migrationsThrough(2);

describe('migration 0003 (booking holds)', () => {
  it('converts text dates and times of existing requests and then enforces holds', async () => {
    const client = await PGlite.create('memory://', { extensions: { btree_gist } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const insert = (
      reference: string,
      form: string,
      date: string,
      time: string,
      room: string | null,
    ) =>
      client.query(
        `INSERT INTO booking_requests (reference, form, locale, name, email, phone, preferred_date, preferred_time, room_slug, fingerprint)
         VALUES ($1, $2, 'me', 'N', 'n@example.com', '123456', $3, $4, $5, $1)`,
        [reference, form, date, time, room],
      );
    await insert('OLD-1', 'room', future, '16:00', 'space-mission');
    await insert('OLD-2', 'room', future, '16:30', 'space-mission'); // overlaps OLD-1
    await insert('OLD-3', 'birthday', '2027-03-28', '10:00', null); // after the clocks go forward
    await insert('OLD-4', 'room', '2020-01-05', '12:00', 'space-mission'); // past
    await insert('OLD-5', 'room', future, '16:00', 'svemirska-misija'); // the same room, by its Montenegrin slug

    await migrate(db, { migrationsFolder: allMigrations });
    const rows = (
      await client.query<{
        reference: string;
        status: string;
        resource: string;
        starts_at: Date;
        blocked_until: Date;
      }>(
        'SELECT reference, status, resource, starts_at, blocked_until FROM booking_requests ORDER BY reference',
      )
    ).rows;
    const byRef = Object.fromEntries(rows.map((row) => [row.reference, row]));
    expect(byRef['OLD-1']).toMatchObject({ status: 'pending', resource: 'room:space-mission' });
    expect(byRef['OLD-2']).toMatchObject({ status: 'received' });
    expect(byRef['OLD-3']).toMatchObject({ status: 'pending', resource: 'hall:1' });
    expect(byRef['OLD-3']!.starts_at.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(byRef['OLD-4']).toMatchObject({ status: 'received' });
    expect(byRef['OLD-4']!.starts_at.toISOString()).toBe('2020-01-05T11:00:00.000Z');
    // Holds are enforced from now on (since drizzle/0007 on the holds' own rows, which follow the status).
    await expect(
      client.query(`UPDATE booking_requests SET status = 'pending' WHERE reference = 'OLD-2'`),
    ).rejects.toThrow(/booking_holds_no_overlap/);

    // At start-up the site moves them to the room's key (both slugs name room 12): the earlier
    // request keeps its hold, the later one for the same time stops holding.
    const keys = new Map([
      ['room:space-mission', 'room:12'],
      ['room:svemirska-misija', 'room:12'],
    ]);
    // The start-up check that decides whether the content must be asked for slugs at all.
    expect((await roomKeysInUse(db as unknown as Database)).sort()).toEqual([
      'room:space-mission',
      'room:svemirska-misija',
    ]);
    expect(await rekeyResources(db as unknown as Database, keys)).toEqual({
      moved: 4,
      released: 1,
    });
    const after = Object.fromEntries(
      (
        await client.query<{ reference: string; status: string; resource: string }>(
          'SELECT reference, status, resource FROM booking_requests',
        )
      ).rows.map((row) => [row.reference, row]),
    );
    expect(after['OLD-1']).toMatchObject({ status: 'pending', resource: 'room:12' });
    expect(after['OLD-5']).toMatchObject({ status: 'received', resource: 'room:12' });
    expect(after['OLD-3']).toMatchObject({ status: 'pending', resource: 'hall:1' });
    expect(await rekeyResources(db as unknown as Database, keys)).toEqual({
      moved: 0,
      released: 0,
    });
    expect(await roomKeysInUse(db as unknown as Database)).toEqual(['room:12']);
    await client.close();
  }, 60_000);
});
