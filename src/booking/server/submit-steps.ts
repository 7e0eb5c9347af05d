// The steps of a booking request, in the order the booking service runs them (service.ts):
// validate → fit the group → plan the holds → apply the limits → store → answer. Each takes what the one before
// gave and either hands on or answers the request; a new rule is one more step. Only `store`
// touches the database: it owns the transaction the booking, its holds and its e-mails are
// written in, and runs in it the limits that must be counted with the insert (an address's
// unconfirmed requests, a contact's requests not answered for good).
//
// A parent's request (the form, the JSON API) is stored `unverified`: it holds its time for
// BOOKING_VERIFY_WITHIN, and its acknowledgement carries the one button that confirms it; the
// venue is told only then (the lifecycle's `verify`). A phone booking from the desk is stored
// confirmed; a team-building enquiry, which holds nothing, `pending` with the venue told at once.
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '@/content/types';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import type { Database } from '@/lib/db/client';
import type { Executor, Transaction } from '@/lib/db/executor';
import type { BookingRow } from '@/lib/db/schema';
import { addressForLog, limitKeyOf } from '@/lib/http/client-address';
import { logger } from '@/lib/logger';
import type { BookingErrorReason } from '@/lib/metrics';
import { reserveInWindow, type RateLimiter } from '@/lib/rate-limit';
import {
  addDays,
  closedOn,
  gridForDate,
  nearestFree,
  outsideRules,
  spanOf,
  type AvailabilityRules,
  type Hold,
  type Target,
} from '../rules/availability';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import { holdOf, type Demand } from '../rules/party-holds';
import { partyGamesOf, type RoomTitles } from '../rules/party-rooms';
import { priceBirthday, priceRoom, type ExtraChoice, type StoredPrice } from '../rules/pricing';
import { createReference } from '../rules/reference';
import { fitOf, fittingChoices, type FitParty } from '../rules/party-fit';
import { fitReason } from '../rules/party-fit-text';
import { roomResourcesOf, targetOf, type BookingContext } from '../rules/rules-context';
import {
  validateBooking,
  type BookingChannel,
  type BookingInput,
  type FieldErrors,
} from '../rules/schema';
import { emailKey, phoneKey } from '../rules/contact-keys';
import { ENQUIRY_RESOURCE } from '../rules/status';
import { bookingTranslator } from '../rules/translate';
import type { VenueContact } from '../mail/booking-mail';
import { receivedExtras, renderTransitionMails } from '../mail/lifecycle';
import { renderAcknowledgement, renderVenueRequestMail } from '../mail/request';
import {
  findRecentReference,
  HoldsTaken,
  inStoreTransaction,
  insertBooking,
  insertBookingEvent,
  lockFingerprint,
  placeHolds,
  setBookingResource,
  tooManyUnconfirmed,
  tooManyWaiting,
  type NewBooking,
} from '../db/repository';
import { insertMails, type OutboxInsert } from '../db/outbox-repository';

export const BOOKING_RULES = {
  perAddressPerHour: 10,
  /**
   * Requests of one e-mail, and of one phone, not answered for good (unconfirmed, pending or
   * proposed) at once; contacts compared normalised (rules/contact-keys.ts).
   */
  waitingPerContact: 3,
  /** Requests whose e-mail is not confirmed yet, per client address (IPv6: per /64), at once. */
  unconfirmedPerAddress: 2,
  /** Parents' acknowledgements per hour across every instance (BOOKING_ACK_MAILS_PER_HOUR). */
  ackMailsPerHour: 100,
  /**
   * How many hours ahead an acknowledgement past the cap may wait for room; beyond (a day of
   * acknowledgements queued: a flood) it is not sent.
   */
  ackHoursAhead: 24,
  duplicateWindowMs: 10 * 60_000,
  /**
   * How long the database may take to count and store a request before the visitor is told to
   * try again (503). A statement on a connection PostgreSQL dropped (a restart) can otherwise
   * wait forever; its transaction is rolled back with the connection, so nothing is stored.
   */
  storeTimeoutMs: 10_000,
} as const;

