// A real SMTP server on loopback for tests (smtp-server), and just enough MIME reading to check
// what arrived (mailparser does not install here).
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  header(name: string): string | undefined;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
}

export interface SmtpServerOptions {
  /** Answer each message this much later (a slow server). */
  delayMs?: number;
  /** Runs when a message has arrived, before the server answers it (e.g. to kill the sender then). */
  onMessage?: (mail: ReceivedMail, count: number) => Promise<void> | void;
}

export async function startSmtpServer(
  port: number,
  options: SmtpServerOptions = {},
): Promise<{ messages: ReceivedMail[]; stop(): Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // smtp-server's built-in certificate has expired: plain SMTP on loopback.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        messages.push(mail);
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        await options.onMessage?.(mail, messages.length);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { messages, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

export function parseMail(raw: string): ReceivedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, 'i').exec(
      raw,
    );
    return match ? decodeQuotedPrintable(match[1]!) : '';
  };
  return { raw, header, text: part('text/plain'), html: part('text/html') };
}

function decodeQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits until `check` passes or the time is up. */
export async function eventually(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
