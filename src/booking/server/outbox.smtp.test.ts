// The outbox against a real SMTP server on loopback (ports 4300–4399 of this checkout's range).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { bookingServiceOn, openPgliteCopy } from '../testing/databases';
import { outboxEmails } from '@/lib/db/schema';
import { createMailSender } from '../mail/sender';
import { deliverDueMails, startOutboxLoop } from '../mail/outbox';
import { createBookingService } from './service';
import { birthdayInput, inDays, partyContext, roomInput, testContext } from '../testing/fixtures';
import { eventually, startSmtpServer } from '../testing/smtp';
import { testLifecycle } from '../testing/lifecycle';
import { submitConfirmed } from '../testing/verify';
import { roomTitlesOf } from '../rules/party-rooms';
import { createLifecycle } from './lifecycle';
import { sql } from 'drizzle-orm';

// Inside this checkout's port range: E2E_PORT_BASE + 210 (4310 for 4100); SMTP_TEST_PORT overrides.
const PORT_BASE = Number(
  process.env.SMTP_TEST_PORT ?? Number(process.env.E2E_PORT_BASE ?? 3100) + 210,
);
const today = inDays(0);
const senderFor = (port: number) =>
  createMailSender({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Cluville <booking@cluville.test>',
    mailDir: '/nonexistent',
    smtp: { ignoreTLS: true },
  });

