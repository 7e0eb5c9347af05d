// The outbox delivery loop: sends the e-mails stored with each request, retries failures with
// exponential back-off up to a cap, and picks pending rows up again after a restart (they are
// rows, not timers). Several loops (instances) can run at once: rows are claimed with
// FOR UPDATE SKIP LOCKED, so each e-mail is sent by one of them only.
import type { Database } from '@/lib/db/client';
import type { OutboxRow } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { claimDueMails, markMailFailed, markMailRetry, markMailSent } from './repository';

export interface MailSender {
  send(mail: OutboxRow): Promise<void>;
}

export interface DeliveryOptions {
  batchSize?: number;
  /** How long a claimed row stays with its sender before another may take it. */
  leaseMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** After this many attempts the row is marked failed and logged for a person to look at. */
  maxAttempts?: number;
}

const DEFAULTS: Required<DeliveryOptions> = {
  batchSize: 10,
  leaseMs: 120_000,
  backoffBaseMs: 10_000,
  backoffCapMs: 15 * 60_000,
  maxAttempts: 40,
};

/** 10 s, 20 s, 40 s … up to the cap (15 min): an SMTP outage of a day costs ~100 attempts. */
export function backoffDelay(attempts: number, base = DEFAULTS.backoffBaseMs, cap = DEFAULTS.backoffCapMs): number {
  return Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
}

/** Sends every due e-mail once; returns how many were sent and how many failed. */
export async function deliverDueMails(db: Database, sender: MailSender, options: DeliveryOptions = {}): Promise<{ sent: number; failed: number }> {
  const settings = { ...DEFAULTS, ...options };
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDueMails(db, settings.batchSize, settings.leaseMs);
    if (!batch.length) return { sent, failed };
    for (const mail of batch) {
      try {
        await sender.send(mail);
        await markMailSent(db, mail.id);
        sent++;
        logger.info('outbox.sent', { id: mail.id, kind: mail.kind, attempts: mail.attempts });
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        if (mail.attempts >= settings.maxAttempts || isPermanent(error)) {
          await markMailFailed(db, mail.id, message);
          logger.error('outbox.gave_up', { id: mail.id, kind: mail.kind, attempts: mail.attempts, error: message });
        } else {
          const delay = backoffDelay(mail.attempts, settings.backoffBaseMs, settings.backoffCapMs);
          await markMailRetry(db, mail.id, message, delay);
          logger.warn('outbox.retry', { id: mail.id, kind: mail.kind, attempts: mail.attempts, retryInMs: delay, error: message });
        }
      }
    }
    if (failed) return { sent, failed }; // the server is likely down: wait for the back-off
  }
}

/** An SMTP 5xx answer to the message itself (bad address) will not get better by retrying. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 550 && code < 560;
}

export interface OutboxLoop {
  /** Deliver soon (a request was just stored). */
  kick(): void;
  stop(): Promise<void>;
}

export function startOutboxLoop(getDb: () => Promise<Database>, sender: MailSender, options: DeliveryOptions & { intervalMs?: number; kickDelayMs?: number } = {}): OutboxLoop {
  const intervalMs = options.intervalMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;

  const run = async () => {
    try {
      await deliverDueMails(await getDb(), sender, options);
    } catch (error) {
      logger.error('outbox.loop_failed', { error });
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
