import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the fault suite (docs/bookings-and-mail.md, "Booking and mail operations";
// docs/testing.md). It runs the production build in `.next` (`npm run build` first) with real
// parts: PostgreSQL at 127.0.0.1:5432 when present (a schema of its own), PGlite otherwise,
// smtp-server on loopback.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '..', '..', 'src') } },
  test: {
    include: ['tests/faults/**/*.faults.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 600_000,
    passWithNoTests: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest-faults.json' },
  },
});
