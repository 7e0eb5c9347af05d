// One value per process under a key, reached by every copy of a module (every bundle).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  existingProcessSingleton,
  forgetProcessSingleton,
  processSingleton,
} from './process-singleton.mjs';

const KEY = 'test.process-singleton';

afterEach(() => forgetProcessSingleton(KEY));

describe('processSingleton', () => {
  it('makes the value once and answers the same value afterwards', () => {
    const create = vi.fn(() => ({ made: true }));
    const first = processSingleton(KEY, create);
    expect(processSingleton(KEY, create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps the value on globalThis under Symbol.for("cluville." + key), where plain .mjs files find it', () => {
    const value = processSingleton(KEY, () => 42);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for(`cluville.${KEY}`)]).toBe(
      value,
    );
  });

  it('is shared by a second copy of the module (another bundle)', async () => {
    const value = processSingleton(KEY, () => ({ one: 1 }));
    vi.resetModules();
    const copy = await import('./process-singleton.mjs');
    expect(copy.processSingleton).not.toBe(processSingleton);
    expect(copy.processSingleton(KEY, () => ({ one: 2 }))).toBe(value);
  });

  it('keeps a falsy value instead of making it again', () => {
    const create = vi.fn(() => 0);
    expect(processSingleton(KEY, create)).toBe(0);
    expect(processSingleton(KEY, create)).toBe(0);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('makes nothing when the value is only looked at', () => {
    expect(existingProcessSingleton(KEY)).toBeUndefined();
    processSingleton(KEY, () => 'made');
    expect(existingProcessSingleton(KEY)).toBe('made');
  });

  it('makes a new value after the old one was forgotten', () => {
    processSingleton(KEY, () => 'old');
    forgetProcessSingleton(KEY);
    expect(existingProcessSingleton(KEY)).toBeUndefined();
    expect(processSingleton(KEY, () => 'new')).toBe('new');
  });

  it('keeps nothing when making the value throws', () => {
    expect(() =>
      processSingleton(KEY, () => {
        throw new Error('failed');
      }),
    ).toThrow('failed');
    expect(existingProcessSingleton(KEY)).toBeUndefined();
  });
});
