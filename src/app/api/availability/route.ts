// GET /api/availability: the free start times of one room, or of a party (a hall and its games).
//   ?form=room&room=<slug>&date=YYYY-MM-DD[&days=N]
//   ?form=birthday&package=<slug>&date=…[&rooms=<slug>[,<slug>]][&children=N]
// A party's start is free when a hall is free for the party and the named rooms (without
// `rooms`, enough free rooms for the package's games) are free for its games.
// 200 {"timeZone":"Europe/Podgorica","days":[{"date","slots":[{"time","free"}]}]}, every start of
// the grid listed; 404 for an unknown room or package; 400 for a malformed or impossible date
// (`2027-13-45`, `2027-02-30`) or a day past the booking horizon (`days_ahead`), each with a
// message in `locale`'s language, days out of 1..31, or `rooms` on the room form; 422 {"error":"invalid_rooms","message"} for an unknown room, one named twice,
// or more or fewer rooms than the package plays. Never cached: a slot taken a second ago must
// not be offered.
import { isLocale } from '@/i18n/routing';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { logger } from '@/lib/logger';
import { MAX_AVAILABILITY_DAYS } from '@/booking/server/availability-service';
import { addDays } from '@/booking/rules/availability';
import { roomResourcesOf, roomSlugsOf, targetOf } from '@/booking/rules/rules-context';
import { BOOKING_LIMITS, roomsError } from '@/booking/rules/schema';
import { getAvailabilityService, loadBookingContext } from '@/booking/server/runtime';
import { json } from '@/lib/http/json';
import { isCalendarDate } from '@/lib/calendar-date';
import { bookingTranslator } from '@/booking/rules/translate';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const form = params.get('form');
  const date = params.get('date') ?? '';
  const daysParam = params.get('days') ?? '1';
  if (form !== 'room' && form !== 'birthday')
    return json({ error: 'form must be room or birthday' }, 400);
  const lang = params.get('locale');
  const refused = (error: string, message: string) => json({ error, message }, 400);
  if (!isCalendarDate(date))
    return refused(
      'invalid_date',
      bookingTranslator(isLocale(lang) ? lang : 'me', 'bookingLifecycle')('page.refused.bad-date'),
    );
  const days = /^\d{1,3}$/.test(daysParam) ? Number(daysParam) : NaN;
  if (!(days >= 1 && days <= MAX_AVAILABILITY_DAYS))
    return json({ error: `days must be 1 to ${MAX_AVAILABILITY_DAYS}` }, 400);
  const roomsParam = params.get('rooms');
  if (roomsParam !== null && (form === 'room' || roomsParam.length > 300))
    return json({ error: 'rooms is a list of room slugs for form=birthday' }, 400);
  const slugs = roomSlugsOf(roomsParam ?? '');
  // A party's children: its rooms are held for the waves they play (rules/party-fit.ts).
  const childrenParam = params.get('children');
  const children = childrenParam === null ? undefined : Number(childrenParam);
  if (
    childrenParam !== null &&
    (form === 'room' ||
      !/^\d{1,2}$/.test(childrenParam) ||
      children! < BOOKING_LIMITS.childrenMin ||
      children! > BOOKING_LIMITS.childrenMax)
  )
    return json({ error: 'children is a number of children for form=birthday' }, 400);
  let context = await loadBookingContext(isLocale(lang) ? lang : 'me');
  // Past the horizon nothing is free (and year 9999 is no date the grid can count in).
  const horizon = addDays(context.today, context.settings.daysAhead);
  if (date > horizon || addDays(date, days - 1) > horizon)
    return refused(
      'date_too_far',
      bookingTranslator(context.locale, 'booking.errors')('dateTooFar', {
        days: context.settings.daysAhead,
      }),
    );
  // A slug of either language names the same room (rooms are held by their Montenegrin id).
  const slug = params.get(form === 'room' ? 'room' : 'package') ?? '';
  if (!lang && !targetOf(context, form, slug)) {
    const english = await loadBookingContext('en');
    if (targetOf(english, form, slug)) context = english;
  }
  if (form === 'birthday' && targetOf(context, form, slug)) {
    const message = roomsError(
      context,
      slug,
      slugs,
      bookingTranslator(context.locale, 'booking.errors'),
    );
    if (message) return json({ error: 'invalid_rooms', message }, 422);
  }
  const target = targetOf(context, form, slug, roomResourcesOf(context, slugs), children);
  if (!target) return json({ error: form === 'room' ? 'unknown room' : 'unknown package' }, 404);
  try {
    const result = await getAvailabilityService().forTarget(context, target, date, days);
    return json({ timeZone: VENUE_TIME_ZONE, days: result }, 200);
  } catch (error) {
    logger.error('availability.failed', { error });
    return json({ error: 'availability is temporarily unavailable' }, 503);
  }
}
