// A booking context like the bundled snapshot's, for tests and the benchmark.
import type { BookingContext } from '../context';

export function testContext(locale: 'me' | 'en' = 'en', today = '2026-11-23'): BookingContext {
  return {
    locale,
    today,
    rooms: [
      { slug: 'space-mission', title: 'Space Mission', playersMin: 4, playersMax: 10 },
      { slug: 'dragons-cave', title: "Dragon's Cave", playersMin: 2, playersMax: 5 },
    ],
    packages: [
      { slug: 'little-explorer', name: 'Little Explorer', priceCents: 12000, cakePriceCents: 2500, childrenIncluded: 8 },
      { slug: 'big-adventurer', name: 'Big Adventurer', priceCents: 16000, cakePriceCents: 3000, childrenIncluded: 10 },
    ],
    workingHours: [
      { start: '12:00', end: '20:00' },
      { start: '10:00', end: '21:00' },
    ],
    venueEmail: 'info@cluville.test',
    venuePhone: '+382 67 123 456',
  };
}

export function birthdayInput(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    form: 'birthday',
    package: 'big-adventurer',
    cake: 'no',
    children: '12',
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
