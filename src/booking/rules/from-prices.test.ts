import { describe, expect, it } from 'vitest';
import { fromPrices, roomFromCents } from './from-prices';

const tiers = [
  { playersMin: 2, playersMax: 3, perPlayerCents: 1500 },
  { playersMin: 4, playersMax: null, perPlayerCents: 1200 },
];

describe('the chooser’s “from” prices', () => {
  it('a room from its cheapest allowed group: 2 players × 15 € = 30 €', () => {
    expect(
      roomFromCents(
        [
          { playersMin: 2, playersMax: 6 },
          { playersMin: 4, playersMax: 8 },
        ],
        tiers,
      ),
    ).toBe(3000);
    // A room for 4 or more: 4 × 12 € = 48 €.
    expect(roomFromCents([{ playersMin: 4, playersMax: 8 }], tiers)).toBe(4800);
    // A room for 3 only starts at the first line's 3 × 15 € = 45 €, which is cheaper than 4 × 12 €.
    expect(roomFromCents([{ playersMin: 3, playersMax: 3 }], tiers)).toBe(4500);
  });

  it('a birthday from the cheapest package; nothing when the content has no price', () => {
    const packages = [{ priceCents: 16000 }, { priceCents: 12000 }, { priceCents: 22000 }];
    expect(fromPrices({ rooms: [], packages } as never, tiers)).toEqual({
      birthday: 12000,
      room: null,
    });
    expect(roomFromCents([{ playersMin: 2, playersMax: 6 }], [])).toBeNull();
  });
});
