// Prints "tests: N passed, N failed, N skipped" over the unit, end-to-end, hostile-request (on the
// build and on the standalone build), shared-cache, fault, topology and real-WordPress suites, read from their JSON reports, and fails when any of them ran no test.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    console.error(`ci-summary: ${file} is missing or unreadable`);
    process.exit(1);
  }
}

const unit = read('test-results/vitest.json');
const e2e = read('test-results/playwright.json');

const unitPassed = unit.numPassedTests ?? 0;
const unitFailed = unit.numFailedTests ?? 0;
const unitSkipped = (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
const e2ePassed = (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
const e2eFailed = e2e.stats?.unexpected ?? 0;
const e2eSkipped = e2e.stats?.skipped ?? 0;
// The two-instance Redis test (npm run test:shared-cache): skipped never passes unnoticed.
const shared = read('test-results/vitest-shared-cache.json');
const sharedPassed = shared.numPassedTests ?? 0;
const sharedFailed = shared.numFailedTests ?? 0;
const sharedSkipped = (shared.numPendingTests ?? 0) + (shared.numTodoTests ?? 0);
// The fault suite (npm run test:faults), in two reports: the booking store's and the outbox's
// faults (lost requests, repeated mail, a second opener) and the edge's (Redis outage, load).
const faultReports = [
  read('test-results/vitest-faults.json'),
  read('test-results/vitest-faults-edge.json'),
];
const faultsPassed = faultReports.reduce((sum, report) => sum + (report.numPassedTests ?? 0), 0);
const faultsFailed = faultReports.reduce((sum, report) => sum + (report.numFailedTests ?? 0), 0);
const faultsSkipped = faultReports.reduce(
  (sum, report) => sum + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  0,
);
// The production topology from local binaries (npm run test:topology): nginx, two instances.
const topology = read('test-results/vitest-topology.json');
const topologyPassed = topology.numPassedTests ?? 0;
const topologyFailed = topology.numFailedTests ?? 0;
const topologySkipped = (topology.numPendingTests ?? 0) + (topology.numTodoTests ?? 0);
// The site on a real WordPress (npm run test:wordpress): PHP, MariaDB, Debian's WordPress.
const wordpress = read('test-results/vitest-wordpress-real.json');
const wordpressPassed = wordpress.numPassedTests ?? 0;
const wordpressFailed = wordpress.numFailedTests ?? 0;
const wordpressSkipped = (wordpress.numPendingTests ?? 0) + (wordpress.numTodoTests ?? 0);
// The hostile-request suite (npm run test:fuzz) and its smoke set on the standalone build.
const fuzz = read('test-results/vitest-fuzz.json');
const standalone = read('test-results/vitest-fuzz-standalone.json');
const fuzzPassed = (fuzz.numPassedTests ?? 0) + (standalone.numPassedTests ?? 0);
const fuzzFailed = (fuzz.numFailedTests ?? 0) + (standalone.numFailedTests ?? 0);
const fuzzSkipped = [fuzz, standalone].reduce(
  (sum, suite) => sum + (suite.numPendingTests ?? 0) + (suite.numTodoTests ?? 0),
  0,
);

// Where the time went (each suite's wall time and its slowest files), for whoever makes CI faster.
try {
  execFileSync(process.execPath, ['scripts/test-times.mjs'], { stdio: 'inherit' });
} catch {
  console.error('ci-summary: the test times could not be read');
}
console.log(
  `unit: ${unitPassed} passed, ${unitFailed} failed; end-to-end: ${e2ePassed} passed, ${e2eFailed} failed; hostile requests: ${fuzz.numPassedTests ?? 0} + ${standalone.numPassedTests ?? 0} (standalone) passed, ${fuzzFailed} failed; shared cache: ${sharedPassed} passed, ${sharedFailed} failed, ${sharedSkipped} skipped; faults: ${faultsPassed} passed, ${faultsFailed} failed, ${faultsSkipped} skipped; topology: ${topologyPassed} passed, ${topologyFailed} failed, ${topologySkipped} skipped; real WordPress: ${wordpressPassed} passed, ${wordpressFailed} failed, ${wordpressSkipped} skipped`,
);
if (
  unitPassed === 0 ||
  e2ePassed === 0 ||
  !fuzz.numPassedTests ||
  !standalone.numPassedTests ||
  sharedPassed === 0 ||
  faultReports.some((report) => !report.numPassedTests) ||
  topologyPassed === 0 ||
  wordpressPassed === 0
) {
  console.error('ci-summary: a suite ran no test');
  process.exit(1);
}
console.log(
  `tests: ${unitPassed + e2ePassed + fuzzPassed + sharedPassed + faultsPassed + topologyPassed + wordpressPassed} passed, ${unitFailed + e2eFailed + fuzzFailed + sharedFailed + faultsFailed + topologyFailed + wordpressFailed} failed, ${unitSkipped + e2eSkipped + fuzzSkipped + sharedSkipped + faultsSkipped + topologySkipped + wordpressSkipped} skipped`,
);
process.exit(
  unitFailed +
    e2eFailed +
    fuzzFailed +
    sharedFailed +
    faultsFailed +
    topologyFailed +
    wordpressFailed >
    0
    ? 1
    : 0,
);
