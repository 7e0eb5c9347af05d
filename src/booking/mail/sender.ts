// How outbox rows leave the building: over SMTP (SMTP_URL) with nodemailer, or, without it, as
// .eml files under the data directory (marked delivered) so a developer can open what would
// have been sent.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { OutboxRow } from '@/lib/db/schema';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '@/lib/private-folder';
import type { MailSender } from './outbox';

export interface MailSenderOptions {
  smtpUrl?: string;
  from: string;
  /** Where .eml files go without SMTP. */
  mailDir: string;
  /** Extra SMTP options (tests: `ignoreTLS` for a loopback server without a valid certificate). */
  smtp?: SMTPTransport.Options;
}

function calendarMethod(ics: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';
}

function toMessage(mail: OutboxRow, from: string) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // The same e-mail keeps its Message-ID across retries, so a mail client shows one message.
    messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@cluville.booking>`,
    headers: { 'X-Cluville-Outbox-Id': String(mail.id) },
    // The confirmation and the reminder carry the booking as a calendar file, a cancellation its
    // removal; the part's `method` must repeat the file's METHOD (RFC 6047).
    attachments: mail.ics
      ? [
          {
            filename: 'cluville.ics',
            content: mail.ics,
            contentType: `text/calendar; charset=utf-8; method=${calendarMethod(mail.ics)}`,
          },
        ]
      : undefined,
  };
}

export function createMailSender(options: MailSenderOptions): MailSender {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      // A server that does not answer must not hold the loop for nodemailer's default 2 minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...options.smtp,
    } as SMTPTransport.Options);
    return {
      async send(mail) {
        await transport.sendMail(toMessage(mail, options.from));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail(toMessage(mail, options.from));
      // Mails carry manage and sign-in links: the site's user's alone (src/lib/private-folder.ts).
      await mkdir(options.mailDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
      await writeFile(
        path.join(options.mailDir, `${stamp}-${mail.id}-${mail.kind}.eml`),
        info.message as Buffer,
        { mode: PRIVATE_FILE_MODE },
      );
    },
  };
}
