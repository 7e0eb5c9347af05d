// Free start times of one room or of the party halls on one or more dates: the grid from the
// booking settings, the holds from the database (one query for the whole range).
import type { Database } from '@/lib/db/client';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import {
  availability,
  datesFrom,
  spanOf,
  type AvailabilityRules,
  type DaySlots,
  type Target,
} from './availability';
import { targetOf, type BookingContext } from './rules-context';
import type { FormValues } from './form-state';
import { listHolds } from './repository';

export const MAX_AVAILABILITY_DAYS = 31;

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

  return {
    forTarget,
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
