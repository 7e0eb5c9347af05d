import { FULL } from '../../support/full';
import type { Locale } from './routes';

/**
 * The languages and widths a behaviour test runs at. A behaviour (the arrow keys moving a
 * calendar's focus, an error going once its field is fixed, a receipt's total) does not change with
 * the product of language and width: each language's words and each width's layout are checked
 * once, Montenegrin on a phone and English on a desktop. How every template renders in both
 * languages at both widths (and one in between) is a11y.spec.ts's and layout.spec.ts's.
 *
 * The release run (`FULL=1`) and the review screenshots (`SCREENSHOTS=1`, which write each state in
 * both languages at both widths) run all four pairs.
 */
export const localeWidths: readonly { locale: Locale; width: 390 | 1440 }[] =
  FULL || process.env.SCREENSHOTS
    ? [
        { locale: 'me', width: 390 },
        { locale: 'me', width: 1440 },
        { locale: 'en', width: 390 },
        { locale: 'en', width: 1440 },
      ]
    : [
        { locale: 'me', width: 390 },
        { locale: 'en', width: 1440 },
      ];
