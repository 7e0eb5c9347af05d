import localFont from 'next/font/local';

// Each face is two families: its Latin Extended file (č ć š ž đ) and its Latin file, each
// declared for its own characters (`unicode-range`, the ranges the files were cut with). A page
// downloads a file only when its text has a character of that file's range: English pages never
// load the extended files, Montenegrin pages load them for the weights their č ć š ž đ use.
//
// The extended family comes first in the stack (globals.css) and has no fallback of its own; the
// Latin family's size-adjusted fallback (next/font's `… Fallback`, local Arial) comes after both.
// With the fallback between them, a system that has Arial would draw č ć š ž đ in Arial inside
// Nunito words, and the extended file would never be used.
//
// next/font reads these calls at build time, so each argument is written out (no shared constant).
const nunitoExt = localFont({
  src: [
    { path: '../../fonts/nunito-latin-ext-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../fonts/nunito-latin-ext-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-body-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});

const nunito = localFont({
  src: [
    { path: '../../fonts/nunito-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../fonts/nunito-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-body-latin',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

const balooExt = localFont({
  src: [
    { path: '../../fonts/baloo-2-latin-ext-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../../fonts/baloo-2-latin-ext-800-normal.woff2', weight: '800', style: 'normal' },
  ],
  variable: '--font-display-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});

const baloo = localFont({
  src: [
    { path: '../../fonts/baloo-2-latin-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../../fonts/baloo-2-latin-800-normal.woff2', weight: '800', style: 'normal' },
  ],
  variable: '--font-display-latin',
  display: 'swap',
  // Headings swap in when it arrives; preloading it competed with the hero picture (the LCP).
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const fontVariables = [nunitoExt, nunito, balooExt, baloo]
  .map((font) => font.variable)
  .join(' ');
