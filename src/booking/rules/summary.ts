// The receipt's summary: what was requested (room or package, and a party's game rooms), the
// date, the time with its end, the party's size and the total, priced by the same functions the
// service stores.
import { roomBySlug, type BookingContext } from './rules-context';
import type { BookingSummary, FormValues } from './form-state';
import { roomEntries } from './game-rooms';
import { endTime } from './availability';
import { parseExtras, priceBirthday, priceRoom } from './pricing';

export function summaryOf(values: FormValues, context: BookingContext): BookingSummary {
  const room =
    values.form === 'room'
      ? context.rooms.find((candidate) => candidate.slug === values.room)
      : undefined;
  const item =
    values.form === 'birthday'
      ? context.packages.find((candidate) => candidate.slug === values.package)
      : undefined;
  const what =
    values.form === 'room'
      ? (room?.title ?? values.room ?? '')
      : (item?.name ?? values.package ?? '');
  const rooms = item
    ? roomEntries(values.rooms, item.escapeRooms).map(
        (slug) => (slug && roomBySlug(context, slug)?.title) || '',
      )
    : undefined;
  const time = values.time ?? '';
  const minutes = (room ?? item)?.durationMinutes;
  const count = Number(values.form === 'room' ? values.players : values.children);
  const party =
    Number.isInteger(count) && count > 0
      ? { kind: values.form === 'room' ? ('players' as const) : ('children' as const), count }
      : undefined;
  const birthday =
    party && item
      ? priceBirthday(
          item,
          {
            withCake: values.cake !== 'no',
            children: party.count,
            extras: parseExtras(values.extras ?? '') ?? [],
          },
          context.extras,
        )
      : undefined;
  const totalCents = !party
    ? undefined
    : room
      ? priceRoom(context.roomPrices ?? [], party.count)?.totalCents
      : birthday?.totalCents;
  return {
    what,
    date: values.date ?? '',
    time,
    ...(minutes && /^\d{2}:\d{2}$/.test(time) ? { endTime: endTime(time, minutes) } : {}),
    ...(rooms ? { rooms } : {}),
    ...(party ? { party } : {}),
    ...(birthday?.extras ? { extras: birthday.extras } : {}),
    ...(totalCents !== undefined ? { totalCents } : {}),
  };
}
