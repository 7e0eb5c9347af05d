// Durations in settings, written with a unit: `90s`, `15m`, `48h`, `30d`, `24mo`. Months are
// calendar months (24mo before 2026-11-23 is 2024-11-23), the rest fixed lengths.
export type DurationUnit = 's' | 'm' | 'h' | 'd' | 'mo';

export interface Duration {
  amount: number;
  unit: DurationUnit;
}

const PATTERN = /^(\d{1,6})(s|m|h|d|mo)$/;
const UNIT_MS: Record<Exclude<DurationUnit, 'mo'>, number> = {
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** Parses `30d`, `24mo` …; undefined when the text is not a duration (or is zero). */
export function parseDuration(text: string): Duration | undefined {
  const match = PATTERN.exec(text.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return amount > 0 ? { amount, unit: match[2] as DurationUnit } : undefined;
}

export const DURATION_HINT =
  'must be a whole number with a unit: s, m, h, d or mo (for example 90s, 15m, 48h, 30d, 24mo)';

/** The instant `duration` before `from` (calendar months for `mo`). */
export function durationBefore(duration: Duration, from: Date = new Date()): Date {
  if (duration.unit === 'mo') {
    const date = new Date(from);
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() - duration.amount);
    // 31 March minus one month is the last day of February, not 3 March.
    const lastDay = new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
    ).getUTCDate();
    date.setUTCDate(Math.min(day, lastDay));
    return date;
  }
  return new Date(from.getTime() - duration.amount * UNIT_MS[duration.unit]);
}

/** Its length in milliseconds (a month counted as 30 days), for timers and leases. */
export function durationMs(duration: Duration): number {
  return duration.unit === 'mo'
    ? duration.amount * 30 * UNIT_MS.d
    : duration.amount * UNIT_MS[duration.unit];
}
