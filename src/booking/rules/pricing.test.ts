import { describe, expect, it } from 'vitest';
import { isRoomPrice, priceBirthday, priceRoom, toCents } from './pricing';

const bigAdventurer = { priceCents: 16000, cakePriceCents: 3000, childrenIncluded: 10 };

describe('priceBirthday', () => {
  it('with the cake and no extra children costs the package price', () => {
    expect(priceBirthday(bigAdventurer, { withCake: true, children: 10 })).toEqual({
      packageCents: 16000,
      cakeDeductionCents: 0,
      extraChildren: 0,
      extraChildPriceCents: 800,
      extraChildrenCents: 0,
      totalCents: 16000,
    });
  });

  it('without the cake takes the cake price off', () => {
    const price = priceBirthday(bigAdventurer, { withCake: false, children: 4 });
    expect(price.cakeDeductionCents).toBe(3000);
    expect(price.totalCents).toBe(13000);
  });

  it('adds 8 EUR for each child beyond the included ones, from the first extra child', () => {
    expect(priceBirthday(bigAdventurer, { withCake: true, children: 11 }).totalCents).toBe(16800);
    const many = priceBirthday(bigAdventurer, { withCake: false, children: 40 });
    expect(many.extraChildren).toBe(30);
    expect(many.extraChildrenCents).toBe(24000);
    expect(many.totalCents).toBe(16000 - 3000 + 24000);
  });

  it('counts no extra child for zero children', () => {
    expect(priceBirthday(bigAdventurer, { withCake: true, children: 0 }).extraChildren).toBe(0);
  });

  it('keeps money in whole cents, also for prices with cents from the CMS', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    const price = priceBirthday(
      { priceCents: toCents(99.9), cakePriceCents: toCents(12.35), childrenIncluded: 1 },
      { withCake: false, children: 3 },
    );
    expect(price.totalCents).toBe(9990 - 1235 + 1600);
    expect(Number.isInteger(price.totalCents)).toBe(true);
  });
});

describe('priceRoom', () => {
  // The snapshot's price list: 15 € a player for 2 to 3 players, 12 € a player from 4.
  const tiers = [
    { playersMin: 2, playersMax: 3, perPlayerCents: 1500 },
    { playersMin: 4, playersMax: null, perPlayerCents: 1200 },
  ];

  it('prices a small group by the per-player price of its line', () => {
    expect(priceRoom(tiers, 2)).toEqual({
      kind: 'room',
      players: 2,
      perPlayerCents: 1500,
      totalCents: 3000,
    });
    expect(priceRoom(tiers, 3)?.totalCents).toBe(4500);
  });

  it('takes the open-ended line for larger groups', () => {
    expect(priceRoom(tiers, 4)?.totalCents).toBe(4800);
    expect(priceRoom(tiers, 6)).toMatchObject({ perPlayerCents: 1200, totalCents: 7200 });
  });

  it('has no price for a group no line covers, or for no players', () => {
    expect(priceRoom(tiers, 1)).toBeNull();
    expect(priceRoom(tiers, 0)).toBeNull();
    expect(priceRoom([], 4)).toBeNull();
  });

  it('takes the line starting nearest the group where two overlap', () => {
    const overlapping = [...tiers, { playersMin: 6, playersMax: 8, perPlayerCents: 1000 }];
    expect(priceRoom(overlapping, 6)?.totalCents).toBe(6000);
    expect(priceRoom(overlapping, 9)?.totalCents).toBe(10800);
  });

  it('is told apart from a birthday price when read back from the database', () => {
    expect(isRoomPrice(priceRoom(tiers, 4))).toBe(true);
    expect(isRoomPrice(priceBirthday(bigAdventurer, { withCake: true, children: 10 }))).toBe(false);
    expect(isRoomPrice(null)).toBe(false);
  });
});
