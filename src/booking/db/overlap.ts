// The one test of a time range against a window, as every read of the calendar's rows asks it.
import { and, gt, lt, type Column } from 'drizzle-orm';

/** Rows whose [start, end) reaches into [from, to): starting before `to`, ending after `from`. */
export function reachesInto(start: Column, end: Column, from: Date, to: Date) {
  return and(lt(start, to), gt(end, from));
}
