// The lifecycle's settings and a stored booking in any state, for tests.
import { createHmac } from 'node:crypto';
import type { Database } from '@/lib/db/client';
import { bookingHolds, bookingRequests, type BookingRow } from '@/lib/db/schema';
import { createLifecycle, type Lifecycle, type LifecycleDeps } from '../server/lifecycle';
import { createAnswering, type Answering } from '../server/answer';
import { createAvailabilityService } from '../server/availability-service';
import { planPartyChange } from '../server/party-change';
import type { BookingContext } from '../rules/rules-context';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import { createLinkSigner } from '../rules/links';

export const TEST_LINK_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * A venue action's link as the venue's mails carried it before the venue answered on the desk
 * (`<id>~confirm|propose|decline~<expiry>~<HMAC>`, signed with the site's key the way
 * rules/links.ts signs): what a parent holds who was quoted such a mail in a reply.
 */
export function venueActionToken(
  bookingId: number,
  action: 'confirm' | 'propose' | 'decline',
  expiresAt: Date,
  secret = TEST_LINK_SECRET,
): string {
  const payload = `${bookingId}~${action}~${Math.floor(expiresAt.getTime() / 1000)}`;
  const mac = createHmac('sha256', secret).update(`cluville-booking-link\u0000${payload}`);
  return `${payload}~${mac.digest('base64url')}`;
}

export function testLifecycleSettings(
  overrides: Partial<LifecycleSettings> = {},
): LifecycleSettings {
  return {
    links: createLinkSigner(TEST_LINK_SECRET),
    siteUrl: new URL('http://localhost:4100'),
    venueLocale: 'me',
    verifyWithinMs: 30 * 60_000,
    holdTtlMs: 48 * 3_600_000,
    reminderBeforeMs: 24 * 3_600_000,
    cancelCutoffMs: 48 * 3_600_000,
    ...overrides,
  };
}

export const TEST_VENUE = {
  email: 'bookings@cluville.test',
  phone: '+382 67 123 456',
  address: 'Bulevar Svetog Petra Cetinjskog 1, Podgorica',
};

export function testLifecycle(overrides: Partial<LifecycleSettings> = {}, now?: () => Date) {
  const deps: LifecycleDeps = {
    settings: testLifecycleSettings(overrides),
    venue: async () => TEST_VENUE,
    now,
  };
  return { deps, lifecycle: createLifecycle(deps) };
}

/**
 * The answer command on a test database, wired as the site wires it: the lifecycle's
 * transitions, rooms and arrivals, and the free times of `context`.
 */
export function testAnswering(
  getDb: () => Database,
  context: BookingContext,
  lifecycle: Lifecycle = testLifecycle().lifecycle,
  options: { changeCutoffMs?: number; now?: () => Date } = {},
): Answering {
  const availability = createAvailabilityService({ getDb: async () => getDb() });
  return createAnswering({
    getDb: async () => getDb(),
    transition: lifecycle.transition,
    movesFor: (booking, on) => availability.movesFor(context, booking, on),
    roomsFor: (booking, rooms) => availability.roomsFor(context, booking, rooms),
    assignRooms: lifecycle.assignRooms,
    markArrival: lifecycle.markArrival,
    changeFor: (booking, change) =>
      planPartyChange(context, booking, change, {
        getDb: async () => getDb(),
        availability,
        cutoffMs: options.changeCutoffMs ?? 48 * 3_600_000,
        now: options.now,
      }),
    changeParty: lifecycle.changeParty,
  });
}

let counter = 0;

/** A booking's start, end after `minutes`, and the end of its hold `bufferMinutes` later. */
function span(startsAt: Date, minutes: number, bufferMinutes: number) {
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  return { startsAt, endsAt, blockedUntil: new Date(endsAt.getTime() + bufferMinutes * 60_000) };
}

/**
 * A booking of `minutes` (its resource held 15 minutes more), in memory only: for rendering its
 * mails and calendar file without a database.
 */
function rowInMemory(startsAt: Date, minutes: number, values: Partial<BookingRow>): BookingRow {
  return {
    phone: '+382 67 111 222',
    message: '',
    ...span(startsAt, minutes, 15),
    createdAt: new Date('2026-11-23T10:00:00Z'),
    ...values,
  } as BookingRow;
}

/** A confirmed 150-minute birthday in hall 1, in memory only. `values` names the booking. */
export function birthdayRow(startsAt: Date, values: Partial<BookingRow>): BookingRow {
  return rowInMemory(startsAt, 150, {
    form: 'birthday',
    status: 'confirmed',
    resource: 'hall:1',
    children: 12,
    ...values,
  });
}

/**
 * Ana's pending hour for five in room 203, in memory only (a refusal of it says "fully booked").
 * `values` names the booking.
 */
export function roomRow(startsAt: Date, values: Partial<BookingRow>): BookingRow {
  return rowInMemory(startsAt, 60, {
    form: 'room',
    status: 'pending',
    name: 'Ana Petrović',
    email: 'ana@example.com',
    resource: 'room:203',
    players: 5,
    declineReason: 'fully-booked',
    ...values,
  });
}

/**
 * Stores a room booking of `status` starting `startsInHours` from now (60 min + 15 buffer), with
 * its one hold on its resource (a `hall:` one for a birthday in a hall: no game room, as a party
 * stored before rooms were held); `holds: false` stores the row alone.
 */
export async function insertBooking(
  db: Database,
  values: Partial<typeof bookingRequests.$inferInsert> & {
    startsInHours?: number;
    holds?: boolean;
  } = {},
): Promise<BookingRow> {
  const { startsInHours = 96, holds = true, ...rest } = values;
  const startsAt = new Date(
    Math.floor((Date.now() + startsInHours * 3_600_000) / 1_800_000) * 1_800_000,
  );
  counter++;
  const [row] = await db
    .insert(bookingRequests)
    .values({
      reference: `CLV-T${counter}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      form: 'room',
      locale: 'en',
      status: 'pending',
      name: 'Marko Vuković',
      email: 'marko@example.com',
      phone: '067 222 333',
      resource: 'room:203',
      ...span(startsAt, 60, 15),
      roomSlug: 'space-mission',
      roomTitle: 'Space Mission',
      players: 5,
      fingerprint: `fp-${counter}-${Math.random()}`,
      ...rest,
    })
    .returning();
  if (holds)
    await db.insert(bookingHolds).values({
      bookingId: row!.id,
      kind: row!.resource.startsWith('hall:') ? 'hall' : 'room',
      resource: row!.resource,
      startsAt: row!.startsAt,
      blockedUntil: row!.blockedUntil,
      holding: true,
    });
  return row!;
}

/**
 * Two confirmed bookings either side of the parent's cancellation cut-off (48 hours before the
 * start): `early` starting `hours.early` from now (with `early`'s values), `late` in room 202
 * starting `hours.late` from now.
 */
export async function confirmedAroundCutoff(
  db: Database,
  hours: { early: number; late: number },
  early: Partial<typeof bookingRequests.$inferInsert> = {},
): Promise<{ early: BookingRow; late: BookingRow }> {
  return {
    early: await insertBooking(db, { status: 'confirmed', startsInHours: hours.early, ...early }),
    late: await insertBooking(db, {
      status: 'confirmed',
      startsInHours: hours.late,
      resource: 'room:202',
    }),
  };
}
