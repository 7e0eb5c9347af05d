// The lifecycle end to end below the browser: requests stored by the booking service, changed by
// `transition` and the scheduled jobs, their mails delivered by the outbox to a real SMTP server
// on loopback; PGlite, and PostgreSQL with TEST_DATABASE_URL. Every mail in the right language.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookingRequests } from '@/lib/db/schema';
import { runDueJobs } from '@/jobs/scheduler';
import { createLifecycle, type LifecycleDeps } from './lifecycle';
import { lifecycleJob } from './lifecycle-jobs';
import { createMailSender } from '../mail/sender';
import { deliverDueMails } from '../mail/outbox';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { roomInput, birthdayInput, testContext, inDays } from '../testing/fixtures';
import {
  confirmedAroundCutoff,
  insertBooking,
  TEST_VENUE,
  testLifecycleSettings,
} from '../testing/lifecycle';
import { eventually, type ReceivedMail } from '../testing/smtp';
import { confirmRequest } from '../testing/verify';
import { useSmtpServer, type TestSmtpServer } from '../testing/smtp-suite';
import type { LifecycleSettings } from '../rules/lifecycle-rules';

// Inside this checkout's port range: E2E_PORT_BASE + 220 (4320 for 4100).
const PORT = Number(process.env.E2E_PORT_BASE ?? 3100) + 220;
const today = inDays(0);
const sender = createMailSender({
  smtpUrl: `smtp://127.0.0.1:${PORT}`,
  from: 'Cluville <booking@cluville.test>',
  mailDir: '/nonexistent',
  smtp: { ignoreTLS: true },
});

