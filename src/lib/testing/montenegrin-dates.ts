// The Montenegrin day and month names a reader expects (ijekavian, lower case, Monday first), to
// check the dates the site and its mails write against: written out here, apart from the
// formatter's own tables, so a test compares the formatter with what a reader expects.
export const MONTENEGRIN_WEEKDAYS =
  'ponedjeljak utorak srijeda četvrtak petak subota nedjelja'.split(' ');

export const MONTENEGRIN_SHORT_WEEKDAYS = 'pon uto sri čet pet sub ned'.split(' ');

export const MONTENEGRIN_MONTHS =
  'januar februar mart april maj jun jul avgust septembar oktobar novembar decembar'.split(' ');

/** The genitive after do, od, prije, poslije and nakon (GLOSSARY.md). */
export const MONTENEGRIN_GENITIVE_MONTHS =
  'januara februara marta aprila maja juna jula avgusta septembra oktobra novembra decembra'.split(
    ' ',
  );
