// Where a test run's time went, read from the suites' JSON reports (test-results/): each suite's
// wall time and test count, and the files that took the most worker time (Vitest: a file's own
// time; Playwright: the sum of its tests' attempts). `node scripts/test-times.mjs [--top N]`;
// scripts/ci-summary.mjs prints it after a full run, so a CI log says what to make faster.
import { existsSync, readFileSync } from 'node:fs';

const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 8;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Vitest's JSON report: per file its start and end. */
function vitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const files = (report.testResults ?? []).map((result) => ({
    name: String(result.name).replace(`${process.cwd()}/`, ''),
    ms: (result.endTime ?? 0) - (result.startTime ?? 0),
  }));
  const start = Math.min(...files.map((_, index) => report.testResults[index].startTime));
  const end = Math.max(...files.map((_, index) => report.testResults[index].endTime));
  return {
    tests: report.numTotalTests ?? 0,
    wall: Number.isFinite(end - start) ? end - start : 0,
    files,
  };
}

/** Playwright's JSON report: per spec file the durations of its tests' attempts. */
function playwright(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const byFile = new Map();
  let tests = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        tests += 1;
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return {
    tests,
    wall: report.stats?.duration ?? 0,
    files: [...byFile].map(([name, ms]) => ({ name, ms })),
  };
}

const suites = [
  ['unit and integration', 'test-results/vitest.json', vitest],
  ['end-to-end', 'test-results/playwright.json', playwright],
  ['hostile requests', 'test-results/vitest-fuzz.json', vitest],
  ['hostile requests, standalone', 'test-results/vitest-fuzz-standalone.json', vitest],
  ['shared cache', 'test-results/vitest-shared-cache.json', vitest],
  ['faults, store and outbox', 'test-results/vitest-faults.json', vitest],
  ['faults, edge', 'test-results/vitest-faults-edge.json', vitest],
  ['topology', 'test-results/vitest-topology.json', vitest],
  ['real WordPress', 'test-results/vitest-wordpress-real.json', vitest],
];

for (const [label, file, read] of suites) {
  if (!existsSync(file)) continue;
  let suite;
  try {
    suite = read(file);
  } catch {
    continue;
  }
  const work = suite.files.reduce((sum, entry) => sum + entry.ms, 0);
  console.log(
    `${label}: ${suite.tests} tests, ${seconds(suite.wall)} wall, ${seconds(work)} of worker time`,
  );
  if (suite.files.length > 1) {
    for (const entry of suite.files.sort((a, b) => b.ms - a.ms).slice(0, top))
      console.log(`  ${seconds(entry.ms).padStart(9)}  ${entry.name}`);
  }
}
