import { describe, expect, it } from 'vitest';
import { otherMethodsRefused } from './methods';

describe('otherMethodsRefused', () => {
  it('answers every other method 405 naming the route’s own, and OPTIONS 204', () => {
    const { GET, PUT, DELETE, PATCH, OPTIONS } = otherMethodsRefused('POST');
    for (const handler of [GET, PUT, DELETE, PATCH]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    expect(OPTIONS().status).toBe(204);
    expect(OPTIONS().headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('names HEAD with GET', () => {
    expect(otherMethodsRefused('GET').PUT().headers.get('allow')).toBe('GET, HEAD');
  });
});
