import { describe, expect, it } from 'vitest';
import { priceBirthday, toCents } from './pricing';

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
