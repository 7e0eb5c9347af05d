import { describe, expect, it } from 'vitest';
import {
  bookedExtras,
  changedParty,
  changeExtrasProblem,
  changeNote,
  EXTRAS_SENT_FIELD,
  parseChange,
  priceChange,
  unchanged,
} from './parent-change';
import { EXTRA_CHILD_PRICE_CENTS, extraName, priceBirthday } from './pricing';
import { testExtras } from '../testing/fixtures';

const pkg = { priceCents: 16000, cakePriceCents: 3000, childrenIncluded: 10 };
const catalogue = testExtras('en');
const pizza = 'pizza-for-every-child';
const bags = 'goody-bag-for-a-guest';
const photographer = 'photographer-at-the-party-1-hour';

/** A party of 8 with the cake, pizza for every child and 4 goody bags, as booked. */
function booked(
  extras = [
    { key: pizza, quantity: 1 },
    { key: bags, quantity: 4 },
  ],
) {
  const price = priceBirthday(pkg, { withCake: true, children: 8, extras }, catalogue);
  return { children: 8, withCake: true, price };
}

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? '';

describe('a change of a party’s extras', () => {
  it('reads the extras only when the form sent them: none ticked is none, not "as booked"', () => {
    expect(parseChange(form({ children: '8' }))).toEqual({ ok: true, change: { children: 8 } });
    expect(parseChange(form({ [EXTRAS_SENT_FIELD]: 'yes' }))).toEqual({
      ok: true,
      change: { extras: [] },
    });
    expect(
      parseChange(form({ [EXTRAS_SENT_FIELD]: 'yes', extras: `,${pizza}:1,${bags}:12` })),
    ).toEqual({
      ok: true,
      change: {
        extras: [
          { key: pizza, quantity: 1 },
          { key: bags, quantity: 12 },
        ],
      },
    });
    expect(parseChange(form({ [EXTRAS_SENT_FIELD]: 'yes', extras: `${bags}:lots` }))).toEqual({
      ok: false,
    });
  });

  it('keeps the booked extras when only the children change, a per-child extra following them', () => {
    const booking = booked();
    const after = priceChange(booking, pkg, { children: 12 }, catalogue);
    expect(after.extras?.map((line) => [line.key, line.quantity])).toEqual([
      [pizza, 12],
      [bags, 4],
    ]);
    // 160 € + 2 extra children + 12 pizzas + 4 goody bags
    expect(after.totalCents).toBe(16000 + 2 * EXTRA_CHILD_PRICE_CENTS + 12 * 400 + 4 * 500);
  });

  it('prices new extras from the content and keeps the booked ones at their price as booked', () => {
    const booking = booked();
    const dearer = catalogue.map((extra) => ({ ...extra, priceCents: extra.priceCents * 2 }));
    const after = priceChange(
      booking,
      pkg,
      {
        extras: [
          { key: pizza, quantity: 1 },
          { key: bags, quantity: 6 },
          { key: photographer, quantity: 1 },
        ],
      },
      dearer,
    );
    expect(after.extras?.map((line) => [line.key, line.quantity, line.unitCents])).toEqual([
      [pizza, 8, 400],
      [bags, 6, 500],
      [photographer, 1, 12000],
    ]);
    expect(after.totalCents).toBe(16000 + 8 * 400 + 6 * 500 + 12000);
    // The current price, on the same rule: what was booked.
    expect(priceChange(booking, pkg, {}, dearer).totalCents).toBe(booking.price.totalCents);
  });

  it('drops an extra taken off, and keeps one the content no longer lists', () => {
    const booking = booked();
    expect(priceChange(booking, pkg, { extras: [] }, catalogue).extras).toBeUndefined();
    const without = catalogue.filter((extra) => extra.key !== bags);
    expect(bookedExtras(booking, without).map((extra) => [extra.key, extra.max])).toEqual([
      [pizza, 1],
      [photographer, 1],
      ['a-second-cake', 2],
      [bags, 4],
    ]);
    expect(priceChange(booking, pkg, { children: 9 }, without).totalCents).toBe(
      16000 + 9 * 400 + 4 * 500,
    );
  });

  it('refuses an extra the venue does not offer, or more of one than its most', () => {
    const offered = bookedExtras(booked(), catalogue);
    expect(changeExtrasProblem(offered, { extras: [{ key: 'balloons', quantity: 1 }] })).toEqual({
      problem: 'unknown',
      key: 'balloons',
    });
    expect(changeExtrasProblem(offered, { extras: [{ key: bags, quantity: 31 }] })).toEqual({
      problem: 'max',
      name: 'Goody bag for a guest',
      max: 30,
    });
    expect(changeExtrasProblem(offered, { extras: [{ key: bags, quantity: 30 }] })).toBeNull();
    expect(changeExtrasProblem(offered, { children: 12 })).toBeNull();
  });

  it('is no change when the extras are chosen as booked, in any order', () => {
    const booking = booked();
    expect(
      unchanged(booking, {
        extras: [
          { key: bags, quantity: 4 },
          { key: pizza, quantity: 1 },
        ],
      }),
    ).toBe(true);
    expect(unchanged(booking, { extras: [{ key: pizza, quantity: 1 }] })).toBe(false);
    expect(changedParty(booking, { children: 9 }).extras).toEqual([
      { key: pizza, quantity: 1 },
      { key: bags, quantity: 4 },
    ]);
  });

  it('names each changed extra in the audit note, in English, also for a party booked in Montenegrin', () => {
    const me = testExtras('me');
    const [pica, kesice, fotograf] = me.map((extra) => extra.key);
    const price = priceBirthday(
      pkg,
      {
        withCake: true,
        children: 8,
        extras: [
          { key: pica!, quantity: 1 },
          { key: kesice!, quantity: 4 },
        ],
      },
      me,
    );
    const booking = { children: 8, withCake: true, price };
    const change = {
      children: 12,
      extras: [
        { key: pica!, quantity: 1 },
        { key: fotograf!, quantity: 1 },
      ],
    };
    expect(
      changeNote(booking, changedParty(booking, change), priceChange(booking, pkg, change, me)),
    ).toBe(
      'parent change: children: 8 → 12; extras: Pizza for every child ×8 → Pizza for every child ×12, - Goody bag for a guest ×4, + Photographer at the party (1 hour) ×1',
    );
  });

  it('stores each line’s name in both languages; old lines are read by their one name', () => {
    const line = priceBirthday(
      pkg,
      { withCake: true, children: 8, extras: [{ key: 'pica-za-svako-dijete', quantity: 1 }] },
      testExtras('me'),
    ).extras![0]!;
    expect(line.name).toBe('Pica za svako dijete');
    expect(extraName(line, 'en')).toBe('Pizza for every child');
    expect(extraName(line, 'me')).toBe('Pica za svako dijete');
    const old = { name: 'Pica za svako dijete' };
    expect(extraName(old, 'en')).toBe('Pica za svako dijete');
  });
});
