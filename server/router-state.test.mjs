// The entry's check of the router state header against Next.js's own parser: a value the entry
// passes on must never make Next.js throw (a 500), and a value Next.js reads must never get 400
// (the client router's own requests would reload the page). Next.js's parser is private; this
// test is where the entry's knowledge of it is checked, and it fails when an upgrade changes the
// header's shape or moves the parser.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validRouterState } from './router-state.mjs';

const require = createRequire(import.meta.url);
const {
  parseAndValidateFlightRouterState,
} = require('next/dist/server/app-render/parse-and-validate-flight-router-state.js');

function nextReads(value) {
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

// Values of the header's shape, and near misses of each part of it.
const paramType = fc.constantFrom(
  ...['c', 'ci(..)(..)', 'ci(.)', 'ci(..)', 'ci(...)', 'oc', 'd'],
  ...['di(..)(..)', 'di(.)', 'di(..)', 'di(...)'],
  ...['ci', 'di', 'c(.)', 'oc(..)', 'ci(....)', 'di(.)(.)', 'ci(...)(...)', 'x', ''],
);
const segment = fc.oneof(
  fc.constantFrom('', 'en', 'rooms', '__PAGE__', '(group)'),
  fc.tuple(
    fc.constantFrom('locale', 'slug'),
    fc.string({ maxLength: 4 }),
    paramType,
    fc.oneof(fc.constant(null), fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 })),
  ),
  fc.tuple(fc.string(), fc.string(), fc.constant('d')), // three items
  fc.constantFrom(1, null, {}),
);
const optional = (arbitrary) =>
  fc.oneof({ weight: 3, arbitrary }, fc.constant(null), fc.constant(undefined));
const tree = fc.letrec((tie) => ({
  node: fc
    .tuple(
      segment,
      fc.oneof(
        { maxDepth: 4, depthIdentifier: 'tree' },
        fc.constant({}),
        fc.dictionary(fc.constantFrom('children', 'modal'), tie('node'), { maxKeys: 2 }),
        fc.constantFrom('x', null, []),
      ),
      optional(
        fc.oneof(
          fc.tuple(fc.constant('/en'), fc.constant('/en/rooms')),
          fc.tuple(fc.constant('/en')),
          fc.tuple(fc.constant(1), fc.constant('/')),
        ),
      ),
      optional(fc.constantFrom('refetch', 'inside-shared-layout', 'metadata-only', 'reload', 1)),
      optional(fc.oneof(fc.integer(), fc.constant('1'), fc.boolean())),
      optional(fc.oneof(fc.string({ maxLength: 3 }), fc.integer())),
      fc.constant('too many'),
      // How many of the items are sent (JSON writes a missing one in between as null).
      fc.integer({ min: 1, max: 7 }),
    )
    .map((items) => items.slice(0, items[7])),
}));

describe('the router state header, against Next.js’s own parser', () => {
  it('the entry passes exactly what Next.js reads', () => {
    fc.assert(
      fc.property(tree.node, (state) => {
        const value = encodeURIComponent(JSON.stringify(state));
        expect(validRouterState(value), value).toBe(nextReads(value));
      }),
      { numRuns: 3_000 },
    );
  });

  it('agrees on values that are not JSON, too long, or sent twice', () => {
    for (const value of ['%ff', '[', 'x'.repeat(40_001), ['[]', '[]'], '%5B%5D'])
      expect(validRouterState(value), String(value).slice(0, 20)).toBe(nextReads(value));
  });

  it('a valid value seen before still passes, an invalid one never does', () => {
    const valid = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }]));
    const invalid = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', 'x'] }]));
    for (let i = 0; i < 3; i++) {
      expect(validRouterState(valid)).toBe(true);
      expect(validRouterState(invalid)).toBe(false);
    }
  });
});
