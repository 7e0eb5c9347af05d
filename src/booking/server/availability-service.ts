// Free start times of one room or of the party halls on one or more dates: the grid from the
// booking settings, the holds from the database (one query for the whole range).
import type { Database } from '@/lib/db/client';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import {
  availability,
  datesFrom,
  freeResource,
  gridForDate,
  outsideRules,
  resourcesLike,
  spanOf,
  type AvailabilityRules,
  type DaySlots,
  type Target,
} from '../rules/availability';
import { targetOf, type BookingContext } from '../rules/rules-context';
import type { FormValues } from '../rules/form-state';
import { listHolds } from '../db/repository';

export const MAX_AVAILABILITY_DAYS = 31;

/** A free start a booking can move to, and the resource that takes it. */
export interface Move {
  time: string;
  startsAt: Date;
  resource: string;
}

/** What a move keeps of a booking: its resource's kind and its session's length. */
export type MovingBooking = { id: number; resource: string; startsAt: Date; endsAt: Date };

export interface AvailabilityServiceDeps {
  getDb: () => Promise<Database>;
  now?: () => Date;
}

export function createAvailabilityService(deps: AvailabilityServiceDeps) {
  const rulesOf = (context: BookingContext): AvailabilityRules => ({
    settings: context.settings,
    timeZone: VENUE_TIME_ZONE,
    now: deps.now?.() ?? new Date(),
  });

  async function forTarget(
    context: BookingContext,
    target: Target,
    date: string,
    days = 1,
  ): Promise<DaySlots[]> {
    const rules = rulesOf(context);
    const dates = datesFrom(date, days);
    const span = spanOf(dates, rules);
    const holds = await listHolds(await deps.getDb(), target.resources, span.from, span.to);
    return availability(dates, target, holds, rules);
  }

  /**
   * The starts on a date a booking can be moved to (another time proposed): on any resource of
   * its kind (the room itself; any party hall), with its own hold left out, so a shift by one
   * step is offered when nothing else holds it. The same rules as a parent's request.
   */
  async function movesFor(
    context: BookingContext,
    booking: MovingBooking,
    date: string,
  ): Promise<Move[]> {
    const rules = rulesOf(context);
    const target: Target = {
      resources: resourcesLike(booking.resource, context.settings.partyHalls),
      sessionMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    };
    const grid = gridForDate(date, target.sessionMinutes, rules);
    if (!grid.length) return [];
    const span = spanOf([date], rules);
    const holds = await listHolds(
      await deps.getDb(),
      target.resources,
      span.from,
      span.to,
      booking.id,
    );
    return grid.flatMap((slot) => {
      // Its own time is no other time to propose.
      if (slot.startsAt.getTime() === booking.startsAt.getTime()) return [];
      const resource = outsideRules(slot, rules) ? undefined : freeResource(slot, target, holds);
      return resource ? [{ time: slot.time, startsAt: slot.startsAt, resource }] : [];
    });
  }

  return {
    forTarget,
    movesFor,
    /** One date's grid for what a posted form asks for; null without a room or package. */
    async forForm(
      context: BookingContext,
      values: FormValues,
      date: string,
    ): Promise<DaySlots | null> {
      const target = targetOf(
        context,
        values.form === 'room' ? 'room' : 'birthday',
        (values.form === 'room' ? values.room : values.package) ?? '',
      );
      if (!target) return null;
      return (await forTarget(context, target, date, 1))[0] ?? null;
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
