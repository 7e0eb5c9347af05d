// Free start times of one room or of the party halls on one or more dates: the grid from the
// booking settings, the holds from the database (one query for the whole range).
import type { Database } from '@/lib/db/client';
import { roomEntries, roomsForTimes } from '../rules/game-rooms';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import {
  availability,
  datesFrom,
  gridForDate,
  hallResources,
  outsideRules,
  spanOf,
  type AvailabilityRules,
  type DaySlots,
  type Target,
} from '../rules/availability';
import {
  roomResourcesOf,
  roomSlugsOf,
  roomsProblem,
  targetOf,
  type BookingContext,
} from '../rules/rules-context';
import type { FormValues } from '../rules/form-state';
import { BOOKING_LIMITS } from '../rules/fields';
import { fitOf, fittingChoices, type FitParty } from '../rules/party-fit';
import { heldBy, listHolds } from '../db/holds-repository';
import {
  demandOfHolds,
  demandSpanMinutes,
  partyDemand,
  planHolds,
  teamDemand,
  type Demand,
} from '../rules/party-holds';
import { holdsNoTime } from '../rules/status';
import type { BookingRow } from '@/lib/db/schema';

export const MAX_AVAILABILITY_DAYS = 31;

/** A free start a booking can move to, and what it would hold there. */
export interface Move {
  time: string;
  startsAt: Date;
  /** The resource of its first part (its hall, or its room). */
  resource: string;
  /**
   * What the booking holds at the new start, its own resources first (lengths with the buffer:
   * place with a buffer of 0); the lifecycle writes it, the database deciding.
   */
  demand: Demand;
}

/** What a move keeps of a booking: its holds' kinds, offsets and lengths. */
export type MovingBooking = Pick<
  BookingRow,
  'id' | 'form' | 'resource' | 'startsAt' | 'endsAt' | 'blockedUntil' | 'groupSize'
>;

