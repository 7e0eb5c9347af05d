import localFont from 'next/font/local';

// Two families per face: the Latin file first, then the Latin Extended file. Characters missing
// from the first (č ć š ž đ) fall back per glyph to the second, so each page downloads only what
// its text needs, and next/font still generates size-adjusted fallbacks for both.
export const nunito = localFont({
  src: [
    { path: '../../fonts/nunito-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../fonts/nunito-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-body-latin',
  display: 'swap',
});

export const nunitoExt = localFont({
  src: [
    { path: '../../fonts/nunito-latin-ext-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../fonts/nunito-latin-ext-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-body-ext',
  display: 'swap',
  preload: false,
});

export const baloo = localFont({
  src: [
    { path: '../../fonts/baloo-2-latin-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../../fonts/baloo-2-latin-800-normal.woff2', weight: '800', style: 'normal' },
  ],
  variable: '--font-display-latin',
  display: 'swap',
  // Headings swap in when it arrives; preloading it competed with the hero picture (the LCP).
  preload: false,
});

export const balooExt = localFont({
  src: [
    { path: '../../fonts/baloo-2-latin-ext-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../../fonts/baloo-2-latin-ext-800-normal.woff2', weight: '800', style: 'normal' },
  ],
  variable: '--font-display-ext',
  display: 'swap',
  preload: false,
});

export const fontVariables = [nunito, nunitoExt, baloo, balooExt]
  .map((font) => font.variable)
  .join(' ');
