import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:topology`: the production stack of deploy/compose.yaml started from local binaries
// (docs/operations.md, "The topology test"): a PostgreSQL of its own (initdb, pg_ctl), a Redis of
// its own, nginx on deploy/nginx.conf and two instances started from a copy of the standalone
// build outside the checkout (`npm run build` first; it never builds; the script completes the
// standalone folder), all on loopback, through tests/support/topology.ts.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '..', '..', 'src') } },
  test: {
    include: ['tests/topology/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    passWithNoTests: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest-topology.json' },
  },
});
