import { defineConfig } from 'vitest/config';

// `npm run test:fuzz:standalone`: a smoke set of the hostile-request suite, the same assertions
// with fewer generated requests (FUZZ_RUNS, default 300 here), against the standalone build
// (`.next/standalone`, what the Dockerfile ships), served by the same entry on FUZZ_PORT + 1.
process.env.FUZZ_SERVER = 'standalone';
process.env.FUZZ_RUNS ??= '300';
process.env.FUZZ_PORT = String(Number(process.env.FUZZ_PORT ?? 6300) + 1);

export default defineConfig({
  test: {
    include: ['tests/fuzz/standalone-copy.fuzz.test.ts', 'tests/fuzz/hostile.fuzz.test.ts'],
    environment: 'node',
    globalSetup: ['tests/fuzz/server-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest-fuzz-standalone.json' },
  },
});
