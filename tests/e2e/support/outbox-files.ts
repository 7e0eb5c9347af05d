// The mails a test server wrote into its file outbox (`<DATA_DIR>/mail/*.eml`, no SMTP_URL), and
// the signed links in them: how the end-to-end tests open the pages those links lead to.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { parseMail, type ReceivedMail } from '../../../src/booking/testing/smtp';

/** The mails of a request written so far (the delivery loop writes them within a second). */
export function mailsOf(mailDir: string, reference: string): ReceivedMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(mailDir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return names
    .map((name) => parseMail(readFileSync(path.join(mailDir, name), 'utf8')))
    .filter((mail) => mail.text.includes(reference));
}

/** The first mail of a request with this line, waited for. */
export async function mailWith(
  mailDir: string,
  reference: string,
  line: string,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => (found = mailsOf(mailDir, reference).find((mail) => mail.text.includes(line))), {
      timeout: 15_000,
    })
    .toBeTruthy();
  return found!;
}

/** The path of the link on the text line `label: url`. */
export function linkPath(mail: ReceivedMail, label: string): string {
  const line = mail.text.split(/\r?\n/).find((candidate) => candidate.startsWith(`${label}: `));
  expect(line, `a "${label}" link`).toBeTruthy();
  return new URL(line!.slice(label.length + 2).trim()).pathname;
}
