// The lifecycle wired to the running site: settings from the environment, the venue's contact
// from the content, mails kicked out after each change. Server-only. The signed links and the
// staff desk answer a booking through `answering()` here (src/booking/server/answer.ts).
import { getContentSource } from '@/content/create-source';
import { getDatabase, type Database } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/logger';
import {
  createLifecycle,
  type Lifecycle,
  type LifecycleDeps,
  type TransitionOptions,
  type TransitionResult,
} from './lifecycle';
import { type LifecycleAction } from '../rules/lifecycle-rules';
import { getLifecycleSettings } from './lifecycle-config';
import type { VenueContact } from '../mail/lifecycle';
import { getAvailabilityService, kickOutbox, loadBookingContext, loadRoomTitles } from './runtime';
import { createAnswering, type Answering } from './answer';

/** The venue's e-mail (BOOKING_NOTIFY_TO first), phone and address from the CMS footer. */
async function venueContact(): Promise<VenueContact> {
  const settings = getLifecycleSettings();
  const options = await getContentSource()
    .getSiteOptions(settings.venueLocale)
    .catch((error: unknown) => {
      logger.error('booking.options_unavailable', { error });
      return null;
    });
  return {
    email: getEnv().BOOKING_NOTIFY_TO ?? options?.footer.email ?? '',
    phone: options?.footer.phone ?? '',
    address: options?.footer.address ?? undefined,
  };
}

export function getLifecycleDeps(): LifecycleDeps {
  return { settings: getLifecycleSettings(), venue: venueContact, roomTitles: loadRoomTitles };
}

export function getLifecycle(): Lifecycle {
  return createLifecycle(getLifecycleDeps());
}

/**
 * Changes a booking's state: one transaction with the new state, the audit row and the mails;
 * refused (nothing changed) when the rules do not allow it. E.g.
 * `transition(db, id, 'confirm', { actor: { kind: 'staff', address } })`.
 */
export async function transition(
  db: Database,
  bookingId: number,
  action: LifecycleAction,
  options: TransitionOptions,
): Promise<TransitionResult> {
  const result = await getLifecycle().transition(db, bookingId, action, options);
  if (result.ok) {
    logger.info('booking.transition', {
      id: bookingId,
      action,
      from: result.from,
      to: result.to,
      actor: options.actor.kind,
    });
    kickOutbox();
  } else
    logger.info('booking.transition_refused', {
      id: bookingId,
      action,
      reason: result.reason,
      status: result.status,
    });
  return result;
}

/** The answer command on the site's database, lifecycle and free times. */
export function answering(): Answering {
  return createAnswering({
    getDb: async () => (await getDatabase()).db,
    transition,
    movesFor: async (booking, date) =>
      getAvailabilityService().movesFor(
        await loadBookingContext(getLifecycleSettings().venueLocale),
        booking,
        date,
      ),
    // The package is named in the booking's language; rooms in either.
    roomsFor: async (booking, rooms) =>
      getAvailabilityService().roomsFor(await loadBookingContext(booking.locale), booking, rooms),
    assignRooms: async (db, bookingId, plan, actor) => {
      const result = await getLifecycle().assignRooms(db, bookingId, plan, actor);
      if (result.ok) {
        logger.info('booking.rooms_assigned', { id: bookingId, rooms: result.rooms });
        // A confirmed party's parent is mailed the rooms.
        kickOutbox();
      } else logger.info('booking.rooms_refused', { id: bookingId, reason: result.reason });
      return result;
    },
    markArrival: async (db, bookingId, arrival, actor) => {
      const result = await getLifecycle().markArrival(db, bookingId, arrival, actor);
      if (result.ok)
        logger.info('booking.arrival', { id: bookingId, arrival: arrival ?? 'undone' });
      else logger.info('booking.arrival_refused', { id: bookingId, reason: result.reason });
      return result;
    },
  });
}
