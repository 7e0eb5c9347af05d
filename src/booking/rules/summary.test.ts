import { describe, expect, it } from 'vitest';
import { birthdayInput, partyContext, testContext } from '../testing/fixtures';
import { summaryOf } from './summary';
import { endTime } from './availability';

describe('summaryOf', () => {
  it("names a party's game rooms, one per game, '' where the venue chooses", () => {
    const context = partyContext();
    const party = { form: 'birthday', date: '2026-11-28', time: '15:00' };
    expect(
      summaryOf({ ...party, package: 'big-adventurer', rooms: 'dragons-cave' }, context),
    ).toMatchObject({
      what: 'Big Adventurer',
      date: '2026-11-28',
      time: '15:00',
      rooms: ["Dragon's Cave"],
    });
    expect(
      summaryOf({ ...party, package: 'legendary-party', rooms: 'soba-3,space-mission' }, context)
        .rooms,
    ).toEqual(['Room 3', 'Space Mission']);
    expect(summaryOf({ ...party, package: 'legendary-party' }, context).rooms).toEqual(['', '']);
  });

  it('names no rooms for a room booking', () => {
    const summary = summaryOf(
      { form: 'room', room: 'space-mission', date: '2026-11-28', time: '10:00' },
      testContext(),
    );
    expect(summary).toMatchObject({ what: 'Space Mission', date: '2026-11-28', time: '10:00' });
    expect(summary.rooms).toBeUndefined();
  });

  it("gives the session's end, the party's size and the total the service stores", () => {
    const context = {
      ...testContext(),
      roomPrices: [
        { playersMin: 2, playersMax: 3, perPlayerCents: 1500 },
        { playersMin: 4, playersMax: null, perPlayerCents: 1200 },
      ],
    };
    const room = context.rooms.find((candidate) => candidate.slug === 'space-mission')!;
    const summary = summaryOf(
      { form: 'room', room: 'space-mission', date: '2026-11-28', time: '10:00', players: '4' },
      context,
    );
    expect(summary.party).toEqual({ kind: 'players', count: 4 });
    expect(summary.totalCents).toBe(4800);
    expect(summary.endTime).toBe(endTime('10:00', room.durationMinutes));
    const party = summaryOf(birthdayInput({ children: '12' }), partyContext());
    expect(party.party).toEqual({ kind: 'children', count: 12 });
    expect(party.totalCents).toBe(16000 - 3000 + 2 * 800);
  });

  it('has no total for a room the price list does not price', () => {
    const summary = summaryOf(
      { form: 'room', room: 'space-mission', date: '2026-11-28', time: '10:00', players: '4' },
      testContext(),
    );
    expect(summary.totalCents).toBeUndefined();
  });
});
