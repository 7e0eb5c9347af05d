// The drill cannot re-mail parents: a restored copy started with the production SMTP_URL sends
// nothing of what was waiting at backup time until the operator runs `outbox release`, then each
// held mail exactly once; `outbox drop` marks them dropped, never sent. Mail queued by new
// activity on the copy goes at once. As an operator runs it: `npm run bookings -- backup`,
// `restore`, `outbox`, with a real SMTP server on loopback (E2E_PORT_BASE + 240, or
// DRILL_SMTP_PORT), on the embedded database and on PostgreSQL (pg_dump, pg_restore).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingServiceOn } from '@/booking/testing/databases';
import { inDays, roomInput, slotAt, testContext } from '@/booking/testing/fixtures';
import { startSmtpServer } from '@/booking/testing/smtp';
import { submitConfirmed } from '@/booking/testing/verify';
import { createMailSender } from '@/booking/mail/sender';
import { deliverDueMails } from '@/booking/mail/outbox';
import { checkReadiness } from '@/ops/health';
import { openDatabase, type DbHandle } from './client';
import { rowsOf } from './executor';
import { bookingsCli, scratchDatabases, scratchFolder, testPostgresUrl } from './drill-testing';

const scratch = scratchFolder('clv-restore-outbox-');
const SMTP_PORT = Number(
  process.env.DRILL_SMTP_PORT ?? Number(process.env.E2E_PORT_BASE ?? 3100) + 240,
);

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_PORT);
});
afterAll(async () => {
  await smtp?.stop();
});

/** The production SMTP_URL, as a copy started with the live settings would have it. */
const sender = createMailSender({
  smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
  from: 'Cluville <booking@cluville.test>',
  mailDir: '/nonexistent',
  smtp: { ignoreTLS: true },
});

/** Outbox ids of the mails the SMTP server received since `from` (its X-Cluville-Outbox-Id). */
const receivedIds = (from: number) =>
  smtp.messages.slice(from).map((mail) => Number(mail.header('X-Cluville-Outbox-Id')));

const pendingIds = async (handle: DbHandle) =>
  rowsOf<{ id: number }>(
    await handle.db.execute(sql`SELECT id FROM outbox_emails WHERE status = 'pending' ORDER BY id`),
  ).map((row) => row.id);

const statusOf = async (handle: DbHandle, ids: number[]) =>
  rowsOf<{ status: string }>(
    await handle.db.execute(
      sql`SELECT status FROM outbox_emails WHERE id IN (${sql.join(ids, sql`, `)}) ORDER BY id`,
    ),
  ).map((row) => row.status);

const ready = (handle: DbHandle) =>
  checkReadiness({ getDatabase: async () => handle, checkContent: async () => ({}) });

/** Requests confirmed by their parents: each queues the parent's acknowledgement and the venue's mail. */
async function book(handle: DbHandle, from: number, count: number): Promise<string[]> {
  const service = bookingServiceOn(handle, { notifyTo: 'bookings@cluville.test' });
  const meta = { context: testContext('en', inDays(0)), clientAddress: `203.0.113.${from}` };
  const references: string[] = [];
  for (let i = from; i < from + count; i++) {
    const result = await submitConfirmed(
      service,
      handle.db,
      roomInput({ ...slotAt(i), email: `drill${i}@example.com`, phone: `067 500 0${i}` }),
      meta,
    );
    expect(result.status).toBe('created');
    references.push((result as { reference: string }).reference);
  }
  return references;
}

interface Target {
  name: string;
  /** The live site's database, the backup file, the restored copy's CLI settings and database. */
  live(): Promise<DbHandle>;
  file: string;
  liveEnv: Record<string, string>;
  copyEnv: Record<string, string>;
  copy(): Promise<DbHandle>;
  backupSays: string;
}

