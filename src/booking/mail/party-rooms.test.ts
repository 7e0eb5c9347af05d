// A party's game rooms as the parent and the venue read them in every mail and calendar file:
// each room in the reader's language with the game's start on the venue's clock, one or two of
// them, and a party that holds no room yet (stored before parties held rooms) saying so.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { BookingRow } from '@/lib/db/schema';
import { escapeHtml } from '@/lib/format';
import { partyGamesOf, roomTitlesOf, type PartyGame } from '../rules/party-rooms';
import { validateBooking } from '../rules/schema';
import { bookingTranslator } from '../rules/translate';
import { birthdayInput, partyContext, testContext } from '../testing/fixtures';
import { TEST_VENUE, birthdayRow, testLifecycleSettings } from '../testing/lifecycle';
import { renderReminderMail, renderTransitionMails } from './lifecycle';
import { renderAcknowledgement, renderVenueRequestMail } from './request';
import { bookingRows, gameRow } from './rows';

// Saturday 5 December 2026, 16:00 in Podgorica; the games start half an hour into the party.
const startsAt = new Date('2026-12-05T15:00:00Z');
const gameAt = new Date('2026-12-05T15:30:00Z');
const titles = roomTitlesOf([
  {
    locale: 'me',
    rooms: [
      { ...testContext('me').rooms[0]!, title: 'Svemirska misija' },
      { ...testContext('me').rooms[1]!, title: 'Zmajeva pećina' },
    ],
  },
  {
    locale: 'en',
    rooms: [
      { ...testContext('en').rooms[0]!, title: 'Space Mission' },
      { ...testContext('en').rooms[1]!, title: 'Dragon Cave' },
    ],
  },
]);
const holds = [
  { kind: 'hall' as const, resource: 'hall:1', startsAt },
  { kind: 'room' as const, resource: 'room:203', startsAt: gameAt },
  { kind: 'room' as const, resource: 'room:202', startsAt: gameAt },
];
const twoGames = partyGamesOf(holds, titles);
const oneGame = twoGames.slice(0, 1);

const party = (locale: 'me' | 'en', overrides: Partial<BookingRow> = {}) =>
  birthdayRow(startsAt, {
    id: 9,
    reference: 'CLV-ZABAV',
    locale,
    name: 'Ana Petrović',
    email: 'ana@example.com',
    packageSlug: 'legendary-party',
    packageName: 'Legendary Party',
    withCake: true,
    ...overrides,
  });

/** The mail names every game in `locale`, in its text and its HTML. */
function expectGames(
  mail: { text: string; html: string },
  expected: string[],
  absent: string[] = [],
) {
  for (const part of [mail.text, mail.html]) {
    for (const line of expected)
      expect(part).toContain(part === mail.html ? escapeHtml(line) : line);
    for (const line of absent) expect(part).not.toContain(line);
  }
}

