// What the booking rules need to know from the content: rooms, packages, working hours and the
// venue's address. Built from the CMS by the route (src/booking/load-context.ts) and passed in,
// so the schema, the service and their tests never depend on the content layer.
import { slugify } from '@/lib/slug';
import type { Locale, RoomSummary, SiteOptions } from '@/content/types';
import { toCents, type PricedPackage } from './pricing';

export interface BookingRoom {
  slug: string;
  title: string;
  playersMin: number;
  playersMax: number;
}

export interface BookingPackage extends PricedPackage {
  slug: string;
  name: string;
}

export interface BookingContext {
  locale: Locale;
  rooms: BookingRoom[];
  packages: BookingPackage[];
  /** Opening windows as `HH:MM`; a preferred time must fall inside one of them. */
  workingHours: { start: string; end: string }[];
  venueEmail: string;
  venuePhone: string;
  /** Today in the venue's time zone, `YYYY-MM-DD`. */
  today: string;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function toBookingRooms(rooms: RoomSummary[]): BookingRoom[] {
  return rooms.map((room) => ({
    slug: room.slug,
    title: room.title,
    playersMin: room.playersMin ?? 1,
    playersMax: room.playersMax ?? 20,
  }));
}

export function toBookingPackages(options: SiteOptions | null): BookingPackage[] {
  return (options?.packages.items ?? []).map((item) => ({
    slug: slugify(item.name),
    name: item.name,
    priceCents: toCents(item.price),
    cakePriceCents: toCents(item.cakePrice),
    childrenIncluded: item.childrenIncluded,
  }));
}

export function toWorkingHours(options: SiteOptions | null): BookingContext['workingHours'] {
  return (options?.footer.workingHours ?? [])
    .map((hours) => ({ start: normaliseTime(hours.start), end: normaliseTime(hours.end) }))
    .filter((hours) => HHMM.test(hours.start) && HHMM.test(hours.end) && hours.start < hours.end);
}

/** `9:00` and `09:00:00` → `09:00`. */
export function normaliseTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value;
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dateInZone(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Half-hour start times inside the working hours, e.g. 10:00 … 20:30 for 10:00–21:00. */
export function listTimeSlots(workingHours: BookingContext['workingHours']): string[] {
  const slots = new Set<string>();
  for (const { start, end } of workingHours) {
    for (let minutes = toMinutes(start); minutes < toMinutes(end); minutes += 30) slots.add(fromMinutes(minutes));
  }
  return [...slots].sort();
}

export function isWithinWorkingHours(time: string, workingHours: BookingContext['workingHours']): boolean {
  if (!HHMM.test(time)) return false;
  if (workingHours.length === 0) return true;
  return workingHours.some(({ start, end }) => time >= start && time < end);
}

function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function fromMinutes(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
