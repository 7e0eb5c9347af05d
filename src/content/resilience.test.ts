// The failing window during which WordPress is not asked again, and ask(), which honours it.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { forgetProcessSingleton } from '@/lib/process-singleton.mjs';
import {
  ContentUnavailableError,
  FAILING_WINDOW_MS,
  UPSTREAM_STATE_KEY,
  ask,
  isFailing,
  markFailing,
  markHealthy,
} from './resilience';

let logSpy: MockInstance<typeof console.log>;
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  forgetProcessSingleton(UPSTREAM_STATE_KEY);
  logSpy = vi.spyOn(console, 'log').mockImplementation(() => {});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  logSpy.mockRestore();
  errorSpy.mockRestore();
  forgetProcessSingleton(UPSTREAM_STATE_KEY);
});

const events = (spy: MockInstance<(...args: unknown[]) => void>) =>
  spy.mock.calls.map((args) => (JSON.parse(String(args[0])) as { event: string }).event);

class UpstreamError extends Error {
  name = 'UpstreamError';
}
const isUpstream = (error: unknown) => error instanceof UpstreamError;

describe('ask', () => {
  it('answers what WordPress answers and closes the failing window', async () => {
    markFailing(new Error('earlier'));
    vi.useFakeTimers({ now: Date.now() + FAILING_WINDOW_MS });
    await expect(ask('room|a|en', async () => ({ title: 'A' }), isUpstream)).resolves.toEqual({
      title: 'A',
    });
    expect(isFailing()).toBe(false);
  });

  it('turns an upstream failure into ContentUnavailableError and opens the window', async () => {
    const error = await ask(
      'room|a|en',
      () => Promise.reject(new UpstreamError('HTTP 500')),
      isUpstream,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect((error as ContentUnavailableError).key).toBe('room|a|en');
    expect(isFailing()).toBe(true);
  });

  it('does not ask WordPress inside the failing window', async () => {
    markFailing(new Error('down'));
    const load = vi.fn(async () => 'fresh');
    await expect(ask('page|/|en', load, isUpstream)).rejects.toBeInstanceOf(
      ContentUnavailableError,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('lets a programming error through as it is, without opening the window', async () => {
    await expect(
      ask('page|/|en', () => Promise.reject(new TypeError('bug')), isUpstream),
    ).rejects.toBeInstanceOf(TypeError);
    expect(isFailing()).toBe(false);
  });

  it('keeps its state once per process, so a second copy of the module (the proxy bundle) sees it', async () => {
    markFailing(new Error('down'));
    vi.resetModules();
    const copy = await import('./resilience');
    expect(copy.isFailing()).toBe(true);
  });
});

describe('failing window', () => {
  it('is closed at start', () => {
    expect(isFailing()).toBe(false);
  });

  it('opens on markFailing and closes FAILING_WINDOW_MS later', () => {
    expect(FAILING_WINDOW_MS).toBe(30_000);
    vi.useFakeTimers({ now: 1_000_000 });
    markFailing(new Error('HTTP 500'));
    const now = Date.now();
    expect(isFailing(now)).toBe(true);
    expect(isFailing(now + FAILING_WINDOW_MS - 1)).toBe(true);
    expect(isFailing(now + FAILING_WINDOW_MS)).toBe(false);
    vi.advanceTimersByTime(FAILING_WINDOW_MS);
    expect(isFailing()).toBe(false);
  });

  it('is extended by a further failure, and the outage is logged once', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    markFailing(new Error('first'));
    vi.advanceTimersByTime(20_000);
    markFailing(new Error('second'));
    expect(isFailing(Date.now() + FAILING_WINDOW_MS - 1)).toBe(true);
    expect(events(errorSpy)).toEqual(['content.upstream_failing']);
  });

  it('closes on markHealthy, which logs the recovery once', () => {
    markFailing(new Error('HTTP 500'));
    expect(isFailing()).toBe(true);
    markHealthy();
    expect(isFailing()).toBe(false);
    markHealthy();
    expect(events(logSpy)).toEqual(['content.upstream_recovered']);
  });

  it('markHealthy while healthy changes and logs nothing', () => {
    markHealthy();
    expect(isFailing()).toBe(false);
    expect(logSpy).not.toHaveBeenCalled();
  });

  it('logs the reason of the outage without a stack trace', () => {
    markFailing(new Error('HTTP 500'));
    const line = JSON.parse(String(errorSpy.mock.calls[0]![0])) as { error: unknown };
    expect(line.error).toEqual({ name: 'Error', message: 'HTTP 500' });
  });
});

describe('ContentUnavailableError', () => {
  it('names the content that is missing and keeps the cause', () => {
    const cause = new Error('timed out');
    const error = new ContentUnavailableError('room|x|en', cause);
    expect(error.name).toBe('ContentUnavailableError');
    expect(error.key).toBe('room|x|en');
    expect(error.message).toContain('room|x|en');
    expect(error.cause).toBe(cause);
  });
});
