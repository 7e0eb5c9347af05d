// Reading a desk page's query: one value of a name, a real date, a row id.
import { isCalendarDate } from '@/lib/calendar-date';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
export type Query = Awaited<SearchParams>;

export function param(params: Query, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

/** A real calendar date `YYYY-MM-DD` (src/lib/calendar-date.ts: not `2027-02-30`). */
export const isIsoDate = (value: string | undefined): value is string => isCalendarDate(value);

/** A row id as the desk's links and forms carry it: digits only. */
export const isRowId = (value: string | undefined): value is string =>
  value !== undefined && /^\d{1,9}$/.test(value);