function drill(target: Target) {
  it(
    `${target.name}: the restored copy holds what was waiting until outbox release, then sends each once; outbox drop never sends`,
    { timeout: 600_000 },
    async () => {
      // The live site: two requests whose mails went, then two whose mails wait (SMTP was slow).
      const live = await target.live();
      let waiting: number[];
      try {
        await book(live, 1, 2);
        const first = smtp.messages.length;
        expect((await deliverDueMails(live.db, sender)).sent).toBeGreaterThan(0);
        expect(receivedIds(first).length).toBeGreaterThan(0);
        await book(live, 3, 2);
        waiting = await pendingIds(live);
        expect(waiting.length).toBeGreaterThanOrEqual(2);
      } finally {
        await live.close();
      }
      const backup = await bookingsCli(['backup', '--out', target.file], target.liveEnv);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(target.backupSays);

      const restore = await bookingsCli(['restore', '--from', target.file], target.copyEnv);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(
        `The outbox is paused: ${waiting.length} mail(s) waiting at backup time are held`,
      );

      // The copy starts with the production SMTP_URL: nothing of the backup's goes.
      const before = smtp.messages.length;
      let copy = await target.copy();
      let fresh: number[];
      try {
        expect(await pendingIds(copy)).toEqual(waiting);
        expect(await deliverDueMails(copy.db, sender)).toEqual({ sent: 0, failed: 0 });
        expect(receivedIds(before)).toEqual([]);
        const paused = await ready(copy);
        expect(paused.status).toBe('degraded');
        expect(paused.checks.outbox).toMatchObject({
          paused: true,
          held: waiting.length,
          pending: 0,
          oldestPendingSeconds: 0,
        });

        // New activity on the copy is not held: its mails go, and only they.
        await book(copy, 5, 1);
        fresh = (await pendingIds(copy)).filter((id) => !waiting.includes(id));
        expect(fresh.length).toBeGreaterThan(0);
        expect(Math.min(...fresh)).toBeGreaterThan(Math.max(...waiting));
        expect(await deliverDueMails(copy.db, sender)).toEqual({ sent: fresh.length, failed: 0 });
        expect(receivedIds(before)).toEqual(fresh);
      } finally {
        await copy.close();
      }

      const status = await bookingsCli(['outbox'], target.copyEnv);
      expect(status.output).toContain(`${waiting.length} mail(s) held`);
      const release = await bookingsCli(['outbox', 'release'], target.copyEnv);
      expect(release.code, release.output).toBe(0);
      expect(release.output).toContain(`Released: ${waiting.length} held mail(s)`);

      copy = await target.copy();
      try {
        const released = smtp.messages.length;
        expect(await deliverDueMails(copy.db, sender)).toEqual({
          sent: waiting.length,
          failed: 0,
        });
        // Each held mail exactly once, and nothing more on the next rounds.
        expect(receivedIds(released).sort((a, b) => a - b)).toEqual(waiting);
        expect(await deliverDueMails(copy.db, sender)).toEqual({ sent: 0, failed: 0 });
        expect(receivedIds(before).sort((a, b) => a - b)).toEqual(
          [...waiting, ...fresh].sort((a, b) => a - b),
        );
        const after = await ready(copy);
        expect(after.checks.outbox).toMatchObject({ paused: false, held: 0, pending: 0 });
        expect(after.status).toBe('ok');
      } finally {
        await copy.close();
      }
      const again = await bookingsCli(['outbox', 'release'], target.copyEnv);
      expect(again.output).toContain('not paused');

      // Restored again, and this time the held mails dropped: never sent.
      const forced = await bookingsCli(
        ['restore', '--from', target.file, '--force'],
        target.copyEnv,
      );
      expect(forced.code, forced.output).toBe(0);
      const drop = await bookingsCli(['outbox', 'drop'], target.copyEnv);
      expect(drop.code, drop.output).toBe(0);
      expect(drop.output).toContain(`Dropped, never to be sent: ${waiting.length} mail(s)`);
      copy = await target.copy();
      try {
        const dropped = smtp.messages.length;
        expect(await deliverDueMails(copy.db, sender)).toEqual({ sent: 0, failed: 0 });
        expect(receivedIds(dropped)).toEqual([]);
        expect(await statusOf(copy, waiting)).toEqual(waiting.map(() => 'dropped'));
        const report = await ready(copy);
        expect(report.checks.outbox).toMatchObject({ paused: false, held: 0, pending: 0 });
      } finally {
        await copy.close();
      }
    },
  );
}

const liveDir = path.join(scratch, 'live');
const copyDir = path.join(scratch, 'copy');
const adminUrl = testPostgresUrl('drill');
const liveDb = `cluville_drill_live_${process.pid}`;
const copyDb = `cluville_drill_copy_${process.pid}`;
const databases = adminUrl ? scratchDatabases(adminUrl, [liveDb, copyDb]) : undefined;
const urlOf = (name: string) => databases!.urlOf(name);

describe('a restored copy of the embedded database', () => {
  drill({
    name: 'pglite',
    live: () => openDatabase({ dataDir: path.join(liveDir, 'pglite') }),
    file: path.join(scratch, 'drill.jsonl.gz'),
    liveEnv: { DATA_DIR: liveDir },
    copyEnv: { DATA_DIR: copyDir },
    copy: () => openDatabase({ dataDir: path.join(copyDir, 'pglite') }),
    backupSays: 'embedded database',
  });
});

describe.skipIf(!adminUrl)('a restored copy of a PostgreSQL database', () => {
  beforeAll(() => databases!.recreate());
  afterAll(() => databases!.drop(), 60_000);
  drill({
    name: 'postgres',
    live: () => openDatabase({ url: urlOf(liveDb), poolSize: 4 }),
    file: path.join(scratch, 'drill.pgdump'),
    liveEnv: { DATABASE_URL: adminUrl ? urlOf(liveDb) : '' },
    copyEnv: { DATABASE_URL: adminUrl ? urlOf(copyDb) : '' },
    copy: () => openDatabase({ url: urlOf(copyDb), poolSize: 4 }),
    backupSays: 'pg_dump custom format',
  });
});
