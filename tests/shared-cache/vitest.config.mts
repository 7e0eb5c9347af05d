import { defineConfig } from 'vitest/config';

// `npm run test:shared-cache`: two production servers on one Redis (docs/caching-and-cdn.md,
// "Behind a CDN, on several machines"). It serves the production build made against the stand-in
// WordPress (`.next-wordpress/`, made when the end-to-end suite has not made it already), so it is
// a suite of its own rather than part of the unit tests.
export default defineConfig({
  test: {
    include: ['tests/shared-cache/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest-shared-cache.json' },
  },
});
