// The memory that keeps pages up while WordPress fails: keys, last good answers, and the
// failing window during which WordPress is not asked again.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  ContentUnavailableError,
  FAILING_WINDOW_MS,
  contentKey,
  markStale,
  isFailing,
  markFailing,
  markHealthy,
  recallGood,
  rememberGood,
} from './resilience';

const globalState = globalThis as typeof globalThis & { __cluvilleContent?: unknown };

let logSpy: MockInstance<typeof console.log>;
let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  delete globalState.__cluvilleContent;
  logSpy = vi.spyOn(console, 'log').mockImplementation(() => {});
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  logSpy.mockRestore();
  errorSpy.mockRestore();
  delete globalState.__cluvilleContent;
});

const events = (spy: MockInstance<(...args: unknown[]) => void>) =>
  spy.mock.calls.map((args) => (JSON.parse(String(args[0])) as { event: string }).event);

describe('contentKey', () => {
  it('joins the question name and its arguments with |', () => {
    expect(contentKey('room', ['the-observatory', 'en'])).toBe('room|the-observatory|en');
    expect(contentKey('news', ['me', 2])).toBe('news|me|2');
    expect(contentKey('page', ['/rooms', 'en'])).toBe('page|/rooms|en');
    expect(contentKey('translation', ['room', 'zvjezdarnica', 'me', 'en'])).toBe('translation|room|zvjezdarnica|me|en');
  });

  it('is the name alone without arguments', () => {
    expect(contentKey('options', [])).toBe('options');
  });

  it('tells different pages of the same list apart', () => {
    expect(contentKey('news', ['en', 1])).not.toBe(contentKey('news', ['en', 2]));
  });
});

describe('last good content', () => {
  it('recalls what was remembered, with when', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    rememberGood('room|a|en', { title: 'A' });
    expect(recallGood('room|a|en')).toEqual({ value: { title: 'A' }, at: Date.parse('2026-11-22T10:00:00Z'), stale: false });
  });

  it('knows nothing it was not told', () => {
    expect(recallGood('room|b|en')).toBeUndefined();
  });

  it('remembers a null answer ("not in this language") as an answer', () => {
    rememberGood('room|zvjezdarnica|en', null);
    expect(recallGood('room|zvjezdarnica|en')).toMatchObject({ value: null });
  });

  it('marks the answers to the named questions stale, keeping them as the fallback', () => {
    rememberGood('room|a|en', { title: 'A' });
    rememberGood('rooms|en', []);
    rememberGood('roomsy|en', 'another name that starts alike');
    rememberGood('page|/|en', { title: 'Home' });
    markStale(['room', 'rooms']);
    expect(recallGood('room|a|en')).toMatchObject({ value: { title: 'A' }, stale: true });
    expect(recallGood('rooms|en')?.stale).toBe(true);
    expect(recallGood('roomsy|en')?.stale).toBe(false);
    expect(recallGood('page|/|en')?.stale).toBe(false);
    rememberGood('room|a|en', { title: 'A2' });
    expect(recallGood('room|a|en')).toMatchObject({ value: { title: 'A2' }, stale: false });
  });

  it('keeps the newest answer', () => {
    rememberGood('options|me', { v: 1 });
    rememberGood('options|me', { v: 2 });
    expect(recallGood('options|me')?.value).toEqual({ v: 2 });
  });

  it('lives on globalThis, so a second copy of the module (the proxy bundle) sees the same memory', async () => {
    rememberGood('page|/|en', 'home');
    markFailing(new Error('down'));
    vi.resetModules();
    const copy = await import('./resilience');
    expect(copy.recallGood('page|/|en')?.value).toBe('home');
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
