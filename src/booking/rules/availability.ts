// The slot grid and which of its starts are free, in the venue's time zone. Pure: the holds come
// in as a list (src/booking/db/repository.ts reads them), the clock as `now`, the rules as settings.
//
// A start on a date is in the grid when it lies on the slot step from an opening time and the
// whole session plus the buffer after it ends by closing; the arithmetic is done on real instants
// (UTC), so on the days the clocks change (last Sunday of March and of October) a 10:00 start is
// still 10:00 on the wall and a session that crosses the change lasts its real length. A start in
// the grid is free when it is past the lead time, on an open date within the days ahead, and
// overlaps no holding booking of the resource (birthdays: some party hall has none).
import type { BookingSettings } from '@/content/types';
import { planHolds, type Demand } from './party-holds';

export type ResourceKind = 'room' | 'hall';

/**
 * The resource a booking holds: `room:<key>` (the key is the Montenegrin room's WordPress id, which
 * survives a renamed slug; see rules-context.ts), or `hall:<n>` for party hall n (1..N).
 */
export function roomResource(key: string): string {
  return `room:${key}`;
}

function hallResource(hall: number): string {
  return `hall:${hall}`;
}

export function hallResources(halls: number): string[] {
  return Array.from({ length: halls }, (_, index) => hallResource(index + 1));
}

/** What a request asks for: one room, or a party hall and the party's game room(s). */
export interface Target {
  /**
   * Every resource the request may hold (its holds are read for these). Without `demand`, any one
   * of them takes the session.
   */
  resources: string[];
  /** The grid's session: how far past its start the request's last hold reaches. */
  sessionMinutes: number;
  /** What a booking at a start holds, part by part (rules/party-holds.ts). */
  demand?: Demand;
  /**
   * Other demands that would do as well, `demand` first (a party of several games left to the
   * venue: each set of rooms its children fit): a start is free when one of them can be placed.
   */
  alternatives?: Demand[];
}

export interface Hold {
  resource: string;
  startsAt: Date;
  /** End of the session plus the buffer: the next session on the resource may start here. */
  blockedUntil: Date;
}

export interface GridSlot {
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
}

export interface DaySlots {
  date: string;
  slots: { time: string; free: boolean }[];
}

export interface AvailabilityRules {
  settings: BookingSettings;
  timeZone: string;
  now: Date;
}

// ---- time zone arithmetic ----

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();
/** Offsets are kept per quarter hour of UTC: every change of a modern zone falls on one. */
const OFFSET_BUCKET_MS = 15 * 60_000;

/**
 * The zone's offset from UTC at an instant, in minutes (Europe/Podgorica: 60 or 120). Asked of
 * Intl once per quarter hour and zone: a month's grid names thousands of instants, and
 * `formatToParts` is most of the cost of the free-times answer otherwise.
 */
function offsetMinutes(at: number, timeZone: string): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  const bucket = Math.floor(at / OFFSET_BUCKET_MS);
  const known = zone.get(bucket);
  if (known !== undefined) return known;
  let format = offsetFormats.get(timeZone);
  if (!format)
    offsetFormats.set(
      timeZone,
      (format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })),
    );
  const name =
    format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  const offset = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0))
    : 0;
  if (zone.size > 100_000) zone.clear(); // a bound, far above a year of quarter hours
  zone.set(bucket, offset);
  return offset;
}

/** Wall-clock date and time of an instant in a zone: `['2027-03-28', '10:00']`. */
export function wallClock(at: Date, timeZone: string): [string, string] {
  const wall = new Date(
    at.getTime() + offsetMinutes(at.getTime(), timeZone) * 60_000,
  ).toISOString();
  return [wall.slice(0, 10), wall.slice(11, 16)];
}

