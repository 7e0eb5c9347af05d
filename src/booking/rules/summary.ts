// The success modal's summary: what was requested (room or package), the date and the time.
import type { BookingContext } from './rules-context';
import type { BookingSummary, FormValues } from './form-state';

export function summaryOf(values: FormValues, context: BookingContext): BookingSummary {
  const what =
    values.form === 'room'
      ? (context.rooms.find((room) => room.slug === values.room)?.title ?? values.room ?? '')
      : (context.packages.find((item) => item.slug === values.package)?.name ??
        values.package ??
        '');
  return { what, date: values.date ?? '', time: values.time ?? '' };
}
