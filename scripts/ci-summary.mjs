// Prints "tests: N passed, N failed, N skipped" over the unit and end-to-end suites, read from
// their JSON reports, and fails when either suite ran no test.
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

console.log(`unit: ${unitPassed} passed, ${unitFailed} failed; end-to-end: ${e2ePassed} passed, ${e2eFailed} failed`);
if (unitPassed === 0 || e2ePassed === 0) {
  console.error('ci-summary: a suite ran no test');
  process.exit(1);
}
console.log(`tests: ${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed, ${unitSkipped + e2eSkipped} skipped`);
process.exit(unitFailed + e2eFailed > 0 ? 1 : 0);
