// No personal data in logs (docs/hostile-requests.md, "Logs hold no personal data"): every booking
// and newsletter path, failures included, runs against the real services, a real database, a real
// SMTP server and a real HTTP list on loopback, with the console captured. The parent's name,
// e-mail, phone, message and address must appear in no line.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '@/lib/rate-limit';
import { createNewsletterService } from '@/newsletter/service';
import { createMailSender } from '../mail/sender';
import { deliverDueMails } from '../mail/outbox';
import { createBookingService } from './service';
import { testDatabases } from '../testing/databases';
import { birthdayInput, roomInput, testContext, inDays } from '../testing/fixtures';
import { testLifecycleSettings } from '../testing/lifecycle';
import { confirmRequest } from '../testing/verify';

const PARENT = {
  name: 'Zorana Tajnović',
  email: 'zorana.tajnovic@example.org',
  phone: '+382 69 404 717',
  message: 'Kod je PII-7731, ne logovati',
};
const ADDRESS = '198.51.100.77';
const SECRETS = [
  PARENT.name,
  PARENT.email,
  PARENT.phone,
  PARENT.message,
  ADDRESS,
  'Tajnović',
  'PII-7731',
  '69 404 717',
];

const today = inDays(0);

function captureConsole() {
  const lines: string[] = [];
  const record = (...args: unknown[]) =>
    void lines.push(
      args
        .map((arg) => (typeof arg === 'string' ? arg : (JSON.stringify(arg) ?? String(arg))))
        .join(' '),
    );
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation(record);
  return lines;
}

