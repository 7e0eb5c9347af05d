import { describe, expect, it } from 'vitest';
import { galleryLayout, type Feature } from './gallery-layout';

const cells: Record<Feature, number> = { none: 1, wide: 2, big: 4 };

/** Items on the last row when the first picture takes `first` cells in `columns` columns. */
function lastRow(total: number, columns: number, first: number): number {
  return (total - 1 + first) % columns;
}

describe('galleryLayout', () => {
  it('leaves no picture alone on a last row, on phones or wider screens, for 3 to 9 pictures', () => {
    for (let total = 3; total <= 9; total++) {
      const layout = galleryLayout(total);
      expect(lastRow(total, 2, layout.wideOnPhones ? 2 : 1), `${total} on phones`).toBe(0);
      expect(lastRow(total, layout.columns, cells[layout.feature]), `${total} from 768 px`).toBe(0);
    }
  });

  it('features the first picture of five (the our-story gallery) instead of laying out 4 + 1', () => {
    expect(galleryLayout(5)).toEqual({ columns: 3, feature: 'wide', wideOnPhones: true });
  });

  it('shows three room pictures as one wide and two on a phone, in one row of three from 768 px', () => {
    expect(galleryLayout(3)).toEqual({ columns: 3, feature: 'none', wideOnPhones: true });
  });

  it('keeps one and two pictures simple', () => {
    expect(galleryLayout(1)).toEqual({ columns: 1, feature: 'none', wideOnPhones: false });
    expect(galleryLayout(2)).toEqual({ columns: 2, feature: 'none', wideOnPhones: false });
  });
});
