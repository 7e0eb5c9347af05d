import { describe, expect, it } from 'vitest';
import {
  createPrefetchGate,
  PREFETCH_IDLE_MS,
  prefetchAllowedOn,
  type ConnectionHints,
} from './prefetch-when-idle';

/** A browser window whose timers and idle callbacks run when the test says. */
function fakeWindow(connection?: ConnectionHints, idle = true) {
  const timers: { callback: () => void; ms: number }[] = [];
  const idles: { callback: () => void; timeout: number }[] = [];
  return {
    timers,
    idles,
    win: {
      setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
      requestIdleCallback: idle
        ? (callback: () => void, options: { timeout: number }) =>
            idles.push({ callback, timeout: options.timeout })
        : undefined,
      navigator: { connection },
    },
  };
}

describe('links prefetch after 2 s idle, not on 2G or data-saver connections (spec §9)', () => {
  it('refuses data-saver and 2G connections, and allows the rest', () => {
    expect(prefetchAllowedOn(undefined)).toBe(true);
    expect(prefetchAllowedOn({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowedOn({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowedOn({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowedOn({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowedOn({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('opens 2 s after the first link mounted, once the browser is idle, and tells every link', () => {
    const { win, timers, idles } = fakeWindow({ effectiveType: '4g' });
    const gate = createPrefetchGate(() => win);
    const told: string[] = [];
    gate.subscribe(() => told.push('header'));
    gate.subscribe(() => told.push('footer'));
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(PREFETCH_IDLE_MS);
    expect(gate.ready()).toBe(false);
    timers[0]!.callback();
    expect(gate.ready()).toBe(false);
    expect(idles).toEqual([expect.objectContaining({ timeout: PREFETCH_IDLE_MS })]);
    idles[0]!.callback();
    expect(gate.ready()).toBe(true);
    expect(told).toEqual(['header', 'footer']);
  });

  it('opens after the 2 s where the browser has no idle callback', () => {
    const { win, timers } = fakeWindow(undefined, false);
    const gate = createPrefetchGate(() => win);
    gate.subscribe(() => {});
    timers[0]!.callback();
    expect(gate.ready()).toBe(true);
  });

  it('never opens on a data-saver connection, nor on the server', () => {
    const saver = fakeWindow({ saveData: true });
    const gate = createPrefetchGate(() => saver.win);
    gate.subscribe(() => {});
    expect(saver.timers).toEqual([]);
    expect(gate.ready()).toBe(false);

    const server = createPrefetchGate(() => undefined);
    server.subscribe(() => {});
    expect(server.ready()).toBe(false);
  });

  it('a link that unmounts is not told', () => {
    const { win, timers, idles } = fakeWindow();
    const gate = createPrefetchGate(() => win);
    let told = 0;
    const unsubscribe = gate.subscribe(() => told++);
    unsubscribe();
    timers[0]!.callback();
    idles[0]!.callback();
    expect(told).toBe(0);
    expect(gate.ready()).toBe(true);
  });
});