/** An SMTP server that refuses every recipient, naming it, as real servers do. */
async function startRefusingSmtp(): Promise<{ port: number; stop(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const error = new Error(`<${address.address}>: Recipient address rejected`) as Error & {
        responseCode: number;
      };
      error.responseCode = 550;
      callback(error);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { port, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A Mailchimp-like list that fails with a body naming the address, as Mailchimp does. */
async function startFailingList(): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { email_address: email } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        email_address: string;
      };
      res.writeHead(400, { 'Content-Type': 'application/problem+json' });
      res.end(
        JSON.stringify({
          title: 'Invalid Resource',
          status: 400,
          detail: `${email} looks fake or invalid, please enter a real email address.`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/3.0/lists/l/members`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

for (const database of testDatabases('pii_logs')) {
  describe(`log lines on ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    let smtp: Awaited<ReturnType<typeof startRefusingSmtp>>;
    let list: Awaited<ReturnType<typeof startFailingList>>;
    const context = testContext('en', today);
    const meta = { context, clientAddress: ADDRESS };

    beforeAll(async () => {
      handle = await database.open();
      await handle.reset();
      smtp = await startRefusingSmtp();
      list = await startFailingList();
    }, 60_000);
    afterAll(async () => {
      vi.restoreAllMocks();
      await smtp?.stop();
      await list?.stop();
      await handle?.close();
    });

    it('runs every booking and newsletter path and logs none of the parent’s data', async () => {
      const lines = captureConsole();
      const limiter = createRateLimiter(async () => handle.db);
      const booking = createBookingService({
        getDb: async () => handle.db,
        rateLimiter: limiter,
        concurrentWriters: handle.kind === 'postgres',
        ackMailsPerHour: 3,
        lifecycle: testLifecycleSettings(),
      });
      const input = birthdayInput({ ...PARENT, date: inDays(3) });
      const outcomes: string[] = [];

      const first = await booking.submit(input, meta);
      outcomes.push(first.status); // created
      await confirmRequest(handle.db, first); // the parent confirms it: the venue's mail is queued
      outcomes.push((await booking.submit(input, meta)).status); // duplicate
      outcomes.push(
        (
          await booking.submit(
            { ...input, email: 'not an address', name: `${PARENT.name}\u0000` },
            meta,
          )
        ).status,
      ); // invalid
      outcomes.push(
        (await booking.submit(input, { ...meta, honeypot: 'https://spam.example' })).status,
      ); // honeypot
      // The database refuses the row (a constraint, like PostgreSQL refusing a NUL): Drizzle's
      // error text holds every parameter of the insert.
      await handle.db.execute(
        sql.raw(
          `ALTER TABLE booking_requests ADD CONSTRAINT pii_probe CHECK (name <> '${PARENT.name}') NOT VALID`,
        ),
      );
      outcomes.push(
        (await booking.submit(birthdayInput({ ...PARENT, date: inDays(6) }), meta)).status,
      ); // unavailable
      await handle.db.execute(sql.raw('ALTER TABLE booking_requests DROP CONSTRAINT pii_probe'));
      outcomes.push((await booking.submit(roomInput({ ...PARENT, date: inDays(4) }), meta)).status); // created: the address's first unconfirmed
      outcomes.push((await booking.submit(roomInput({ ...PARENT, date: inDays(7) }), meta)).status); // created: its second, the hour's third acknowledgement
      outcomes.push((await booking.submit(roomInput({ ...PARENT, date: inDays(8) }), meta)).status); // too-many-unconfirmed
      // An enquiry (it waits for no confirmation) past the acknowledgement cap: stored, its
      // acknowledgement waiting for the next hour. Its own e-mail and phone: the parent's wait.
      outcomes.push(
        (
          await booking.submit(
            {
              form: 'team',
              company: 'Tajnović d.o.o.',
              groupSize: '12',
              preferredDates: PARENT.message,
              name: PARENT.name,
              email: 'company@example.org',
              phone: '067 555 111',
              message: PARENT.message,
            },
            meta,
          )
        ).status,
      ); // created, past the acknowledgement cap
      for (let i = 0; i < 10; i += 1)
        await booking.submit(roomInput({ ...PARENT, date: inDays(10 + i) }), meta);
      outcomes.push(
        (await booking.submit(roomInput({ ...PARENT, date: inDays(30) }), meta)).status,
      ); // rate-limited

      // SMTP refuses the recipient, naming the address.
      const sender = createMailSender({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Cluville <no-reply@cluville.test>',
        mailDir: '/nonexistent',
        smtp: { ignoreTLS: true },
      });
      const delivery = await deliverDueMails(handle.db, sender);
      expect(delivery.sent).toBe(0);

      const failingList = createNewsletterService({
        listUrl: list.url,
        getDb: async () => handle.db,
        rateLimiter: limiter,
      });
      const local = createNewsletterService({ getDb: async () => handle.db, rateLimiter: limiter });
      const brokenDb = createNewsletterService({
        getDb: async () => handle.db,
        rateLimiter: createRateLimiter(async () => handle.db),
      });
      const newsletterMeta = { locale: 'en' as const, clientAddress: '203.0.113.200' };
      outcomes.push((await local.subscribe(PARENT.email, newsletterMeta)).status); // subscribed
      outcomes.push((await local.subscribe(PARENT.email, newsletterMeta)).status); // subscribed again (duplicate)
      outcomes.push((await local.subscribe(`${PARENT.email}\u0000`, newsletterMeta)).status); // invalid
      outcomes.push((await failingList.subscribe(PARENT.email, newsletterMeta)).status); // list failure
      await handle.db.execute(
        sql.raw(
          `ALTER TABLE newsletter_subscribers ADD CONSTRAINT pii_probe CHECK (email <> 'other.${PARENT.email}') NOT VALID`,
        ),
      );
      outcomes.push((await brokenDb.subscribe(`other.${PARENT.email}`, newsletterMeta)).status); // database failure
      await handle.db.execute(
        sql.raw('ALTER TABLE newsletter_subscribers DROP CONSTRAINT pii_probe'),
      );
      for (let i = 0; i < 10; i += 1)
        await local.subscribe(PARENT.email, { ...newsletterMeta, clientAddress: ADDRESS });
      outcomes.push(
        (await local.subscribe(PARENT.email, { ...newsletterMeta, clientAddress: ADDRESS })).status,
      ); // rate-limited
      vi.restoreAllMocks();

      expect(outcomes).toEqual([
        'created',
        'duplicate',
        'invalid',
        'created',
        'unavailable',
        'created',
        'created',
        'too-many-unconfirmed',
        'created',
        'rate-limited',
        'subscribed',
        'subscribed',
        'invalid',
        'failed',
        'failed',
        'rate-limited',
      ]);
      const events = lines.map((line) => (JSON.parse(line) as { event: string }).event);
      // Each failure was logged, so the check below reads real failure lines.
      for (const event of [
        'booking.stored',
        'booking.duplicate',
        'booking.ack_cap_reached',
        'booking.honeypot',
        'booking.store_failed',
        'booking.too_many_unconfirmed',
        'booking.rate_limited',
        'newsletter.list_failed',
        'newsletter.failed',
        'newsletter.rate_limited',
      ]) {
        expect(events).toContain(event);
      }
      expect(events.some((event) => event.startsWith('outbox.'))).toBe(true);
      const storeFailed = lines.find((line) => line.includes('booking.store_failed'))!;
      expect(JSON.parse(storeFailed).error).toMatchObject({
        name: 'DatabaseError',
        code: '23514',
        constraint: 'pii_probe',
      });
      const leaks = lines.filter((line) =>
        SECRETS.some(
          (secret) => line.includes(secret) || line.includes(JSON.stringify(secret).slice(1, -1)),
        ),
      );
      expect(leaks).toEqual([]);
    }, 120_000);
  });
}