/** The audit trail's `from` of a booking that did not exist before (a phone booking). */
const NEW_BOOKING_STATUS = 'new';

export type SubmitResult =
  /**
   * `id`: the stored booking (none for the pretend success a honeypot gets); `holdUntil`: until
   * when it holds its time; `verifyWithinMs`: set when it holds only until the parent confirms
   * the e-mail (BOOKING_VERIFY_WITHIN), so the receipt says so.
   */
  | { status: 'created'; reference: string; id?: number; holdUntil?: Date; verifyWithinMs?: number }
  | { status: 'duplicate'; reference: string }
  /**
   * The fields refused, each with its message; `code` names a refusal of the rules past the
   * fields (a party's group that does not fit its rooms: `room_does_not_fit`, `no_room_fits`).
   */
  | { status: 'invalid'; errors: FieldErrors; code?: FitRefusal }
  /** The slot is held by another request: the message and the nearest free starts. */
  | { status: 'taken'; message: string; alternatives: { date: string; time: string }[] }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  /** This e-mail or phone already has BOOKING_RULES.waitingPerContact requests waiting: the message says so. */
  | { status: 'too-many-waiting'; message: string }
  /** This address already has BOOKING_RULES.unconfirmedPerAddress unconfirmed requests: the message says so. */
  | { status: 'too-many-unconfirmed'; message: string }
  /** The database failed (`reason`, counted in cluville_booking_errors_total): answered 503. */
  | { status: 'unavailable'; reason: BookingErrorReason };

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

/** A request whose fields are valid: what the later steps read. */
export interface ValidRequest {
  input: BookingInput;
  context: BookingContext;
  clientAddress: string;
  channel: BookingChannel;
  /** Set for a phone booking (the staff's channel). */
  staff?: StaffChannel;
  /** The field errors' and the refusals' wording (the desk's language for the staff). */
  t: ReturnType<typeof bookingTranslator>;
}

/** A step's answer to the request: the steps after it do not run. */
export interface Answered {
  answer: SubmitResult;
}

// ─── 1. validate ────────────────────────────────────────────────────────────────────────────

/**
 * The fields, in the request's language (the desk's for a phone booking); a bot that filled the
 * honeypot is told it succeeded (nothing is stored or sent); a team-building enquiry is never a
 * phone booking.
 */
export function validate(raw: unknown, meta: SubmitMeta): ValidRequest | Answered {
  const { context } = meta;
  const staff = meta.channel?.kind === 'staff' ? meta.channel : undefined;
  const channel: BookingChannel = staff ? 'staff' : 'web';
  const t = bookingTranslator(staff?.locale ?? context.locale, 'booking.errors');
  const validation = validateBooking(raw, context, t, channel);
  if (!validation.ok) return { answer: { status: 'invalid', errors: validation.errors } };
  if (meta.honeypot && !staff) {
    logger.warn('booking.honeypot', { address: addressForLog(meta.clientAddress) });
    return { answer: { status: 'created', reference: createReference() } };
  }
  const input = validation.data;
  if (input.form === 'team' && staff)
    return { answer: { status: 'invalid', errors: { form: t('form') } } };
  return { input, context, clientAddress: meta.clientAddress, channel, staff, t };
}

// ─── 2. fit the group ───────────────────────────────────────────────────────────────────────

/** Why a party's group was refused: the rooms named do not fit it, or no set of rooms does. */
export type FitRefusal = 'room_does_not_fit' | 'no_room_fits';

/**
 * A party's children against its game rooms (rules/party-fit.ts), for every channel alike: the
 * rooms named must fit the group (their waves end within the party, each team reaches the
 * room's players_min), and "let us choose" needs some set of rooms that does; otherwise 422 with
 * the reason in words and numbers at the rooms field. Undefined lets the request on.
 */
