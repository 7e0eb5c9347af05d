// The success modal's summary: what was requested (room or package, and a party's game rooms),
// the date and the time.
import { roomBySlug, type BookingContext } from './rules-context';
import type { BookingSummary, FormValues } from './form-state';
import { roomEntries } from './game-rooms';

export function summaryOf(values: FormValues, context: BookingContext): BookingSummary {
  const what =
    values.form === 'room'
      ? (context.rooms.find((room) => room.slug === values.room)?.title ?? values.room ?? '')
      : (context.packages.find((item) => item.slug === values.package)?.name ??
        values.package ??
        '');
  const item =
    values.form === 'birthday'
      ? context.packages.find((candidate) => candidate.slug === values.package)
      : undefined;
  const rooms = item
    ? roomEntries(values.rooms, item.escapeRooms).map(
        (slug) => (slug && roomBySlug(context, slug)?.title) || '',
      )
    : undefined;
  return { what, date: values.date ?? '', time: values.time ?? '', ...(rooms ? { rooms } : {}) };
}
