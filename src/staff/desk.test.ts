import { describe, expect, it } from 'vitest';
import { testContext } from '@/booking/testing/fixtures';
import { deskResources, resourceLabel, slugIn } from './desk';
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

describe("a phone booking's choice in the parent's language", () => {
  const en = testContext('en');
  const me = {
    ...testContext('me'),
    rooms: en.rooms.map((room) => ({
      ...room,
      slug: `${room.slug}-me`,
      title: `${room.title} ME`,
    })),
    packages: en.packages.map((item) => ({
      ...item,
      slug: `${item.slug}-me`,
      name: `${item.name} ME`,
    })),
  };
  it('finds a room by its resource and a package by its place in the list', () => {
    expect(slugIn({ form: 'room', slug: 'dragons-cave-me' }, me, en)).toBe('dragons-cave');
    expect(slugIn({ form: 'birthday', slug: 'big-adventurer-me' }, me, en)).toBe('big-adventurer');
    expect(slugIn({ form: 'room', slug: 'space-mission' }, en, en)).toBe('space-mission');
    // A choice the desk's list does not have, or a package the other language lacks.
    expect(slugIn({ form: 'room', slug: 'nowhere' }, me, en)).toBeUndefined();
    expect(
      slugIn({ form: 'birthday', slug: 'big-adventurer-me' }, me, {
        ...en,
        packages: [en.packages[0]!],
      }),
    ).toBeUndefined();
  });
});
