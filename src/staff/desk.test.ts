import { describe, expect, it } from 'vitest';
import { testContext } from '@/booking/testing/fixtures';
import { zonedInstant } from '@/booking/rules/availability';
import {
  arrivalOpen,
  deskResources,
  notArrived,
  resourceLabel,
  slugIn,
  telHref,
  whatIn,
} from './desk';
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

  it("names a booking's room and package in the desk's language, whatever the parent's", () => {
    const contexts = { desk: en, parent: me };
    const party = {
      form: 'birthday' as const,
      locale: 'me' as const,
      resource: 'hall:1',
      roomTitle: null,
      roomSlug: null,
      packageSlug: 'big-adventurer-me',
      packageName: 'Big Adventurer ME',
    };
    expect(whatIn(party, contexts)).toBe(
      en.packages.find((p) => p.slug === 'big-adventurer')!.name,
    );
    const room = {
      ...party,
      form: 'room' as const,
      resource: 'room:203',
      roomTitle: 'Space Mission ME',
      roomSlug: 'space-mission-me',
      packageSlug: null,
      packageName: null,
    };
    expect(whatIn(room, contexts)).toBe('Space Mission');
    // What the content no longer lists: the name stored.
    expect(whatIn({ ...room, resource: 'room:999' }, contexts)).toBe('Space Mission ME');
  });
});

describe('arrivals on the day view', () => {
  const at = (date: string, time: string) =>
    zonedInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), 'Europe/Podgorica')!;
  const booking = {
    status: 'confirmed',
    startsAt: at('2026-12-12', '15:00'),
    arrival: null,
  } as const;

  it('are open on the booking day for a confirmed booking only', () => {
    expect(arrivalOpen(booking, at('2026-12-12', '00:05'))).toBe(true);
    expect(arrivalOpen(booking, at('2026-12-12', '23:55'))).toBe(true);
    expect(arrivalOpen(booking, at('2026-12-11', '23:55'))).toBe(false);
    expect(arrivalOpen(booking, at('2026-12-13', '00:05'))).toBe(false);
    expect(arrivalOpen({ ...booking, status: 'pending' }, at('2026-12-12', '15:00'))).toBe(false);
  });

  it('flag a booking not marked 10 minutes after its start', () => {
    expect(notArrived(booking, at('2026-12-12', '15:09'))).toBe(false);
    expect(notArrived(booking, at('2026-12-12', '15:10'))).toBe(true);
    expect(notArrived({ ...booking, arrival: 'arrived' }, at('2026-12-12', '15:30'))).toBe(false);
    expect(notArrived({ ...booking, arrival: 'no_show' }, at('2026-12-12', '15:30'))).toBe(false);
    expect(notArrived({ ...booking, status: 'pending' }, at('2026-12-12', '15:30'))).toBe(false);
  });
});

describe('the day view', () => {
  it('dials a phone number as typed, spaces and dashes left out', () => {
    expect(telHref('067 123 456')).toBe('tel:067123456');
    expect(telHref('+382 (67) 123-456')).toBe('tel:+38267123456');
  });
});
