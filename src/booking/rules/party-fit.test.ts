// A party's children against its game rooms, on the bundled content (content/snapshot): the waves
// and the holds of every package and room (every pair of rooms for the two-game package) at 6, 10,
// 14 and 20 children, and the reasons, with their numbers, where the group does not fit.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSnapshotClient } from '@/content/snapshot/snapshot-client';
import { createWordPressSource } from '@/content/wordpress/source';
import { bookingTranslator } from './translate';
import { zonedInstant } from './availability';
import {
  fitOf,
  fittingChoices,
  groupsOf,
  roomStandings,
  wavesOf,
  type FitParty,
} from './party-fit';
import { fitReason, groupsText } from './party-fit-text';
import { planHolds } from './party-holds';
import {
  targetOf,
  toBookingPackages,
  toBookingRooms,
  toBookingSettings,
  type BookingContext,
} from './rules-context';

const source = createWordPressSource(createSnapshotClient());
const contexts: Partial<Record<'me' | 'en', BookingContext>> = {};

beforeAll(async () => {
  for (const locale of ['me', 'en'] as const) {
    const options = await source.getSiteOptions(locale);
    contexts[locale] = {
      locale,
      today: '2027-03-01',
      rooms: toBookingRooms((await source.listRooms(locale)) ?? []),
      packages: toBookingPackages(options),
      settings: toBookingSettings(options),
      venueEmail: '',
      venuePhone: '',
    };
  }
});

const me = () => contexts.me!;
const roomNamed = (title: string) => me().rooms.find((room) => room.title === title)!;
const packageNamed = (name: string) => me().packages.find((item) => item.name === name)!;
const partyOf = (packageName: string, children: number): FitParty => ({
  children,
  durationMinutes: packageNamed(packageName).durationMinutes,
  gameOffsetMinutes: me().settings.gameOffsetMinutes,
  bufferMinutes: me().settings.bufferMinutes,
});

const PIRATES = 'Piratsko blago';
const LAB = 'Laboratorija ludog profesora';
const DRAGON = 'Zmajeva pećina';
const SPACE = 'Svemirska misija';
const LIBRARY = 'Tajna biblioteka';
const CHILDREN = [6, 10, 14, 20] as const;

/**
 * Per package and room(s): the waves at 6, 10, 14 and 20 children where the group fits; `long n`
 * where n waves end after the package; `few n` where a team would be below the room's minimum.
 */
const EXPECTED: [string, string[], (number | string)[]][] = [
  ['Mali istraživač', [PIRATES], [1, 2, 'long 3', 'long 4']],
  ['Mali istraživač', [LAB], [1, 'long 2', 'long 2', 'long 3']],
  ['Mali istraživač', [DRAGON], ['long 2', 'long 2', 'long 3', 'long 4']],
  ['Mali istraživač', [SPACE], [1, 1, 'long 2', 'long 2']],
  ['Mali istraživač', [LIBRARY], [1, 'long 2', 'long 3', 'long 4']],
  ['Veliki avanturista', [PIRATES], [1, 2, 'long 3', 'long 4']],
  ['Veliki avanturista', [LAB], [1, 2, 2, 'long 3']],
  ['Veliki avanturista', [DRAGON], [2, 2, 'long 3', 'long 4']],
  ['Veliki avanturista', [SPACE], [1, 1, 'long 2', 'long 2']],
  ['Veliki avanturista', [LIBRARY], [1, 2, 'long 3', 'long 4']],
  ['Legendarna zabava', [PIRATES, LAB], [1, 1, 1, 2]],
  ['Legendarna zabava', [PIRATES, DRAGON], [1, 1, 2, 2]],
  ['Legendarna zabava', [PIRATES, SPACE], [1, 1, 1, 2]],
  ['Legendarna zabava', [PIRATES, LIBRARY], [1, 1, 2, 2]],
  ['Legendarna zabava', [LAB, DRAGON], [1, 1, 2, 2]],
  ['Legendarna zabava', [LAB, SPACE], ['few 1', 1, 1, 2]],
  ['Legendarna zabava', [LAB, LIBRARY], [1, 1, 1, 2]],
  ['Legendarna zabava', [DRAGON, SPACE], [1, 1, 1, 2]],
  ['Legendarna zabava', [DRAGON, LIBRARY], [1, 1, 2, 2]],
  ['Legendarna zabava', [SPACE, LIBRARY], [1, 1, 1, 2]],
];