/**
 * The instant a wall-clock time on a date names in a zone; `minutes` may reach 24 * 60 (the end
 * of the day). Null for a time the clocks skip (02:30 on the day they go forward).
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day, 0, minutes);
  let instant = naive - offsetMinutes(naive, timeZone) * 60_000;
  const second = naive - offsetMinutes(instant, timeZone) * 60_000;
  if (second !== instant) instant = second;
  // Check the round trip: a skipped time comes back as another wall time.
  const expected = new Date(naive);
  const [wallDate, wallTime] = wallClock(new Date(instant), timeZone);
  if (
    wallDate !== expected.toISOString().slice(0, 10) ||
    wallTime !== expected.toISOString().slice(11, 16)
  )
    return null;
  return new Date(instant);
}

export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function fromMinutes(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** `17:00` and 75 minutes → `18:15`: where a session starting then ends on the wall clock. */
export function endTime(time: string, minutes: number): string {
  return fromMinutes((toMinutes(time) + minutes) % (24 * 60));
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
function weekday(isoDate: string): number {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

// ---- the grid ----

/** The closed-date row covering a date, if any. */
export function closedOn(date: string, settings: BookingSettings): { label: string } | undefined {
  return settings.closedDates.find((range) => range.from <= date && date <= range.to);
}

/** Every start of the grid on a date for a session length (closed dates have none). */
export function gridForDate(
  date: string,
  sessionMinutes: number,
  rules: AvailabilityRules,
): GridSlot[] {
  const { settings, timeZone } = rules;
  if (closedOn(date, settings)) return [];
  const slots: GridSlot[] = [];
  const seen = new Set<string>();
  const blockMs = (sessionMinutes + settings.bufferMinutes) * 60_000;
  for (const hours of settings.openingHours) {
    if (hours.weekday !== weekday(date)) continue;
    const close = zonedInstant(date, toMinutes(hours.close), timeZone);
    if (!close) continue;
    for (
      let minutes = toMinutes(hours.open);
      minutes < toMinutes(hours.close);
      minutes += settings.slotStepMinutes
    ) {
      const startsAt = zonedInstant(date, minutes, timeZone);
      if (!startsAt) continue;
      const blockedUntil = new Date(startsAt.getTime() + blockMs);
      if (blockedUntil > close) break;
      const time = fromMinutes(minutes);
      if (seen.has(time)) continue;
      seen.add(time);
      slots.push({
        date,
        time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + sessionMinutes * 60_000),
        blockedUntil,
      });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Today in the zone, `YYYY-MM-DD`. */
function todayIn(rules: Pick<AvailabilityRules, 'now' | 'timeZone'>): string {
  return wallClock(rules.now, rules.timeZone)[0];
}

/** Why a grid start cannot be requested regardless of other bookings, or null when it can. */
export function outsideRules(
  slot: GridSlot,
  rules: AvailabilityRules,
): 'past' | 'lead' | 'tooFar' | null {
  if (slot.startsAt.getTime() <= rules.now.getTime()) return 'past';
  if (slot.startsAt.getTime() < rules.now.getTime() + rules.settings.leadHours * 3_600_000)
    return 'lead';
  if (slot.date > addDays(todayIn(rules), rules.settings.daysAhead)) return 'tooFar';
  return null;
}

/** The first of the target's resources with no hold overlapping the slot, or undefined. */
function freeResource(
  slot: Pick<GridSlot, 'startsAt' | 'blockedUntil'>,
  target: Target,
  holds: Hold[],
): string | undefined {
  return target.resources.find(
    (resource) =>
      !holds.some(
        (hold) =>
          hold.resource === resource &&
          hold.startsAt < slot.blockedUntil &&
          slot.startsAt < hold.blockedUntil,
      ),
  );
}

/**
 * Whether a booking of the target fits at the slot's start beside the holds: with a demand, when
 * every part finds a different free resource (`planHolds`); else when one resource is free.
 */
export function fitsAt(
  slot: Pick<GridSlot, 'startsAt' | 'blockedUntil'>,
  target: Target,
  holds: Hold[],
  bufferMinutes: number,
): boolean {
  return target.demand
    ? (target.alternatives ?? [target.demand]).some(
        (demand) => planHolds(demand, slot.startsAt, bufferMinutes, holds) !== null,
      )
    : freeResource(slot, target, holds) !== undefined;
}

function isFree(slot: GridSlot, target: Target, holds: Hold[], rules: AvailabilityRules): boolean {
  return (
    outsideRules(slot, rules) === null && fitsAt(slot, target, holds, rules.settings.bufferMinutes)
  );
}

/** The grid of each date with `free` on every start. */
export function availability(
  dates: string[],
  target: Target,
  holds: Hold[],
  rules: AvailabilityRules,
): DaySlots[] {
  return dates.map((date) => {
    const grid = gridForDate(date, target.sessionMinutes, rules);
    const near = holdsAround(grid, holds);
    return {
      date,
      slots: grid.map((slot) => ({ time: slot.time, free: isFree(slot, target, near, rules) })),
    };
  });
}

/**
 * The holds that can overlap any slot of one date's grid: a month's answer then compares each
 * start with that day's few holds, not with every hold of the month.
 */
function holdsAround(grid: GridSlot[], holds: Hold[]): Hold[] {
  if (!grid.length) return [];
  const from = grid[0]!.startsAt;
  const to = grid.reduce(
    (last, slot) => (slot.blockedUntil > last ? slot.blockedUntil : last),
    grid[0]!.blockedUntil,
  );
  return holds.filter((hold) => hold.startsAt < to && from < hold.blockedUntil);
}

/** The instants a range of dates spans (for reading the holds once): first start to last end. */
export function spanOf(dates: string[], rules: AvailabilityRules): { from: Date; to: Date } {
  const first = zonedInstant(dates[0]!, 0, rules.timeZone) ?? new Date(`${dates[0]}T00:00:00Z`);
  const last =
    zonedInstant(addDays(dates[dates.length - 1]!, 1), 0, rules.timeZone) ??
    new Date(`${dates[dates.length - 1]}T23:59:59Z`);
  // Sessions may start on the day before and reach into it.
  return {
    from: new Date(first.getTime() - 86_400_000),
    to: new Date(last.getTime() + 86_400_000),
  };
}

export function datesFrom(date: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(date, index));
}

/**
 * The `count` free starts nearest to a wanted instant, searched `radiusDays` around its date
 * (never before now), ordered by distance then time.
 */
export function nearestFree(
  wanted: { date: string; startsAt: Date },
  target: Target,
  holds: Hold[],
  rules: AvailabilityRules,
  count = 3,
  radiusDays = 7,
): { date: string; time: string }[] {
  const candidates: GridSlot[] = [];
  for (let offset = -radiusDays; offset <= radiusDays; offset++) {
    const date = addDays(wanted.date, offset);
    const grid = gridForDate(date, target.sessionMinutes, rules);
    const near = holdsAround(grid, holds);
    for (const slot of grid) {
      if (
        slot.startsAt.getTime() !== wanted.startsAt.getTime() &&
        isFree(slot, target, near, rules)
      )
        candidates.push(slot);
    }
  }
  const distance = (slot: GridSlot) =>
    Math.abs(slot.startsAt.getTime() - wanted.startsAt.getTime());
  return candidates
    .sort((a, b) => distance(a) - distance(b) || a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, count)
    .map((slot) => ({ date: slot.date, time: slot.time }));
}
