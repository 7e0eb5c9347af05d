// One team size everywhere: the hero, the team-building page, the price list and the news say
// the group sizes the enquiry form takes (BOOKING_LIMITS.groupMin..groupMax), in both languages.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '@/booking/rules/fields';
import me from '../../messages/me.json';
import en from '../../messages/en.json';

const snapshot = path.resolve(import.meta.dirname, '../../content/snapshot');
const texts = [
  ...readdirSync(snapshot)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, text: readFileSync(path.join(snapshot, name), 'utf8') })),
  { name: 'messages/me.json', text: JSON.stringify(me) },
  { name: 'messages/en.json', text: JSON.stringify(en) },
];

// "od 6 do 40 osoba", "6 to 40 people", "najmanje 8 osoba", "minimum 8 people", "8–30 osoba".
const groupSizes =
  /(?:od\s+)?(\d+)\s*(?:do|to|–|-)\s*(\d+)\s+(?:osoba|people|persons)|(?:najmanje|minimum|at least)\s+(\d+)\s+(?:osoba|people)/giu;

describe('the team size', () => {
  it('is the form’s 6 to 40 wherever a group of people is given', () => {
    const found: string[] = [];
    let seen = 0;
    for (const { name, text } of texts)
      for (const match of text.matchAll(groupSizes)) {
        seen++;
        const [, min, max, least] = match;
        // Teams within a group (4 to 8 people per room) are the rooms' own sizes, not the group's.
        if (min === '4' && max === '8') continue;
        if (
          least !== undefined ||
          Number(min) !== BOOKING_LIMITS.groupMin ||
          Number(max) !== BOOKING_LIMITS.groupMax
        )
          found.push(`${name}: ${match[0]}`);
      }
    expect(seen).toBeGreaterThan(4);
    expect(found).toEqual([]);
  });
});