/** The calendar attachment of a received mail, decoded. */
function calendarOf(mail: ReceivedMail): string | undefined {
  const match = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(mail.raw);
  if (!match) return undefined;
  const head = mail.raw.slice(match.index, match.index + match[0].length - match[1]!.length - 4);
  const body = match[1]!;
  if (/Content-Transfer-Encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A header with its MIME encoded-words decoded (subjects with č, š, ž …). */
function decoded(mail: ReceivedMail, name: string): string | undefined {
  return mail
    .header(name)
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
const subject = (mail: ReceivedMail) => decoded(mail, 'Subject');

/** The path of the first link in a text part that starts with `label: `. */
function linkPath(mail: ReceivedMail, label: string): string {
  const line = mail.text.split('\n').find((candidate) => candidate.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in:\n${mail.text}`);
  return new URL(line.slice(label.length + 2).trim()).pathname;
}

for (const database of testDatabases('lc_smtp', {
  postgres: 'concurrent schedulers (SKIP LOCKED)',
})) {
  describe(`lifecycle mails over SMTP on ${database.name}`, { timeout: 30_000 }, () => {
    let handle: TestDb;
    let smtp: TestSmtpServer;

    const setup = (overrides: Partial<LifecycleSettings> = {}) => {
      const settings = testLifecycleSettings(overrides);
      const deps: LifecycleDeps = { settings, venue: async () => TEST_VENUE };
      const lifecycle = createLifecycle(deps);
      const service = bookingServiceOn(handle, { notifyTo: TEST_VENUE.email, lifecycle: settings });
      return { settings, deps, lifecycle, service };
    };
    const deliver = async (count: number) => {
      const before = smtp.messages.length;
      await deliverDueMails(handle.db, sender);
      await eventually(() => smtp.messages.length >= before + count);
      return smtp.messages.slice(before);
    };
    const submit = async (
      service: ReturnType<typeof setup>['service'],
      input: Record<string, string>,
      locale: 'me' | 'en',
    ) => {
      const result = await service.submit(input, {
        context: testContext(locale, today),
        clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}`,
      });
      expect(result.status).toBe('created');
      const [row] = await handle.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.reference, (result as { reference: string }).reference));
      return row!;
    };

    /** Runs the instances' due jobs side by side until the booking expires (20 s at most): its status. */
    const runUntilExpired = async (instances: ReturnType<typeof lifecycleJob>[], id: number) => {
      let status = '';
      const end = Date.now() + 20_000;
      while (status !== 'expired' && Date.now() < end) {
        await Promise.all(instances.map((job) => runDueJobs(handle.db, [job])));
        const [row] = await handle.db
          .select({ status: bookingRequests.status })
          .from(bookingRequests)
          .where(eq(bookingRequests.id, id));
        status = row!.status;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return status;
    };

    useTestDb(database, (opened) => (handle = opened));
    useSmtpServer(PORT, (started) => (smtp = started));

    it('confirm: the parent confirms the request from the acknowledgement, the venue’s mail then links to the desk, and the confirmation comes with a calendar file', async () => {
      const { lifecycle, service } = setup();
      const booking = await submit(service, roomInput({ date: inDays(6), time: '18:00' }), 'en');
      // Only the acknowledgement: one button, to confirm the request within 30 minutes.
      const [parent] = await deliver(1);
      expect(subject(parent!)).toBe(`We have received your request ${booking.reference}`);
      expect(parent!.text).toMatch(
        /confirm your request with the button below within 30 minutes, .* we hold .* at 18:00 for you; without your confirmation the time is released/i,
      );
      expect(linkPath(parent!, 'Confirm your request')).toMatch(
        new RegExp(`^/en/booking/${booking.id}~verify~`),
      );
      expect(parent!.text).not.toContain('See or change your booking');

      await confirmRequest(handle.db, booking.reference, { lifecycle });
      const [venue] = await deliver(1);
      expect(venue!.header('To')).toContain(TEST_VENUE.email);
      expect(venue!.header('Reply-To')).toContain(booking.email);
      expect(subject(venue!)).toMatch(
        new RegExp(`^Novi zahtjev za rezervaciju ${booking.reference}`),
      );
      expect(venue!.text).toContain('Odgovorite na recepciji (potrebna je prijava).');
      expect(linkPath(venue!, 'Otvorite na recepciji')).toBe(`/staff/bookings/${booking.id}`);
      // No action of its own: a reply that quotes it hands the parent nothing.
      expect(venue!.raw).not.toMatch(/booking-request|\/booking\/\d+~/);

      expect(
        await lifecycle.transition(handle.db, booking.id, 'confirm', { actor: { kind: 'staff' } }),
      ).toMatchObject({ ok: true });
      const [confirmed] = await deliver(1);
      expect(subject(confirmed!)).toBe(`Your booking ${booking.reference} is confirmed`);
      expect(confirmed!.text).toContain(`Reference: ${booking.reference}`);
      expect(confirmed!.text).toContain(TEST_VENUE.address);
      const ics = calendarOf(confirmed!);
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics!)).getFirstSubcomponent('vevent')!,
      );
      expect(event.startDate.toJSDate().getTime()).toBe(booking.startsAt.getTime());
      expect(event.description).toContain(booking.reference);
      expect(smtp.messages).toHaveLength(3);
    });

    it('propose → accept: the Montenegrin parent gets the proposal, then the confirmation; the venue hears of the acceptance', async () => {
      const { lifecycle, service } = setup();
      const booking = await submit(
        service,
        birthdayInput({ date: inDays(8), time: '12:00' }),
        'me',
      );
      await deliver(1);
      await confirmRequest(handle.db, booking.reference, { lifecycle });
      await deliver(1);
      const newStart = new Date(booking.startsAt.getTime() + 3 * 3_600_000);
      expect(
        await lifecycle.transition(handle.db, booking.id, 'propose', {
          actor: { kind: 'staff' },
          proposedSlot: { startsAt: newStart },
        }),
      ).toMatchObject({ ok: true, to: 'proposed' });
      const [proposed] = await deliver(1);
      expect(subject(proposed!)).toBe(`Drugi termin za vaš zahtjev ${booking.reference}`);
      expect(proposed!.text).toContain('Predlažemo vam termin');
      expect(proposed!.text).toContain('15:00');
      expect(linkPath(proposed!, 'Odbijte')).toMatch(/^\/booking\//);
      expect(
        await lifecycle.transition(handle.db, booking.id, 'accept', { actor: { kind: 'parent' } }),
      ).toMatchObject({ ok: true, to: 'confirmed' });
      const mails = await deliver(2);
      const parent = mails.find((mail) => mail.header('To')?.includes(booking.email))!;
      const venue = mails.find((mail) => mail.header('To')?.includes(TEST_VENUE.email))!;
      expect(subject(parent)).toBe(`Vaša rezervacija ${booking.reference} je potvrđena`);
      expect(calendarOf(parent)).toContain('BEGIN:VEVENT');
      expect(subject(venue)).toContain(
        `Roditelj je prihvatio predloženi termin: ${booking.reference}`,
      );
      const trail = await handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, booking.id));
      expect(trail.map((event) => `${event.actor}:${event.fromStatus}->${event.toStatus}`)).toEqual(
        ['parent:unverified->pending', 'staff:pending->proposed', 'parent:proposed->confirmed'],
      );
    });

    it('decline: the reason and the note in the parent’s language, and a link to pick another time', async () => {
      const { lifecycle, service } = setup();
      const booking = await submit(service, roomInput({ date: inDays(9), time: '17:00' }), 'en');
      await deliver(1);
      await confirmRequest(handle.db, booking.reference, { lifecycle });
      await deliver(1);
      expect(
        await lifecycle.transition(handle.db, booking.id, 'decline', {
          actor: { kind: 'staff' },
          reason: 'maintenance',
          note: 'A new puzzle is being built.',
        }),
      ).toMatchObject({ ok: true });
      const [declined] = await deliver(1);
      expect(subject(declined!)).toBe(`We cannot take your request ${booking.reference}`);
      expect(declined!.text).toContain('The room is under maintenance at that time.');
      expect(declined!.text).toContain('A note from us: A new puzzle is being built.');
      expect(linkPath(declined!, 'Pick another time')).toBe('/en/book-now');
    });

    it('a parent cancels before the cut-off (parent and venue are mailed); after it, nothing changes and no mail goes', async () => {
      const { lifecycle } = setup();
      const { early, late } = await confirmedAroundCutoff(
        handle.db,
        { early: 24 * 5, late: 30 },
        { locale: 'me' },
      );
      expect(
        await lifecycle.transition(handle.db, early.id, 'cancel', { actor: { kind: 'parent' } }),
      ).toMatchObject({ ok: true });
      const mails = await deliver(2);
      expect(mails.map((mail) => subject(mail)).sort()).toEqual([
        expect.stringMatching(new RegExp(`^Roditelj je otkazao: ${early.reference}, `)),
        `Vaša rezervacija ${early.reference} je otkazana`,
      ]);
      // The parent's mail carries the event's removal, announced as such in the part's type.
      const cancelled = mails.find((mail) => subject(mail)!.startsWith('Vaša rezervacija'))!;
      expect(cancelled.raw).toMatch(/Content-Type: text\/calendar;[^\r\n]*method=CANCEL/i);
      const ics = new ICAL.Component(ICAL.parse(calendarOf(cancelled)!));
      expect(ics.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(ics.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(
        await lifecycle.transition(handle.db, late.id, 'cancel', { actor: { kind: 'parent' } }),
      ).toMatchObject({ ok: false, reason: 'after-cutoff' });
      expect(await deliverDueMails(handle.db, sender)).toEqual({ sent: 0, failed: 0 });
    });

    it('BOOKING_VERIFY_WITHIN=2s: two schedulers expire an unconfirmed request once, quietly', async () => {
      const { lifecycle, deps, service } = setup({ verifyWithinMs: 2_000 });
      const booking = await submit(service, roomInput({ date: inDays(7), time: '12:00' }), 'en');
      await deliver(1);
      const instances = [lifecycleJob(lifecycle, deps), lifecycleJob(lifecycle, deps)];
      expect(await runUntilExpired(instances, booking.id)).toBe('expired');
      // No mail to anyone: the address was never shown to be the parent's.
      expect(await deliverDueMails(handle.db, sender)).toEqual({ sent: 0, failed: 0 });
      const trail = await handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, booking.id));
      expect(trail.map((event) => `${event.actor}:${event.fromStatus}->${event.toStatus}`)).toEqual(
        ['system:unverified->expired'],
      );
    }, 40_000);

    it('BOOKING_HOLD_TTL=3s: two schedulers nudge the venue once at half the hold and expire the request once', async () => {
      const { lifecycle, deps, service } = setup({ holdTtlMs: 3_000 });
      const booking = await submit(service, roomInput({ date: inDays(7), time: '16:00' }), 'en');
      await deliver(1);
      // The hold of BOOKING_HOLD_TTL starts when the parent confirms the request.
      await confirmRequest(handle.db, booking.reference, { lifecycle });
      await deliver(1);
      // Two instances, each with its own job runner, checking often.
      const instances = [lifecycleJob(lifecycle, deps), lifecycleJob(lifecycle, deps)];
      expect(await runUntilExpired(instances, booking.id)).toBe('expired');
      const mails = await deliver(2);
      expect(await deliverDueMails(handle.db, sender)).toEqual({ sent: 0, failed: 0 });
      const subjects = mails.map((mail) => subject(mail));
      expect(
        subjects.filter((subject) => subject?.startsWith('Zahtjev još čeka odgovor')),
      ).toHaveLength(1);
      expect(
        subjects.filter((subject) => subject === `Your request ${booking.reference} has expired`),
      ).toHaveLength(1);
      const trail = await handle.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, booking.id));
      expect(trail.map((event) => `${event.actor}:${event.fromStatus}->${event.toStatus}`)).toEqual(
        ['parent:unverified->pending', 'system:pending->expired'],
      );
      // The slot is free again.
      await submit(
        service,
        roomInput({ date: inDays(7), time: '16:00', email: 'next@example.com', name: 'Next' }),
        'en',
      );
    }, 40_000);

    it('a short BOOKING_REMINDER_BEFORE: two schedulers send each reminder once, with the calendar file', async () => {
      const { lifecycle, deps } = setup({ reminderBeforeMs: 3 * 86_400_000 });
      const soon = await insertBooking(handle.db, { status: 'confirmed', startsInHours: 48 });
      await insertBooking(handle.db, {
        status: 'confirmed',
        startsInHours: 24 * 6,
        resource: 'room:202',
      });
      await insertBooking(handle.db, {
        status: 'pending',
        startsInHours: 50,
        resource: 'room:204',
      });
      const instances = [lifecycleJob(lifecycle, deps), lifecycleJob(lifecycle, deps)];
      await Promise.all(instances.map((job) => runDueJobs(handle.db, [job])));
      await Promise.all(instances.map((job) => runDueJobs(handle.db, [job])));
      const mails = await deliver(1);
      expect(await deliverDueMails(handle.db, sender)).toEqual({ sent: 0, failed: 0 });
      expect(mails).toHaveLength(1);
      expect(subject(mails[0]!)).toMatch(
        new RegExp(`^Reminder: your booking ${soon.reference} on `),
      );
      expect(calendarOf(mails[0]!)).toContain('BEGIN:VEVENT');
    });
  });
}
