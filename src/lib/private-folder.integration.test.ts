// DATA_DIR as the site leaves it: started on a fresh folder, with a booking stored in the
// embedded database, its mails written by the file outbox and a generated key, every folder in
// it is 0700 and every file 0600; a folder that was there before with wider modes is narrowed
// at start, and the log says which folder.
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { configuredOrGeneratedSecret } from '@/lib/generated-secret';
import { silencedConsole } from '@/lib/testing/console-spy';
import { createMailSender } from '@/booking/mail/sender';
import { deliverDueMails } from '@/booking/mail/outbox';
import { bookingServiceOn } from '@/booking/testing/databases';
import { inDays, roomInput, testContext } from '@/booking/testing/fixtures';
import { submitConfirmed } from '@/booking/testing/verify';
import { prepareDataDir } from './private-folder';

const scratch = mkdtempSync(path.join(tmpdir(), 'clv-data-modes-'));
const umask = process.umask();
const dataDirBefore = process.env.DATA_DIR;
afterAll(() => {
  process.umask(umask);
  if (dataDirBefore === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = dataDirBefore;
  rmSync(scratch, { recursive: true, force: true });
});

/** Every entry under `root` (itself included) whose mode is not the site user's alone. */
function openToOthers(root: string): string[] {
  const wider: string[] = [];
  const visit = (entry: string) => {
    const info = statSync(entry);
    const mode = info.mode & 0o777;
    if (info.isDirectory() ? mode !== 0o700 : mode !== 0o600)
      wider.push(`${mode.toString(8)} ${path.relative(root, entry) || '.'}`);
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return wider;
}

function countEntries(root: string): number {
  return readdirSync(root, { recursive: true }).length;
}

describe("DATA_DIR is the site user's alone", () => {
  const stderr = silencedConsole('error');
  // As a shell or a service manager hands it over: new files readable by everyone.
  beforeAll(() => void process.umask(0o022));
  afterEach(() => void process.umask(0o022));

  it('hole 6: started on a fresh DATA_DIR, with a booking, its mails and a key written, every folder is 0700 and every file 0600', async () => {
    const dataDir = path.join(scratch, 'fresh', 'data');
    process.env.DATA_DIR = dataDir;
    expect(prepareDataDir()).toBe(0);
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      // Confirmed by its parent: the acknowledgement and the venue's mail.
      const result = await submitConfirmed(
        bookingServiceOn(handle),
        handle.db,
        roomInput({ date: inDays(3) }),
        { context: testContext('en', inDays(0)), clientAddress: '203.0.113.60' },
      );
      expect(result.status).toBe('created');
      const mailDir = path.join(dataDir, 'mail');
      const sender = createMailSender({ from: 'Cluville <booking@cluville.test>', mailDir });
      expect(await deliverDueMails(handle.db, sender)).toMatchObject({ sent: 2 });
      expect(readdirSync(mailDir).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
      configuredOrGeneratedSecret(undefined, 'booking-link-secret', {
        minLength: 32,
        event: 'test.key_generated',
        setting: 'BOOKING_LINK_SECRET',
      });
    } finally {
      await handle.close();
    }
    // The database's own files (over a thousand), the lock, the mails, the key: none wider.
    expect(countEntries(dataDir)).toBeGreaterThan(900);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(stderr().mock.calls.join('\n')).not.toContain('data_dir.tightened');
  }, 180_000);

  it('hole 6: a DATA_DIR that was there with 0777 folders and 0666 files is narrowed at start, with a warning naming it', () => {
    const dataDir = path.join(scratch, 'old', 'data');
    mkdirSync(path.join(dataDir, 'mail'), { recursive: true });
    mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'mail', '2026-01-01T00-00-00-000Z-1-parent.eml'), 'mail');
    writeFileSync(path.join(dataDir, 'pglite', 'base', '16424'), 'rows');
    writeFileSync(path.join(dataDir, 'booking-link-secret'), 'key');
    for (const folder of ['', 'mail', 'pglite', 'pglite/base'])
      chmodSync(path.join(dataDir, folder), 0o777);
    for (const file of ['mail/2026-01-01T00-00-00-000Z-1-parent.eml', 'pglite/base/16424'])
      chmodSync(path.join(dataDir, file), 0o666);
    chmodSync(path.join(dataDir, 'booking-link-secret'), 0o644);
    expect(openToOthers(dataDir)).toHaveLength(7);

    process.env.DATA_DIR = dataDir;
    expect(prepareDataDir()).toBe(7);
    expect(openToOthers(dataDir)).toEqual([]);
    const warning = stderr()
      .mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>)
      .find((line) => line.event === 'data_dir.tightened');
    expect(warning).toMatchObject({ level: 'warn', folder: dataDir, entries: 7 });
    // Files made afterwards by this process are private too (umask 077).
    writeFileSync(path.join(dataDir, 'later.txt'), 'x');
    expect(statSync(path.join(dataDir, 'later.txt')).mode & 0o777).toBe(0o600);
    // Once narrowed, the next start has nothing to say.
    expect(prepareDataDir()).toBe(0);
  });
});
