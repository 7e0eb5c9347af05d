// All SQL of the outbox: claiming due e-mails and recording what happened to them. Every claim
// writes a fresh token into the row; recording a result (sent, retry, failed) is an UPDATE that
// also requires that token, so a sender whose claim ran out and was taken by another can never
// mark the other's work, and the row's fate is decided by the claim that holds it.
// A restored database's pause (outbox_pause) holds every mail up to its marker: no claim takes
// them until the operator releases or drops them.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/db/client';
import type { Executor } from '@/lib/db/executor';
import { outboxEmails, outboxPause, type OutboxRow } from '@/lib/db/schema';
import type { RenderedMail } from '../mail/layout';

/** A rendered mail of one booking, as the outbox stores it. */
export interface OutboxInsert extends RenderedMail {
  bookingId: number;
  ics?: string;
  createdAt: Date;
  /** Not sent before then: a parent's acknowledgement past the hourly cap waits for an hour with room. */
  notBefore?: Date;
}

/**
 * Queues a booking's e-mails, in the caller's transaction: they go when it commits. A mail
 * without a recipient (a phone booking without an e-mail, a venue without an address) is never
 * queued: SMTP would refuse it, and it would be retried for days and then shown as failed.
 */
export async function insertMails(tx: Executor, mails: OutboxInsert[]): Promise<void> {
  const addressed = mails.filter((mail) => mail.to.trim());
  if (!addressed.length) return;
  await tx.insert(outboxEmails).values(
    addressed.map((mail) => ({
      bookingId: mail.bookingId,
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ics: mail.ics ?? null,
      createdAt: mail.createdAt,
      ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
    })),
  );
}

/** The pause row that holds the outbox row in the query around it (none: the mail may go). */
const heldByPause = (db: Executor) =>
  db
    .select({ held: sql`1` })
    .from(outboxPause)
    .where(lte(outboxEmails.id, outboxPause.heldThroughId));

export function newClaimToken(): string {
  return randomUUID();
}

/**
 * Claims up to `limit` due e-mails for one sender under `token`. `FOR UPDATE SKIP LOCKED` lets
 * several workers (or instances) claim at once without waiting for or double-claiming each
 * other's rows; the claim moves `next_attempt_at` forward by a lease, so a sender that dies
 * mid-send gives its rows back when the lease runs out. The delivery loop claims one mail at a
 * time, right before sending it, so the lease covers one send, never a whole batch.
 */
