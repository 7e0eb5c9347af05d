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

/** A date as the desk's fields take it: day first (`5.12.2026`, `05. 12. 2026.`) or `YYYY-MM-DD`. */
export const DESK_DATE_PATTERN =
  '\\s*(\\d{1,2}\\.\\s*\\d{1,2}\\.\\s*\\d{4}\\.?|\\d{4}-\\d{2}-\\d{2})\\s*';

/** A desk field's or link's date (DESK_DATE_PATTERN) as `YYYY-MM-DD`; undefined when it is no real date. */
export function deskDate(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (isIsoDate(text)) return text;
  const match = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\.?$/.exec(text);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** A row id as the desk's links and forms carry it: digits only. */
export const isRowId = (value: string | undefined): value is string =>
  value !== undefined && /^\d{1,9}$/.test(value);