describe('outbox over SMTP', () => {
  let handle: DbHandle;
  let service: ReturnType<typeof createBookingService>;
  beforeAll(async () => {
    handle = await openPgliteCopy();
    service = bookingServiceOn(handle, { notifyTo: 'bookings@cluville.test' });
  }, 60_000);
  afterAll(async () => handle?.close());
  beforeEach(
    async () =>
      void (await handle.db.execute(
        sql`TRUNCATE booking_events, booking_holds, booking_requests, outbox_emails, rate_limits, party_invitations, invitation_answers RESTART IDENTITY`,
      )),
  );

  it('delivers both e-mails, each in the right language with the right content', async () => {
    const smtp = await startSmtpServer(PORT_BASE);
    try {
      // Each confirmed by its parent: the acknowledgement, then the venue's mail.
      const me = await submitConfirmed(service, handle.db, birthdayInput({ date: inDays(4) }), {
        context: testContext('me', today),
        clientAddress: '1',
      });
      const en = await submitConfirmed(service, handle.db, roomInput({ date: inDays(5) }), {
        context: testContext('en', today),
        clientAddress: '2',
      });
      expect(await deliverDueMails(handle.db, senderFor(PORT_BASE))).toEqual({
        sent: 4,
        failed: 0,
      });
      await eventually(() => smtp.messages.length === 4);
      const [meRef, enRef] = [me, en].map((result) => (result as { reference: string }).reference);
      const find = (to: string, ref: string) =>
        smtp.messages.find(
          (mail) => mail.header('To')?.includes(to) && mail.header('Subject')?.includes(ref),
        )!;

      const venue = find('bookings@cluville.test', meRef!);
      expect(venue.header('Reply-To')).toContain('ana@example.com');
      expect(venue.header('From')).toContain('booking@cluville.test');
      expect(venue.text).toContain('Paket:');
      expect(venue.text).toMatch(/Ukupno:\s+130\s€/);
      expect(venue.text).toContain('Ana Petrović');
      expect(venue.text).toContain('+382 67 111 222');
      expect(venue.html).toContain('<th');
      expect(venue.html).toContain('The birthday girl loves dragons.');

      const parentMe = find('ana@example.com', meRef!);
      expect(parentMe.header('Subject')).toBeDefined();
      expect(parentMe.text).toContain(`Referentni broj: ${meRef}`);
      expect(parentMe.text).toContain('Šta slijedi');
      expect(parentMe.text).toContain('Bez torte');
      expect(parentMe.html).toContain('lang="sr-ME"');

      const parentEn = find('marko@example.com', enRef!);
      expect(parentEn.text).toContain(`Reference: ${enRef}`);
      expect(parentEn.text).toContain('What happens next');
      expect(parentEn.text).toContain('Space Mission');
      expect(parentEn.html).toContain('lang="en"');
      // The venue reads every request in Montenegrin, whatever the parent's language.
      expect(find('bookings@cluville.test', enRef!).text).toContain('Escape soba:');
    } finally {
      await smtp.stop();
    }
  });

  it('names a stored party’s game rooms and their time in the parent’s and the venue’s mail', async () => {
    const smtp = await startSmtpServer(PORT_BASE + 3);
    try {
      const context = partyContext(5, testContext('en', today));
      // The lifecycle that confirms it names the rooms as the site does (runtime.ts, loadRoomTitles).
      const lifecycle = createLifecycle({
        ...testLifecycle().deps,
        roomTitles: async () => roomTitlesOf([context]),
      });
      const result = await submitConfirmed(
        service,
        handle.db,
        birthdayInput({
          package: 'legendary-party',
          rooms: 'dragons-cave,room-3',
          date: inDays(6),
          time: '15:00',
          email: 'jelena@example.com',
        }),
        { context, clientAddress: '4' },
        { lifecycle },
      );
      expect(result.status).toBe('created');
      expect(await deliverDueMails(handle.db, senderFor(PORT_BASE + 3))).toEqual({
        sent: 2,
        failed: 0,
      });
      await eventually(() => smtp.messages.length === 2);
      const to = (address: string) =>
        smtp.messages.find((mail) => mail.header('To')?.includes(address))!;
      const parent = to('jelena@example.com');
      expect(parent.text).toMatch(/Escape rooms:\s+Dragon's Cave, at 15:00\s+Room 3, at 15:00/);
      expect(parent.html).toContain('Dragon&#39;s Cave, at 15:00<br>Room 3, at 15:00');
      // The venue reads it in Montenegrin.
      const venue = to('bookings@cluville.test');
      expect(venue.text).toMatch(/Escape sobe:\s+Dragon's Cave, u 15:00\s+Room 3, u 15:00/);
    } finally {
      await smtp.stop();
    }
  });

  it('keeps the request while SMTP is down and delivers both e-mails once it is back', async () => {
    const port = PORT_BASE + 1;
    const result = await submitConfirmed(service, handle.db, birthdayInput({ date: inDays(7) }), {
      context: testContext('en', today),
      clientAddress: '3',
    });
    expect(result.status).toBe('created'); // the parent sees success although no mail can go out
    const loop = startOutboxLoop(async () => handle.db, senderFor(port), {
      intervalMs: 50,
      backoffBaseMs: 100,
      backoffCapMs: 400,
    });
    try {
      await eventually(() => false, 600).catch(() => {});
      const waiting = await handle.db.select().from(outboxEmails);
      expect(
        waiting.every((row) => row.status === 'pending' && row.attempts >= 1 && row.lastError),
      ).toBe(true);
      const smtp = await startSmtpServer(port);
      try {
        await eventually(() => smtp.messages.length >= 2);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.messages).toHaveLength(2);
        const rows = await handle.db.select().from(outboxEmails);
        expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
      } finally {
        await smtp.stop();
      }
    } finally {
      await loop.stop();
    }
  });
});

describe('a server process killed between storing and sending', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clv-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('delivers both e-mails once after the restart', async () => {
    // tsx as a loader in this very process (tsx's CLI would run it in a child that SIGKILL misses).
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/booking/testing/store-then-wait.mts', dataDir, inDays(3)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Its answer, printed once the request is stored and confirmed (its log lines come before).
    await eventually(() => output.includes('"status":"created"'), 60_000);
    const { reference } = JSON.parse(output.trim().split('\n').at(-1)!) as { reference: string };
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(() => process.kill(child.pid!, 0)).toThrow(); // really gone

    const port = PORT_BASE + 2;
    const smtp = await startSmtpServer(port);
    const restarted = await openDatabase({ dataDir });
    try {
      const pending = await restarted.db.select().from(outboxEmails);
      expect(pending.map((row) => row.status)).toEqual(['pending', 'pending']);
      const loop = startOutboxLoop(async () => restarted.db, senderFor(port), { intervalMs: 50 });
      await eventually(() => smtp.messages.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await loop.stop();
      expect(await deliverDueMails(restarted.db, senderFor(port))).toEqual({ sent: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(2);
      expect(smtp.messages.every((mail) => mail.header('Subject')?.includes(reference))).toBe(true);
    } finally {
      await restarted.close();
      await smtp.stop();
    }
  }, 120_000);
});
