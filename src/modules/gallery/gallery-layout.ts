// How a gallery's grid is laid out for a number of images, so that no picture is left alone on a
// last row: phones show two columns, wider screens three or four, and where the count does not
// divide evenly the first picture is featured (two columns wide, or two by two).

export type Feature = 'none' | 'wide' | 'big';

export interface GalleryLayout {
  /** Columns from 768 px up. */
  columns: 1 | 2 | 3 | 4;
  /** How the first picture is featured from 768 px up. */
  feature: Feature;
  /** Whether the first picture spans both columns on phones (an odd count). */
  wideOnPhones: boolean;
}

const extraCells: Record<Feature, number> = { none: 0, wide: 1, big: 3 };

export function galleryLayout(total: number): GalleryLayout {
  const wideOnPhones = total > 1 && total % 2 === 1;
  if (total <= 2) return { columns: Math.max(total, 1) as 1 | 2, feature: 'none', wideOnPhones };
  const tries: [3 | 4, Feature][] = [
    [3, 'none'],
    [4, 'none'],
    [3, 'wide'],
    [4, 'wide'],
    [4, 'big'],
    [3, 'big'],
  ];
  for (const [columns, feature] of tries) {
    if ((total + extraCells[feature]) % columns === 0) return { columns, feature, wideOnPhones };
  }
  return { columns: 4, feature: 'none', wideOnPhones };
}

/** Literal class names (so Tailwind finds them) for the grid and for the first item. */
export function galleryClasses(layout: GalleryLayout): {
  grid: string;
  first: string;
  firstImage: string;
} {
  const grid = {
    1: 'grid-cols-1',
    2: 'grid-cols-2',
    3: 'grid-cols-2 sm:grid-cols-3',
    4: 'grid-cols-2 sm:grid-cols-4',
  }[layout.columns];
  const phone = layout.wideOnPhones ? 'col-span-2' : '';
  const first = {
    none: layout.wideOnPhones ? 'sm:col-span-1' : '',
    wide: 'sm:col-span-2',
    big: 'sm:col-span-2 sm:row-span-2',
  }[layout.feature];
  const firstImage = layout.feature === 'wide' ? 'sm:aspect-[8/3]' : '';
  return { grid, first: `${phone} ${first}`.trim(), firstImage };
}
