// A party's game rooms read from its holds wherever the lifecycle renders it: the confirmation
// (its text, HTML and .ics) and the reminder in the parent's language, the staff calendar feed;
// a party stored before parties held rooms (its hall only) says its room is still to be chosen.
import ICAL from 'ical.js';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '@/lib/db/schema';
import { roomTitlesOf } from '../rules/party-rooms';
import { bookingServiceOn, testDatabases, useTestDb, type TestDb } from '../testing/databases';
import { birthdayInput, inDays, partyContext, testContext } from '../testing/fixtures';
import { insertBooking, testLifecycle } from '../testing/lifecycle';
import { confirmRequest } from '../testing/verify';
import { createLifecycle } from './lifecycle';
import { renderFeed } from './calendar-feed';
import { sendReminders } from './lifecycle-jobs';

const today = inDays(0);
const en = partyContext(5, testContext('en', today));
const me = {
  ...partyContext(5, testContext('me', today)),
  rooms: en.rooms.map((room) => ({
    ...room,
    title: room.title === "Dragon's Cave" ? 'Zmajeva pećina' : `${room.title} (me)`,
  })),
};
const titles = roomTitlesOf([me, en]);

for (const database of testDatabases('lc_party_games')) {
  describe(`a party's game rooms in its mails on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened));
    const { deps: base } = testLifecycle();
    const deps = { ...base, roomTitles: async () => titles };
    const lifecycle = createLifecycle(deps);

    const mailsOf = (bookingId: number) =>
      handle.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, bookingId))
        .orderBy(asc(outboxEmails.id));

    /** The staff feed's event descriptions, one string. */
    const feedDescriptions = async () =>
      new ICAL.Component(ICAL.parse(await renderFeed(handle.db, new Date(), titles)))
        .getAllSubcomponents('vevent')
        .map((component) => new ICAL.Event(component).description)
        .join('\n');

    it('names both rooms of a Legendary Party in its confirmation, calendar file, reminder and the feed', async () => {
      const service = bookingServiceOn(handle, { roomTitles: async () => titles });
      const stored = await service.submit(
        birthdayInput({
          package: 'legendary-party',
          rooms: 'dragons-cave,room-3',
          date: inDays(3),
          time: '15:00',
        }),
        { context: me, clientAddress: '1' },
      );
      expect(stored.status).toBe('created');
      const [ack] = (await mailsOf(1)).filter((mail) => mail.kind === 'parent');
      expect(ack!.text).toMatch(/Escape sobe:\s+Zmajeva pećina, u 15:00\s+Room 3 \(me\), u 15:00/);
      // The parent confirms the request: the venue's mail names both rooms too.
      await confirmRequest(handle.db, stored, { lifecycle });
      const [venue] = (await mailsOf(1)).filter((mail) => mail.kind === 'venue');
      expect(venue!.text).toMatch(
        /Escape sobe:\s+Zmajeva pećina, u 15:00\s+Room 3 \(me\), u 15:00/,
      );

      const result = await lifecycle.transition(handle.db, 1, 'confirm', {
        actor: { kind: 'staff' },
      });
      expect(result.ok).toBe(true);
      const confirmed = (await mailsOf(1)).at(-1)!;
      expect(confirmed.subject).toContain('potvrđena');
      expect(confirmed.html).toContain('Zmajeva pećina, u 15:00<br>Room 3 (me), u 15:00');
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(confirmed.ics!)).getFirstSubcomponent('vevent')!,
      );
      expect(event.description).toContain(
        'Escape sobe: Zmajeva pećina, u 15:00; Room 3 (me), u 15:00',
      );

      // The reminder, due within the day before the party.
      expect(
        await sendReminders(handle.db, {
          ...deps,
          settings: { ...deps.settings, reminderBeforeMs: 4 * 86_400_000 },
        }),
      ).toBe(1);
      const reminder = (await mailsOf(1)).at(-1)!;
      expect(reminder.subject).toContain('Podsjetnik');
      expect(reminder.text).toContain('Zmajeva pećina, u 15:00');

      expect(await feedDescriptions()).toContain(
        'Escape sobe: Zmajeva pećina, u 15:00; Room 3 (me), u 15:00',
      );
      // The party's day and hours on the venue's clock, as the desk writes them.
      expect(await feedDescriptions()).toMatch(
        /(pon|uto|sri|čet|pet|sub|ned), \d{1,2}\. [a-z]+\.? \d{4}\. · \d{2}:\d{2}–\d{2}:\d{2}/,
      );
    });

    it('says a hall-only party’s room is still to be chosen, to the parent in English', async () => {
      const party = await insertBooking(handle.db, {
        form: 'birthday',
        locale: 'en',
        resource: 'hall:1',
        roomSlug: null,
        roomTitle: null,
        players: null,
        packageSlug: 'big-adventurer',
        packageName: 'Big Adventurer',
        children: 10,
        withCake: false,
      });
      const result = await lifecycle.transition(handle.db, party.id, 'confirm', {
        actor: { kind: 'staff' },
      });
      expect(result.ok).toBe(true);
      const [confirmed] = await mailsOf(party.id);
      expect(confirmed!.text).toMatch(/Escape room:\s+We will choose the room and let you know\./);
      expect(await feedDescriptions()).toContain('Escape soba: Soba još nije dodijeljena');
    });
  });
}
