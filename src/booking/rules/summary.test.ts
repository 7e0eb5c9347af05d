import { describe, expect, it } from 'vitest';
import { partyContext, testContext } from '../testing/fixtures';
import { summaryOf } from './summary';

describe('summaryOf', () => {
  it("names a party's game rooms, one per game, '' where the venue chooses", () => {
    const context = partyContext();
    const party = { form: 'birthday', date: '2026-11-28', time: '15:00' };
    expect(
      summaryOf({ ...party, package: 'big-adventurer', rooms: 'dragons-cave' }, context),
    ).toEqual({
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
    expect(summary).toEqual({ what: 'Space Mission', date: '2026-11-28', time: '10:00' });
  });
});
