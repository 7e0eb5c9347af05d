// Faults the booking store and the outbox must survive (issue "Trust"): nothing acknowledged is
// lost, nothing is sent twice. A request stored is its parent's acknowledgement in the outbox (the
// venue's mail waits for the parent's confirmation, which these tests do not give). Each test runs the production server (`.next`) with real parts:
// PostgreSQL at 127.0.0.1:5432 in a schema of its own when it answers (PGlite otherwise), an
// smtp-server on loopback, and the server killed or stopped for real.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { lockPathFor } from '@/lib/db/folder-lock';
import { bookingRequests, outboxEmails } from '@/lib/db/schema';
import { faultDatabase, postgresAnswers, type FaultDatabase } from './support/database';
import {
  postBooking,
  portBase,
  requireBuild,
  roomRequest,
  root,
  sleep,
  startSite,
  stopAllSites,
  waitFor,
} from './support/site';
import { repeatedMessageIds, startFaultSmtp, type FaultSmtp } from './support/smtp';

const run = promisify(execFile);
/** The trusted-proxy setting lets each request carry its own client address (10 an hour each). */
const TRUSTED = { TRUSTED_PROXIES: '127.0.0.1/32', BOOKING_ACK_MAILS_PER_HOUR: '1000' };
const hasPostgres = await postgresAnswers();
if (!hasPostgres) {
  const message =
    'no PostgreSQL answers at 127.0.0.1:5432: the PostgreSQL fault tests (connections killed, two senders) cannot run';
  console.warn(`\n${'#'.repeat(80)}\n# SKIPPED: ${message}.\n${'#'.repeat(80)}\n`);
}

const databases: FaultDatabase[] = [];
const smtps: FaultSmtp[] = [];
async function database(name: string, options?: { pglite?: boolean }) {
  const db = await faultDatabase(name, options);
  databases.push(db);
  return db;
}
async function smtpOn(port: number, options?: Parameters<typeof startFaultSmtp>[1]) {
  const smtp = await startFaultSmtp(port, options);
  smtps.push(smtp);
  return smtp;
}
/**
 * Waits until the outbox holds `count` rows, every one marked sent: nothing is left for a sender
 * to claim, so a repeat could only be a send already under way, which a claim made (and counted
 * in `attempts`) before the row was marked.
 */
function allMarkedSent(db: FaultDatabase, count: number) {
  return waitFor(`all ${count} mails marked sent`, async () => {
    const rows = await db.mails();
    return rows.length === count && rows.every((row) => row.status === 'sent');
  });
}
let address = 0;
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

async function rowsFor(db: FaultDatabase, references: string[]) {
  const handle = await db.open();
  try {
    const bookings = references.length
      ? await handle.db
          .select()
          .from(bookingRequests)
          .where(inArray(bookingRequests.reference, references))
      : [];
    const mails = await handle.db.select().from(outboxEmails);
    return { bookings, mails, allBookings: await handle.db.select().from(bookingRequests) };
  } finally {
    await handle.close();
  }
}

