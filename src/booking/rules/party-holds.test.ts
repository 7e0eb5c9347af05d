import { describe, expect, it } from 'vitest';
import { zonedInstant } from './availability';
import {
  demandSpanMinutes,
  partyDemand,
  planHolds,
  roomDemand,
  type DemandRoom,
} from './party-holds';

const ZONE = 'Europe/Podgorica';
const HALLS = ['hall:1', 'hall:2'];
// The snapshot's rooms (session lengths as in content/snapshot/rooms.*.json, keys shortened).
const ROOMS: DemandRoom[] = [
  { resource: 'room:dragon', durationMinutes: 60 },
  { resource: 'room:library', durationMinutes: 75 },
  { resource: 'room:space', durationMinutes: 60 },
];
// The snapshot's packages: duration and the games each plays.
const PACKAGES = [
  { name: 'Little Explorer', durationMinutes: 120, escapeRooms: 1 },
  { name: 'Big Adventurer', durationMinutes: 150, escapeRooms: 1 },
  { name: 'Legendary Party', durationMinutes: 180, escapeRooms: 2 },
];
const BUFFER = 15;

const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return zonedInstant(date, h * 60 + m, ZONE)!;
};
/** A hold as UTC times, to compare without the time zone in the way. */
const utc = (hold: { resource: string; startsAt: Date; blockedUntil: Date }) =>
  `${hold.resource} ${hold.startsAt.toISOString().slice(11, 16)}–${hold.blockedUntil.toISOString().slice(11, 16)}`;

// 2027-03-20 is an ordinary Saturday (UTC+1); on 2027-03-28 the clocks go forward at 02:00 (UTC+2
// from then); on 2026-10-25 they go back at 03:00 (UTC+1 from then).
describe.each([
  ['an ordinary Saturday', '2027-03-20', 9],
  ['the day the clocks go forward', '2027-03-28', 8],
  ['the day the clocks go back', '2026-10-25', 9],
])('the holds of each package on %s at 10:00', (_, date, utcHour) => {
  const start = at(date, '10:00');
  const hh = (minutes: number) => {
    const total = utcHour * 60 + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };

  it.each(PACKAGES)('$name, without an offset, rooms chosen by the venue', (pkg) => {
    const demand = partyDemand({
      ...pkg,
      halls: HALLS,
      rooms: ROOMS,
      chosen: [],
      gameOffsetMinutes: 0,
    });
    const holds = planHolds(demand, start, BUFFER, [])!;
    expect(holds.map(utc)).toEqual([
      `hall:1 ${hh(0)}–${hh(pkg.durationMinutes + BUFFER)}`,
      `room:dragon ${hh(0)}–${hh(60 + BUFFER)}`,
      ...(pkg.escapeRooms === 2 ? [`room:library ${hh(0)}–${hh(75 + BUFFER)}`] : []),
    ]);
  });

  it.each(PACKAGES)('$name, the game 30 minutes in, in the rooms the parent named', (pkg) => {
    const chosen = pkg.escapeRooms === 2 ? ['room:space', 'room:library'] : ['room:library'];
    const demand = partyDemand({
      ...pkg,
      halls: HALLS,
      rooms: ROOMS,
      chosen,
      gameOffsetMinutes: 30,
    });
    const holds = planHolds(demand, start, BUFFER, [])!;
    expect(holds.map(utc)).toEqual([
      `hall:1 ${hh(0)}–${hh(pkg.durationMinutes + BUFFER)}`,
      ...(pkg.escapeRooms === 2
        ? [
            `room:space ${hh(30)}–${hh(30 + 60 + BUFFER)}`,
            `room:library ${hh(30)}–${hh(30 + 75 + BUFFER)}`,
          ]
        : [`room:library ${hh(30)}–${hh(30 + 75 + BUFFER)}`]),
    ]);
  });
});

describe('planHolds', () => {
  const start = at('2027-03-20', '15:00');
  const legendary = partyDemand({
    durationMinutes: 180,
    escapeRooms: 2,
    halls: HALLS,
    rooms: ROOMS,
    chosen: [],
    gameOffsetMinutes: 0,
  });
  const held = (resource: string, from: string, to: string) => ({
    resource,
    startsAt: at('2027-03-20', from),
    blockedUntil: at('2027-03-20', to),
  });

  it('takes the next hall and other rooms when the first are held', () => {
    const holds = planHolds(legendary, start, BUFFER, [
      held('hall:1', '14:00', '17:15'),
      held('room:dragon', '15:00', '16:15'),
    ])!;
    expect(holds.map((hold) => hold.resource)).toEqual(['hall:2', 'room:library', 'room:space']);
  });

  it('gives two games two different rooms, and nothing when only one room is free', () => {
    expect(
      planHolds(legendary, start, BUFFER, [
        held('room:dragon', '15:00', '16:15'),
        held('room:library', '14:30', '15:30'),
      ]),
    ).toBeNull();
  });

  it('refuses a named room that is held, even with other rooms free', () => {
    const named = partyDemand({
      durationMinutes: 120,
      escapeRooms: 1,
      halls: HALLS,
      rooms: ROOMS,
      chosen: ['room:dragon'],
      gameOffsetMinutes: 0,
    });
    expect(planHolds(named, start, BUFFER, [held('room:dragon', '15:30', '16:45')])).toBeNull();
    expect(planHolds(named, start, BUFFER, [held('room:dragon', '16:15', '17:30')])).not.toBeNull();
  });

  it('refuses a party when every hall is held', () => {
    expect(
      planHolds(legendary, start, BUFFER, [
        held('hall:1', '13:00', '15:15'),
        held('hall:2', '17:00', '19:00'),
      ]),
    ).toBeNull();
  });

  it('holds a room booking on its room alone', () => {
    const holds = planHolds(roomDemand(ROOMS[1]!), start, BUFFER, [])!;
    expect(holds.map(utc)).toEqual(['room:library 14:00–15:30']);
  });

  it('measures a demand by its last hold', () => {
    expect(demandSpanMinutes(legendary)).toBe(180);
    expect(
      demandSpanMinutes(
        partyDemand({
          durationMinutes: 60,
          escapeRooms: 1,
          halls: HALLS,
          rooms: ROOMS,
          chosen: ['room:library'],
          gameOffsetMinutes: 30,
        }),
      ),
    ).toBe(105);
  });
});
