// The CMS's working hours carry free text for the days ("Ponedjeljak – petak", "Saturday and
// Sunday"). Structured data needs weekdays, so the usual ways of writing them in both languages
// are read here; text that is not understood gives no weekdays (and no opening-hours entry).
import type { WorkingHours } from '@/content';

const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

// Stems of the day names (ijekavian and ekavian Montenegrin, English), with their usual abbreviations.
const dayNames: [RegExp, number][] = [
  [/^(ponedjelj|ponedelj|pon$|monday|mon$)/, 0],
  [/^(utor|uto$|tuesday|tue$|tues$)/, 1],
  [/^(srijed|sred|sri$|wednesday|wed$)/, 2],
  [/^(četvrt|cetvrt|čet$|cet$|thursday|thu$|thur$|thurs$)/, 3],
  [/^(petak|petk|pet$|friday|fri$)/, 4],
  [/^(subot|sub$|saturday|sat$)/, 5],
  [/^(nedjelj|nedelj|ned$|sunday|sun$)/, 6],
];
const groups: [RegExp, number[]][] = [
  [
    /^(svaki dan|svakog dana|svakodnevno|every day|everyday|daily|all week|cijele sedmice)$/,
    [0, 1, 2, 3, 4, 5, 6],
  ],
  [/^(vikend|vikendom|vikendima|weekends?|at weekends|on weekends)$/, [5, 6]],
  [/^(radnim danima|radni dani|weekdays|on weekdays)$/, [0, 1, 2, 3, 4]],
];

function day(word: string): number | null {
  const clean = word.trim().replace(/[.:]$/, '');
  for (const [pattern, index] of dayNames) if (pattern.test(clean)) return index;
  return null;
}

/** The weekdays a CMS day text names, in week order; empty when the text is not understood. */
export function parseDays(text: string): Weekday[] {
  const normalized = text.toLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!normalized) return [];
  const days = new Set<number>();
  for (const part of normalized.split(/\s*(?:,|;|&|\+|\bi\b|\band\b)\s*/)) {
    if (!part) continue;
    const group = groups.find(([pattern]) => pattern.test(part));
    if (group) {
      group[1].forEach((index) => days.add(index));
      continue;
    }
    const range = part.split(/\s*(?:–|—|-|\bto\b|\bdo\b|\bthrough\b)\s*/).filter(Boolean);
    if (range.length === 1) {
      const single = day(range[0]!);
      if (single === null) return [];
      days.add(single);
    } else if (range.length === 2) {
      const from = day(range[0]!);
      const to = day(range[1]!);
      if (from === null || to === null) return [];
      for (let index = from; ; index = (index + 1) % 7) {
        days.add(index);
        if (index === to) break;
      }
    } else {
      return [];
    }
  }
  return [...days].sort((a, b) => a - b).map((index) => weekdays[index]!);
}

const time = /^([01]?\d|2[0-4]):[0-5]\d$/;

/** schema.org OpeningHoursSpecification entries for the rows that can be read. */
export function openingHoursSpecification(hours: WorkingHours[]) {
  return hours.flatMap((row) => {
    const dayOfWeek = parseDays(row.text);
    if (dayOfWeek.length === 0 || !time.test(row.start) || !time.test(row.end)) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: row.start, closes: row.end }];
  });
}
