import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:topology`: the production stack of deploy/compose.yaml started from local binaries
// (docs/operations.md, "The production stack"): a PostgreSQL of its own (initdb, pg_ctl), a Redis
// of its own, two instances of the production build in `.next` (`npm run build` first; it never
// builds) and nginx on deploy/nginx.conf, all on loopback.
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
