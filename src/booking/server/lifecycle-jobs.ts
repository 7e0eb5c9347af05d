// The lifecycle's scheduled work, run by src/jobs (one claim per occurrence across instances):
// expiring holds (an unconfirmed request's quietly), nudging the venue at half a hold, reminding
// parents before their booking.
// Each step also claims its rows in the database (a transition locks its row; a nudge or a
// reminder is an UPDATE … RETURNING that marks the row), so even two runs at once act once.
import type { Database } from '@/lib/db/client';
import type { ScheduledJob } from '@/jobs/scheduler';
import { type Lifecycle, type LifecycleDeps } from './lifecycle';
import { holdEnd } from '../rules/lifecycle-rules';
import { renderNudgeMail, renderReminderMail } from '../mail/lifecycle';
import {
  claimNudges,
  claimReminders,
  countEvents,
  listExpiredHolds,
} from '../db/lifecycle-repository';
import { insertMails } from '../db/outbox-repository';
import { gamesOfBookings } from './party-games';

async function expireHolds(
  db: Database,
  lifecycle: Lifecycle,
  deps: LifecycleDeps,
): Promise<number> {
  const now = deps.now?.() ?? new Date();
  let expired = 0;
  for (const id of await listExpiredHolds(db, deps.settings.holdTtlMs, now)) {
    const result = await lifecycle.transition(db, id, 'expire', {
      actor: { kind: 'system' },
      note: 'hold ended',
    });
    if (result.ok) expired++;
  }
  return expired;
}

async function nudgeVenue(db: Database, deps: LifecycleDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const venue = await deps.venue();
  const roomTitles = (await deps.roomTitles?.()) ?? new Map();
  return db.transaction(async (tx) => {
    const rows = await claimNudges(tx, deps.settings.holdTtlMs, now);
    const games = await gamesOfBookings(tx, rows, roomTitles);
    // Without a venue address nothing is queued (insertMails leaves out mails without a recipient).
    await insertMails(
      tx,
      rows.map((booking) => ({
        ...renderNudgeMail({
          booking,
          venue,
          settings: deps.settings,
          now,
          holdEnd: holdEnd(booking, deps.settings.holdTtlMs),
          games: games.get(booking.id),
        }),
        bookingId: booking.id,
        createdAt: now,
      })),
    );
    return rows.length;
  });
}

export async function sendReminders(db: Database, deps: LifecycleDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const venue = await deps.venue();
  const roomTitles = (await deps.roomTitles?.()) ?? new Map();
  return db.transaction(async (tx) => {
    const rows = await claimReminders(tx, deps.settings.reminderBeforeMs, now);
    const games = await gamesOfBookings(tx, rows, roomTitles);
    const mails = [];
    for (const booking of rows) {
      // The same SEQUENCE as the confirmation's event: nothing changed since.
      const sequence = await countEvents(tx, booking.id);
      mails.push({
        ...renderReminderMail({
          booking,
          venue,
          settings: deps.settings,
          now,
          sequence,
          games: games.get(booking.id),
        }),
        bookingId: booking.id,
        createdAt: now,
      });
    }
    await insertMails(tx, mails);
    return rows.length;
  });
}

/** One job for the three: due every `everyMs` (short holds and times to confirm need a short period). */
export function lifecycleJob(
  lifecycle: Lifecycle,
  deps: LifecycleDeps,
  options: { everyMs?: number; onMails?: () => void } = {},
): ScheduledJob {
  return {
    name: 'booking-lifecycle',
    everyMs:
      options.everyMs ??
      Math.max(
        1_000,
        Math.min(
          60_000,
          Math.floor(deps.settings.verifyWithinMs / 8),
          Math.floor(deps.settings.holdTtlMs / 8),
          Math.floor(deps.settings.reminderBeforeMs / 8),
        ),
      ),
    leaseMs: 5 * 60_000,
    retryMs: 60_000,
    async run(db) {
      const expired = await expireHolds(db, lifecycle, deps);
      const nudged = await nudgeVenue(db, deps);
      const reminded = await sendReminders(db, deps);
      if (expired || nudged || reminded) options.onMails?.();
      return `expired ${expired}, nudged ${nudged}, reminded ${reminded}`;
    },
  };
}