export function fitGroup(request: ValidRequest): Answered | undefined {
  const { input, context } = request;
  if (input.form !== 'birthday') return undefined;
  const chosen = context.packages.find((candidate) => candidate.slug === input.package);
  if (!chosen) return undefined;
  const locale = request.staff?.locale ?? context.locale;
  const tFit = bookingTranslator(locale, 'booking.fit');
  const party: FitParty = {
    children: input.children,
    durationMinutes: chosen.durationMinutes,
    gameOffsetMinutes: context.settings.gameOffsetMinutes,
    bufferMinutes: context.settings.bufferMinutes,
  };
  const named = roomResourcesOf(context, input.rooms);
  if (named.length) {
    const rooms = named.map((resource) =>
      context.rooms.find((room) => room.resource === resource)!,
    );
    const fit = fitOf(party, rooms);
    if (fit.fits) return undefined;
    const reason = fitReason(tFit, fit, input.children, locale);
    logger.info('booking.room_does_not_fit', { reason: fit.reason, waves: fit.waves });
    return {
      answer: {
        status: 'invalid',
        code: 'room_does_not_fit',
        errors: { rooms: request.t('roomDoesNotFit', { reason }) },
      },
    };
  }
  if (fittingChoices(party, context.rooms, chosen.escapeRooms).length) return undefined;
  logger.info('booking.no_room_fits', { children: input.children });
  return {
    answer: {
      status: 'invalid',
      code: 'no_room_fits',
      errors: {
        rooms: request.t('noRoomFits', { children: input.children, package: chosen.name }),
      },
    },
  };
}

// ─── 3. plan the holds ──────────────────────────────────────────────────────────────────────

/** The row to store and what it holds. */
export interface HoldPlan {
  booking: NewBooking;
  /** What the booking holds from its start (its room, or its party hall and game rooms). */
  demand: Demand;
  /** Other demands that would do (a party of several games left to the venue), `demand` first. */
  alternatives?: Demand[];
  /** The room or package asked for (none for an enquiry, which holds nothing). */
  target?: Target;
  rules: AvailabilityRules;
}

/**
 * The start checked against the grid, the opening days, the lead time and the days-ahead limit
 * (the last two the parents' only), and the row with its span: a room holds itself, a party its
 * hall and its game room(s), the ones named or free ones. A team-building enquiry names no time:
 * stored with the moment it came in as its times, holding nothing until the venue proposes one.
 */
