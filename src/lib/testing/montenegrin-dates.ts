// The Montenegrin day and month names a reader expects (ijekavian, lower case, Monday first), to
// check the dates the site and its mails write against.
export const MONTENEGRIN_WEEKDAYS = [
  'ponedjeljak',
  'utorak',
  'srijeda',
  'četvrtak',
  'petak',
  'subota',
  'nedjelja',
];

export const MONTENEGRIN_MONTHS = [
  'januar',
  'februar',
  'mart',
  'april',
  'maj',
  'jun',
  'jul',
  'avgust',
  'septembar',
  'oktobar',
  'novembar',
  'decembar',
];
