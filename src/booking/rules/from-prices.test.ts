import { describe, expect, it } from 'vitest';
import { fromPrices } from './from-prices';

describe('the chooser’s “from” prices', () => {
  it('a birthday from the cheapest package, a room from the cheapest room', () => {
    expect(
      fromPrices(
        [{ priceCents: 16000 }, { priceCents: 12000 }, { priceCents: 22000 }],
        [{ priceFrom: 45 }, { priceFrom: 30 }, {}, { priceFrom: 48 }],
      ),
    ).toEqual({ birthday: 12000, room: 3000 });
  });

  it('nothing when the content gives no price', () => {
    expect(fromPrices([], [{}, { priceFrom: 0 }])).toEqual({ birthday: null, room: null });
  });
});
