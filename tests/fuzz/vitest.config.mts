import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: property-based requests against the production build (`npm run build`
// first), served by the real server entry on FUZZ_PORT (default 6300).
export default defineConfig({
  test: {
    include: ['tests/fuzz/**/*.fuzz.test.ts'],
    // The standalone copy's own checks run in vitest.standalone.config.mts.
    exclude: ['tests/fuzz/standalone-copy.fuzz.test.ts'],
    environment: 'node',
    globalSetup: ['tests/fuzz/server-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest-fuzz.json' },
  },
});
