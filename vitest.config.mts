import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'server/**/*.test.mjs',
      'wordpress/**/*.test.mjs',
    ],
    environment: 'node',
    passWithNoTests: false,
    // Most integration files wait on a database, a socket or a timer: on a 2-core machine two
    // files side by side (Vitest's default there is one) shorten the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A test that starts a process (tsx, a database copy, an SMTP server) can take over 5 s on a
    // shared 2-core machine: a failure here says a behaviour broke, never that the machine was busy.
    testTimeout: 20_000,
    // One migrated database per run, copied by each integration file (src/booking/testing/).
    globalSetup: ['src/booking/testing/database-template.ts'],
    // next-intl imports `next/navigation` without an extension; bundling it lets Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
