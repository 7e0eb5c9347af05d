// What a backup file gives away: whoever holds one must not be able to sign booking links or
// take over a desk session, and with BACKUP_AGE_RECIPIENT must not read it at all. Read as
// bytes, the way anyone holding the file could, on the embedded database and (with
// TEST_DATABASE_URL) on PostgreSQL.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { configuredOrGeneratedSecret } from '@/lib/generated-secret';
import { backupJob } from '@/jobs/backup-job';
import { runDueJobs } from '@/jobs/scheduler';
import { bookingServiceOn } from '@/booking/testing/databases';
import { inDays, roomInput, testContext } from '@/booking/testing/fixtures';
import { openDatabase, type Database } from './client';
import { rowsOf } from './executor';
import { backupForTool, restoreForTool } from './backup-tool';
import { scratchDatabases, scratchFolder, testPostgresUrl } from './drill-testing';

const scratch = scratchFolder('clv-backup-secrets-', [
  'DATA_DIR',
  'DATABASE_URL',
  'BACKUP_AGE_RECIPIENT',
]);

const parentName = 'Bojanqx Secretless';
const sessionToken = 'desk-session-token-0123456789abcdefghijklmnop';
const signInToken = 'sign-in-token-hash-0123456789abcdefghijklmnop';

/** A booking, a desk session and a pending sign-in, as a running site has them. */
async function seed(db: Database, kind: 'pglite' | 'postgres') {
  const result = await bookingServiceOn({ db, kind }).submit(
    roomInput({ date: inDays(3), name: parentName }),
    { context: testContext('en', inDays(0)), clientAddress: '203.0.113.80' },
  );
  expect(result.status).toBe('created');
  const later = new Date(Date.now() + 86_400_000).toISOString();
  await db.execute(
    sql`INSERT INTO staff_users (id, name, email) VALUES ('u1', 'Desk', 'desk@cluville.test')`,
  );
  await db.execute(
    sql`INSERT INTO staff_sessions (id, expires_at, token, user_id) VALUES ('s1', ${later}::timestamptz, ${sessionToken}, 'u1')`,
  );
  await db.execute(
    sql`INSERT INTO staff_verifications (id, identifier, value, expires_at) VALUES ('v1', 'desk@cluville.test', ${signInToken}, ${later}::timestamptz)`,
  );
}

