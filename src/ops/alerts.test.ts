// The alert rules (deploy/alerts.yaml) checked and unit-tested by Prometheus's own promtool
// (Debian's `prometheus` package; .ci/run installs it): `promtool check rules` on the file, and
// `promtool test rules` on deploy/alerts-tests/*.test.yaml, where each alert fires when it should,
// stays quiet on the documented defaults and clears. Without promtool the tests are skipped
// loudly, except under CI, where they fail.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const deploy = path.join(root, 'deploy');
const testsDir = path.join(deploy, 'alerts-tests');
const testFiles = readdirSync(testsDir)
  .filter((name) => name.endsWith('.test.yaml'))
  .sort();

const promtool =
  spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim() || undefined;
if (!promtool) {
  const message =
    "the alert rules' tests need promtool (Debian: apt-get install prometheus; it gives /usr/bin/promtool)";
  if (process.env.CI) throw new Error(`${message}: .ci/run installs it`);
  console.warn(`\n${'#'.repeat(80)}\n# SKIPPED: ${message}.\n${'#'.repeat(80)}\n`);
}

function run(args: string[], cwd: string) {
  const result = spawnSync(promtool!, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** The alerts of deploy/alerts.yaml, by name. */
const alertNames = [
  ...readFileSync(path.join(deploy, 'alerts.yaml'), 'utf8').matchAll(/^\s+- alert: (\w+)$/gm),
].map((match) => match[1]!);

/** Every rule test of the files: its alert and whether it expects it firing. */
function ruleTests(): { alertname: string; fires: boolean }[] {
  const found: { alertname: string; fires: boolean }[] = [];
  for (const file of testFiles) {
    const text = readFileSync(path.join(testsDir, file), 'utf8');
    // The one-line form `{ eval_time: …, alertname: X, exp_alerts: [] }`: expects it quiet.
    for (const match of text.matchAll(/alertname: (\w+), exp_alerts: \[\] \}/g))
      found.push({ alertname: match[1]!, fires: false });
    // The block form: `alertname: X` then `exp_alerts:` with an expected alert under it.
    for (const match of text.matchAll(/^\s+alertname: (\w+)\n\s+exp_alerts:\n\s+- exp_labels:/gm))
      found.push({ alertname: match[1]!, fires: true });
  }
  return found;
}

describe.skipIf(!promtool)('alert rules under promtool', { timeout: 60_000 }, () => {
  it('promtool check rules deploy/alerts.yaml passes', () => {
    const { status, output } = run(['check', 'rules', 'alerts.yaml'], deploy);
    expect(status, output).toBe(0);
    expect(output).toContain(`SUCCESS: ${alertNames.length} rules found`);
  });

  it('promtool test rules passes on every file of deploy/alerts-tests', () => {
    expect(testFiles.length).toBeGreaterThan(0);
    const { status, output } = run(['test', 'rules', ...testFiles], testsDir);
    expect(status, output).toBe(0);
    expect(output.match(/SUCCESS/g)?.length, output).toBe(testFiles.length);
  });

  it('the same tests fail against a rule that pages too late (they can fail)', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'clv-alerts-'));
    try {
      const rules = readFileSync(path.join(deploy, 'alerts.yaml'), 'utf8');
      const late = rules.replace(
        'max(cluville_outbox_oldest_pending_seconds) > 900',
        'max(cluville_outbox_oldest_pending_seconds) > 3600',
      );
      expect(late).not.toBe(rules);
      writeFileSync(path.join(copy, 'alerts.yaml'), late);
      mkdirSync(path.join(copy, 'alerts-tests'));
      copyFileSync(
        path.join(testsDir, 'minutes.test.yaml'),
        path.join(copy, 'alerts-tests', 'minutes.test.yaml'),
      );
      const { status, output } = run(
        ['test', 'rules', 'minutes.test.yaml'],
        path.join(copy, 'alerts-tests'),
      );
      expect(status).not.toBe(0);
      expect(output).toMatch(/FAILED[\s\S]*alertname: CluvilleMailStuck/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('every alert has its promtool tests', () => {
  it.each(alertNames)('%s: a test where it fires and one where it does not', (alert) => {
    const tests = ruleTests().filter((test) => test.alertname === alert);
    expect(tests.some((test) => test.fires)).toBe(true);
    expect(tests.some((test) => !test.fires)).toBe(true);
  });

  it('the rules are the ten the runbook lists', () => {
    expect(alertNames).toEqual([
      'CluvilleMailStuck',
      'CluvilleMailFailed',
      'CluvilleJobNotRunning',
      'CluvilleNoBackup',
      'CluvilleBackupFailed',
      'CluvilleBookingsFailing',
      'CluvilleNotReady',
      'CluvilleInstanceDown',
      'CluvilleDatabaseDown',
      'CluvilleBookingsSlow',
    ]);
    const runbook = readFileSync(path.join(root, 'docs', 'operations.md'), 'utf8');
    for (const alert of alertNames) expect(runbook).toContain(`\`${alert}\``);
  });
});
