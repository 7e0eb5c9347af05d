import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingRequests, outboxEmails } from '@/lib/db/schema';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { roomInput, testContext, inDays } from '../testing/fixtures';

const today = inDays(0);

for (const database of testDatabases('ack_cap')) {
  describe(`acknowledgement cap on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened), { reset: 'once' });

    it('past the hourly cap, across instances, stores the request but queues no acknowledgement', async () => {
      const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'log').mockImplementation(() => {});
      // Two instances on one database: the cap is counted there, not in memory.
      const instance = () => bookingServiceOn(handle, { ackMailsPerHour: 2 });
      const [a, b] = [instance(), instance()];
      const context = testContext('en', today);
      const references: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        // Every request from an address of its own, as a rotation of addresses would.
        const result = await (i % 2 ? b : a).submit(
          roomInput({
            date: inDays(2 + i),
            email: `parent${i}@example.com`,
            phone: `067 600 00${i}`,
          }),
          { context, clientAddress: `198.51.100.${i + 1}` },
        );
        expect(result.status).toBe('created');
        references.push((result as { reference: string }).reference);
      }
      const kinds: string[][] = [];
      for (const reference of references) {
        const [row] = await handle.db
          .select()
          .from(bookingRequests)
          .where(eq(bookingRequests.reference, reference));
        expect(row).toBeDefined();
        const mails = await handle.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.bookingId, row!.id))
          .orderBy(outboxEmails.kind);
        kinds.push(mails.map((mail) => mail.kind));
      }
      // The venue's mails wait for the parents' confirmation (from the acknowledgement).
      expect(kinds).toEqual([['parent'], ['parent'], [], []]);
      const capLines = warnings.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes('booking.ack_cap_reached'));
      expect(capLines).toHaveLength(2);
      vi.restoreAllMocks();
    }, 60_000);
  });
}
