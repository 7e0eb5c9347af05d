// The committed field groups are what the builder writes: a field added by hand to a JSON file
// (and so missing from the room's copy of the modules, or lost at the next build) fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldGroups } from './build-acf-json.mjs';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'acf-json');

describe('wordpress/acf-json', () => {
  it.each(fieldGroups.map((group) => [group.key, group]))(
    '%s.json is what build-acf-json.mjs writes',
    (key, group) => {
      const committed = JSON.parse(readFileSync(path.join(dir, `${key}.json`), 'utf8'));
      expect(committed).toEqual(JSON.parse(JSON.stringify(group)));
    },
  );

  it('carries the party fields: escape rooms per package, the game offset in the booking group', () => {
    const names = (fields) =>
      fields.flatMap((field) => [field.name, ...names(field.sub_fields ?? [])]);
    const [options, , , booking] = fieldGroups;
    expect(names(options.fields)).toContain('escape_rooms');
    expect(names(booking.fields)).toContain('game_offset_minutes');
  });
});
