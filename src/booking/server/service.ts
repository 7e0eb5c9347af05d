// Submitting a booking request: the rules every entry point shares (the server action, the
// no-JavaScript form post and POST /api/bookings, and the staff desk's phone bookings). Persist
// first, notify later: the request, its holds and its e-mails are stored in one transaction the
// service owns; the outbox loop sends the e-mails. The request goes through named steps
// (submit-steps.ts): validate → fit the group → plan the holds → apply the limits → store → answer.
import type { Database } from '@/lib/db/client';
import { isConnectionLoss, retryOnConnectionLoss } from '@/lib/db/connection-loss';
import { logger } from '@/lib/logger';
import { getSiteMetrics, type BookingErrorReason, type BookingRequestResult } from '@/lib/metrics';
import { recordBookingOutcome } from '@/lib/booking-failures';
import type { RateLimiter } from '@/lib/rate-limit';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import { roomTitlesOf, type RoomTitles } from '../rules/party-rooms';
import { findRecentReference, listHolds } from '../db/repository';
import {
  answer,
  applyLimits,
  BOOKING_RULES,
  fitGroup,
  planHolds,
  store,
  validate,
  type HoldPlan,
  type SubmitMeta,
  type SubmitResult,
  type ValidRequest,
} from './submit-steps';

export { type StaffChannel, type SubmitMeta, type SubmitResult } from './submit-steps';

