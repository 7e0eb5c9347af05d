// Backups encrypted to an age public key (BACKUP_AGE_RECIPIENT), with the age library
// (`age-encryption`, the format's reference TypeScript implementation). The site holds the
// public key only: it can write an encrypted backup, never read one. A restore reads it with the
// private key, given to `npm run bookings -- restore --identity FILE` on the machine that
// restores (docs/operations.md, "Encrypted backups").
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import { isAgeRecipient } from '@/lib/age-recipient';
import { BackupError } from './backup-error';

/** An age file's first line. */
const AGE_MAGIC = 'age-encryption.org/v1\n';
/** What an encrypted backup's name ends with. */
export const ENCRYPTED_SUFFIX = '.age';

/** Writes `source` into `file` (mode 0600) encrypted to `recipient`; nothing plain reaches the disk. */
export async function writeEncrypted(
  source: Readable,
  recipient: string,
  file: string,
): Promise<void> {
  if (!isAgeRecipient(recipient))
    throw new BackupError('BACKUP_AGE_RECIPIENT is not an age public key (age1…).');
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const encrypted = await encrypter.encrypt(
    Readable.toWeb(source) as unknown as ReadableStream<Uint8Array>,
  );
  await pipeline(
    Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>),
    createWriteStream(file, { mode: 0o600 }),
  );
}

/** True when `file` is an age file (an encrypted backup). */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(AGE_MAGIC.length),
      0,
      AGE_MAGIC.length,
      0,
    );
    return buffer.subarray(0, bytesRead).toString('latin1') === AGE_MAGIC;
  } finally {
    await handle.close();
  }
}

/** The private keys in an identity file as age-keygen writes it (`#` comments, one key a line). */
function identitiesIn(identityFile: string): string[] {
  let text: string;
  try {
    text = readFileSync(identityFile, 'utf8');
  } catch {
    throw new BackupError(`Cannot read the identity file ${identityFile}.`);
  }
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  if (!keys.length || !keys.every((key) => key.startsWith('AGE-SECRET-KEY-')))
    throw new BackupError(
      `${identityFile} is not an age identity file (a line AGE-SECRET-KEY-1…, as age-keygen writes it).`,
    );
  return keys;
}

/**
 * Decrypts `file` with the keys of `identityFile` into a private temporary folder; the caller
 * restores from `file` and calls `remove()` afterwards.
 */
export async function decryptedCopy(
  file: string,
  identityFile: string,
): Promise<{ file: string; remove(): void }> {
  const decrypter = new Decrypter();
  try {
    for (const key of identitiesIn(identityFile)) decrypter.addIdentity(key);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${identityFile} holds a key age cannot read.`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'cluville-restore-'));
  const plain = path.join(folder, path.basename(file, ENCRYPTED_SUFFIX));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    const source = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
    const decrypted = await decrypter.decrypt(source);
    await pipeline(
      Readable.fromWeb(decrypted as unknown as WebReadableStream<Uint8Array>),
      createWriteStream(plain, { mode: 0o600 }),
    );
  } catch (error) {
    remove();
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      /no identity matched/.test(reason)
        ? `The key in ${identityFile} does not open ${file}: it was encrypted to another key.`
        : `Cannot decrypt ${file}: ${reason}.`,
    );
  }
  return { file: plain, remove };
}
