import { defineConfig } from 'vitest/config';
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
    // One migrated database per run, copied by each integration file (src/booking/testing/).
    globalSetup: ['src/booking/testing/database-template.ts'],
    // next-intl imports `next/navigation` without an extension; bundling it lets Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
