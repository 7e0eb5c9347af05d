// The phone booking's page: what the first step chose (a room or a package, a party's game rooms,
// the date) and, once chosen, the free times the second step offers.
import type { Locale } from '@/content/types';
import { getDatabase } from '@/lib/db/client';
import type { BookingContext } from '@/booking/rules/rules-context';
import { loadBookingContext } from '@/booking/server/runtime';
import {
  choiceTarget,
  gamesOf,
  parseWhat,
  postedRooms,
  staffFreeTimes,
  venueDate,
  type PhoneChoice,
} from '../desk';
import { deskDate, param, type Query } from '../query';

export interface PhoneStep {
  context: BookingContext;
  /** The choice as posted (`room:<slug>` or `package:<slug>`), and parsed. */
  what: string;
  choice?: PhoneChoice;
  date: string;
  /** A party's games: one room select each (0 otherwise). */
  games: number;
  /** The game rooms chosen, one per game ("" lets the desk choose). */
  rooms: string[];
  /** The free times, once the choice names something bookable. */
  times?: string[];
}

export async function loadPhoneStep(lang: Locale, query: Query): Promise<PhoneStep> {
  const context = await loadBookingContext(lang);
  const what = param(query, 'what') ?? '';
  const asked = param(query, 'date');
  const date = deskDate(asked) ?? venueDate(new Date());
  const choice = parseWhat(what);
  // A party's game rooms, one select per game ("" lets the desk choose); its free times follow them.
  const games = choice?.form === 'birthday' ? gamesOf(context, choice.slug) : 0;
  const postedSlugs = query.rooms;
  const rooms = postedRooms(
    (Array.isArray(postedSlugs) ? postedSlugs : postedSlugs ? [postedSlugs] : []).map((slug) =>
      context.rooms.some((room) => room.slug === slug) ? slug : '',
    ),
    games,
  );
  const target = choiceTarget(context, what, rooms);
  const times = target
    ? await staffFreeTimes((await getDatabase()).db, context, target, date)
    : undefined;
  return { context, what, choice, date, games, rooms, times };
}
