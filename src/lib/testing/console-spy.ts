// Silences a console method for each test of the enclosing block, so the structured log lines the
// tests check do not clutter the run, and hands back the spy that saw them.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

export type ConsoleSpy = MockInstance<(...args: unknown[]) => void>;

/** The spy on console[method] of the running test: a fresh one per test, restored after it. */
export function silencedConsole(method: 'log' | 'error' | 'warn'): () => ConsoleSpy {
  let spy: ConsoleSpy | undefined;
  beforeEach(() => {
    spy = vi.spyOn(console, method).mockImplementation(() => {});
  });
  afterEach(() => spy?.mockRestore());
  return () => {
    if (!spy) throw new Error(`console.${method} is spied on only while a test runs`);
    return spy;
  };
}
