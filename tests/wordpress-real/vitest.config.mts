import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:wordpress`: the site built and served from a real WordPress (Debian's wordpress,
// PHP's built-in server, a MariaDB of its own; tests/wordpress-real/). It makes its own build into
// `.next-real-wordpress` after the content exists (docs/testing.md, "The real WordPress").
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '..', '..', 'src') } },
  test: {
    include: ['tests/wordpress-real/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 900_000,
    passWithNoTests: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest-wordpress-real.json' },
  },
});
