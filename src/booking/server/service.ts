// Submitting a booking request: the rules every entry point shares (the server action, the
// no-JavaScript form post and POST /api/bookings, and the staff desk's phone bookings). Persist
// first, notify later: the request and its e-mails are stored in one transaction; the outbox
// loop sends them.
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '@/content/types';
import type { Database } from '@/lib/db/client';
import type { BookingRow } from '@/lib/db/schema';
import { retryOnConnectionLoss } from '@/lib/db/connection-loss';
import { addressForLog, limitKeyOf } from '@/lib/http/client-address';
import { logger } from '@/lib/logger';
import { getSiteMetrics, type BookingRequestResult } from '@/lib/metrics';
import { consumeChained, type RateLimiter } from '@/lib/rate-limit';
import type { BookingContext } from '../rules/rules-context';
import { renderBookingMails } from '../mail/request';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import { receivedExtras, renderTransitionMails } from '../mail/lifecycle';
import type { LifecycleMail } from '../mail/lifecycle';
import type { VenueContact } from '../mail/booking-mail';
import { priceBirthday, priceRoom, type StoredPrice } from '../rules/pricing';
import { createReference } from '../rules/reference';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import {
  addDays,
  closedOn,
  gridForDate,
  nearestFree,
  outsideRules,
  spanOf,
  type AvailabilityRules,
  type Target,
} from '../rules/availability';
import { roomResourcesOf, targetOf } from '../rules/rules-context';
import { holdOf, type Demand } from '../rules/party-holds';
import { partyGamesOf, roomTitlesOf, type PartyGame, type RoomTitles } from '../rules/party-rooms';
import { findRecentReference, listHolds, storeBooking, type NewBooking } from '../db/repository';
import {
  validateBooking,
  type BookingChannel,
  type BookingInput,
  type FieldErrors,
} from '../rules/schema';
import { bookingTranslator } from '../rules/translate';

export const BOOKING_RULES = {
  perAddressPerHour: 10,
  /** Requests of one e-mail, and of one phone, waiting for an answer (pending or proposed) at once. */
  waitingPerContact: 3,
  /** Parents' acknowledgements per hour across every instance (BOOKING_ACK_MAILS_PER_HOUR). */
  ackMailsPerHour: 100,
  duplicateWindowMs: 10 * 60_000,
  /**
   * How long the database may take to count and store a request before the visitor is told to
   * try again (503). A statement on a connection PostgreSQL dropped (a restart) can otherwise
   * wait forever; its transaction is rolled back with the connection, so nothing is stored.
   */
  storeTimeoutMs: 10_000,
} as const;

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

export type SubmitResult =
  /** `id`: the stored booking (none for the pretend success a honeypot gets). */
  | { status: 'created'; reference: string; id?: number; holdUntil?: Date }
  | { status: 'duplicate'; reference: string }
  | { status: 'invalid'; errors: FieldErrors }
  /** The slot is held by another request: the message and the nearest free starts. */
  | { status: 'taken'; message: string; alternatives: { date: string; time: string }[] }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  /** This e-mail or phone already has BOOKING_RULES.waitingPerContact requests waiting: the message says so. */
  | { status: 'too-many-waiting'; message: string }
  | { status: 'unavailable' };

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
   * holds across instances: past it, a request is still stored and the venue still mailed, so no
   * rotation of addresses turns the form into a mailer. Default BOOKING_RULES.ackMailsPerHour.
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
  /** The lifecycle's settings: with them, the first mails carry the signed links and the hold's end. */
  lifecycle?: LifecycleSettings;
  /**
   * The rooms' titles in both languages (a party's games in its mails); without it, the request's
   * language names them in every mail.
   */
  roomTitles?: () => Promise<RoomTitles>;
}

export interface SubmitMeta {
  context: BookingContext;
  /** The visitor's address, for the hourly limit. */
  clientAddress: string;
  /** The honeypot field: people never see it, bots fill it. */
  honeypot?: string;
  /**
   * A booking the staff take by phone. Set only by the desk's server action after its session
   * check, never from anything posted: no lead time, no days-ahead limit, no honeypot or hourly
   * limit, the e-mail optional; stored `confirmed` with its audit row naming the staff member, and
   * the parent (when an e-mail was given) gets the confirmation the lifecycle sends on confirm.
   */
  channel?: StaffChannel;
}

export interface StaffChannel {
  kind: 'staff';
  /** The signed-in staff member's address, for the audit row. */
  address: string;
  /** The desk's language, for the field errors; the booking and its mail are in the context's. */
  locale: Locale;
}

/** The audit trail's `from` of a booking that did not exist before (a phone booking). */
export const NEW_BOOKING_STATUS = 'new';

