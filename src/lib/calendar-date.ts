// One check for a date a visitor or a link hands in as `YYYY-MM-DD`. `Date` does not refuse an
// impossible one: `2027-13-45` is an Invalid Date whose `toISOString()` throws a RangeError, and
// `2027-02-30` quietly becomes 2 March. Every route, page and action that reads such a date asks
// here first, so neither reaches the calendar arithmetic.

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (`2028-02-29` yes, `2027-02-29` no). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
