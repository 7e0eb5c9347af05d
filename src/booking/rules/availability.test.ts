import { describe, expect, it } from 'vitest';
import type { BookingSettings } from '@/content/types';
import {
  endTime,
  availability,
  gridForDate,
  hallResources,
  nearestFree,
  roomResource,
  wallClock,
  zonedInstant,
  type AvailabilityRules,
  type Hold,
  type Target,
} from './availability';
import { testSettings } from '../testing/fixtures';

// The snapshot's settings, but open 10:00–21:00 every day, so weekday and weekend grids match.
const settings: BookingSettings = testSettings({
  openingHours: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
    weekday,
    open: '10:00',
    close: '21:00',
  })),
});
const rules = (
  now = '2026-11-01T08:00:00Z',
  overrides: Partial<BookingSettings> = {},
): AvailabilityRules => ({
  settings: { ...settings, ...overrides },
  timeZone: 'Europe/Podgorica',
  now: new Date(now),
});
const room: Target = { resources: [roomResource('space-mission')], sessionMinutes: 60 };
/** A booking of the room from `start`: its 60-minute session plus the 15-minute buffer. */
const roomHold = (start: Date): Hold => ({
  resource: 'room:space-mission',
  startsAt: start,
  blockedUntil: new Date(start.getTime() + 75 * 60_000),
});
const times = (day: { slots: { time: string; free: boolean }[] }, free?: boolean) =>
  day.slots.filter((slot) => free === undefined || slot.free === free).map((slot) => slot.time);

