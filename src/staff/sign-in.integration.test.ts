// Staff sign-in by e-mailed link, end to end below the browser: the link goes through the outbox
// to a real SMTP server on loopback, works once, expires after 15 minutes; another address gets
// the same answer and no mail; attempts are limited per client address. On PGlite
// (PostgreSQL behaves the same here).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxEmails, staffSessions, staffVerifications } from '@/lib/db/schema';
import { createRateLimiter } from '@/lib/rate-limit';
import { deliverDueMails } from '@/booking/mail/outbox';
import { createMailSender } from '@/booking/mail/sender';
import { testDatabases, useTestDb, type TestDb } from '@/booking/testing/databases';
import { eventually } from '@/booking/testing/smtp';
import { useSmtpServer, type TestSmtpServer } from '@/booking/testing/smtp-suite';
import { cookieHeadersFrom, createStaffAuth, SESSION_COOKIE_PREFIX } from './auth';
import { SIGN_IN_LIMIT, staffEmailsOf } from './config';

const SMTP_PORT = 5400 + 61;
const STAFF = 'desk@cluville.test';
const siteUrl = new URL('http://127.0.0.1:5999');

for (const database of testDatabases('desk_auth')) {
  describe(`staff sign-in on ${database.name}`, () => {
    let handle: TestDb;
    let smtp: TestSmtpServer;
    let staffAuth: ReturnType<typeof createStaffAuth>;
    const sender = createMailSender({
      smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
      from: 'Cluville <desk@cluville.test>',
      mailDir: '/tmp/unused',
      smtp: { ignoreTLS: true },
    });
    let address = 0;
    const nextAddress = () => `198.51.100.${++address}`;
    // The work each request leaves for after its answer (Next.js `after()` on the site).
    const afterAnswer: (() => Promise<void>)[] = [];
    const runAfterAnswer = async () => {
      for (const work of afterAnswer.splice(0)) await work();
    };

    useTestDb(database, (opened) => {
      handle = opened;
      staffAuth = createStaffAuth({
        db: handle.db,
        siteUrl,
        staffEmails: () => [STAFF, 'other-staff@cluville.test'],
        rateLimiter: createRateLimiter(async () => handle.db),
        secret: 'a-test-secret-that-is-long-enough-0123456789',
        secureCookies: false,
        afterAnswer: (work) => afterAnswer.push(work),
      });
    });
    useSmtpServer(SMTP_PORT, (started) => (smtp = started));
    beforeEach(async () => {
      await handle.db.execute(
        sql`TRUNCATE staff_verifications, staff_sessions, staff_accounts, staff_users CASCADE`,
      );
      afterAnswer.length = 0;
    });
    afterEach(() => vi.useRealTimers());

    const deliver = async () => {
      await runAfterAnswer();
      await deliverDueMails(handle.db, sender);
    };
    const tokenOf = (text: string) =>
      /\/staff\/sign-in\/link\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

    it('mails a link to a staff address over SMTP; the link signs in once', async () => {
      expect(await staffAuth.requestLink(' Desk@Cluville.test ', nextAddress(), 'en')).toEqual({
        status: 'sent',
      });
      await deliver();
      await eventually(() => smtp.messages.length === 1);
      const mail = smtp.messages[0]!;
      expect(mail.header('to')).toBe(STAFF);
      expect(mail.header('subject')).toBe('Your sign-in link for the Cluville staff desk');
      expect(mail.text).toContain('within 15 minutes');
      const token = tokenOf(mail.text);
      expect(token).toBeTruthy();
      // Once sent, the link is kept nowhere in the database.
      const [sent] = await handle.db.select().from(outboxEmails);
      expect(sent).toMatchObject({ status: 'sent', kind: 'staff', bookingId: null });
      expect(`${sent!.text}${sent!.html}`).not.toContain(token!);
      // Only a hash of the token is stored.
      const stored = await handle.db.select().from(staffVerifications);
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token!);

      const first = await staffAuth.verify(token!, nextAddress());
      expect(first.status).toBe('signed-in');
      if (first.status !== 'signed-in') return;
      const cookie = first.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${SESSION_COOKIE_PREFIX}.session_token=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=43200/i);
      const staff = await staffAuth.currentStaff(cookieHeadersFrom(first.headers));
      expect(staff?.email).toBe(STAFF);

      // The same link again: refused.
      expect((await staffAuth.verify(token!, nextAddress())).status).toBe('invalid');

      // Signing out ends the session.
      await staffAuth.signOut(cookieHeadersFrom(first.headers));
      expect(await staffAuth.currentStaff(cookieHeadersFrom(first.headers))).toBeNull();
      expect(await handle.db.select().from(staffSessions)).toHaveLength(0);
    });

    it('the venue’s address for requests (BOOKING_NOTIFY_TO alone) may sign in to answer them', async () => {
      // A site that set only BOOKING_NOTIFY_TO: its mails link to the desk, so that address signs in.
      const venueOnly = createStaffAuth({
        db: handle.db,
        siteUrl,
        staffEmails: () => staffEmailsOf({ BOOKING_NOTIFY_TO: 'bookings@cluville.test' }),
        rateLimiter: createRateLimiter(async () => handle.db),
        secret: 'a-test-secret-that-is-long-enough-0123456789',
        secureCookies: false,
        afterAnswer: (work) => afterAnswer.push(work),
      });
      expect(await venueOnly.requestLink('bookings@cluville.test', nextAddress(), 'me')).toEqual({
        status: 'sent',
      });
      await deliver();
      await eventually(() => smtp.messages.length === 1);
      expect(smtp.messages[0]!.header('to')).toBe('bookings@cluville.test');
      const signedIn = await venueOnly.verify(tokenOf(smtp.messages[0]!.text)!, nextAddress());
      expect(signedIn.status).toBe('signed-in');
      if (signedIn.status !== 'signed-in') return;
      expect((await venueOnly.currentStaff(cookieHeadersFrom(signedIn.headers)))?.email).toBe(
        'bookings@cluville.test',
      );
      // Without it, that address is no one's: no mail.
      expect(await staffAuth.requestLink('bookings@cluville.test', nextAddress(), 'me')).toEqual({
        status: 'sent',
      });
      await runAfterAnswer();
      expect(await handle.db.select().from(outboxEmails)).toHaveLength(1);
    });

    it('another address gets the same answer and no mail', async () => {
      expect(await staffAuth.requestLink('parent@example.com', nextAddress(), 'me')).toEqual({
        status: 'sent',
      });
      await deliver();
      expect(await handle.db.select().from(outboxEmails)).toHaveLength(0);
      expect(await handle.db.select().from(staffVerifications)).toHaveLength(0);
      expect(smtp.messages).toHaveLength(0);
    });

    it('answers a staff address and any other alike, before anything is written for either', async () => {
      const written = async () => ({
        verifications: (await handle.db.select().from(staffVerifications)).length,
        mails: (await handle.db.select().from(outboxEmails)).length,
      });
      const nothing = { verifications: 0, mails: 0 };
      const staff = await staffAuth.requestLink(STAFF, nextAddress(), 'en');
      const other = await staffAuth.requestLink('parent@example.com', nextAddress(), 'en');
      expect(staff).toEqual(other);
      // Neither answer waited for the token or the mail: both paths have written nothing yet,
      // and each left one piece of work for after its answer.
      expect(await written()).toEqual(nothing);
      expect(afterAnswer).toHaveLength(2);
      await afterAnswer[1]!();
      expect(await written()).toEqual(nothing);
      await afterAnswer[0]!();
      expect(await written()).toEqual({ verifications: 1, mails: 1 });
      afterAnswer.length = 0;
    });

    it('a link older than 15 minutes is refused', async () => {
      await staffAuth.requestLink(STAFF, nextAddress(), 'me');
      await runAfterAnswer();
      const [row] = await handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, 'staff'));
      expect(row!.text).toContain('15 minuta');
      const token = tokenOf(row!.text)!;
      vi.useFakeTimers({ now: Date.now() + 15 * 60_000 + 1_000, toFake: ['Date'] });
      expect((await staffAuth.verify(token, nextAddress())).status).toBe('invalid');
      vi.useRealTimers();
      expect((await staffAuth.verify(token, nextAddress())).status).toBe('invalid');
    });

    it('limits sign-in attempts per client address', async () => {
      const from = nextAddress();
      for (let i = 0; i < SIGN_IN_LIMIT.attempts; i++)
        expect((await staffAuth.requestLink(`nobody${i}@example.com`, from, 'en')).status).toBe(
          'sent',
        );
      expect((await staffAuth.requestLink(STAFF, from, 'en')).status).toBe('rate-limited');
      expect((await staffAuth.verify('x'.repeat(32), from)).status).toBe('rate-limited');
      expect(await handle.db.select().from(outboxEmails)).toHaveLength(0);
      // Another address is not affected.
      expect((await staffAuth.requestLink(STAFF, nextAddress(), 'en')).status).toBe('sent');
    });
  });
}
