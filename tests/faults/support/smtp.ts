// A real SMTP server on loopback for the fault tests: it can be slow, and it can run a hook when
// a message has arrived, before it answers (to kill the sender at exactly that moment).
import {
  startSmtpServer,
  type ReceivedMail,
  type SmtpServerOptions,
} from '../../../src/booking/testing/smtp';

export interface FaultSmtp {
  messages: ReceivedMail[];
  stop(): Promise<void>;
}

export function startFaultSmtp(port: number, options: SmtpServerOptions = {}): Promise<FaultSmtp> {
  return startSmtpServer(port, options);
}

/** Message-IDs received more than once. */
export function repeatedMessageIds(messages: ReceivedMail[]): string[] {
  const seen = new Map<string, number>();
  for (const mail of messages)
    seen.set(mail.header('Message-ID') ?? '', (seen.get(mail.header('Message-ID') ?? '') ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}
