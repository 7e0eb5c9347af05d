// What a booking holds, part by part. A room booking holds its room for the room's session. A
// birthday holds one party hall for the package's duration and, from `gameOffsetMinutes` after
// the party's start, the escape room(s) its package plays, each for that room's own session. Pure:
// the database's exclusion constraint on the holds is the guarantee; this plans what to write and
// answers the free-times grid.
import type { Hold } from './availability';

/** A resource that can take one part of a booking, and how long that part lasts on it. */
export interface HoldOption {
  resource: string;
  sessionMinutes: number;
}

/** One thing a booking needs at once: any one of `options`, from `offsetMinutes` after its start. */
export interface HoldPart {
  kind: 'hall' | 'room';
  offsetMinutes: number;
  options: HoldOption[];
}

/** Every part a booking needs; each part takes a different resource. */
export type Demand = HoldPart[];

export interface DemandRoom {
  resource: string;
  durationMinutes: number;
}

export function roomDemand(room: DemandRoom): Demand {
  return [
    {
      kind: 'room',
      offsetMinutes: 0,
      options: [{ resource: room.resource, sessionMinutes: room.durationMinutes }],
    },
  ];
}

/**
 * A party: one of the halls for the package's duration, and its games. With rooms named, each
 * game holds its named room; without, each game may take any room ("let us choose"), and the
 * rooms are assigned when the request is stored.
 */
export function partyDemand(input: {
  durationMinutes: number;
  escapeRooms: number;
  halls: string[];
  rooms: DemandRoom[];
  /** The rooms the parent named (resources); empty: let the venue choose. */
  chosen: string[];
  gameOffsetMinutes: number;
}): Demand {
  const hall: HoldPart = {
    kind: 'hall',
    offsetMinutes: 0,
    options: input.halls.map((resource) => ({ resource, sessionMinutes: input.durationMinutes })),
  };
  const option = (room: DemandRoom): HoldOption => ({
    resource: room.resource,
    sessionMinutes: room.durationMinutes,
  });
  const games: HoldPart[] = input.chosen.length
    ? input.chosen.map((resource) => ({
        kind: 'room',
        offsetMinutes: input.gameOffsetMinutes,
        options: input.rooms.filter((room) => room.resource === resource).map(option),
      }))
    : Array.from({ length: input.escapeRooms }, () => ({
        kind: 'room',
        offsetMinutes: input.gameOffsetMinutes,
        options: input.rooms.map(option),
      }));
  return [hall, ...games];
}

/** Players of one team at a team-building event: the groups play in rooms of 4 to 8 at once. */
const TEAM_PLAYERS_MAX = 8;

/**
 * A team-building event the venue proposes a time for: as many escape rooms at once as teams of
 * up to eight the group makes (never more than the venue has), any room for each team.
 */
export function teamDemand(groupSize: number, rooms: HoldOption[]): Demand {
  const teams = Math.min(Math.max(1, Math.ceil(groupSize / TEAM_PLAYERS_MAX)), rooms.length);
  return Array.from({ length: teams }, () => ({
    kind: 'room' as const,
    offsetMinutes: 0,
    options: rooms,
  }));
}

/** The hold one option of a part makes for a booking starting at `startsAt`. */
export function holdOf(
  option: HoldOption,
  offsetMinutes: number,
  startsAt: Date,
  bufferMinutes: number,
): Hold {
  const begins = startsAt.getTime() + offsetMinutes * 60_000;
  return {
    resource: option.resource,
    startsAt: new Date(begins),
    blockedUntil: new Date(begins + (option.sessionMinutes + bufferMinutes) * 60_000),
  };
}

function overlapsAny(hold: Hold, taken: Hold[]): boolean {
  return taken.some(
    (other) =>
      other.resource === hold.resource &&
      other.startsAt < hold.blockedUntil &&
      hold.startsAt < other.blockedUntil,
  );
}

/**
 * The holds a booking starting at `startsAt` would write: a different free resource for every
 * part (the parts with fewest options tried first), or null when no such choice exists.
 */
export function planHolds(
  demand: Demand,
  startsAt: Date,
  bufferMinutes: number,
  taken: Hold[],
): Hold[] | null {
  const order = demand
    .map((part, index) => ({ part, index }))
    .sort((a, b) => a.part.options.length - b.part.options.length);
  const chosen: Hold[] = new Array(demand.length);
  const used = new Set<string>();
  const place = (at: number): boolean => {
    if (at === order.length) return true;
    const { part, index } = order[at]!;
    for (const option of part.options) {
      if (used.has(option.resource)) continue;
      const hold = holdOf(option, part.offsetMinutes, startsAt, bufferMinutes);
      if (overlapsAny(hold, taken)) continue;
      used.add(option.resource);
      chosen[index] = hold;
      if (place(at + 1)) return true;
      used.delete(option.resource);
    }
    return false;
  };
  return demand.length && place(0) ? chosen : null;
}

/** How far past its start a booking's last hold reaches (the grid's session length). */
export function demandSpanMinutes(demand: Demand): number {
  return Math.max(
    0,
    ...demand.flatMap((part) =>
      part.options.map((option) => part.offsetMinutes + option.sessionMinutes),
    ),
  );
}

/** A hold a booking has, as the database keeps it (src/booking/db/holds-repository.ts). */
export interface KindedHold extends Hold {
  kind: 'hall' | 'room';
}

/**
 * What a booking holding `holds` (its start `startsAt`) needs at another start: each part keeps
 * its offset and its length, on its own resource first, else on one of `others` of its kind. The
 * lengths include the buffer (plan and place with a buffer of 0): a hold moves as it is.
 */
export function demandOfHolds(
  holds: KindedHold[],
  startsAt: Date,
  others: Partial<Record<'hall' | 'room', HoldOption[]>> = {},
): Demand {
  const minutes = (ms: number) => Math.round(ms / 60_000);
  return holds.map((hold) => ({
    kind: hold.kind,
    offsetMinutes: minutes(hold.startsAt.getTime() - startsAt.getTime()),
    options: [
      {
        resource: hold.resource,
        sessionMinutes: minutes(hold.blockedUntil.getTime() - hold.startsAt.getTime()),
      },
      ...(others[hold.kind] ?? []).filter((option) => option.resource !== hold.resource),
    ],
  }));
}
