import { describe, expect, it } from 'vitest';
import { testContext } from '@/booking/testing/fixtures';
import { deskResources, resourceLabel } from './desk';
import { staffTranslator } from './translate';

describe('resources on the desk', () => {
  it('name a room by its title and a hall by its number, in the desk language', () => {
    const resources = deskResources(testContext('en'));
    expect(resourceLabel('room:203', resources, staffTranslator('me'))).toBe('Space Mission');
    expect(resourceLabel('hall:2', resources, staffTranslator('me'))).toBe('Sala za rođendane 2');
    expect(resourceLabel('hall:2', resources, staffTranslator('en'))).toBe('Party hall 2');
    // A room the content no longer lists still shows its key rather than nothing.
    expect(resourceLabel('room:999', resources, staffTranslator('en'))).toBe('room:999');
  });
});