export function planHolds(request: ValidRequest, now: Date): HoldPlan | Answered {
  const { input, context, channel, t } = request;
  const rules: AvailabilityRules = { settings: context.settings, timeZone: VENUE_TIME_ZONE, now };
  if (input.form === 'team')
    return {
      booking: toRow(input, context, { startsAt: now, endsAt: now, blockedUntil: now }, channel),
      demand: [],
      rules,
    };
  const target = targetOf(
    context,
    input.form,
    input.form === 'room' ? input.room : input.package,
    input.form === 'birthday' ? roomResourcesOf(context, input.rooms) : [],
    // A party's rooms are held for the waves its children play (the fit step let it on).
    input.form === 'birthday' ? input.children : undefined,
  )!;
  const slot = checkSlot(input.date, input.time, target, rules, t, channel);
  if ('errors' in slot) return { answer: { status: 'invalid', errors: slot.errors } };
  const demand = target.demand!;
  // The row's own span is its first part's (the party's hall, or the room): the party's time.
  const placeHold = holdOf(demand[0]!.options[0]!, 0, slot.startsAt, 0);
  const booking = toRow(
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
  return { booking, demand, alternatives: target.alternatives, target, rules };
}

/** A 422 field message for a start that is not in the grid, past, inside the lead time or closed. */
function checkSlot(
  date: string,
  time: string,
  target: Target,
  rules: AvailabilityRules,
  t: ValidRequest['t'],
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
    emailKey: emailKey(input.email),
    phoneKey: phoneKey(input.phone),
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
  // The extras are stored as lines with their prices at the time, inside the itemised price.
  const price = priceBirthday(
    chosen,
    { withCake: input.cake, children: input.children, extras: input.extras },
    context.extras,
  );
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

/** A value as the fingerprint reads it: a party's extras by their keys and quantities. */
function textOf(value: unknown): string {
  if (Array.isArray(value))
    return value
      .map((item) =>
        item && typeof item === 'object'
          ? `${(item as ExtraChoice).key}:${(item as ExtraChoice).quantity}`
          : String(item),
      )
      .join(',');
  return String(value);
}

/** Same person, same request: case and spacing do not make a submission new. */
function fingerprint(input: BookingInput, locale: string): string {
  const normalised = Object.entries({ ...input, locale })
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${textOf(value).toLowerCase().replace(/\s+/g, ' ').trim()}`);
  return createHash('sha256').update(normalised.join('\n')).digest('hex');
}

// ─── 4. apply the limits ────────────────────────────────────────────────────────────────────

/**
 * The address's hourly count: a request past it is refused, or answered with its reference when
 * it repeats one made within the duplicate window (`earlierReference`); undefined lets it on.
 * The staff's bookings are not limited. The acknowledgements' cap is the store step's: it counts
 * stored requests only.
 */
export async function applyLimits(
  request: ValidRequest,
  limiter: RateLimiter,
  earlierReference: () => Promise<string | undefined>,
): Promise<Answered | undefined> {
  if (request.staff) return undefined;
  const limit = await limiter.consume(
    `booking:ip:${limitKeyOf(request.clientAddress)}`,
    BOOKING_RULES.perAddressPerHour,
    3600,
  );
  if (limit.allowed) return undefined;
  const earlier = await earlierReference();
  if (earlier) return { answer: { status: 'duplicate', reference: earlier } };
  logger.warn('booking.rate_limited', { address: addressForLog(request.clientAddress) });
  return { answer: { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds } };
}

/**
 * When the parent's acknowledgement of a request being stored may go: counted against the
 * hourly cap on `tx`, so a request refused or rolled back never counts; past the cap, the start
 * of the first hour with room (the mail waits in the outbox until then); null when none within
 * BOOKING_RULES.ackHoursAhead has room, or the cap is 0 (no acknowledgements at all).
 */
async function acknowledgementTime(tx: Executor, cap: number, at: Date): Promise<Date | null> {
  const when = await reserveInWindow(tx, {
    key: 'booking:ack-mails',
    limit: cap,
    windowSeconds: 3600,
    at: at.getTime(),
    windows: BOOKING_RULES.ackHoursAhead,
  });
  if (!when || when > at)
    logger.warn('booking.ack_cap_reached', {
      perHour: cap,
      ...(when
        ? { sendsInSeconds: Math.ceil((when.getTime() - at.getTime()) / 1000) }
        : { note: 'no hour with room ahead: this acknowledgement is not sent' }),
    });
  return when ?? null;
}

// ─── 5. store ───────────────────────────────────────────────────────────────────────────────

export type Stored =
  /** `holds`: what the stored booking holds, in the demand's order. */
  | { row: BookingRow; holds: Hold[] }
  | { duplicate: string }
  | { taken: true }
  | { tooManyWaiting: true }
  | { tooManyUnconfirmed: true }
  /** No acknowledgement could go in time to confirm the request (the cap): seconds until one may. */
  | { acknowledgementsFull: number };

/** What the store step needs besides the request: the venue, the settings, the database's kind. */
export interface StoreOptions {
  venue: VenueContact & { locale: Locale };
  /** Parents' acknowledgements per hour, across instances (acknowledgementTime). */
  ackCap: number;
  /** The acknowledgement's signed link, the time to confirm it, the venue's language. */
  lifecycle: LifecycleSettings;
  /** The rooms' titles in both languages (a party's games in its mails). */
  roomTitles: RoomTitles;
  /** PostgreSQL: identical submissions, and one contact's, wait for each other (advisory locks). */
  serialise: boolean;
  duplicateSince: Date;
}

/** Whether the request waits for the parent to confirm the e-mail: every request but a phone booking and an enquiry. */
function needsConfirmation(request: Pick<ValidRequest, 'staff' | 'input'>): boolean {
  return !request.staff && request.input.form !== 'team';
}

/**
 * The client's key for the cap on unconfirmed requests: its address's limit key (an IPv6 address
 * by its /64), hashed, so the row keeps no address.
 */
function clientKeyOf(clientAddress: string): string {
  return createHash('sha256')
    .update(`unconfirmed:${limitKeyOf(clientAddress)}`)
    .digest('base64url');
}

/**
 * One transaction: unless an identical request arrived since `duplicateSince` (then its
 * reference), the client has too many unconfirmed requests or the contact too many not answered,
 * the booking row (`unverified` holding its time for BOOKING_VERIFY_WITHIN; `confirmed` with its
 * audit row for a phone booking; `pending` for an enquiry), its holds part by part (the database
 * decides each one, the exclusion constraint refusing an overlap; a part with no free resource
 * rolls everything back: `taken`), and its e-mails rendered from the stored row, queued in the
 * outbox.
 */
export async function store(
  db: Database,
  request: ValidRequest,
  plan: HoldPlan,
  options: StoreOptions,
): Promise<Stored> {
  const { booking, demand } = plan;
  const enquiry = request.input.form === 'team';
  const place = enquiry ? ENQUIRY_RESOURCE : demand[0]?.options[0]?.resource;
  if (!place) return { taken: true };
  const verifying = needsConfirmation(request);
  const clientKey = verifying ? clientKeyOf(request.clientAddress) : null;
  try {
    return await inStoreTransaction(db, async (tx, { savepointsOnly }): Promise<Stored> => {
      if (options.serialise) await lockFingerprint(tx, booking.fingerprint);
      const earlier = await findRecentReference(tx, booking.fingerprint, options.duplicateSince);
      if (earlier) return { duplicate: earlier };
      // 4b. The limits counted with the insert, in this transaction (every instance together).
      if (
        clientKey &&
        (await tooManyUnconfirmed(
          tx,
          clientKey,
          BOOKING_RULES.unconfirmedPerAddress,
          options.serialise,
        ))
      )
        return { tooManyUnconfirmed: true };
      if (
        !request.staff &&
        (await tooManyWaiting(
          tx,
          { email: booking.emailKey ?? null, phone: booking.phoneKey ?? null },
          BOOKING_RULES.waitingPerContact,
          options.serialise,
        ))
      )
        return { tooManyWaiting: true };
      const status = request.staff ? 'confirmed' : verifying ? 'unverified' : 'pending';
      const createdAt = new Date();
      const ackAt = request.staff
        ? createdAt
        : await acknowledgementTime(tx, options.ackCap, createdAt);
      // A request the parent must confirm holds its time from its acknowledgement on; one whose
      // acknowledgement could not go within that time (the cap reached: a flood) holds nothing.
      const verifyWithin = options.lifecycle.verifyWithinMs;
      if (verifying && (!ackAt || ackAt.getTime() - createdAt.getTime() > verifyWithin))
        throw new AcknowledgementsFull(ackAt ? ackAt.getTime() - createdAt.getTime() : 3_600_000);
      let row = await insertBooking(
        tx,
        { ...booking, clientKey },
        {
          resource: place,
          status,
          createdAt,
          holdUntil: verifying ? new Date(ackAt!.getTime() + verifyWithin) : undefined,
          createReference,
        },
      );
      const holds = enquiry
        ? []
        : await placeFirst(
            tx,
            row.id,
            plan.alternatives ?? [demand],
            booking.startsAt,
            request.context.settings.bufferMinutes,
            savepointsOnly,
          );
      // The booking's place is the resource its first part's hold took.
      if (holds.length && holds[0]!.resource !== place)
        row = await setBookingResource(tx, row.id, holds[0]!.resource);
      await insertMails(
        tx,
        requestMails(row, holds, request, { ...options, ackAt }).map((mail) => ({
          ...mail,
          bookingId: row.id,
          createdAt: row.createdAt,
        })),
      );
      if (request.staff)
        await insertBookingEvent(tx, {
          bookingId: row.id,
          at: row.createdAt,
          actor: 'staff',
          actorAddress: request.staff.address,
          fromStatus: NEW_BOOKING_STATUS,
          toStatus: status,
          note: 'phone booking',
        });
      return { row, holds };
    });
  } catch (error) {
    // The whole transaction (the booking row among it, the acknowledgement's place) was rolled back.
    if (error instanceof HoldsTaken) return { taken: true };
    if (error instanceof AcknowledgementsFull)
      return { acknowledgementsFull: Math.ceil(error.waitMs / 1000) };
    throw error;
  }
}

/**
 * The holds of the first of `demands` the database takes, each tried in a savepoint of its own
 * (a set of rooms taken meanwhile rolls back alone); `HoldsTaken` when none fits.
 */
async function placeFirst(
  tx: Transaction,
  bookingId: number,
  demands: Demand[],
  startsAt: Date,
  bufferMinutes: number,
  savepointsOnly: boolean,
): Promise<Hold[]> {
  if (demands.length === 1)
    return placeHolds(tx, bookingId, demands[0]!, startsAt, bufferMinutes, { savepointsOnly });
  for (const demand of demands) {
    try {
      return await tx.transaction((savepoint) =>
        placeHolds(savepoint, bookingId, demand, startsAt, bufferMinutes, { savepointsOnly }),
      );
    } catch (error) {
      if (!(error instanceof HoldsTaken)) throw error;
    }
  }
  throw new HoldsTaken();
}

/** The acknowledgements' cap leaves no room to confirm a request in time: nothing is stored. */
class AcknowledgementsFull extends Error {
  constructor(readonly waitMs: number) {
    super('no acknowledgement can go within the time to confirm the request');
  }
}

/**
 * The mails of a stored request, from its row as the database holds it and the holds it took:
 * the parent's acknowledgement, with the button that confirms a booking, which waits until
 * `ackAt` when that is later (the acknowledgements' cap; none when null); for an enquiry, the
 * venue's mail too (a booking's goes once the parent confirms it); for a phone booking, the
 * confirmation the lifecycle sends on confirm.
 */
export function requestMails(
  row: BookingRow,
  holds: Hold[],
  request: Pick<ValidRequest, 'input' | 'staff' | 'context'>,
  options: Pick<StoreOptions, 'venue' | 'lifecycle' | 'roomTitles'> & { ackAt: Date | null },
): Omit<OutboxInsert, 'bookingId' | 'createdAt'>[] {
  const { input } = request;
  const { venue, lifecycle } = options;
  const games = input.form === 'birthday' ? partyGamesOf(holds, options.roomTitles) : undefined;
  if (request.staff)
    return renderTransitionMails({
      action: 'confirm',
      actor: 'staff',
      booking: row,
      previous: row,
      venue,
      settings: lifecycle,
      now: row.createdAt,
      games,
    });
  const acknowledgement = renderAcknowledgement(
    {
      reference: row.reference,
      locale: request.context.locale,
      input,
      roomTitle: row.roomTitle ?? undefined,
      packageName: row.packageName ?? undefined,
      price: (row.price as StoredPrice | null) ?? undefined,
      games,
      createdAt: row.createdAt,
      endsAt: row.endsAt,
    },
    venue,
    receivedExtras(
      { ...row, locale: request.context.locale },
      row.holdUntil ?? new Date(row.createdAt.getTime() + lifecycle.holdTtlMs),
      lifecycle,
    ),
  );
  const { ackAt } = options;
  return [
    ...(input.form === 'team'
      ? [
          renderVenueRequestMail({
            booking: row,
            venue,
            settings: lifecycle,
            now: row.createdAt,
          }),
        ]
      : []),
    ...(ackAt
      ? [ackAt > row.createdAt ? { ...acknowledgement, notBefore: ackAt } : acknowledgement]
      : []),
  ];
}

// ─── 6. answer ──────────────────────────────────────────────────────────────────────────────

/**
 * What the visitor is told: the reference (and the hold's end, and whether the e-mail must be
 * confirmed) of a stored request; the first reference of a duplicate; the unconfirmed and the
 * waiting limits in words; for a taken time, the nearest free starts
 * within eight days either side (`holdsBetween` reads the holds there).
 */
export async function answer(
  stored: Stored,
  request: ValidRequest,
  plan: HoldPlan,
  options: {
    lifecycle: LifecycleSettings;
    holdsBetween: (resources: string[], from: Date, to: Date) => Promise<Hold[]>;
  },
): Promise<SubmitResult> {
  const { input, context, t } = request;
  if ('acknowledgementsFull' in stored) {
    // Nothing stored: a request no one could confirm in time would only hold the calendar.
    logger.warn('booking.rate_limited', {
      address: addressForLog(request.clientAddress),
      reason: 'acknowledgements',
    });
    return { status: 'rate-limited', retryAfterSeconds: stored.acknowledgementsFull };
  }
  // A limit reached: a warning naming the limit (never the contact), and the limit in words.
  const overLimit = <S extends SubmitResult['status']>(
    status: S,
    event: string,
    message: 'tooManyUnconfirmed' | 'tooManyWaiting',
    limit: Record<string, number>,
  ) => {
    logger.warn(event, { address: addressForLog(request.clientAddress), ...limit });
    const [max] = Object.values(limit);
    return { status, message: t(message, { max: max!, phone: context.venuePhone }) };
  };
  if ('tooManyUnconfirmed' in stored)
    return overLimit('too-many-unconfirmed', 'booking.too_many_unconfirmed', 'tooManyUnconfirmed', {
      perAddress: BOOKING_RULES.unconfirmedPerAddress,
    });
  if ('tooManyWaiting' in stored)
    return overLimit('too-many-waiting', 'booking.too_many_waiting', 'tooManyWaiting', {
      perContact: BOOKING_RULES.waitingPerContact,
    });
  if ('taken' in stored) {
    // An enquiry holds nothing, so nothing can be taken from it.
    if (!plan.target || input.form === 'team')
      return { status: 'unavailable', reason: 'store_conflict' };
    const span = spanOf([addDays(input.date, -8), addDays(input.date, 8)], plan.rules);
    const holds = await options.holdsBetween(plan.target.resources, span.from, span.to);
    const alternatives = nearestFree(
      { date: input.date, startsAt: plan.booking.startsAt },
      plan.target,
      holds,
      plan.rules,
    );
    logger.info('booking.slot_taken', { form: input.form, alternatives: alternatives.length });
    return {
      status: 'taken',
      message: alternatives.length ? t('slotTaken') : t('slotTakenNone'),
      alternatives,
    };
  }
  if ('duplicate' in stored) {
    logger.info('booking.duplicate', { reference: stored.duplicate });
    return { status: 'duplicate', reference: stored.duplicate };
  }
  const { row } = stored;
  if (request.staff) return { status: 'created', reference: row.reference, id: row.id };
  return {
    status: 'created',
    reference: row.reference,
    id: row.id,
    holdUntil: row.holdUntil ?? new Date(row.createdAt.getTime() + options.lifecycle.holdTtlMs),
    ...(row.status === 'unverified' ? { verifyWithinMs: options.lifecycle.verifyWithinMs } : {}),
  };
}
