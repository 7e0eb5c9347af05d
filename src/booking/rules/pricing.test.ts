import { describe, expect, it } from 'vitest';
import {
  extrasProblem,
  extrasValue,
  isRoomPrice,
  parseExtras,
  priceBirthday,
  priceExtras,
  priceRoom,
  toCents,
} from './pricing';
import { testExtras } from '../testing/fixtures';

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

describe('party extras', () => {
  const catalogue = testExtras('en');
  const pizza = 'pizza-for-every-child';
  const bags = 'goody-bag-for-a-guest';
  const photographer = 'photographer-at-the-party-1-hour';

  it('prices a per-child extra by the children and another by its quantity, in integer cents', () => {
    const price = priceBirthday(
      bigAdventurer,
      {
        withCake: true,
        children: 12,
        extras: [
          { key: pizza, quantity: 1 },
          { key: bags, quantity: 12 },
          { key: photographer, quantity: 1 },
        ],
      },
      catalogue,
    );
    expect(price.extras).toEqual([
      {
        key: pizza,
        name: 'Pizza for every child',
        names: { me: 'Pica za svako dijete', en: 'Pizza for every child' },
        perChild: true,
        unitCents: 400,
        quantity: 12,
        totalCents: 4800,
      },
      {
        key: bags,
        name: 'Goody bag for a guest',
        names: { me: 'Poklon-kesica za goste', en: 'Goody bag for a guest' },
        perChild: false,
        unitCents: 500,
        quantity: 12,
        totalCents: 6000,
      },
      {
        key: photographer,
        name: 'Photographer at the party (1 hour)',
        names: { me: 'Fotograf na proslavi (1 sat)', en: 'Photographer at the party (1 hour)' },
        perChild: false,
        unitCents: 6000,
        quantity: 1,
        totalCents: 6000,
      },
    ]);
    // 160 € + 2 extra children × 8 € + 48 € + 60 € + 60 €
    expect(price.totalCents).toBe(16000 + 1600 + 4800 + 6000 + 6000);
  });

  it('a per-child extra follows the children: fewer children, a smaller line', () => {
    const line = (children: number) =>
      priceExtras(catalogue, [{ key: pizza, quantity: 1 }], children)[0]!;
    expect(line(5).totalCents).toBe(2000);
    expect(line(40).totalCents).toBe(16000);
  });

  it('no extras: no lines and the price as before', () => {
    const price = priceBirthday(
      bigAdventurer,
      { withCake: true, children: 10, extras: [] },
      catalogue,
    );
    expect(price.extras).toBeUndefined();
    expect(price.totalCents).toBe(16000);
  });

  it('refuses an unknown extra, one named twice and a quantity above its most', () => {
    expect(extrasProblem(catalogue, [{ key: 'bouncy-castle', quantity: 1 }])).toEqual({
      problem: 'unknown',
      key: 'bouncy-castle',
    });
    expect(
      extrasProblem(catalogue, [
        { key: bags, quantity: 2 },
        { key: bags, quantity: 3 },
      ]),
    ).toMatchObject({ problem: 'twice' });
    expect(extrasProblem(catalogue, [{ key: bags, quantity: 31 }])).toEqual({
      problem: 'max',
      name: 'Goody bag for a guest',
      max: 30,
    });
    expect(extrasProblem(catalogue, [{ key: photographer, quantity: 2 }])).toMatchObject({
      problem: 'max',
      max: 1,
    });
    expect(extrasProblem(catalogue, [{ key: pizza, quantity: 2 }])).toMatchObject({ max: 1 });
    expect(extrasProblem(catalogue, [{ key: bags, quantity: 30 }])).toBeNull();
  });

  it('the price never goes above the most, whatever it is given', () => {
    expect(priceExtras(catalogue, [{ key: bags, quantity: 99 }], 10)[0]!.quantity).toBe(30);
  });

  it('reads extras as the form posts them and as JSON sends them', () => {
    expect(parseExtras(`${pizza}:1,${bags}:0,${photographer}`)).toEqual([
      { key: pizza, quantity: 1 },
      { key: photographer, quantity: 1 },
    ]);
    expect(parseExtras([{ extra: bags, quantity: 3 }, `${pizza}:1`])).toEqual([
      { key: bags, quantity: 3 },
      { key: pizza, quantity: 1 },
    ]);
    expect(parseExtras({ [bags]: '2', [pizza]: true })).toEqual([
      { key: bags, quantity: 2 },
      { key: pizza, quantity: 1 },
    ]);
    expect(parseExtras('')).toEqual([]);
    expect(parseExtras(`${bags}:-1`)).toBeNull();
    expect(parseExtras(`${bags}:lots`)).toBeNull();
    expect(parseExtras(42)).toBeNull();
    expect(extrasValue(parseExtras({ [bags]: 2 })!)).toBe(`${bags}:2`);
  });
});
