// A booking context like the bundled snapshot's, for tests and the benchmark.
import { DEFAULT_BOOKING_SETTINGS } from '@/content/booking-defaults';
import type { BookingSettings } from '@/content/types';
import type { BookingContext } from '../rules/rules-context';
import type { BookingExtra } from '../rules/pricing';

/**
 * The snapshot's settings: the defaults (30-minute steps, 15-minute buffer, two party halls) with
 * weekdays 12:00–20:00, weekends 10:00–21:00 and New Year closed.
 */
export function testSettings(overrides: Partial<BookingSettings> = {}): BookingSettings {
  return {
    ...DEFAULT_BOOKING_SETTINGS,
    openingHours: [
      ...([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, open: '12:00', close: '20:00' })),
      ...([6, 7] as const).map((weekday) => ({ weekday, open: '10:00', close: '21:00' })),
    ],
    closedDates: [{ from: '2027-01-01', to: '2027-01-02', label: 'New Year' }],
    ...overrides,
  };
}

/** The date `days` from now (UTC, YYYY-MM-DD); `inDays(0)` is today. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Distinct free starts of the test grid (a 75-minute room fits 12:00 … 18:30 on any day).
const FREE_TIMES = ['12:00', '13:30', '15:00', '16:30', '18:00'];

/** The index-th free room slot from two days on, five a day: one slot per request in a test. */
export const slotAt = (index: number) => ({
  date: inDays(2 + Math.floor(index / FREE_TIMES.length)),
  time: FREE_TIMES[index % FREE_TIMES.length]!,
});

export function testContext(locale: 'me' | 'en' = 'en', today = '2026-11-23'): BookingContext {
  return {
    locale,
    today,
    rooms: [
      {
        slug: 'space-mission',
        title: 'Space Mission',
        playersMin: 4,
        playersMax: 10,
        resource: 'room:203',
        durationMinutes: 75,
      },
      {
        slug: 'dragons-cave',
        title: "Dragon's Cave",
        playersMin: 2,
        playersMax: 5,
        resource: 'room:202',
        durationMinutes: 60,
      },
    ],
    packages: [
      {
        slug: 'little-explorer',
        name: 'Little Explorer',
        priceCents: 12000,
        cakePriceCents: 2500,
        childrenIncluded: 8,
        durationMinutes: 120,
        escapeRooms: 1,
      },
      {
        slug: 'big-adventurer',
        name: 'Big Adventurer',
        priceCents: 16000,
        cakePriceCents: 3000,
        childrenIncluded: 10,
        durationMinutes: 150,
        escapeRooms: 1,
      },
    ],
    extras: testExtras(locale),
    settings: testSettings(),
    venueEmail: 'info@cluville.test',
    venuePhone: '+382 67 123 456',
  };
}

/**
 * The party extras of the bundled content: pizza per child (4 €), goody bags (5 €, up to 30), a
 * photographer (60 €, once), a second cake (25 €, up to 2); keys are the names in `locale`.
 */
export function testExtras(locale: 'me' | 'en' = 'en'): BookingExtra[] {
  const en = locale === 'en';
  return [
    [
      'pizza-for-every-child',
      'Pizza for every child',
      'pica-za-svako-dijete',
      'Pica za svako dijete',
      400,
      true,
      1,
    ],
    [
      'goody-bag-for-a-guest',
      'Goody bag for a guest',
      'poklon-kesica-za-goste',
      'Poklon-kesica za goste',
      500,
      false,
      30,
    ],
    [
      'photographer-at-the-party-1-hour',
      'Photographer at the party (1 hour)',
      'fotograf-na-proslavi-1-sat',
      'Fotograf na proslavi (1 sat)',
      6000,
      false,
      1,
    ],
    ['a-second-cake', 'A second cake', 'druga-torta', 'Druga torta', 2500, false, 2],
  ].map(([enKey, enName, meKey, meName, priceCents, perChild, max]) => ({
    key: String(en ? enKey : meKey),
    name: String(en ? enName : meName),
    names: { me: String(meName), en: String(enName) },
    priceCents: Number(priceCents),
    perChild: Boolean(perChild),
    max: Number(max),
  }));
}

/**
 * The test context with `rooms` escape rooms in all (the two above, then `room-3`…, 60 minutes
 * for 2 to 8 players, each with an alias in the other language) and a Legendary Party that plays
 * two of them: enough rooms for every party hall's game.
 */
export function partyContext(rooms = 5, base: BookingContext = testContext()): BookingContext {
  const extra = Array.from({ length: Math.max(0, rooms - base.rooms.length) }, (_, index) => ({
    slug: `room-${index + 3}`,
    title: `Room ${index + 3}`,
    playersMin: 2,
    playersMax: 8,
    resource: `room:${300 + index}`,
    durationMinutes: 60,
    aliases: [`soba-${index + 3}`],
  }));
  return {
    ...base,
    rooms: [...base.rooms, ...extra].slice(0, rooms),
    packages: [
      ...base.packages,
      {
        slug: 'legendary-party',
        name: 'Legendary Party',
        priceCents: 22000,
        cakePriceCents: 3500,
        childrenIncluded: 14,
        durationMinutes: 180,
        escapeRooms: 2,
      },
    ],
  };
}

export function birthdayInput(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    form: 'birthday',
    package: 'big-adventurer',
    cake: 'no',
    children: '5',
    date: '2026-11-28',
    time: '15:00',
    name: 'Ana Petrović',
    email: 'ana@example.com',
    phone: '+382 67 111 222',
    message: 'The birthday girl loves dragons.',
    ...overrides,
  };
}

export function roomInput(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    form: 'room',
    room: 'space-mission',
    players: '5',
    date: '2026-11-24',
    time: '18:30',
    name: 'Marko Vuković',
    email: 'marko@example.com',
    phone: '067 222 333',
    message: '',
    ...overrides,
  };
}
