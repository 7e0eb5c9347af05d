// The booking settings group (`acf.booking` on the options page): opening hours per weekday,
// the slot grid, lead time, days ahead, party halls, the game's offset in a party and closed dates. An empty or bad field falls
// back to the default (DESIGN.md "Availability and holds"), each bad value logged once.
import { DEFAULT_BOOKING_SETTINGS } from '../booking-defaults';
import type { BookingSettings, Weekday } from '../types';
import { type MapContext, isEmpty, readList, readText, readWhole, warnField } from './fields';

const HHMM = /^([01]?\d|2[0-3]):([0-5]\d)(:\d\d)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAYS: Record<string, Weekday> = {
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
  sun: 7,
};

type Fields = Record<string, unknown>;

const asRecord = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/** `9:00`, `09:00:00` → `09:00`; `24:00` is the end of the day. Anything else: null. */
function readTime(value: unknown, ctx: MapContext, field: string): string | null {
  const text = readText(value, ctx, field).trim();
  if (text === '24:00' || text === '24:00:00') return '24:00';
  const match = HHMM.exec(text);
  if (!match) {
    if (text) warnField(ctx, field, value);
    return null;
  }
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** ACF's date picker returns `Ymd` (20261225) unless set to `Y-m-d`; both are accepted. */
function readDate(value: unknown, ctx: MapContext, field: string): string | null {
  const text = readText(value, ctx, field).trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const iso = compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : text;
  if (ISO_DATE.test(iso) && new Date(`${iso}T12:00:00Z`).toISOString().startsWith(iso)) return iso;
  if (text) warnField(ctx, field, value);
  return null;
}

function readWeekday(value: unknown): Weekday | null {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (text in WEEKDAYS) return WEEKDAYS[text]!;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 7 ? (n as Weekday) : null;
}

export function mapBookingSettings(value: unknown, ctx: MapContext): BookingSettings {
  if (isEmpty(value)) return { ...DEFAULT_BOOKING_SETTINGS };
  const group = asRecord(value);
  const d = DEFAULT_BOOKING_SETTINGS;
  const step = readWhole(group.slot_step, ctx, 'booking.slot_step', 5, 240, d.slotStepMinutes);
  return {
    openingHours: readList(group.opening_hours, ctx, 'booking.opening_hours', (item) => {
      const row = asRecord(item);
      const weekday = readWeekday(row.weekday);
      const open = readTime(row.open, ctx, 'booking.opening_hours.open');
      const close = readTime(row.close, ctx, 'booking.opening_hours.close');
      if (!weekday || !open || !close || open >= close) {
        warnField(ctx, 'booking.opening_hours[]', item);
        return null;
      }
      return { weekday, open, close };
    }).sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open)),
    slotStepMinutes: step,
    bufferMinutes: readWhole(
      group.buffer_minutes,
      ctx,
      'booking.buffer_minutes',
      0,
      240,
      d.bufferMinutes,
    ),
    leadHours: readWhole(group.lead_hours, ctx, 'booking.lead_hours', 0, 24 * 60, d.leadHours),
    daysAhead: readWhole(group.days_ahead, ctx, 'booking.days_ahead', 1, 730, d.daysAhead),
    partyHalls: readWhole(group.party_halls, ctx, 'booking.party_halls', 0, 20, d.partyHalls),
    gameOffsetMinutes: readWhole(
      group.game_offset_minutes,
      ctx,
      'booking.game_offset_minutes',
      0,
      12 * 60,
      d.gameOffsetMinutes,
    ),
    closedDates: readList(group.closed_dates, ctx, 'booking.closed_dates', (item) => {
      const row = asRecord(item);
      const from = readDate(row.from, ctx, 'booking.closed_dates.from');
      const to = isEmpty(row.to) ? from : readDate(row.to, ctx, 'booking.closed_dates.to');
      if (!from || !to || to < from) return null;
      return { from, to, label: readText(row.label, ctx, 'booking.closed_dates.label') };
    }),
  };
}