describe('the slot grid', () => {
  it('an ordinary day: every 30 minutes from opening while session + buffer ends by closing', () => {
    const [day] = availability(['2026-12-05'], room, [], rules());
    // 60 min + 15 buffer must end by 21:00: the last start is 19:30 (ends 20:45); 20:00 would end 21:15.
    expect(times(day!)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
    ]);
    expect(day!.slots.every((slot) => slot.free)).toBe(true);
    // 10:00 in Podgorica in December is 09:00 UTC.
    expect(gridForDate('2026-12-05', 60, rules())[0]!.startsAt.toISOString()).toBe(
      '2026-12-05T09:00:00.000Z',
    );
  });

  it('weekday hours: a weekday without opening hours offers nothing', () => {
    const only = rules(undefined, {
      openingHours: [{ weekday: 6, open: '10:00', close: '12:00' }],
    });
    expect(times(availability(['2026-12-05'], room, [], only)[0]!)).toEqual(['10:00', '10:30']); // Saturday
    expect(times(availability(['2026-12-06'], room, [], only)[0]!)).toEqual([]); // Sunday
  });

  it('a closed date or range has no starts', () => {
    const days = availability(
      ['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'],
      room,
      [],
      rules('2026-12-01T08:00:00Z'),
    );
    expect(days.map((day) => day.slots.length)).toEqual([20, 0, 0, 20]);
  });

  it('the day the clocks go forward (2027-03-28): wall times kept, instants at +02:00', () => {
    const grid = gridForDate('2027-03-28', 60, rules('2027-03-01T08:00:00Z'));
    expect(grid[0]!.time).toBe('10:00');
    expect(grid[0]!.startsAt.toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(
      gridForDate('2027-03-27', 60, rules('2027-03-01T08:00:00Z'))[0]!.startsAt.toISOString(),
    ).toBe('2027-03-27T09:00:00.000Z');
    // 02:30 does not exist that night; a night opening skips it and a session crossing the change lasts its real 60 minutes.
    expect(zonedInstant('2027-03-28', 150, 'Europe/Podgorica')).toBeNull();
    const night = rules('2027-03-01T08:00:00Z', {
      openingHours: [{ weekday: 7, open: '01:00', close: '04:30' }],
      bufferMinutes: 0,
    });
    const nightGrid = gridForDate('2027-03-28', 60, night);
    expect(nightGrid.map((slot) => slot.time)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    // 01:30 + 60 real minutes ends at 03:30 on the wall.
    expect(nightGrid[1]!.endsAt.toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('the day the clocks go back (2027-10-31): wall times kept, instants at +01:00', () => {
    const grid = gridForDate('2027-10-31', 60, rules('2027-10-01T08:00:00Z'));
    expect(grid[0]!.startsAt.toISOString()).toBe('2027-10-31T09:00:00.000Z');
    expect(
      gridForDate('2027-10-30', 60, rules('2027-10-01T08:00:00Z'))[0]!.startsAt.toISOString(),
    ).toBe('2027-10-30T08:00:00.000Z');
    expect(grid).toHaveLength(20);
  });

  it('lead time: a start less than 24 hours ahead is listed but not free', () => {
    // Now: 2026-12-04 12:10 in Podgorica (11:10 UTC).
    const [today, tomorrow] = availability(
      ['2026-12-04', '2026-12-05'],
      room,
      [],
      rules('2026-12-04T11:10:00Z'),
    );
    expect(times(today!, true)).toEqual([]);
    expect(times(tomorrow!, false)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
    expect(times(tomorrow!, true)[0]).toBe('12:30');
  });

  it('days ahead: nothing is free past the last bookable date', () => {
    const [last, after] = availability(
      ['2027-03-01', '2027-03-02'],
      room,
      [],
      rules('2026-11-01T08:00:00Z'),
    );
    expect(times(last!, true)).toHaveLength(20);
    expect(times(after!, true)).toEqual([]);
  });

  it('a session that would end after closing is not offered (longer sessions lose later starts)', () => {
    const long: Target = { ...room, sessionMinutes: 150 };
    const grid = gridForDate('2026-12-05', 150, rules());
    expect(grid.at(-1)!.time).toBe('18:00'); // 18:00 + 150 + 15 = 20:45
    expect(availability(['2026-12-05'], long, [], rules())[0]!.slots).toHaveLength(17);
  });

  it('buffers: a booking blocks its session plus the buffer, and starts that would run into it', () => {
    const start = zonedInstant('2026-12-05', 14 * 60, 'Europe/Podgorica')!;
    const holds = [roomHold(start)];
    const taken = times(availability(['2026-12-05'], room, holds, rules())[0]!, false);
    // 13:00 + 75 = 14:15 > 14:00 → taken; 12:30 + 75 = 13:45 ok; 14:00 + 75 = 15:15 blocked until then: 15:00 taken, 15:30 free.
    expect(taken).toEqual(['13:00', '13:30', '14:00', '14:30', '15:00']);
    // Another room is not affected.
    expect(
      times(
        availability(
          ['2026-12-05'],
          { ...room, resources: ['room:dragons-cave'] },
          holds,
          rules(),
        )[0]!,
        false,
      ),
    ).toEqual([]);
  });

  it('N party halls: a time stays free while fewer than N birthdays overlap it', () => {
    const birthday: Target = { resources: hallResources(2), sessionMinutes: 120 };
    const start = zonedInstant('2026-12-05', 16 * 60, 'Europe/Podgorica')!;
    const hold = (hall: number): Hold => ({
      resource: `hall:${hall}`,
      startsAt: start,
      blockedUntil: new Date(start.getTime() + 135 * 60_000),
    });
    const free16 = (holds: Hold[]) =>
      availability(['2026-12-05'], birthday, holds, rules())[0]!.slots.find(
        (slot) => slot.time === '16:00',
      )!.free;
    expect(free16([])).toBe(true);
    expect(free16([hold(1)])).toBe(true);
    expect(free16([hold(1), hold(2)])).toBe(false);
    expect(free16([hold(2)])).toBe(true);
    const three: Target = { resources: hallResources(3), sessionMinutes: 120 };
    expect(
      availability(['2026-12-05'], three, [hold(1), hold(2)], rules())[0]!.slots.find(
        (slot) => slot.time === '16:00',
      )!.free,
    ).toBe(true);
  });

  it('the nearest free starts to a taken one, never in the past or inside the lead time', () => {
    const start = zonedInstant('2026-12-05', 16 * 60, 'Europe/Podgorica')!;
    const holds = [roomHold(start)];
    expect(nearestFree({ date: '2026-12-05', startsAt: start }, room, holds, rules())).toEqual([
      { date: '2026-12-05', time: '14:30' },
      { date: '2026-12-05', time: '17:30' },
      { date: '2026-12-05', time: '14:00' },
    ]);
    const late = zonedInstant('2026-12-05', 10 * 60, 'Europe/Podgorica')!;
    const near = nearestFree(
      { date: '2026-12-05', startsAt: late },
      room,
      [],
      rules('2026-12-04T09:00:00Z'),
    );
    expect(near).toEqual([
      { date: '2026-12-05', time: '10:30' },
      { date: '2026-12-05', time: '11:00' },
      { date: '2026-12-05', time: '11:30' },
    ]);
  });
});

describe('wall clock in the venue zone', () => {
  it('agrees with Intl every 5 minutes across both changes of the clocks in 2027', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Podgorica',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (at: Date) => {
      const parts = Object.fromEntries(
        intl.formatToParts(at).map((part) => [part.type, part.value]),
      );
      return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`];
    };
    let checked = 0;
    for (const day of ['2027-03-27T00:00:00Z', '2027-10-30T00:00:00Z']) {
      for (let at = Date.parse(day); at < Date.parse(day) + 2 * 86_400_000; at += 5 * 60_000) {
        expect(wallClock(new Date(at), 'Europe/Podgorica')).toEqual(expected(new Date(at)));
        checked += 1;
      }
    }
    expect(checked).toBe(2 * 2 * 288);
    // 02:30 does not exist on 2027-03-28; 02:30 on 2027-10-31, which comes twice, is taken after the change.
    expect(zonedInstant('2027-03-28', 150, 'Europe/Podgorica')).toBeNull();
    expect(zonedInstant('2027-10-31', 150, 'Europe/Podgorica')?.toISOString()).toBe(
      '2027-10-31T01:30:00.000Z',
    );
  });
});

describe("a time chip's end", () => {
  it('adds the session to the start on the wall clock', () => {
    expect(endTime('17:00', 75)).toBe('18:15');
    expect(endTime('09:30', 45)).toBe('10:15');
    expect(endTime('23:30', 60)).toBe('00:30');
  });
});
