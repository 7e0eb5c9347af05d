import { describe, expect, it } from 'vitest';
import { methodOf, NO_ROUTE, routeOf, STATIC_ROUTE, statusOf } from './request-route.mjs';

const META = Symbol.for('NextInternalRequestMeta');
const request = (url, pathname) =>
  /** @type {any} */ ({
    url,
    ...(pathname
      ? { [META]: { match: { definition: { pathname, page: `${pathname}/page` } } } }
      : {}),
  });

describe('the labels of a request duration', () => {
  it('names the route template Next.js matched, never the raw path', () => {
    expect(routeOf(request('/en/rooms/dragons-cave?ref=x', '/[locale]/rooms/[slug]'))).toBe(
      '/[locale]/rooms/[slug]',
    );
    expect(routeOf(request('/sobe', '/[locale]/rooms'))).toBe('/[locale]/rooms');
    expect(routeOf(request('/api/bookings', '/api/bookings'))).toBe('/api/bookings');
  });

  it('groups what Next.js matched no route for', () => {
    expect(routeOf(request('/_next/static/chunks/abc123.js'))).toBe(STATIC_ROUTE);
    expect(routeOf(request('/%zz'))).toBe(NO_ROUTE);
    expect(routeOf(request('/anything/a-visitor/typed'))).toBe(NO_ROUTE);
  });

  it('keeps methods and statuses to a bounded set', () => {
    expect(methodOf('POST')).toBe('POST');
    expect(methodOf('PROPFIND')).toBe('OTHER');
    expect(methodOf('X'.repeat(50))).toBe('OTHER');
    expect(methodOf(undefined)).toBe('OTHER');
    expect(statusOf(/** @type {any} */ ({ writableFinished: true, statusCode: 201 }))).toBe('201');
    expect(statusOf(/** @type {any} */ ({ writableFinished: false, statusCode: 200 }))).toBe(
      'aborted',
    );
  });
});