const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return zonedInstant(date, h * 60 + m, 'Europe/Podgorica')!;
};
const minutesAfter = (start: Date, end: Date) => (end.getTime() - start.getTime()) / 60_000;

describe.each(EXPECTED)('%s in %j', (packageName, titles, expected) => {
  it.each(CHILDREN.map((children, index) => [children, expected[index]!] as const))(
    'with %i children: %s',
    (children, outcome) => {
      const rooms = titles.map(roomNamed);
      const fit = fitOf(partyOf(packageName, children), rooms);
      if (typeof outcome === 'number') {
        expect(fit).toMatchObject({ fits: true, waves: outcome });
        if (!fit.fits) return;
        // Every child plays, no team is below the room's minimum or above its maximum.
        expect(fit.rooms.reduce((sum, play) => sum + play.children, 0)).toBe(children);
        for (const play of fit.rooms) {
          expect(play.teams).toHaveLength(outcome);
          expect(Math.min(...play.teams)).toBeGreaterThanOrEqual(play.room.playersMin);
          expect(Math.max(...play.teams)).toBeLessThanOrEqual(play.room.playersMax);
        }
        // The holds: the hall for the party, each room waves × (session + buffer) from the start.
        const pkg = packageNamed(packageName);
        const target = targetOf(
          me(),
          'birthday',
          pkg.slug,
          rooms.map((room) => room.resource),
          children,
        )!;
        const start = at('2027-03-20', '10:00');
        const holds = planHolds(target.demand!, start, 15, [])!;
        expect(
          holds.map((hold) => [hold.resource, minutesAfter(start, hold.blockedUntil)]),
        ).toEqual([
          ['hall:1', pkg.durationMinutes + 15],
          ...rooms.map((room) => [room.resource, outcome * (room.durationMinutes + 15)]),
        ]);
      } else {
        const [reason, waves] = outcome.split(' ');
        expect(fit).toMatchObject({
          fits: false,
          reason: reason === 'long' ? 'too_long' : 'too_few',
          waves: Number(waves),
        });
      }
    },
  );
});