describe('the game rooms row', () => {
  it('names one room and its game time in each language', () => {
    expect(gameRow(oneGame, 'me')).toEqual(['Escape soba', 'Svemirska misija, u 16:30']);
    expect(gameRow(oneGame, 'en')).toEqual(['Escape room', 'Space Mission, at 16:30']);
  });

  it('names two rooms one a line, under a plural label', () => {
    expect(gameRow(twoGames, 'me')).toEqual([
      'Escape sobe',
      'Svemirska misija, u 16:30\nZmajeva pećina, u 16:30',
    ]);
    expect(gameRow(twoGames, 'en')).toEqual([
      'Escape rooms',
      'Space Mission, at 16:30\nDragon Cave, at 16:30',
    ]);
  });

  it('tells the parent the venue will choose a room not yet held, and the venue that none is assigned', () => {
    expect(gameRow([], 'me')).toEqual(['Escape soba', 'Sobu ćemo izabrati i javiti vam.']);
    expect(gameRow([], 'en')).toEqual(['Escape room', 'We will choose the room and let you know.']);
    expect(gameRow(undefined, 'me', 'venue')).toEqual(['Escape soba', 'Soba još nije dodijeljena']);
    expect(gameRow(undefined, 'en', 'venue')).toEqual(['Escape room', 'No room assigned yet']);
  });

  it('comes right after the package in a party’s rows, and never in a room booking’s', () => {
    const rows = bookingRows({ ...party('en'), games: twoGames }, 'en');
    expect(rows.map(([label]) => label).slice(1, 4)).toEqual(['Package', 'Escape rooms', 'Cake']);
    const room = bookingRows(
      { ...party('en'), form: 'room', roomTitle: 'Space Mission', players: 4, games: twoGames },
      'en',
    );
    expect(room.map(([label]) => label)).not.toContain('Escape rooms');
    expect(room.map(([, value]) => value).join('\n')).not.toContain('Dragon Cave');
  });

  it('leaves the party hall out and names a room the content no longer lists by its key', () => {
    const games = partyGamesOf(
      [...holds, { resource: 'room:999', startsAt: gameAt }],
      titles,
    ) as PartyGame[];
    expect(games.map((game) => game.resource)).toEqual(['room:203', 'room:202', 'room:999']);
    expect(gameRow(games.slice(2), 'en')[1]).toBe('999, at 16:30');
    // A language without the room's title borrows the other's.
    expect(
      gameRow(
        partyGamesOf(
          holds.slice(1, 2),
          roomTitlesOf([{ locale: 'en', rooms: testContext('en').rooms }]),
        ),
        'me',
      )[1],
    ).toBe('Space Mission, u 16:30');
  });
});

describe('the request’s two mails', () => {
  const input = (() => {
    const validation = validateBooking(
      birthdayInput({ package: 'legendary-party', date: '2026-12-05', time: '16:00' }),
      partyContext(),
      bookingTranslator('en', 'booking.errors'),
    );
    if (!validation.ok) throw new Error('fixture invalid');
    return validation.data;
  })();
  // The venue's from the stored row (once the parent confirmed the request), the parent's at submit.
  const render = (locale: 'me' | 'en', games?: PartyGame[]) => {
    const venueLocale = locale === 'me' ? 'en' : 'me';
    const createdAt = new Date('2026-11-23T10:00:00Z');
    return [
      renderVenueRequestMail({
        booking: party(locale, { status: 'pending', createdAt }),
        venue: TEST_VENUE,
        settings: testLifecycleSettings({ venueLocale }),
        now: createdAt,
        games,
      }),
      renderAcknowledgement(
        { reference: 'CLV-ZABAV', locale, input, packageName: 'Legendary Party', games, createdAt },
        { email: 'info@cluville.test', phone: '+382 67 123 456', locale: venueLocale },
      ),
    ];
  };

  it('name both rooms to the parent in their language and to the venue in its own', () => {
    const [venueMe, parentEn] = render('en', twoGames);
    expectGames(
      parentEn!,
      ['Escape rooms', 'Space Mission, at 16:30', 'Dragon Cave, at 16:30'],
      ['Svemirska'],
    );
    expectGames(
      venueMe!,
      ['Escape sobe', 'Svemirska misija, u 16:30', 'Zmajeva pećina, u 16:30'],
      ['Space Mission'],
    );
    const [venueEn, parentMe] = render('me', oneGame);
    expectGames(parentMe!, ['Escape soba', 'Svemirska misija, u 16:30'], ['Zmajeva']);
    expectGames(venueEn!, ['Escape room', 'Space Mission, at 16:30'], ['Dragon']);
  });

  it('say the room is still to come when the party holds none', () => {
    const [venue, parent] = render('me');
    expectGames(parent!, ['Sobu ćemo izabrati i javiti vam.']);
    expectGames(venue!, ['No room assigned yet']);
  });
});