/** Why a party's rooms cannot be assigned, or the demand that assigns them. */
export type RoomsPlan =
  | { ok: true; demand: Demand; bufferMinutes: number; prefer: string[] }
  /** `room-does-not-fit`: the party's children do not fit the rooms named (or any, left to the desk). */
  | { ok: false; reason: 'not-a-party' | 'bad-rooms' | 'room-does-not-fit' };

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
   * The starts on a date a booking can be moved to (another time proposed): every hold moves with
   * it, keeping its length and offset, on its own resource where free, else (a party) on another
   * hall or room; its own holds left out, so a shift by one step is offered when nothing else
   * holds it. The same rules as a parent's request.
   */
  async function movesFor(
    context: BookingContext,
    booking: MovingBooking,
    date: string,
  ): Promise<Move[]> {
    const rules = rulesOf(context);
    const buffer = context.settings.bufferMinutes;
    const own = await heldBy(await deps.getDb(), booking);
    const hallSpan = own.find((hold) => hold.kind === 'hall');
    const minutes = (ms: number) => Math.round(ms / 60_000);
    const roomOptions = context.rooms.map((room) => ({
      resource: room.resource,
      sessionMinutes: room.durationMinutes + buffer,
    }));
    // A team-building enquiry holds nothing yet: it moves to as many rooms as its teams need.
    const demand = holdsNoTime(booking)
      ? teamDemand(booking.groupSize ?? 0, roomOptions)
      : demandOfHolds(
          own,
          booking.startsAt,
          booking.form === 'birthday'
            ? {
                hall: hallSpan
                  ? hallResources(context.settings.partyHalls).map((resource) => ({
                      resource,
                      sessionMinutes: minutes(
                        hallSpan.blockedUntil.getTime() - hallSpan.startsAt.getTime(),
                      ),
                    }))
                  : [],
                room: roomOptions,
              }
            : {},
        );
    const resources = [...new Set(demand.flatMap((part) => part.options.map((o) => o.resource)))];
    const grid = gridForDate(date, Math.max(0, demandSpanMinutes(demand) - buffer), rules);
    if (!grid.length) return [];
    const span = spanOf([date], rules);
    const holds = await listHolds(await deps.getDb(), resources, span.from, span.to, booking.id);
    return grid.flatMap((slot) => {
      // Its own time is no other time to propose.
      if (slot.startsAt.getTime() === booking.startsAt.getTime()) return [];
      if (outsideRules(slot, rules)) return [];
      const plan = planHolds(demand, slot.startsAt, 0, holds);
      return plan
        ? [{ time: slot.time, startsAt: slot.startsAt, resource: plan[0]!.resource, demand }]
        : [];
    });
  }

  /**
   * What a party holds with other game rooms: its hall as it is, and the named rooms (slugs of
   * either language; none: free ones, its present rooms first), `gameOffsetMinutes` after its
   * start. A hall-only party from before rooms were held gets its rooms this way. The party's
   * children must fit the rooms, as for a new request (rules/party-fit.ts): each room is held for
   * their waves; rooms left to the desk are a set the children fit, the first free one.
   */
  async function roomsFor(
    context: BookingContext,
    booking: MovingBooking & Pick<BookingRow, 'packageSlug' | 'children'>,
    posted: string,
  ): Promise<RoomsPlan> {
    if (booking.form !== 'birthday') return { ok: false, reason: 'not-a-party' };
    const own = await heldBy(await deps.getDb(), booking);
    const hall = own.find((hold) => hold.kind === 'hall');
    if (!hall) return { ok: false, reason: 'not-a-party' };
    const slugs = roomSlugsOf(posted);
    const pkg = context.packages.find((candidate) => candidate.slug === booking.packageSlug);
    // A package the content no longer lists plays as many games as the party holds (at least one).
    const games = pkg?.escapeRooms ?? Math.max(1, own.filter((h) => h.kind === 'room').length);
    if (roomsProblem(context, games, slugs)) return { ok: false, reason: 'bad-rooms' };
    const buffer = context.settings.bufferMinutes;
    const durationMinutes =
      Math.round((hall.blockedUntil.getTime() - hall.startsAt.getTime()) / 60_000) - buffer;
    const chosen = roomResourcesOf(context, slugs);
    const prefer = own.map((hold) => hold.resource);
    const hallPart = (demand: Demand): Demand => [
      {
        kind: 'hall',
        offsetMinutes: 0,
        options: [{ resource: hall.resource, sessionMinutes: durationMinutes }],
      },
      ...demand.slice(1),
    ];
    if (pkg && booking.children) {
      const party: FitParty = {
        children: booking.children,
        durationMinutes,
        gameOffsetMinutes: context.settings.gameOffsetMinutes,
        bufferMinutes: buffer,
      };
      const fits = chosen.length
        ? fitOf(
            party,
            chosen.map((resource) => context.rooms.find((room) => room.resource === resource)!),
          ).fits
        : fittingChoices(party, context.rooms, games).length > 0;
      if (!fits) return { ok: false, reason: 'room-does-not-fit' };
      const target = targetOf(
        { ...context, packages: [{ ...pkg, durationMinutes, escapeRooms: games }] },
        'birthday',
        pkg.slug,
        chosen,
        booking.children,
      )!;
      const demands = (target.alternatives ?? [target.demand!]).map(hallPart);
      // Of several sets of rooms, the first free at the game's time now (the database decides).
      const span = {
        from: booking.startsAt,
        to: new Date(booking.startsAt.getTime() + (target.sessionMinutes + buffer) * 60_000),
      };
      const holds =
        demands.length > 1
          ? await listHolds(await deps.getDb(), target.resources, span.from, span.to, booking.id)
          : [];
      const demand =
        demands.find((candidate) => planHolds(candidate, booking.startsAt, buffer, holds)) ??
        demands[0]!;
      return { ok: true, demand, bufferMinutes: buffer, prefer };
    }
    const demand = partyDemand({
      durationMinutes,
      escapeRooms: games,
      halls: [hall.resource],
      rooms: context.rooms,
      chosen,
      gameOffsetMinutes: context.settings.gameOffsetMinutes,
    });
    return { ok: true, demand, bufferMinutes: buffer, prefer };
  }

  return {
    forTarget,
    movesFor,
    roomsFor,
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
        values.form === 'room'
          ? []
          : roomResourcesOf(context, roomSlugsOf(timesRooms(context, values))),
        values.form === 'room' ? undefined : childrenOf(values.children),
      );
      if (!target) return null;
      return (await forTarget(context, target, date, 1))[0] ?? null;
    },
  };
}

/** A party's children as posted, when a number the form takes; otherwise none (one wave). */
function childrenOf(value: string | undefined): number | undefined {
  const children = Number(value);
  return Number.isInteger(children) &&
    children >= BOOKING_LIMITS.childrenMin &&
    children <= BOOKING_LIMITS.childrenMax
    ? children
    : undefined;
}

/**
 * The rooms a no-JavaScript "Show free times" follows: the form's own rule (game-rooms.ts), so a
 * half choice shows the "let us choose" times, as the form with JavaScript does.
 */
function timesRooms(context: BookingContext, values: FormValues): string {
  const games = context.packages.find((item) => item.slug === values.package)?.escapeRooms ?? 1;
  return roomsForTimes(roomEntries(values.rooms, games));
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