describe('fault suite', () => {
  beforeAll(() => requireBuild());
  afterAll(async () => {
    await stopAllSites();
    await Promise.all(smtps.map((smtp) => smtp.stop()));
    for (const db of databases) await db.drop().catch(() => {});
  });

  it.skipIf(!hasPostgres)(
    'a burst of 50 while PostgreSQL connections are killed: every 201 is stored once with its acknowledgement, the rest get 503 with Retry-After',
    async () => {
      const db = await database('burst');
      const site = await startSite('burst', portBase, { ...db.env, ...TRUSTED });
      // Warm: routes loaded, the pool connected.
      expect((await postBooking(site, roomRequest('warm'), nextAddress())).status).toBe(201);
      // While 50 requests arrive (five every 100 ms), PostgreSQL drops every connection of the
      // server three times, as a restart does.
      let killed = 0;
      const killer = (async () => {
        for (const at of [250, 550, 850]) {
          await sleep(at - (at === 250 ? 0 : 300));
          killed += await db.killConnections();
        }
      })();
      const answers = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          await sleep(Math.floor(i / 5) * 100);
          return postBooking(site, roomRequest(`burst${i}`), nextAddress());
        }),
      );
      await killer;
      const created = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status !== 201);
      const timeouts = (site.log().match(/"booking\.store_timeout"/g) ?? []).length;
      const renewals = (site.log().match(/"db\.pool_renewed"/g) ?? []).length;
      console.log(
        `burst: ${created.length} answered 201, ${refused.length} answered 503; ${killed} connections killed; ` +
          `${timeouts} deadlines passed, the pool renewed ${renewals} times`,
      );
      // A deadline that passed renewed the pool (at most once per interval).
      if (timeouts > 0) expect(renewals).toBeGreaterThan(0);
      expect(killed).toBeGreaterThan(0);
      expect(created.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.status).toBe(503);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.json.error).toBe('booking is temporarily unavailable');
      }
      const references = created.map((answer) => String(answer.json.reference));
      expect(new Set(references).size).toBe(references.length);
      const { bookings, mails } = await rowsFor(db, references);
      expect(bookings.map((row) => row.reference).sort()).toEqual([...references].sort());
      for (const booking of bookings)
        expect(
          mails
            .filter((mail) => mail.bookingId === booking.id)
            .map((mail) => mail.kind)
            .sort(),
        ).toEqual(['parent']);
      // After the burst the site takes requests again at once: a transaction cut with its
      // connection can leave the database client's work pending (porsager/postgres#1186), and the
      // first deadline that passes renews the pool, so nothing waits behind that work.
      expect((await postBooking(site, roomRequest('after'), nextAddress())).status).toBe(201);
    },
  );

  it('SMTP down for the whole run, then up: every mail arrives once', async () => {
    const db = await database('smtp-down');
    const smtpPort = portBase + 10;
    const site = await startSite('smtp-down', portBase + 1, {
      ...db.env,
      ...TRUSTED,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    const references: string[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await postBooking(site, roomRequest(`down${i}`), nextAddress());
      expect(answer.status).toBe(201);
      references.push(String(answer.json.reference));
    }
    await waitFor(
      'a failed delivery attempt',
      () => (site.log().match(/"outbox\.retry"/g) ?? []).length >= 2,
    );
    const smtp = await smtpOn(smtpPort);
    await waitFor('all 10 mails', () => smtp.messages.length >= 10, 180_000);
    // One sender: once every row is marked sent, nothing can be sent again.
    await allMarkedSent(db, 10);
    expect(smtp.messages).toHaveLength(10);
    expect(repeatedMessageIds(smtp.messages)).toEqual([]);
    for (const reference of references)
      expect(
        smtp.messages.filter((mail) => mail.header('Subject')?.includes(reference)),
      ).toHaveLength(1);
    await site.kill('SIGTERM');
    const { mails } = await rowsFor(db, references);
    expect(mails.every((mail) => mail.status === 'sent')).toBe(true);
  });

  it('SIGKILL after SMTP accepted a mail and before it was marked sent: at most that mail repeats, with the same Message-ID', async () => {
    const db = await database('sigkill');
    const smtpPort = portBase + 11;
    const env = {
      ...db.env,
      ...TRUSTED,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_LEASE: '3s',
    };
    const port = portBase + 2;
    let first = await startSite('sigkill-a', port, env);
    let killedAfter: string | undefined;
    // The kill waits for the four bookings' answers: the outbox sends while the requests still
    // come (it is kicked by the first one), and a kill before the last answer would cut a
    // request, not the mail this test is about (seen once on a busy machine).
    let allAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (allAnswered = resolve));
    const smtp = await smtpOn(smtpPort, {
      // The server has the whole message; the sender is killed before it hears "250 OK".
      onMessage: async (mail, count) => {
        if (count === 1) {
          killedAfter = mail.header('Message-ID');
          await answered;
          await first.kill('SIGKILL');
        }
      },
    });
    const references: string[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await postBooking(first, roomRequest(`kill${i}`), nextAddress());
      expect(answer.status).toBe(201);
      references.push(String(answer.json.reference));
    }
    allAnswered();
    await first.exited;
    expect(killedAfter).toBeDefined();
    // The restart takes the dead process's PGlite lock over at once (or reconnects to PostgreSQL).
    first = await startSite('sigkill-b', port, env);
    await waitFor(
      'all four mails',
      () => new Set(smtp.messages.map((mail) => mail.header('Message-ID'))).size >= 4,
      120_000,
    );
    // The killed sender is gone and the restarted one marks each row after its send: once every
    // row is marked sent, nothing can be sent again.
    await allMarkedSent(db, 4);
    const repeated = repeatedMessageIds(smtp.messages);
    console.log(
      `SIGKILL: ${smtp.messages.length} messages received for 4 mails; repeated: ${repeated.join(', ') || 'none'}`,
    );
    expect(repeated.length).toBeLessThanOrEqual(1);
    if (repeated.length) expect(repeated[0]).toBe(killedAfter);
    expect(smtp.messages.length).toBeLessThanOrEqual(5);
    await first.kill('SIGTERM');
    const { mails, bookings } = await rowsFor(db, references);
    expect(bookings).toHaveLength(4);
    expect(
      mails
        .filter((mail) => bookings.some((booking) => booking.id === mail.bookingId))
        .every((mail) => mail.status === 'sent'),
    ).toBe(true);
  });

  it.skipIf(!hasPostgres)(
    'two senders and an SMTP server slower than a claim: no mail is sent twice',
    async () => {
      const db = await database('two-senders');
      const smtpPort = portBase + 12;
      // Each send takes 700 ms; a claim's lease is 2 s: a batch of ten claimed at once would run out.
      const smtp = await smtpOn(smtpPort, { delayMs: 700 });
      const env = {
        ...db.env,
        ...TRUSTED,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_LEASE: '2s',
      };
      const [a, b] = await Promise.all([
        startSite('two-senders-a', portBase + 3, env),
        startSite('two-senders-b', portBase + 4, env),
      ]);
      const references: string[] = [];
      for (let i = 0; i < 20; i++) {
        const answer = await postBooking(i % 2 ? b : a, roomRequest(`two${i}`), nextAddress());
        expect(answer.status).toBe(201);
        references.push(String(answer.json.reference));
      }
      await waitFor('all 20 mails', () => smtp.messages.length >= 20, 180_000);
      // With every row marked sent and claimed once (attempts 1, checked below), no second claim
      // exists whose send could still arrive.
      await allMarkedSent(db, 20);
      expect(repeatedMessageIds(smtp.messages)).toEqual([]);
      expect(smtp.messages).toHaveLength(20);
      const { mails } = await rowsFor(db, references);
      expect(mails.every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true);
    },
  );

  it('a second process opening the PGlite folder is refused, and the first loses nothing', async () => {
    const db = await database('second-opener', { pglite: true });
    const folder = path.join(db.env.DATA_DIR!, 'pglite');
    const first = await startSite('opener-a', portBase + 5, { ...db.env, ...TRUSTED });
    const references: string[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await postBooking(first, roomRequest(`open${i}`), nextAddress());
      expect(answer.status).toBe(201);
      references.push(String(answer.json.reference));
    }
    const second = await startSite('opener-b', portBase + 6, { ...db.env, ...TRUSTED });
    await waitFor(
      'the second process to be refused',
      () => second.log().includes('"db.folder_locked"'),
      60_000,
    );
    expect(second.log()).toContain(
      `The database folder ${folder} is in use by process ${first.pid}`,
    );
    const refused = await postBooking(second, roomRequest('second'), nextAddress());
    expect(refused.status).toBe(503);
    // A third opener, in this process, is refused too.
    await expect(openDatabase({ dataDir: folder, lockWaitMs: 0 })).rejects.toThrow(
      `in use by process ${first.pid}`,
    );
    // The staff's command works beside the running site, through its socket.
    const listed = await run(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/bookings.mts', 'list'],
      { cwd: root, env: { ...process.env, DATA_DIR: db.env.DATA_DIR } },
    );
    for (const reference of references) expect(listed.stdout).toContain(reference);
    await second.kill('SIGTERM');
    const more = await postBooking(first, roomRequest('more'), nextAddress());
    expect(more.status).toBe(201);
    references.push(String(more.json.reference));
    // SIGTERM closes the database and releases the folder.
    await first.kill('SIGTERM');
    expect(first.log()).toContain('"shutdown.done"');
    expect(existsSync(lockPathFor(folder))).toBe(false);
    const handle = await openDatabase({ dataDir: folder, lockWaitMs: 0 });
    try {
      const rows = await handle.db.select().from(bookingRequests);
      expect(rows.map((row) => row.reference).sort()).toEqual([...references].sort());
      // Each request's acknowledgement is kept with it.
      expect(
        await handle.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'parent')),
      ).toHaveLength(references.length);
    } finally {
      await handle.close();
    }
  });
});