describe('the lifecycle’s mails', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const settings = testLifecycleSettings();
  const mailsOf = (locale: 'me' | 'en', games?: PartyGame[]) => {
    const row = party(locale);
    const transition = (
      action: 'confirm' | 'accept' | 'propose' | 'decline' | 'cancel' | 'expire',
      status: BookingRow['status'],
      actor: 'staff' | 'parent' | 'system' = 'staff',
      previous: Partial<BookingRow> = { status: 'pending' },
    ) =>
      renderTransitionMails({
        action,
        actor,
        booking: {
          ...row,
          status,
          holdUntil: new Date('2026-11-25T12:00:00Z'),
          declineReason: 'fully-booked',
        },
        previous: { ...row, ...previous },
        venue: TEST_VENUE,
        settings,
        now,
        games,
      });
    return {
      confirmed: transition('confirm', 'confirmed'),
      proposed: transition('propose', 'proposed', 'staff', {
        status: 'pending',
        startsAt: new Date('2026-12-05T13:00:00Z'),
      }),
      accepted: transition('accept', 'confirmed', 'parent', { status: 'proposed' }),
      declined: transition('decline', 'declined'),
      cancelled: transition('cancel', 'cancelled', 'parent', { status: 'confirmed' }),
      expired: transition('expire', 'expired', 'system'),
      reminder: [renderReminderMail({ booking: row, venue: TEST_VENUE, settings, now, games })],
    };
  };

  it('name both rooms in every parent mail, in each language', () => {
    for (const [locale, lines] of [
      ['en', ['Escape rooms', 'Space Mission, at 16:30', 'Dragon Cave, at 16:30']],
      ['me', ['Escape sobe', 'Svemirska misija, u 16:30', 'Zmajeva pećina, u 16:30']],
    ] as const) {
      const mails = Object.values(mailsOf(locale, twoGames)).flat();
      const parents = mails.filter((mail) => mail.kind === 'parent');
      expect(parents).toHaveLength(7);
      for (const mail of parents) expectGames(mail, [...lines]);
    }
  });

  it('name the rooms to the venue in its language when the parent accepts or cancels', () => {
    const { accepted, cancelled } = mailsOf('en', twoGames);
    const venue = [...accepted, ...cancelled].filter((mail) => mail.kind === 'venue');
    expect(venue).toHaveLength(2);
    for (const mail of venue)
      expectGames(mail, ['Escape sobe', 'Svemirska misija, u 16:30'], ['Space Mission']);
  });

  it('say a room is still to be chosen in each of them when the party holds none', () => {
    const parents = Object.values(mailsOf('en', []))
      .flat()
      .filter((m) => m.kind === 'parent');
    for (const mail of parents) expectGames(mail, ['We will choose the room and let you know.']);
    const venue = mailsOf('en').cancelled.find((mail) => mail.kind === 'venue')!;
    expectGames(venue, ['Soba još nije dodijeljena']);
  });
});

describe('the calendar file', () => {
  const event = (ics: string) =>
    new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  const confirm = (locale: 'me' | 'en', games?: PartyGame[], sequence = 1) =>
    renderTransitionMails({
      action: 'confirm',
      actor: 'staff',
      booking: party(locale),
      previous: party(locale, { status: 'pending' }),
      venue: TEST_VENUE,
      settings: testLifecycleSettings(),
      now: new Date('2026-11-23T12:00:00Z'),
      games,
      sequence,
    })[0]!.ics!;

  it('says in its description which rooms the game is in and when, in the parent’s language', () => {
    expect(event(confirm('en', twoGames)).description).toContain(
      'Escape rooms: Space Mission, at 16:30; Dragon Cave, at 16:30',
    );
    expect(event(confirm('me', oneGame)).description).toContain(
      'Escape soba: Svemirska misija, u 16:30',
    );
    expect(event(confirm('me', [])).description).toContain(
      'Escape soba: Sobu ćemo izabrati i javiti vam.',
    );
  });

  it('keeps every line within 75 octets, its SEQUENCE, and the cancellation’s removal', () => {
    const ics = confirm('me', twoGames, 3);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(event(ics).sequence).toBe(3);
    const [cancelled] = renderTransitionMails({
      action: 'cancel',
      actor: 'staff',
      booking: party('me', { status: 'cancelled' }),
      previous: party('me'),
      venue: TEST_VENUE,
      settings: testLifecycleSettings(),
      now: new Date('2026-11-23T12:00:00Z'),
      games: twoGames,
      sequence: 4,
    });
    expect(cancelled!.ics).toContain('METHOD:CANCEL');
    const removal = event(cancelled!.ics!);
    expect(removal.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(removal.sequence).toBe(4);
    expect(removal.description).toContain('Zmajeva pećina, u 16:30');
  });
});