describe('the reasons and the groups in words', () => {
  it('says a 10-child Little Explorer in the Dragon’s Cave takes 2 × 60 min, in both languages', () => {
    const fit = fitOf(partyOf('Mali istraživač', 10), [roomNamed(DRAGON)]);
    expect(fit).toMatchObject({
      fits: false,
      reason: 'too_long',
      waves: 2,
      sessionMinutes: 60,
      endsMinutes: 135,
      packageMinutes: 120,
    });
    if (fit.fits) return;
    expect(fitReason(bookingTranslator('me', 'booking.fit'), fit, 10, 'me')).toBe(
      'Za 10 djece Zmajeva pećina traje 2 × 60 min — duže od paketa',
    );
    const en = contexts.en!.rooms.find((room) => room.resource === fit.room.resource)!;
    expect(fitReason(bookingTranslator('en', 'booking.fit'), { ...fit, room: en }, 10, 'en')).toBe(
      'For 10 children the Dragon’s Cave takes 2 × 60 min — longer than the package',
    );
  });

  it('says a team too small for its room, with the room’s minimum', () => {
    const fit = fitOf(partyOf('Legendarna zabava', 6), [roomNamed(LAB), roomNamed(SPACE)]);
    expect(fit).toMatchObject({ fits: false, reason: 'too_few', playersMin: 4 });
    if (fit.fits) return;
    expect(fitReason(bookingTranslator('me', 'booking.fit'), fit, 6, 'me')).toBe(
      'Za 6 djece Svemirska misija traži najmanje 4 igrača u grupi — premalo djece',
    );
  });

  it('refuses waves that end after the party once the game starts later in it', () => {
    const party = { ...partyOf('Veliki avanturista', 10), gameOffsetMinutes: 30 };
    expect(fitOf(party, [roomNamed(DRAGON)])).toMatchObject({
      fits: false,
      reason: 'too_long',
      endsMinutes: 30 + 2 * 60 + 15,
      packageMinutes: 150,
    });
  });

  it('says how a group plays, with the plural the number asks for', () => {
    const me = bookingTranslator('me', 'booking.fit');
    const en = bookingTranslator('en', 'booking.fit');
    const dragon10 = fitOf(partyOf('Veliki avanturista', 10), [roomNamed(DRAGON)]);
    if (!dragon10.fits) throw new Error('10 children fit the Dragon’s Cave at Big Adventurer');
    expect(groupsText(me, dragon10, 'me')).toBe('Igra se u 2 grupe po 5');
    expect(groupsText(en, dragon10, 'en')).toBe('Played in 2 groups of 5');
    const one = fitOf(partyOf('Veliki avanturista', 6), [roomNamed(LAB)]);
    if (!one.fits) throw new Error('6 children fit the lab');
    expect(groupsText(me, one, 'me')).toBe('Igra se u jednoj grupi od 6');
    const legendary = fitOf(partyOf('Legendarna zabava', 14), [
      roomNamed(PIRATES),
      roomNamed(DRAGON),
    ]);
    if (!legendary.fits) throw new Error('14 children fit two rooms at Legendary Party');
    expect(groupsOf(legendary)).toEqual({ groups: 4, min: 3, max: 4 });
    expect(groupsText(me, legendary, 'me')).toBe('Igra se u 4 grupe po 3–4');
    // Five waves of a short room: five groups (the plural of 5 and more).
    const short = { ...roomNamed(DRAGON), durationMinutes: 10, playersMax: 2 };
    const five = fitOf({ ...partyOf('Veliki avanturista', 10) }, [short]);
    if (!five.fits) throw new Error('five short waves fit');
    expect(groupsText(me, five, 'me')).toBe('Igra se u 5 grupa po 2');
    expect(groupsText(en, five, 'en')).toBe('Played in 5 groups of 2');
  });

  it('counts the waves from the rooms’ players together', () => {
    expect(wavesOf(10, [{ playersMax: 5 }])).toBe(2);
    expect(wavesOf(11, [{ playersMax: 5 }, { playersMax: 6 }])).toBe(1);
    expect(wavesOf(12, [{ playersMax: 5 }, { playersMax: 6 }])).toBe(2);
  });
});

describe('"let us choose" and the list of rooms', () => {
  it('offers only rooms the group fits, each held for its own waves', () => {
    const pkg = packageNamed('Mali istraživač');
    const target = targetOf(me(), 'birthday', pkg.slug, [], 10)!;
    const rooms = target.demand![1]!.options;
    expect(rooms.map((option) => [option.resource, option.sessionMinutes])).toEqual([
      [roomNamed(PIRATES).resource, 2 * 45 + 15],
      [roomNamed(SPACE).resource, 75],
    ]);
  });

  it('gives a two-game package the sets of rooms that fit, the fewest waves first', () => {
    const choices = fittingChoices(partyOf('Legendarna zabava', 14), me().rooms, 2);
    expect(choices[0]!.waves).toBe(1);
    expect(choices.at(-1)!.waves).toBe(2);
    expect(choices).toHaveLength(10);
    const target = targetOf(me(), 'birthday', packageNamed('Legendarna zabava').slug, [], 14)!;
    expect(target.alternatives).toHaveLength(10);
    // No set fits six children in the lab and the space mission together: that pair is left out.
    expect(
      fittingChoices(partyOf('Legendarna zabava', 6), me().rooms, 2).map((fit) =>
        fit.rooms.map((play) => play.room.title).join(' + '),
      ),
    ).not.toContain(`${LAB} + ${SPACE}`);
  });

  it('lists rooms outside the birthday child’s age last, marked, and still allowed', () => {
    const standings = roomStandings(partyOf('Veliki avanturista', 8), me().rooms, 1, 6);
    expect(standings.map((standing) => [standing.room.title, standing.age ?? ''])).toEqual([
      [PIRATES, ''],
      [DRAGON, ''],
      [LAB, 'older'],
      [SPACE, 'older'],
      [LIBRARY, 'older'],
    ]);
    expect(
      roomStandings(partyOf('Veliki avanturista', 8), me().rooms, 1, 12).find(
        (standing) => standing.room.title === PIRATES,
      )?.age,
    ).toBe('younger');
    expect(standings.every((standing) => standing.fit.fits)).toBe(true);
  });
});
