// Erasure as the embedded database keeps it on disk: after an erase (or the retention purge) no
// file under DATA_DIR may still hold the erased name, e-mail, phone or message, neither the
// tables' pages, the newsletter's unique index, nor the write-ahead log. Read byte by byte, as
// anyone holding a copy of the folder could.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { storeSubscriber } from '@/newsletter/repository';
import { createMailSender } from '../mail/sender';
import { deliverDueMails } from '../mail/outbox';
import { bookingServiceOn } from '../testing/databases';
import { inDays, roomInput, testContext } from '../testing/fixtures';
import { submitConfirmed } from '../testing/verify';
import { erase, purgeBefore } from './retention';

const scratch = mkdtempSync(path.join(tmpdir(), 'clv-erase-disk-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Values that occur nowhere else in the folder: a hit can only be the erased person's.
const parent = {
  name: 'Zlatoqxa Vukmirovicz',
  email: 'zlatoqxa.erased@example.org',
  phone: '069 987 321',
  message: 'Quokkadragon cake without nuts',
};
const erased = Object.values(parent);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Each erased value with the files (relative to the data folder) whose bytes hold it. */
function foundOnDisk(dataDir: string): string[] {
  const hits: string[] = [];
  for (const file of filesUnder(dataDir)) {
    const bytes = readFileSync(file);
    for (const value of erased)
      if (bytes.includes(Buffer.from(value)))
        hits.push(`${value} in ${path.relative(dataDir, file)}`);
  }
  return hits.sort();
}

describe('erasure on the embedded database, on disk', () => {
  const dataDir = path.join(scratch, 'data');
  const mailDir = path.join(dataDir, 'mail');
  const open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  let handle: DbHandle;

  // One folder for the file (a new PGlite folder takes seconds to create); each test stores the
  // same person anew.
  beforeAll(async () => void (handle = await open()), 120_000);
  afterAll(async () => handle?.close());

  beforeEach(async () => {
    // Confirmed by its parent: the venue's mail, with the message, is written too.
    const result = await submitConfirmed(
      bookingServiceOn(handle),
      handle.db,
      roomInput({ date: inDays(3), ...parent }),
      { context: testContext('en', inDays(0)), clientAddress: '203.0.113.40' },
    );
    expect(result.status).toBe('created');
    await storeSubscriber(handle.db, parent.email, 'en');
    // The file outbox writes both mails (the venue's and the parent's) under DATA_DIR/mail.
    const sender = createMailSender({ from: 'Cluville <booking@cluville.test>', mailDir });
    await deliverDueMails(handle.db, sender);
    // A checkpoint writes the rows into the tables' files, as a running site does within minutes.
    await handle.db.execute(sql`CHECKPOINT`);
    // The grep finds them before: what the tests below assert is their absence afterwards.
    expect(foundOnDisk(dataDir).length).toBeGreaterThan(erased.length);
  }, 120_000);

  it('hole 3: after an erase no file under DATA_DIR holds the name, e-mail, phone or message', async () => {
    const result = await erase(handle, { email: parent.email }, mailDir);
    expect(result).toMatchObject({ bookings: 1, newsletter: 1, mails: 2 });
    expect(foundOnDisk(dataDir)).toEqual([]);
    // The database still works, and still finds nothing of them.
    const [left] = (
      (await handle.db.execute(
        sql`SELECT (SELECT count(*) FROM booking_requests)::int + (SELECT count(*) FROM newsletter_subscribers)::int AS n`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(left!.n).toBe(0);
    // Nor once the database is closed (nothing left to write out).
    await handle.close();
    expect(foundOnDisk(dataDir)).toEqual([]);
    handle = await open();
  }, 120_000);

  it('hole 3: after the retention purge no file under DATA_DIR holds the purged request', async () => {
    await handle.db.execute(
      sql`UPDATE booking_requests SET created_at = now() - interval '25 months'`,
    );
    await handle.db.execute(sql`DELETE FROM newsletter_subscribers`); // not the purge's
    const result = await purgeBefore(handle, new Date(Date.now() - 24 * 30 * 86_400_000), mailDir);
    expect(result).toMatchObject({ bookings: 1, mails: 2 });
    expect(foundOnDisk(dataDir)).toEqual([]);
  }, 120_000);
});
