import { describe, expect, it } from 'vitest';
import { postalAddress, priceRange, serializeJsonLd } from './structured-data';

describe('serializeJsonLd', () => {
  it('escapes what could end the script element or break a JavaScript parser, and stays the same JSON', () => {
    const data = {
      '@type': 'Question',
      name: '</script><script>alert(1)</script>',
      text: 'a\u2028b\u2029c',
    };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('postalAddress', () => {
  it('reads street, postal code and town from the footer line', () => {
    expect(
      postalAddress('Bulevar Svetog Petra Cetinjskog 12, 81000 Podgorica, Montenegro', 'ME'),
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Bulevar Svetog Petra Cetinjskog 12',
      postalCode: '81000',
      addressLocality: 'Podgorica',
      addressCountry: 'ME',
    });
  });

  it('keeps a line without a postal code as street and town', () => {
    expect(postalAddress('Njegoševa 3, Podgorica', 'ME')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Njegoševa 3',
      addressLocality: 'Podgorica',
      addressCountry: 'ME',
    });
  });
});

describe('priceRange', () => {
  const pkg = (price: number) => ({
    name: 'P',
    price,
    cakePrice: 0,
    childrenIncluded: 0,
    durationMinutes: 0,
    escapeRooms: 1,
    features: [],
    highlighted: false,
  });
  it('spans the cheapest to the dearest listed price', () => {
    const options = {
      prices: {
        title: '',
        subtitle: '',
        descriptionHtml: '',
        items: [
          { title: 'a', price: 8, note: '' },
          { title: 'b', price: null, note: '' },
        ],
      },
      packages: { items: [pkg(120), pkg(90)], descriptionHtml: '', disclaimer: '' },
    };
    expect(priceRange(options)).toBe('8–120 €');
  });

  it('is absent when nothing has a price', () => {
    expect(
      priceRange({
        prices: { title: '', subtitle: '', descriptionHtml: '', items: [] },
        packages: { items: [], descriptionHtml: '', disclaimer: '' },
      }),
    ).toBeUndefined();
  });
});
