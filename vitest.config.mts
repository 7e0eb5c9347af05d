import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const include = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'scripts/**/*.test.ts',
  'server/**/*.test.mjs',
  'wordpress/**/*.test.mjs',
];

/**
 * The files that change what the process holds: its environment (`process.env`, `vi.stubEnv`),
 * its module registry (`vi.resetModules`), its one database (`getDatabase`, the route handlers
 * that open it), its clock (`vi.useFakeTimers`), its folder locks and Redis connections, and the
 * files that check a once-per-process report (the content source's missing Polylang). Each runs
 * in a fresh module registry of its own. Every other file shares its worker's modules with the
 * files before it (Vitest's `isolate: false`): they load zod, drizzle, next-intl and PGlite once
 * per worker instead of once per file, which took the suite from 705 s to 534 s of CPU in one pair
 * of runs on one day (docs/testing.md, "How long it takes"). A new file that sets any of these belongs here.
 */
const isolated = [
  'scripts/content-pull.test.ts',
  'server/cache-handler.test.mjs',
  'wordpress/tools/mu-plugin.test.mjs',
  'src/booking/testing/databases.test.ts',
  'src/content/resilience.test.ts',
  'src/content/wordpress/source.test.ts',
  'src/content/wordpress/stand-in.integration.test.ts',
  'src/lib/db/folder-lock.test.ts',
  'src/lib/env.test.ts',
  'src/lib/generated-secret.test.ts',
  'src/lib/process-singleton.test.ts',
  'src/ops/alerts.test.ts',
  'src/booking/server/ack-cap.integration.test.ts',
  'src/booking/server/impossible-dates.integration.test.ts',
  'src/lib/db/backup-secrets.integration.test.ts',
  'src/lib/db/backup-tool.integration.test.ts',
  'src/lib/db/restore-outbox.smtp.test.ts',
  'src/lib/private-folder.integration.test.ts',
  'src/ops/health.integration.test.ts',
  'src/ops/metrics.integration.test.ts',
  'src/staff/sign-in.integration.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
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
    projects: [
      {
        extends: true,
        test: { name: 'shared', include, exclude: isolated, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
});