export async function claimDueMails(
  db: Database,
  limit: number,
  leaseMs: number,
  token: string,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, 'pending'),
          lte(outboxEmails.nextAttemptAt, sql`now()`),
          notExists(heldByPause(tx)),
        ),
      )
      .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(outboxEmails)
      .set({
        attempts: sql`${outboxEmails.attempts} + 1`,
        claimToken: token,
        nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where(
        inArray(
          outboxEmails.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

const heldBy = (id: number, token: string) =>
  and(
    eq(outboxEmails.id, id),
    eq(outboxEmails.claimToken, token),
    eq(outboxEmails.status, 'pending'),
  );

/**
 * Records a sending result on the row `token` still holds, releasing the claim in the same UPDATE;
 * false when the claim was lost to another sender.
 */
async function settleHeld(
  db: Database,
  id: number,
  token: string,
  change: Omit<PgUpdateSetSource<typeof outboxEmails>, 'claimToken'>,
): Promise<boolean> {
  const rows = await db
    .update(outboxEmails)
    .set({ ...change, claimToken: null })
    .where(heldBy(id, token))
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

/**
 * Marks the mail sent if `token` still holds it; false when the claim was lost. A staff sign-in
 * mail loses its body once sent: the one-time link in it is kept nowhere but in the mailbox (the
 * database holds only the token's hash).
 */
export async function markMailSent(db: Database, id: number, token: string): Promise<boolean> {
  return settleHeld(db, id, token, {
    status: 'sent',
    sentAt: sql`now()`,
    lastError: null,
    text: sql`CASE WHEN ${outboxEmails.kind} = 'staff' THEN '' ELSE ${outboxEmails.text} END`,
    html: sql`CASE WHEN ${outboxEmails.kind} = 'staff' THEN '' ELSE ${outboxEmails.html} END`,
  });
}

export async function markMailRetry(
  db: Database,
  id: number,
  token: string,
  error: string,
  delayMs: number,
): Promise<boolean> {
  return settleHeld(db, id, token, {
    lastError: error.slice(0, 500),
    nextAttemptAt: sql`now() + ${`${delayMs} milliseconds`}::interval`,
  });
}

export async function markMailFailed(
  db: Database,
  id: number,
  token: string,
  error: string,
): Promise<boolean> {
  return settleHeld(db, id, token, { status: 'failed', lastError: error.slice(0, 500) });
}

export interface OutboxStats {
  /**
   * Mails by status; a status with none is 0. `held`: waiting, but held by a restored database's
   * pause (not `pending`); `dropped`: held and dropped by the operator, never sent.
   */
  byStatus: { pending: number; sent: number; failed: number; held: number; dropped: number };
  /** A restored database's pause holds the outbox's older mails (`held`) until released or dropped. */
  paused: boolean;
  /**
   * Age of the oldest mail still waiting to go, in seconds; 0 when none waits. A mail held back
   * on purpose (never tried, due later: an acknowledgement past the hourly cap) counts from when
   * it is due, so a queue the cap keeps does not look like a mail server that fails.
   */
  oldestPendingSeconds: number;
}

/** Counts for health and metrics: one query, no addresses or contents. */
export async function outboxStats(db: Database): Promise<OutboxStats> {
  const [pause] = await db
    .select({ heldThroughId: outboxPause.heldThroughId })
    .from(outboxPause)
    .limit(1);
  // -1: no pause, nothing held (ids start at 1).
  const through = pause?.heldThroughId ?? -1;
  const waiting = sql`${outboxEmails.status} = 'pending' AND ${outboxEmails.id} > ${through}`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${waiting})::int`,
      held: sql<number>`count(*) FILTER (WHERE ${outboxEmails.status} = 'pending' AND ${outboxEmails.id} <= ${through})::int`,
      sent: sql<number>`count(*) FILTER (WHERE ${outboxEmails.status} = 'sent')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${outboxEmails.status} = 'failed')::int`,
      dropped: sql<number>`count(*) FILTER (WHERE ${outboxEmails.status} = 'dropped')::int`,
      oldest: sql<
        number | string | null
      >`extract(epoch FROM now() - min(CASE WHEN ${outboxEmails.attempts} = 0 THEN greatest(${outboxEmails.createdAt}, ${outboxEmails.nextAttemptAt}) ELSE ${outboxEmails.createdAt} END) FILTER (WHERE ${waiting}))`,
    })
    .from(outboxEmails);
  return {
    byStatus: {
      pending: Number(row?.pending ?? 0),
      sent: Number(row?.sent ?? 0),
      failed: Number(row?.failed ?? 0),
      held: Number(row?.held ?? 0),
      dropped: Number(row?.dropped ?? 0),
    },
    paused: Boolean(pause),
    oldestPendingSeconds: Math.max(0, Math.floor(Number(row?.oldest ?? 0))),
  };
}

/**
 * Pauses the outbox of a database just restored: every mail up to the highest id now (those
 * waiting when the backup was made) is held until `releaseOutbox` or `dropHeldMails`. Replaces
 * an earlier pause (a backup of a paused database restored again). Returns the mails held.
 */
export async function pauseOutboxAfterRestore(db: Database): Promise<{ held: number }> {
  return db.transaction(async (tx) => {
    const [top] = await tx
      .select({ id: sql<number | null>`max(${outboxEmails.id})` })
      .from(outboxEmails);
    const heldThroughId = Number(top?.id ?? 0);
    await tx
      .insert(outboxPause)
      .values({ id: 1, heldThroughId, reason: 'restore' })
      .onConflictDoUpdate({
        target: outboxPause.id,
        set: { heldThroughId, reason: 'restore', pausedAt: sql`now()` },
      });
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.id, heldThroughId)));
    return { held: Number(row?.n ?? 0) };
  });
}

export interface OutboxPauseState {
  pausedAt: Date;
  reason: string;
  /** Mails waiting and held by it. */
  held: number;
}

/** The pause and how many mails it holds; undefined when the outbox is not paused. */
export async function outboxPauseState(db: Database): Promise<OutboxPauseState | undefined> {
  const [pause] = await db.select().from(outboxPause).limit(1);
  if (!pause) return undefined;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.id, pause.heldThroughId)));
  return { pausedAt: pause.pausedAt, reason: pause.reason, held: Number(row?.n ?? 0) };
}

/**
 * Ends the pause: the held mails go with the next round of the outbox, each once (the claims).
 * Returns how many it held; undefined when the outbox was not paused.
 */
export async function releaseOutbox(db: Database): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [pause] = await tx.delete(outboxPause).returning();
    if (!pause) return undefined;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.id, pause.heldThroughId)));
    return Number(row?.n ?? 0);
  });
}

/**
 * Ends the pause by dropping the mails it held: marked `dropped`, never sent. Returns their ids;
 * undefined when the outbox was not paused.
 */
export async function dropHeldMails(db: Database): Promise<number[] | undefined> {
  return db.transaction(async (tx) => {
    const [pause] = await tx.delete(outboxPause).returning();
    if (!pause) return undefined;
    const rows = await tx
      .update(outboxEmails)
      .set({ status: 'dropped', claimToken: null })
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.id, pause.heldThroughId)))
      .returning({ id: outboxEmails.id });
    return rows.map((row) => row.id).sort((a, b) => a - b);
  });
}

/** Failed mail for the staff: what was sent to whom for which request, and why it failed. */
export async function listFailedMails(db: Database) {
  return db
    .select({
      id: outboxEmails.id,
      bookingId: outboxEmails.bookingId,
      kind: outboxEmails.kind,
      to: outboxEmails.to,
      attempts: outboxEmails.attempts,
      lastError: outboxEmails.lastError,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'failed'))
    .orderBy(asc(outboxEmails.id));
}

/** Puts failed mail (one id, or all) back in the queue, due now; returns the ids requeued. */
export async function requeueFailedMails(db: Database, id: number | 'all'): Promise<number[]> {
  const rows = await db
    .update(outboxEmails)
    .set({ status: 'pending', attempts: 0, claimToken: null, nextAttemptAt: sql`now()` })
    .where(
      id === 'all'
        ? eq(outboxEmails.status, 'failed')
        : and(eq(outboxEmails.status, 'failed'), eq(outboxEmails.id, id)),
    )
    .returning({ id: outboxEmails.id });
  return rows.map((row) => row.id);
}