class StoreTimeout extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StoreTimeout(`no answer from the database in ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export interface BookingServiceDeps {
  getDb: () => Promise<Database>;
  rateLimiter: RateLimiter;
  /** BOOKING_NOTIFY_TO; without it, the venue's contact e-mail from the CMS. */
  notifyTo?: string;
  /**
   * Whether other connections may write at the same time (PostgreSQL): identical submissions
   * are then serialised with a lock. Embedded PGlite runs one statement at a time. Default true.
   */
  concurrentWriters?: boolean;
  /**
   * At most this many acknowledgements to parents per hour, counted in the database so the cap
   * holds across instances, and only for requests stored: past it, a request is still stored and
   * the venue still mailed, and the parent's acknowledgement waits in the outbox for an hour with
   * room, so no rotation of addresses turns the form into a mailer. Default
   * BOOKING_RULES.ackMailsPerHour.
   */
  ackMailsPerHour?: number;
  /** Called after a request is stored, e.g. to wake the delivery loop. */
  onStored?: () => void;
  /** Overrides BOOKING_RULES.storeTimeoutMs (tests). */
  storeTimeoutMs?: number;
  /**
   * Told when the database gave no answer within the deadline: the runtime renews the connection
   * pool then, so work left pending in it (a transaction cut with its connection) does not hold
   * up the requests that follow.
   */
  onStoreTimeout?: () => void;
  /** The clock (tests move it). */
  now?: () => Date;
  /**
   * The lifecycle's settings: the acknowledgement's signed link, the time a parent has to confirm
   * the request (BOOKING_VERIFY_WITHIN), the hold, the venue's language.
   */
  lifecycle: LifecycleSettings;
  /**
   * The rooms' titles in both languages (a party's games in its mails); without it, the request's
   * language names them in every mail.
   */
  roomTitles?: () => Promise<RoomTitles>;
}

export function createBookingService(deps: BookingServiceDeps) {
  const storeTimeoutMs = deps.storeTimeoutMs ?? BOOKING_RULES.storeTimeoutMs;

  return {
    /** Decides a request (below) and counts what it came to: the one place requests are counted. */
    async submit(raw: unknown, meta: SubmitMeta): Promise<SubmitResult> {
      const result = await decide(raw, meta);
      countRequest(raw, meta, result);
      return result;
    },
  };

  async function decide(raw: unknown, meta: SubmitMeta): Promise<SubmitResult> {
    const request = validate(raw, meta);
    if ('answer' in request) return request.answer;
    const unfit = fitGroup(request);
    if (unfit) return unfit.answer;
    const plan = planHolds(request, deps.now?.() ?? new Date());
    if ('answer' in plan) return plan.answer;
    // A party's game rooms are named in its mails, in the parent's and the venue's language.
    const roomTitles: RoomTitles =
      request.input.form === 'birthday'
        ? ((await deps.roomTitles?.()) ?? roomTitlesOf([request.context]))
        : new Map();
    try {
      // Opening the database (seconds for a new embedded one) is not part of the deadline.
      await deps.getDb();
    } catch (error) {
      logger.error('booking.store_failed', { error });
      return { status: 'unavailable', reason: 'database_unavailable' };
    }
    try {
      // A connection PostgreSQL just dropped fails the transaction (rolled back with it); the
      // request is tried again on a fresh one, never after the visitor has been answered. When
      // the lost connection was the commit's, the retry finds the stored request by its
      // fingerprint: that request was created by this submission.
      let answered = false;
      const stored = retryOnConnectionLoss(
        async (attempt) => {
          // Asked at each attempt: a retry goes to the pool in use now (it may have been renewed).
          const result = await limitStoreAnswer(await deps.getDb(), request, plan, roomTitles);
          return attempt > 1 && result.status === 'duplicate'
            ? ({ status: 'created', reference: result.reference } as const)
            : result;
        },
        {
          stillWanted: () => !answered,
          onRetry: (attempt, error) => logger.warn('booking.store_retry', { attempt, error }),
        },
      );
      try {
        return await withDeadline(stored, storeTimeoutMs);
      } finally {
        answered = true;
      }
    } catch (error) {
      let reason: BookingErrorReason;
      if (error instanceof StoreTimeout) {
        logger.error('booking.store_timeout', { afterMs: storeTimeoutMs });
        deps.onStoreTimeout?.();
        reason = 'store_timeout';
      } else {
        logger.error('booking.store_failed', { error });
        // A connection lost past the retries is the database's absence; anything else (a full
        // disk, a broken table) is a write it refused.
        reason = isConnectionLoss(error) ? 'database_unavailable' : 'store_failed';
      }
      return { status: 'unavailable', reason };
    }
  }

  /** The steps that read and write the database, run again as a whole on a lost connection. */
  async function limitStoreAnswer(
    db: Database,
    request: ValidRequest,
    plan: HoldPlan,
    roomTitles: RoomTitles,
  ): Promise<SubmitResult> {
    const duplicateSince = new Date(Date.now() - BOOKING_RULES.duplicateWindowMs);
    const refused = await applyLimits(request, deps.rateLimiter, () =>
      findRecentReference(db, plan.booking.fingerprint, duplicateSince),
    );
    if (refused) return refused.answer;
    const { context } = request;
    const venue = {
      email: deps.notifyTo ?? context.venueEmail,
      phone: context.venuePhone,
      locale: deps.lifecycle.venueLocale,
      address: context.venueAddress,
    };
    // The request is still stored (the staff see it in `npm run bookings -- list`).
    if (!venue.email && !request.staff)
      logger.error('booking.no_venue_address', {
        note: 'neither BOOKING_NOTIFY_TO nor the footer e-mail is set: no venue e-mail for this request',
      });
    const stored = await store(db, request, plan, {
      venue,
      ackCap: deps.ackMailsPerHour ?? BOOKING_RULES.ackMailsPerHour,
      lifecycle: deps.lifecycle,
      roomTitles,
      serialise: deps.concurrentWriters ?? true,
      duplicateSince,
    });
    const result = await answer(stored, request, plan, {
      lifecycle: deps.lifecycle,
      holdsBetween: (resources, from, to) => listHolds(db, resources, from, to),
    });
    if (result.status === 'created') {
      logger.info('booking.stored', {
        reference: result.reference,
        form: request.input.form,
        locale: context.locale,
        channel: request.channel,
      });
      deps.onStored?.();
    }
    return result;
  }
}

/**
 * cluville_booking_requests_total{form,result}, and cluville_booking_errors_total{reason} for a
 * request answered `unavailable` (503; the forms' "try again later"). A bot caught by the
 * honeypot (told it succeeded) counts as invalid; too many requests waiting for one e-mail or
 * phone, or unconfirmed from one address, as rate_limited (all 429).
 */
function countRequest(raw: unknown, meta: SubmitMeta, result: SubmitResult): void {
  const asked = (raw as { form?: unknown } | null)?.form;
  const form = asked === 'room' || asked === 'birthday' || asked === 'team' ? asked : 'unknown';
  const bot = Boolean(meta.honeypot) && meta.channel?.kind !== 'staff';
  const counted: BookingRequestResult = bot
    ? 'invalid'
    : result.status === 'rate-limited' ||
        result.status === 'too-many-waiting' ||
        result.status === 'too-many-unconfirmed'
      ? 'rate_limited'
      : result.status;
  const metrics = getSiteMetrics();
  metrics.bookingRequests.inc({ form, result: counted });
  if (result.status === 'unavailable') {
    metrics.bookingErrors.inc({ reason: result.reason });
    recordBookingOutcome({ failed: result.reason });
  } else if (
    !bot &&
    (result.status === 'created' || result.status === 'duplicate' || result.status === 'taken')
  )
    recordBookingOutcome({ stored: true });
}

export type BookingService = ReturnType<typeof createBookingService>;