/** What a channel without an hourly limit is told by it. */
const UNLIMITED = { allowed: true, retryAfterSeconds: 0 } as const;

export function createBookingService(deps: BookingServiceDeps) {
  /**
   * A booking the staff confirmed as they took it: the parent's mail is the one the lifecycle
   * sends on confirm (the calendar file, the manage link), none without an e-mail.
   */
  const confirmedMails = (
    booking: BookingRow,
    venue: VenueContact,
    now: Date,
    games: PartyGame[] | undefined,
  ): LifecycleMail[] => {
    if (!deps.lifecycle) {
      logger.error('booking.no_lifecycle', { note: 'no lifecycle settings: no confirmation mail' });
      return [];
    }
    return renderTransitionMails({
      action: 'confirm',
      actor: 'staff',
      booking,
      previous: booking,
      venue,
      settings: deps.lifecycle,
      now,
      games,
    });
  };

  return {
    /** Decides a request (below) and counts what it came to: the one place requests are counted. */
    async submit(raw: unknown, meta: SubmitMeta): Promise<SubmitResult> {
      const result = await decide(raw, meta);
      countRequest(raw, meta, result);
      return result;
    },
  };

  async function decide(raw: unknown, meta: SubmitMeta): Promise<SubmitResult> {
    const { context } = meta;
    const staff = meta.channel?.kind === 'staff' ? meta.channel : undefined;
    const channel: BookingChannel = staff ? 'staff' : 'web';
    const t = bookingTranslator(staff?.locale ?? context.locale, 'booking.errors');
    const validation = validateBooking(raw, context, t, channel);
    if (!validation.ok) return { status: 'invalid', errors: validation.errors };
    const input = validation.data;

    if (meta.honeypot && !staff) {
      // Looks like success to the bot; nothing is stored or sent.
      logger.warn('booking.honeypot', { address: addressForLog(meta.clientAddress) });
      return { status: 'created', reference: createReference() };
    }

    const now = deps.now?.() ?? new Date();
    const rules: AvailabilityRules = {
      settings: context.settings,
      timeZone: VENUE_TIME_ZONE,
      now,
    };
    // A team-building enquiry names no time and holds nothing: stored with the moment it came in
    // as its times, until the venue proposes one (the answer command). Never a phone booking.
    if (input.form === 'team' && staff) return { status: 'invalid', errors: { form: t('form') } };
    let target: Target | undefined;
    let demand: Demand = [];
    let booking: NewBooking;
    if (input.form === 'team') {
      booking = toRow(input, context, { startsAt: now, endsAt: now, blockedUntil: now }, channel);
    } else {
      // A room holds itself; a party its hall and its game room(s): the ones named, or free ones.
      target = targetOf(
        context,
        input.form,
        input.form === 'room' ? input.room : input.package,
        input.form === 'birthday' ? roomResourcesOf(context, input.rooms) : [],
      )!;
      const slot = checkSlot(input.date, input.time, target, rules, t, channel);
      if ('errors' in slot) return { status: 'invalid', errors: slot.errors };
      demand = target.demand!;
      // The row's own span is its first part's (the party's hall, or the room): the party's time.
      const [place] = demand;
      const placeHold = holdOf(place!.options[0]!, 0, slot.startsAt, 0);
      booking = toRow(
        input,
        context,
        {
          startsAt: slot.startsAt,
          endsAt: placeHold.blockedUntil,
          blockedUntil: new Date(
            placeHold.blockedUntil.getTime() + context.settings.bufferMinutes * 60_000,
          ),
        },
        channel,
      );
    }
    // A party's game rooms are named in its mails, in the parent's and the venue's language.
    const roomTitles: RoomTitles =
      input.form === 'birthday'
        ? ((await deps.roomTitles?.()) ?? roomTitlesOf([context]))
        : new Map();
    // When the request was stored (its transaction's time): its hold runs from then.
    let storedAt: Date | undefined;
    const store = async (db: Database): Promise<SubmitResult> => {
      const duplicateSince = new Date(Date.now() - BOOKING_RULES.duplicateWindowMs);
      const ackCap = deps.ackMailsPerHour ?? BOOKING_RULES.ackMailsPerHour;
      // The address's hourly count and, only for a request it allows, the acknowledgements' cap:
      // one round trip.
      const [limit, ackVerdict] = staff
        ? [UNLIMITED, UNLIMITED]
        : await consumeChained(
            deps.rateLimiter,
            {
              key: `booking:ip:${limitKeyOf(meta.clientAddress)}`,
              limit: BOOKING_RULES.perAddressPerHour,
              windowSeconds: 3600,
            },
            { key: 'booking:ack-mails', limit: ackCap, windowSeconds: 3600 },
          );
      if (!limit.allowed || !ackVerdict) {
        // A repeat of a request already made is still answered with its reference.
        const earlier = await findRecentReference(db, booking.fingerprint, duplicateSince);
        if (earlier) return { status: 'duplicate', reference: earlier };
        logger.warn('booking.rate_limited', { address: addressForLog(meta.clientAddress) });
        return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
      }
      const venue = {
        email: deps.notifyTo ?? context.venueEmail,
        phone: context.venuePhone,
        locale: deps.lifecycle?.venueLocale ?? 'me',
        address: context.venueAddress,
      };
      // The request is still stored (the staff see it in `npm run bookings -- list`).
      if (!venue.email && !staff)
        logger.error('booking.no_venue_address', {
          note: 'neither BOOKING_NOTIFY_TO nor the footer e-mail is set: no venue e-mail for this request',
        });
      const ack = ackVerdict;
      if (!ack.allowed)
        logger.warn('booking.ack_cap_reached', {
          perHour: ackCap,
          resumesInSeconds: ack.retryAfterSeconds,
        });
      const stored = await storeBooking(db, booking, {
        demand,
        enquiry: input.form === 'team',
        bufferMinutes: context.settings.bufferMinutes,
        duplicateSince,
        createReference,
        serialiseDuplicates: deps.concurrentWriters ?? true,
        maxWaitingPerContact: staff ? undefined : BOOKING_RULES.waitingPerContact,
        ...(staff && {
          status: 'confirmed',
          event: {
            actor: 'staff',
            actorAddress: staff.address,
            fromStatus: NEW_BOOKING_STATUS,
            note: 'phone booking',
          },
        }),
        renderMails: (reference, createdAt, id, row, holds) => {
          storedAt = createdAt;
          const games = input.form === 'birthday' ? partyGamesOf(holds, roomTitles) : undefined;
          return staff
            ? confirmedMails(row, venue, createdAt, games)
            : renderBookingMails(
                {
                  reference,
                  locale: context.locale,
                  input,
                  roomTitle: booking.roomTitle ?? undefined,
                  packageName: booking.packageName ?? undefined,
                  price: (booking.price as StoredPrice | null) ?? undefined,
                  games,
                  createdAt,
                },
                venue,
                deps.lifecycle
                  ? receivedExtras(
                      {
                        id,
                        locale: context.locale,
                        form: input.form,
                        startsAt: booking.startsAt,
                        endsAt: booking.endsAt,
                      },
                      new Date(createdAt.getTime() + deps.lifecycle.holdTtlMs),
                      deps.lifecycle,
                      createdAt,
                    )
                  : undefined,
              ).filter((mail) => mail.kind !== 'parent' || ack.allowed);
        },
      });
      if ('tooManyWaiting' in stored) {
        logger.warn('booking.too_many_waiting', {
          address: addressForLog(meta.clientAddress),
          perContact: BOOKING_RULES.waitingPerContact,
        });
        return {
          status: 'too-many-waiting',
          message: t('tooManyWaiting', {
            max: BOOKING_RULES.waitingPerContact,
            phone: context.venuePhone,
          }),
        };
      }
      if ('taken' in stored) {
        // An enquiry holds nothing, so nothing can be taken from it.
        if (!target || input.form === 'team') return { status: 'unavailable' };
        const span = spanOf([addDays(input.date, -8), addDays(input.date, 8)], rules);
        const holds = await listHolds(db, target.resources, span.from, span.to);
        const alternatives = nearestFree(
          { date: input.date, startsAt: booking.startsAt },
          target,
          holds,
          rules,
        );
        logger.info('booking.slot_taken', {
          form: input.form,
          alternatives: alternatives.length,
        });
        return {
          status: 'taken',
          message: alternatives.length ? t('slotTaken') : t('slotTakenNone'),
          alternatives,
        };
      }
      if (stored.duplicate) {
        logger.info('booking.duplicate', { reference: stored.reference });
        return { status: 'duplicate', reference: stored.reference };
      }
      logger.info('booking.stored', {
        reference: stored.reference,
        form: input.form,
        locale: context.locale,
        channel,
      });
      deps.onStored?.();
      const holdTtlMs = deps.lifecycle?.holdTtlMs;
      return {
        status: 'created',
        reference: stored.reference,
        id: stored.id,
        ...(storedAt && holdTtlMs && !staff
          ? { holdUntil: new Date(storedAt.getTime() + holdTtlMs) }
          : {}),
      };
    };
    try {
      // Opening the database (seconds for a new embedded one) is not part of the deadline.
      await deps.getDb();
      // A connection PostgreSQL just dropped fails the transaction (rolled back with it); the
      // request is tried again on a fresh one, never after the visitor has been answered. When
      // the lost connection was the commit's, the retry finds the stored request by its
      // fingerprint: that request was created by this submission.
      let answered = false;
      const stored = retryOnConnectionLoss(
        async (attempt) => {
          // Asked at each attempt: a retry goes to the pool in use now (it may have been renewed).
          const result = await store(await deps.getDb());
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
        return await withDeadline(stored, deps.storeTimeoutMs ?? BOOKING_RULES.storeTimeoutMs);
      } finally {
        answered = true;
      }
    } catch (error) {
      if (error instanceof StoreTimeout) {
        logger.error('booking.store_timeout', {
          afterMs: deps.storeTimeoutMs ?? BOOKING_RULES.storeTimeoutMs,
        });
        deps.onStoreTimeout?.();
      } else logger.error('booking.store_failed', { error });
      return { status: 'unavailable' };
    }
  }
}

/**
 * cluville_booking_requests_total{form,result}. A bot caught by the honeypot (told it succeeded)
 * counts as invalid; too many requests waiting for one e-mail or phone as rate_limited (both 429).
 */
function countRequest(raw: unknown, meta: SubmitMeta, result: SubmitResult): void {
  const asked = (raw as { form?: unknown } | null)?.form;
  const form = asked === 'room' || asked === 'birthday' || asked === 'team' ? asked : 'unknown';
  const bot = Boolean(meta.honeypot) && meta.channel?.kind !== 'staff';
  const counted: BookingRequestResult = bot
    ? 'invalid'
    : result.status === 'rate-limited' || result.status === 'too-many-waiting'
      ? 'rate_limited'
      : result.status;
  getSiteMetrics().bookingRequests.inc({ form, result: counted });
}

export type BookingService = ReturnType<typeof createBookingService>;

/** A 422 field message for a start that is not in the grid, past, inside the lead time or closed. */
function checkSlot(
  date: string,
  time: string,
  target: Target,
  rules: AvailabilityRules,
  t: ReturnType<typeof bookingTranslator>,
  channel: BookingChannel,
) {
  const closed = closedOn(date, rules.settings);
  if (closed)
    return {
      errors: {
        date: closed.label ? t('closed', { label: closed.label }) : t('closedNoLabel'),
      } as FieldErrors,
    };
  const slot = gridForDate(date, target.sessionMinutes, rules).find(
    (candidate) => candidate.time === time,
  );
  if (!slot) return { errors: { time: t('timeNotOffered') } as FieldErrors };
  const outside = outsideRules(slot, rules);
  if (outside === 'past') return { errors: { time: t('timePast') } as FieldErrors };
  // The lead time and the days-ahead limit are the parents'; the staff may give any time not begun.
  if (channel === 'staff') return slot;
  if (outside === 'lead')
    return { errors: { time: t('timeLead', { hours: rules.settings.leadHours }) } as FieldErrors };
  if (outside === 'tooFar')
    return { errors: { date: t('dateTooFar', { days: rules.settings.daysAhead }) } as FieldErrors };
  return slot;
}

function toRow(
  input: BookingInput,
  context: BookingContext,
  slot: { startsAt: Date; endsAt: Date; blockedUntil: Date },
  channel: BookingChannel,
): NewBooking {
  const common = {
    form: input.form,
    locale: context.locale,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    blockedUntil: slot.blockedUntil,
    // Each phone booking is its own: never the duplicate of another (or of a parent's request).
    fingerprint:
      channel === 'staff'
        ? createHash('sha256').update(`staff:${randomUUID()}`).digest('hex')
        : fingerprint(input, context.locale),
  };
  if (input.form === 'team')
    return {
      ...common,
      company: input.company,
      groupSize: input.groupSize,
      preferredDates: input.preferredDates,
    };
  if (input.form === 'room') {
    const room = context.rooms.find((candidate) => candidate.slug === input.room);
    const price = priceRoom(context.roomPrices ?? [], input.players);
    return {
      ...common,
      roomSlug: input.room,
      roomTitle: room?.title ?? input.room,
      players: input.players,
      price,
      totalCents: price?.totalCents ?? null,
    };
  }
  const chosen = context.packages.find((candidate) => candidate.slug === input.package)!;
  const price = priceBirthday(chosen, { withCake: input.cake, children: input.children });
  return {
    ...common,
    packageSlug: chosen.slug,
    packageName: chosen.name,
    withCake: input.cake,
    children: input.children,
    price,
    totalCents: price.totalCents,
  };
}

/** Same person, same request: case and spacing do not make a submission new. */
function fingerprint(input: BookingInput, locale: string): string {
  const normalised = Object.entries({ ...input, locale })
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${String(value).toLowerCase().replace(/\s+/g, ' ').trim()}`);
  return createHash('sha256').update(normalised.join('\n')).digest('hex');
}
