// The .eml files the file transport writes under DATA_DIR/mail (mail/sender.ts) hold the whole
// e-mail, so retention and erasure remove them with their outbox rows. Their names end in
// `-<outbox id>-<kind>.eml`.
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

const NAME = /-(\d+)-(venue|parent|staff)\.eml$/;

async function list(mailDir: string): Promise<string[]> {
  try {
    return (await readdir(mailDir)).filter((name) => NAME.test(name));
  } catch {
    return []; // no mail folder: nothing was ever written
  }
}

/** Removes the files of these outbox rows; returns the file names removed. */
export async function removeMailFiles(mailDir: string, ids: number[]): Promise<string[]> {
  const wanted = new Set(ids);
  const removed: string[] = [];
  for (const name of await list(mailDir)) {
    if (!wanted.has(Number(NAME.exec(name)![1]))) continue;
    await unlink(path.join(mailDir, name)).catch(() => {});
    removed.push(name);
  }
  return removed;
}

/**
 * Removes every mail file written before `before` (also those whose row is already gone), or
 * only those of one kind of mail.
 */
export async function removeMailFilesBefore(
  mailDir: string,
  before: Date,
  kind?: 'venue' | 'parent' | 'staff',
): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await list(mailDir)) {
    if (kind && NAME.exec(name)![2] !== kind) continue;
    const file = path.join(mailDir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info || info.mtime >= before) continue;
    await unlink(file).catch(() => {});
    removed.push(name);
  }
  return removed;
}
