// The outbox delivery loop: sends the e-mails stored with each request, retries failures with
// exponential back-off up to a cap, and picks pending rows up again after a restart (they are
// rows, not timers). Several loops (instances) can run at once: each mail is claimed on its own,
// right before it is sent, with FOR UPDATE SKIP LOCKED, a lease and a claim token
// (outbox-repository.ts), and only the claim that sent it may mark it sent.
//
// What can repeat: if the process dies after the SMTP server accepted a mail and before the row
// was marked sent, the row is claimed again when its lease runs out and that one mail is sent a
// second time, with the same Message-ID (mail/sender.ts), so mail clients show it once.
import type { Database } from '@/lib/db/client';
import { errorCode } from '@/lib/db/pg-error.mjs';
import type { OutboxRow } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import {
  claimDueMails,
  markMailFailed,
  markMailRetry,
  markMailSent,
  newClaimToken,
} from '../db/outbox-repository';

export interface MailSender {
  send(mail: OutboxRow): Promise<void>;
}

export interface DeliveryOptions {
  /** How long a claimed row stays with its sender before another may take it: longer than one send (SMTP timeouts: 10 s + 10 s + 30 s idle). */
  leaseMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** After this many attempts the row is marked failed and logged for a person to look at. */
  maxAttempts?: number;
  /** Mails this sender got accepted but could not mark sent (kept across runs by the loop). */
  unmarked?: Map<number, string>;
}

const DEFAULTS = {
  leaseMs: 120_000,
  backoffBaseMs: 10_000,
  backoffCapMs: 15 * 60_000,
  maxAttempts: 40,
};

/** 10 s, 20 s, 40 s … up to the cap (15 min): an SMTP outage of a day costs ~100 attempts. */
function backoffDelay(
  attempts: number,
  base = DEFAULTS.backoffBaseMs,
  cap = DEFAULTS.backoffCapMs,
): number {
  return Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends every due e-mail once; returns how many were sent and how many failed. */
export async function deliverDueMails(
  db: Database,
  sender: MailSender,
  options: DeliveryOptions = {},
): Promise<{ sent: number; failed: number }> {
  const settings = { ...DEFAULTS, ...options };
  const unmarked = options.unmarked ?? new Map<number, string>();
  let sent = 0;
  let failed = 0;
  // First, what this sender had delivered but could not record: record it, never resend it.
  for (const [id, token] of unmarked) {
    const marked = await markMailSent(db, id, token);
    unmarked.delete(id);
    if (!marked)
      logger.warn('outbox.claim_lost', {
        id,
        note: 'delivered earlier; another sender holds the row now',
      });
  }
  for (;;) {
    const token = newClaimToken();
    const [mail] = await claimDueMails(db, 1, settings.leaseMs, token);
    if (!mail) break;
    try {
      await sender.send(mail);
    } catch (error) {
      failed++;
      const message = errorText(error);
      let recorded: boolean;
      if (mail.attempts >= settings.maxAttempts || isPermanent(error)) {
        recorded = await markMailFailed(db, mail.id, token, message);
        logger.error('outbox.gave_up', {
          id: mail.id,
          kind: mail.kind,
          attempts: mail.attempts,
          code: responseCode(error),
          note: 'npm run bookings -- mail failed',
        });
      } else {
        const delay = backoffDelay(mail.attempts, settings.backoffBaseMs, settings.backoffCapMs);
        recorded = await markMailRetry(db, mail.id, token, message, delay);
        logger.warn('outbox.retry', {
          id: mail.id,
          kind: mail.kind,
          attempts: mail.attempts,
          retryInMs: delay,
          code: responseCode(error),
        });
      }
      if (!recorded) logger.warn('outbox.claim_lost', { id: mail.id });
      break; // the server is likely down: wait for the back-off
    }
    // The SMTP server has the mail: from here on it is never sent again by this sender.
    try {
      if (await markMailSent(db, mail.id, token)) {
        sent++;
        logger.info('outbox.sent', { id: mail.id, kind: mail.kind, attempts: mail.attempts });
      } else {
        logger.error('outbox.claim_lost', {
          id: mail.id,
          note: 'sent, but the claim had run out: another sender may send it again',
        });
      }
    } catch (error) {
      unmarked.set(mail.id, token);
      logger.error('outbox.mark_sent_failed', {
        id: mail.id,
        error: errorCode(error),
        note: 'accepted by SMTP; recorded on the next run, not resent',
      });
      throw error;
    }
  }
  return { sent, failed };
}

function responseCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/** An SMTP 5xx answer will not get better by retrying: the mail is failed, for a person to look at. */
function isPermanent(error: unknown): boolean {
  const code = responseCode(error);
  return code !== undefined && code >= 500 && code < 600;
}

export interface OutboxLoop {
  /** Deliver soon (a request was just stored). */
  kick(): void;
  stop(): Promise<void>;
}

export function startOutboxLoop(
  getDb: () => Promise<Database>,
  sender: MailSender,
  options: DeliveryOptions & { intervalMs?: number; kickDelayMs?: number } = {},
): OutboxLoop {
  const intervalMs = options.intervalMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;

  const unmarked = new Map<number, string>();
  const run = async () => {
    try {
      await deliverDueMails(await getDb(), sender, { ...options, unmarked });
    } catch (error) {
      logger.error('outbox.loop_failed', { error: errorCode(error) });
    }
  };
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        tick();
      } else timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, 0);
  return {
    // A burst of requests wakes the loop once, shortly after, instead of once per request.
    kick: () => {
      if (stopped) return;
      if (running) again = true;
      else {
        clearTimeout(timer);
        timer = setTimeout(tick, options.kickDelayMs ?? 250);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
