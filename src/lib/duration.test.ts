import { describe, expect, it } from 'vitest';
import { durationBefore, durationMs, parseDuration } from './duration';

describe('durations with units', () => {
  it('reads each unit', () => {
    expect(parseDuration('90s')).toEqual({ amount: 90, unit: 's' });
    expect(parseDuration('15m')).toEqual({ amount: 15, unit: 'm' });
    expect(parseDuration('48h')).toEqual({ amount: 48, unit: 'h' });
    expect(parseDuration('30d')).toEqual({ amount: 30, unit: 'd' });
    expect(parseDuration('24mo')).toEqual({ amount: 24, unit: 'mo' });
    expect(durationMs(parseDuration('15m')!)).toBe(900_000);
    expect(durationMs(parseDuration('2d')!)).toBe(172_800_000);
  });

  it('refuses what is not a duration', () => {
    for (const text of ['', '24', 'mo', '0d', '-1d', '1.5h', '3 days', '24months', '10y', '1e3s'])
      expect(parseDuration(text), text).toBeUndefined();
  });

  it('counts months on the calendar', () => {
    expect(
      durationBefore({ amount: 24, unit: 'mo' }, new Date('2026-11-23T10:00:00Z')).toISOString(),
    ).toBe('2024-11-23T10:00:00.000Z');
    expect(
      durationBefore({ amount: 1, unit: 'mo' }, new Date('2026-03-31T00:00:00Z')).toISOString(),
    ).toBe('2026-02-28T00:00:00.000Z');
    expect(
      durationBefore({ amount: 48, unit: 'h' }, new Date('2026-03-03T00:00:00Z')).toISOString(),
    ).toBe('2026-03-01T00:00:00.000Z');
  });
});