const count = async (db: Database, table: string) =>
  Number(
    rowsOf<{ n: number }>(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!
      .n,
  );

/** An age key pair; the private key in an identity file as age-keygen writes it. */
async function keyPair(name: string) {
  const identity = await generateIdentity();
  const file = path.join(scratch, `${name}.key`);
  writeFileSync(
    file,
    `# created: 2026-11-27T12:00:00Z\n# public key: ${await identityToRecipient(identity)}\n${identity}\n`,
    { mode: 0o600 },
  );
  return { recipient: await identityToRecipient(identity), identityFile: file };
}

describe('backups of the embedded database', () => {
  const site = path.join(scratch, 'site');
  let keys: string[];

  beforeAll(async () => {
    process.env.DATA_DIR = site;
    delete process.env.DATABASE_URL;
    delete process.env.BACKUP_AGE_RECIPIENT;
    // The keys a site generates into DATA_DIR when none is configured.
    keys = ['booking-link-secret', 'staff-auth-secret'].map((name) =>
      configuredOrGeneratedSecret(undefined, name, {
        minLength: 32,
        event: 'test.key_generated',
        setting: name,
      }),
    );
    const handle = await openDatabase({ dataDir: path.join(site, 'pglite') });
    try {
      await seed(handle.db, 'pglite');
    } finally {
      await handle.close();
    }
  }, 180_000);
  afterEach(() => {
    process.env.DATA_DIR = site;
    delete process.env.BACKUP_AGE_RECIPIENT;
  });

  it('hole 5: a backup holds neither generated key nor a desk session or sign-in token; a restore keeps the keys DATA_DIR has', async () => {
    const file = path.join(scratch, 'plain.jsonl.gz');
    const backup = await backupForTool({ out: file });
    expect(backup).toMatchObject({ encrypted: false, tables: { booking_requests: 1 } });
    const raw = readFileSync(file);
    const text = gunzipSync(raw).toString('utf8');
    expect(text).toContain(parentName); // the bookings are there
    for (const secret of [...keys, sessionToken, signInToken]) {
      expect(raw.includes(secret)).toBe(false);
      expect(text).not.toContain(secret);
    }

    // Restored beside keys of its own: they stay as they were.
    const kept = path.join(scratch, 'restore-kept');
    const ownKey = 'this-data-dir-had-its-own-link-key-0123456789';
    mkdirSync(kept, { recursive: true });
    process.env.DATA_DIR = kept;
    writeFileSync(path.join(kept, 'booking-link-secret'), `${ownKey}\n`);
    const restored = await restoreForTool({ from: file });
    expect(restored.tables).toMatchObject({ booking_requests: 1, staff_sessions: 0 });
    expect(restored.keys).toEqual([]);
    expect(readFileSync(path.join(kept, 'booking-link-secret'), 'utf8').trim()).toBe(ownKey);
    expect(existsSync(path.join(kept, 'staff-auth-secret'))).toBe(false);
    const handle = await openDatabase({ dataDir: path.join(kept, 'pglite') });
    try {
      expect(await count(handle.db, 'booking_requests')).toBe(1);
      // The desk signs in again after a restore; the staff member's row itself is kept.
      expect(await count(handle.db, 'staff_sessions')).toBe(0);
      expect(await count(handle.db, 'staff_verifications')).toBe(0);
      expect(await count(handle.db, 'staff_users')).toBe(1);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('hole 5: with BACKUP_AGE_RECIPIENT a backup is encrypted to it: no plain header or rows, restored with --identity, refused clearly without it or with another key', async () => {
    const { recipient, identityFile } = await keyPair('backup');
    const other = await keyPair('other');
    process.env.BACKUP_AGE_RECIPIENT = recipient;
    const file = path.join(scratch, 'encrypted.jsonl.gz.age');
    expect(await backupForTool({ out: file })).toMatchObject({ encrypted: true });
    const raw = readFileSync(file);
    expect(raw.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    for (const plain of ['cluville-backup', '"table"', 'booking_requests', parentName])
      expect(raw.includes(plain)).toBe(false);
    expect(() => gunzipSync(raw)).toThrow();

    const target = path.join(scratch, 'restore-encrypted');
    process.env.DATA_DIR = target;
    await expect(restoreForTool({ from: file })).rejects.toThrow(
      /is encrypted \(age\)\. Restore it with --identity FILE/,
    );
    await expect(restoreForTool({ from: file, identity: other.identityFile })).rejects.toThrow(
      /does not open .*encrypted to another key/,
    );
    await expect(
      restoreForTool({ from: file, identity: path.join(scratch, 'no-such.key') }),
    ).rejects.toThrow(/Cannot read the identity file/);
    expect(existsSync(path.join(target, 'pglite'))).toBe(false);

    const restored = await restoreForTool({ from: file, identity: identityFile });
    expect(restored.tables).toMatchObject({ booking_requests: 1 });
    const handle = await openDatabase({ dataDir: path.join(target, 'pglite') });
    try {
      const [row] = rowsOf<{ name: string }>(
        await handle.db.execute(sql`SELECT name FROM booking_requests`),
      );
      expect(row?.name).toBe(parentName);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('hole 5: the scheduled backups are encrypted to BACKUP_AGE_RECIPIENT and rotated as before', async () => {
    const { recipient } = await keyPair('scheduled');
    const dir = path.join(scratch, 'scheduled');
    const handle = await openDatabase({ dataDir: path.join(site, 'pglite') });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          await runDueJobs(handle.db, [backupJob({ dir, everyMs: 1, keep: 2, recipient })]),
        ).toEqual(['backup']);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      await handle.close();
    }
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    for (const name of files) {
      expect(name).toMatch(/^cluville-\d{8}T\d{9}Z\.jsonl\.gz\.age$/);
      const raw = readFileSync(path.join(dir, name));
      expect(raw.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
      expect(raw.includes(parentName)).toBe(false);
    }
  }, 180_000);
});

const adminUrl = testPostgresUrl('backups');
describe.skipIf(!adminUrl)('backups of PostgreSQL (pg_dump)', () => {
  const source = `cluville_backup_secrets_${process.pid}`;
  const target = `cluville_backup_secrets_restore_${process.pid}`;
  const databases = scratchDatabases(adminUrl!, [source, target]);
  const { urlOf } = databases;
  afterAll(databases.drop, 60_000);

  it('hole 5: pg_dump leaves the desk sessions out, and with BACKUP_AGE_RECIPIENT is encrypted and restored with --identity', async () => {
    await databases.recreate();
    const site = await openDatabase({ url: urlOf(source), poolSize: 2 });
    try {
      await seed(site.db, 'postgres');
    } finally {
      await site.close();
    }
    const { recipient, identityFile } = await keyPair('postgres');
    process.env.DATABASE_URL = urlOf(source);
    process.env.BACKUP_AGE_RECIPIENT = recipient;
    const file = path.join(scratch, 'encrypted.pgdump.age');
    try {
      expect(await backupForTool({ out: file })).toMatchObject({ via: 'pg_dump', encrypted: true });
      const raw = readFileSync(file);
      expect(raw.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
      expect(raw.includes('PGDMP')).toBe(false);
      expect(raw.includes(parentName)).toBe(false);

      process.env.DATABASE_URL = urlOf(target);
      await expect(restoreForTool({ from: file })).rejects.toThrow(/--identity/);
      await restoreForTool({ from: file, identity: identityFile });
    } finally {
      delete process.env.DATABASE_URL;
      delete process.env.BACKUP_AGE_RECIPIENT;
    }
    const restored = await openDatabase({ url: urlOf(target), poolSize: 2 });
    try {
      expect(await count(restored.db, 'booking_requests')).toBe(1);
      expect(await count(restored.db, 'staff_users')).toBe(1);
      expect(await count(restored.db, 'staff_sessions')).toBe(0);
      expect(await count(restored.db, 'staff_verifications')).toBe(0);
    } finally {
      await restored.close();
    }
  }, 300_000);
});
