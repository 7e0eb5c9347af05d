// The lifecycle's scheduled mails on PGlite (PostgreSQL behaves the same here): a booking
// without an e-mail (taken by phone) gets no reminder, and no mail is ever queued without a
// recipient (SMTP would refuse it, retry it for days and show it as failed).
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '@/lib/db/schema';
import { sendReminders } from './lifecycle-jobs';
import { insertMails } from '../db/outbox-repository';
import { testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { insertBooking, testLifecycle } from '../testing/lifecycle';

for (const database of testDatabases('lc_jobs')) {
  describe(`the lifecycle's scheduled mails on ${database.name}`, () => {
    let handle: TestDb;
    const { deps } = testLifecycle();

    useTestDb(database, (opened) => (handle = opened));

    it('reminds a parent with an e-mail and queues nothing for a phone booking without one', async () => {
      const withEmail = await insertBooking(handle.db, { status: 'confirmed', startsInHours: 10 });
      await insertBooking(handle.db, { status: 'confirmed', startsInHours: 12, email: '' });
      await sendReminders(handle.db, deps);
      const mails = await handle.db.select().from(outboxEmails);
      expect(mails.map((mail) => [mail.bookingId, mail.to])).toEqual([
        [withEmail.id, 'marko@example.com'],
      ]);
      expect(mails[0]!.ics).toContain('BEGIN:VCALENDAR');
      // A second run finds nothing new to send.
      await sendReminders(handle.db, deps);
      expect(await handle.db.select().from(outboxEmails)).toHaveLength(1);
    });

    it('the outbox never queues a mail without a recipient', async () => {
      const stored = await insertBooking(handle.db, { status: 'confirmed', email: '' });
      const mail = { kind: 'parent' as const, subject: 's', text: 't', html: '<p>t</p>' };
      await insertMails(handle.db, [
        { ...mail, to: '', bookingId: stored.id, createdAt: new Date() },
        { ...mail, to: '  ', bookingId: stored.id, createdAt: new Date() },
        { ...mail, to: 'ana@example.com', bookingId: stored.id, createdAt: new Date() },
      ]);
      const queued = await handle.db.select().from(outboxEmails);
      expect(queued.map((row) => row.to)).toEqual(['ana@example.com']);
    });
  });
}
