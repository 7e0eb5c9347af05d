// A key generated into DATA_DIR when none is configured: made once, read back after a restart,
// and never used when the operator sets one.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configuredOrGeneratedSecret } from './generated-secret';

const options = { minLength: 32, event: 'test.secret_generated', setting: 'TEST_SECRET' };

describe('configuredOrGeneratedSecret', () => {
  let dir: string;
  let saved: string | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'clv-secret-'));
    saved = process.env.DATA_DIR;
    process.env.DATA_DIR = dir;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it('generates a key once into DATA_DIR and reads the same key back (a restart keeps it)', () => {
    const first = configuredOrGeneratedSecret(undefined, 'staff-auth-secret', options);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'staff-auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(configuredOrGeneratedSecret(undefined, 'staff-auth-secret', options)).toBe(first);
    // Another name is another key.
    expect(configuredOrGeneratedSecret(undefined, 'booking-link-secret', options)).not.toBe(first);
  });

  it('the configured value wins and nothing is written', () => {
    const configured = 'a-configured-secret-of-32-characters!';
    expect(configuredOrGeneratedSecret(configured, 'staff-auth-secret', options)).toBe(configured);
    expect(() => statSync(path.join(dir, 'staff-auth-secret'))).toThrow();
  });
});
