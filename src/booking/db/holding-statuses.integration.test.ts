// Which statuses hold a time is written once, in src/booking/rules/status.ts (HOLDING_STATUSES);
// the database's triggers, trigger conditions, the holds' exclusion constraint and the blocked-time
// trigger repeat it in SQL (drizzle/0003, 0005–0007). This reads every status list the migrated
// database runs, as the server keeps it, and compares each with the one in status.ts: a migration
// that holds another set of statuses, or a change of status.ts without its migration, fails here.
// PGlite always; PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/db/executor';
import { BOOKING_STATUSES, HOLDING_STATUSES, STORED_STATUSES } from '../rules/status';
import { testDatabases, useTestDb, type TestDb } from '../testing/databases';

/**
 * The quoted names of every `IN (…)` and `= ANY (ARRAY[…])` list in a definition whose names are
 * all booking statuses (the outbox's states and others are left out).
 */
function statusLists(definition: string): string[][] {
  const lists = [...definition.matchAll(/\bIN\s*\(([^()]*)\)|ANY\s*\(\s*ARRAY\[([^\]]*)\]/gi)].map(
    (match) => [...(match[1] ?? match[2] ?? '').matchAll(/'([^']*)'/g)].map((name) => name[1]!),
  );
  return lists.filter(
    (names) =>
      names.length > 0 &&
      names.every((name) => (STORED_STATUSES as readonly string[]).includes(name)),
  );
}

for (const database of testDatabases('holding_statuses')) {
  describe(`the statuses that hold a time, in the database on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened), { reset: 'once' });

    it('every trigger, trigger condition and constraint holds exactly the statuses of status.ts', async () => {
      const definitions = rowsOf<{ what: string; definition: string }>(
        await handle.db.execute(sql`
          SELECT 'function ' || p.proname AS what, pg_get_functiondef(p.oid) AS definition
            FROM pg_proc p
            WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f'
          UNION ALL
          SELECT 'trigger ' || t.tgname, pg_get_triggerdef(t.oid)
            FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
            WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
          UNION ALL
          SELECT 'constraint ' || k.conname, pg_get_constraintdef(k.oid)
            FROM pg_constraint k WHERE k.connamespace = current_schema()::regnamespace
          UNION ALL
          SELECT 'index ' || indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()
        `),
      );
      const found = definitions.flatMap(({ what, definition }) =>
        statusLists(definition).map((names) => ({ what, names: [...names].sort() })),
      );
      // The holds follow the status (0007: two functions and the trigger's WHEN, twice), the
      // blocked-time trigger checks it (0006): none of them may go unread.
      const where = new Set(found.map(({ what }) => what));
      expect([...where].sort()).toEqual(
        expect.arrayContaining([
          'function booking_holds_follow_status',
          'function booking_requests_status_holds',
          'trigger booking_requests_status_holds',
        ]),
      );
      const holding = [...HOLDING_STATUSES].sort();
      for (const list of found) expect(list).toEqual({ what: list.what, names: holding });
    });

    it('status.ts names no status the database does not know', async () => {
      const [row] = rowsOf<{ labels: string[] | string }>(
        await handle.db.execute(sql`SELECT enum_range(NULL::booking_status)::text[] AS labels`),
      );
      const labels = Array.isArray(row!.labels)
        ? row!.labels
        : String(row!.labels).replace(/[{}]/g, '').split(',');
      expect([...labels].sort()).toEqual([...STORED_STATUSES].sort());
      for (const status of HOLDING_STATUSES) expect(BOOKING_STATUSES).toContain(status);
    });
  });
}
