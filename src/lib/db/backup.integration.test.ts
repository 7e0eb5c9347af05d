// The backup and restore drill, as an operator runs it: `npm run bookings -- backup` while the
// site holds the embedded database (through its socket), `restore` into an empty DATA_DIR, and
// the same on PostgreSQL with pg_dump/pg_restore into a scratch database. Every row of every
// table (bookings, holds, audit trail, pending mails …) must come back as it was.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { rowsOf } from './executor';
import { siteTables } from './backup';
import { bookingsCli, scratchDatabases, scratchFolder, testPostgresUrl } from './drill-testing';
import { bookingServiceOn } from '@/booking/testing/databases';
import { birthdayInput, inDays, roomInput, slotAt, testContext } from '@/booking/testing/fixtures';
import { testLifecycle } from '@/booking/testing/lifecycle';
import { submitConfirmed } from '@/booking/testing/verify';

const scratch = scratchFolder('clv-backup-');

/**
 * Bookings of both forms with their holds and mails, one confirmed and one declined (audit rows),
 * the rooms' requests confirmed by their parents, the party's not yet (`unverified`).
 */
async function seed(db: Database, kind: 'pglite' | 'postgres') {
  const service = bookingServiceOn({ db, kind });
  const context = testContext('en', inDays(0));
  const meta = { context, clientAddress: '203.0.113.9' };
  const references: string[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await submitConfirmed(
      service,
      db,
      roomInput({ ...slotAt(i), email: `parent${i}@example.com`, phone: `067 400 00${i}` }),
      meta,
    );
    expect(result.status).toBe('created');
    references.push((result as { reference: string }).reference);
  }
  const party = await service.submit(birthdayInput({ date: inDays(6) }), meta);
  expect(party.status).toBe('created');
  const { lifecycle } = testLifecycle();
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM booking_requests ORDER BY id`),
  ).map((row) => row.id);
  expect(
    (await lifecycle.transition(db, ids[0]!, 'confirm', { actor: { kind: 'staff' } })).ok,
  ).toBe(true);
  expect(
    (
      await lifecycle.transition(db, ids[1]!, 'decline', {
        actor: { kind: 'staff' },
        reason: 'fully-booked',
      })
    ).ok,
  ).toBe(true);
}

/** Every table's rows as JSON text, sorted: what "the same data" means. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await siteTables(db)) {
    out[table] = rowsOf<{ j: string }>(
      await db.execute(sql.raw(`SELECT row_to_json(t)::text AS j FROM "${table}" t`)),
    )
      .map((row) => row.j)
      .sort();
  }
  return out;
}

/**
 * A restored database is the backup's, plus the outbox's pause the restore writes (one row:
 * src/lib/db/restore-outbox.smtp.test.ts shows what it holds).
 */
function expectRestored(restored: Record<string, string[]>, before: Record<string, string[]>) {
  const { outbox_pause: pause, ...rest } = restored;
  const { outbox_pause: _none, ...expected } = before;
  expect(rest).toEqual(expected);
  expect(_none).toEqual([]);
  expect(pause!.map((row) => JSON.parse(row).reason)).toEqual(['restore']);
}

function expectSeeded(data: Record<string, string[]>) {
  expect(data.booking_requests!.length).toBe(4);
  expect(data.booking_holds!.length).toBeGreaterThanOrEqual(4);
  expect(data.booking_events!.length).toBeGreaterThanOrEqual(2);
  expect(data.outbox_emails!.some((row) => JSON.parse(row).status === 'pending')).toBe(true);
}

describe('backup and restore of the embedded database', () => {
  it(
    'backs up through the running site, refuses to restore while it runs or over data, restores into an empty DATA_DIR',
    { timeout: 300_000 },
    async () => {
      const dataDir = path.join(scratch, 'site');
      const file = path.join(scratch, 'drill.jsonl.gz');
      const site = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), serve: true });
      // The key the site generated for its booking links (no BOOKING_LINK_SECRET set).
      const linkKey = 'generated-key-generated-key-generated-key-0123';
      writeFileSync(path.join(dataDir, 'booking-link-secret'), `${linkKey}\n`);
      let before: Record<string, string[]>;
      try {
        await seed(site.db, 'pglite');
        before = await snapshot(site.db);
        expectSeeded(before);

        const backup = await bookingsCli(['backup', '--out', file], { DATA_DIR: dataDir });
        expect(backup.output).toContain("through the running site's socket");
        expect(backup.code).toBe(0);
        expect(existsSync(file)).toBe(true);

        // The site still answers, and still holds its folder: a restore would be a second opener.
        const running = await bookingsCli(['restore', '--from', file, '--force'], {
          DATA_DIR: dataDir,
        });
        expect(running.code).toBe(2);
        expect(running.output).toContain(`process ${process.pid}`);
        expect(running.output).toContain('stop the site');
        expect(await snapshot(site.db)).toEqual(before);
      } finally {
        await site.close();
      }

      // Over a folder that holds a database: refused without --force.
      const occupied = await bookingsCli(['restore', '--from', file], { DATA_DIR: dataDir });
      expect(occupied.code).toBe(2);
      expect(occupied.output).toContain('--force');

      // Into an empty DATA_DIR: every row back.
      const freshDir = path.join(scratch, 'fresh');
      const restore = await bookingsCli(['restore', '--from', file], { DATA_DIR: freshDir });
      expect(restore.output).toContain('Restored');
      expect(restore.code).toBe(0);
      // The backup carries no key (src/lib/db/backup-secrets.integration.test.ts): the restored
      // site makes its own unless the operator puts the kept key file back (docs/operations.md).
      expect(readFileSync(file).includes(linkKey)).toBe(false);
      expect(existsSync(path.join(freshDir, 'booking-link-secret'))).toBe(false);
      const restored = await openDatabase({ dataDir: path.join(freshDir, 'pglite') });
      try {
        expectRestored(await snapshot(restored.db), before);
        // Sequences carried on: a new booking gets the next id, not one already used.
        const [next] = rowsOf<{ id: number }>(
          await restored.db.execute(sql`SELECT nextval('booking_requests_id_seq')::int AS id`),
        );
        expect(next!.id).toBe(before.booking_requests!.length + 1);
      } finally {
        await restored.close();
      }

      // With --force over the old folder: replaced, and the old one kept aside.
      const forced = await bookingsCli(['restore', '--from', file, '--force'], {
        DATA_DIR: dataDir,
      });
      expect(forced.code).toBe(0);
      expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(
        true,
      );
    },
  );
});

const adminUrl = testPostgresUrl('backup drill');
describe.skipIf(!adminUrl)('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  const source = `cluville_backup_source_${process.pid}`;
  const target = `cluville_restore_test_${process.pid}`;
  const databases = scratchDatabases(adminUrl!, [source, target]);
  const { urlOf } = databases;
  afterAll(databases.drop, 60_000);

  it(
    'restores every row into an empty database and refuses a non-empty one without --force',
    { timeout: 300_000 },
    async () => {
      await databases.recreate();
      const file = path.join(scratch, 'drill.pgdump');
      const site = await openDatabase({ url: urlOf(source), poolSize: 4 });
      let before: Record<string, string[]>;
      try {
        await seed(site.db, 'postgres');
        before = await snapshot(site.db);
        expectSeeded(before);
      } finally {
        await site.close();
      }

      const backup = await bookingsCli(['backup', '--out', file], { DATABASE_URL: urlOf(source) });
      expect(backup.output).toContain('pg_dump custom format');
      expect(backup.code).toBe(0);

      const restore = await bookingsCli(['restore', '--from', file], {
        DATABASE_URL: urlOf(target),
      });
      expect(restore.output).toContain('Restored');
      expect(restore.code).toBe(0);
      const check = async () => {
        const restored = await openDatabase({ url: urlOf(target), poolSize: 2 });
        try {
          expectRestored(await snapshot(restored.db), before);
        } finally {
          await restored.close();
        }
      };
      await check();

      const again = await bookingsCli(['restore', '--from', file], { DATABASE_URL: urlOf(target) });
      expect(again.code).toBe(2);
      expect(again.output).toContain('is not empty');
      expect(again.output).toContain('--force');

      const forced = await bookingsCli(['restore', '--from', file, '--force'], {
        DATABASE_URL: urlOf(target),
      });
      expect(forced.code).toBe(0);
      await check();
    },
  );
});
