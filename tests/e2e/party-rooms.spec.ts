// A birthday's game room(s) on the form, in Chromium, both languages, with and without JavaScript:
// one choice per game of the package ("Let us choose" first), the free times following the rooms,
// and a party booked with a named room taking that room's time from the room form; the group's fit:
// a room the children do not fit is not offered and the step says why, where it fits it says how
// the group plays (in waves), and rooms outside the birthday child's age come last, marked. Each
// test posts from an address of its own (X-Forwarded-For), as in booking.spec.ts.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { decode, snapshot } from './support/snapshot';
import { uniquePhone } from './support/contact';
import {
  BOOK_NOW,
  type Locale,
  bookingMessages,
  calendarDay,
  chooseDate,
  requestSent,
} from './support/booking-form';
import { inDays, randomDate, type Slot } from './support/slots';

const messages = bookingMessages;
const bookNow = BOOK_NOW;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The snapshot's packages (slug as the site makes it) and how many games each plays. */
function packages(locale: Locale) {
  const options = JSON.parse(readFileSync(`content/snapshot/options.${locale}.json`, 'utf8')).acf;
  return (options.packages as { name: string; escape_rooms?: number | string }[]).map((item) => ({
    name: item.name,
    slug: item.name
      .normalize('NFD')
      .replace(/[đĐ]/g, 'd')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
    games: Number(item.escape_rooms ?? 1) || 1,
  }));
}

async function asNewVisitor(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
}

async function freeTimes(api: APIRequestContext, query: string): Promise<string[]> {
  const response = await api.get(`/api/availability?${query}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { days: { slots: { time: string; free: boolean }[] }[] };
  return body.days[0]!.slots.filter((slot) => slot.free).map((slot) => slot.time);
}

/**
 * A start free for a party of `pkg` playing `rooms` and, at the same time, in each of those rooms
 * (the game starts with the party: the snapshot's game offset is 0), on a random date well past
 * the lead time.
 */
async function partySlotWithRooms(
  api: APIRequestContext,
  pkg: string,
  rooms: string[],
  children: number,
): Promise<Slot> {
  for (let attempt = 0; attempt < 40; attempt++) {
    // Before the days reserved for other tests (support/slots.ts).
    const date = randomDate();
    let both = await freeTimes(
      api,
      `form=birthday&package=${pkg}&date=${date}&rooms=${rooms}&children=${children}`,
    );
    for (const room of rooms) {
      const inRoom = new Set(await freeTimes(api, `form=room&room=${room}&date=${date}`));
      both = both.filter((time) => inRoom.has(time));
    }
    if (both.length) return { date, time: both[Math.floor(Math.random() * both.length)]! };
  }
  throw new Error(`no free start for ${pkg} in ${rooms}`);
}

async function fillParty(page: Page, who: string, children: number) {
  await page.locator('#booking-children').fill(String(children));
  await page.locator('#booking-name').fill(`${who} Jovanović`);
  await page.locator('#booking-email').fill(`${who.toLowerCase()}.${run}@example.com`);
  await page.locator('#booking-phone').fill(uniquePhone());
}

/** The room form's free times of a date, as a parent sees them (live, or by "Show free times"). */
async function roomFormTimes(page: Page, locale: Locale, room: string, date: string, js: boolean) {
  await page.goto(`${bookNow[locale]}?form=room&room=${room}`);
  if (js) {
    // Other files book on the same days: the party may have taken the room's last free time of
    // the date, and a full day cannot be chosen (the calendar says so, once the month is known).
    const day = await calendarDay(page, date);
    await expect(day).not.toHaveAttribute('data-day-kind', 'unknown');
    if ((await day.getAttribute('data-day-kind')) === 'full') return [];
    await chooseDate(page, date);
  } else {
    await page.locator('#booking-date').fill(date);
    await page.locator('[data-show-times]').click();
  }
  // Settled: the date's free times (or none), not "choose a date" nor "looking".
  const t = messages(locale).times;
  await expect
    .poll(() => page.locator('[data-times-status]').textContent())
    .not.toMatch(new RegExp(`^(${escape(t.pickDate)}|${escape(t.loading)}|)$`));
  return page
    .locator('input[name="time"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

for (const locale of ['me', 'en'] as const) {
  const t = messages(locale);
  const [oneGame, , twoGames] = packages(locale);
  // A room of each language's own, so the two languages' runs rarely meet in one room.
  const room = snapshot.rooms(locale)[locale === 'me' ? 4 : 2]!;
  const roomTitle = decode(room.title.rendered);

  test.describe(`party game rooms (${locale})`, () => {
    test.beforeEach(async ({ page }) => asNewVisitor(page));

    test('the rooms follow the package: one choice, two for two teams, what fits is kept', async ({
      page,
    }) => {
      await page.goto(`${bookNow[locale]}?form=birthday`);
      const step = page.locator('[data-field="rooms"]');
      await expect(page.getByRole('group', { name: t.legends.game })).toHaveAttribute(
        'data-field',
        'rooms',
      );
      await expect(step.locator('[data-game-rooms-empty]')).toHaveText(t.fields.gameRoomsNoPackage);
      await expect(step.locator('select')).toHaveCount(0);
      expect(
        await axeViolations(page, { include: '[data-field="rooms"]', bestPractice: true }),
      ).toEqual([]);

      await page.locator('#booking-package').selectOption(oneGame!.slug);
      const only = step.getByLabel(t.fields.gameRoom, { exact: true });
      await expect(step.locator('select[name="rooms"]')).toHaveCount(1);
      await expect(only).toHaveValue('');
      await expect(only.locator('option').first()).toHaveText(t.fields.gameRoomLetUsChoose);
      // Every room, with its ages and players.
      await expect(only.locator('option')).toHaveCount(snapshot.rooms(locale).length + 1);
      await expect(only.locator(`option[value="${room.slug}"]`)).toHaveText(
        new RegExp(`^${escape(roomTitle)} · .*\\d+–\\d+.*\\d+–\\d+`),
      );
      await only.selectOption(room.slug);

      // Two teams: two choices; the room chosen stays the first team's.
      await page.locator('#booking-package').selectOption(twoGames!.slug);
      await expect(step.locator('select[name="rooms"]')).toHaveCount(2);
      const first = step.getByLabel(t.fields.gameRoomTeam.match(/1 \{([^}]*)\}/)[1]);
      const second = step.getByLabel(t.fields.gameRoomTeam.match(/other \{([^}]*)\}/)[1]);
      await expect(first).toHaveValue(room.slug);
      await expect(second).toHaveValue('');
      // One team's room only: the step says what to do, before anything is sent.
      await expect(step.locator('[data-game-rooms-half]')).toHaveText(t.fields.gameRoomsHalf);
      await expect(first).toHaveAttribute('aria-describedby', /booking-rooms-half/);
      expect(
        await axeViolations(page, { include: '[data-field="rooms"]', bestPractice: true }),
      ).toEqual([]);

      // Sent so, the summary and the field say it, in the form's order, and the link leads there.
      await page.getByRole('button', { name: t.submit }).click();
      const summary = page.locator('[data-error-summary]');
      await expect(summary).toBeFocused();
      const message = t.errors.gameRooms.match(/other \{([^}]*)\}/)[1].replace(/#/g, '2');
      await expect(summary).toContainText(`${t.fields.rooms}: ${message}`);
      const links = await summary.getByRole('link').allTextContents();
      const roomsAt = links.findIndex((text) => text.startsWith(t.fields.rooms));
      expect(links.findIndex((text) => text.startsWith(t.fields.children))).toBeLessThan(roomsAt);
      expect(links.findIndex((text) => text.startsWith(t.fields.date))).toBeGreaterThan(roomsAt);
      await expect(page.locator('#booking-rooms-error')).toContainText(message);
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(second).toHaveAttribute('aria-describedby', /booking-rooms-error/);
      expect(
        await axeViolations(page, { include: '[data-field="rooms"]', bestPractice: true }),
      ).toEqual([]);
      await summary.getByRole('link', { name: new RegExp(`^${escape(t.fields.rooms)}`) }).click();
      await expect(first).toBeFocused();

      // Both teams' rooms chosen: no more note.
      await second.selectOption(snapshot.rooms(locale)[0]!.slug);
      await expect(step.locator('[data-game-rooms-half]')).toBeEmpty();
      // Back to one game: the first team's room is kept; the draft keeps it over a reload.
      await page.locator('#booking-package').selectOption(oneGame!.slug);
      await expect(step.locator('select[name="rooms"]')).toHaveCount(1);
      await expect(only).toHaveValue(room.slug);
      await page.reload();
      await expect(page.getByText(t.draftRestored)).toBeVisible();
      await expect(page.locator('#booking-rooms')).toHaveValue(room.slug);
    });

    test('a room the children do not fit is not offered, and the step says why; where they fit, how they play', async ({
      page,
    }) => {
      const [, bigAdventurer] = packages(locale);
      const cave = snapshot
        .rooms(locale)
        .find((candidate) => /^(zmajeva-pecina|dragons-cave)$/.test(candidate.slug))!;
      const lab = snapshot
        .rooms(locale)
        .find((candidate) =>
          /^(laboratorija-ludog-profesora|mad-professors-lab)$/.test(candidate.slug),
        )!;
      await page.goto(`${bookNow[locale]}?form=birthday`);
      await page.locator('#booking-package').selectOption(oneGame!.slug);
      const step = page.locator('[data-field="rooms"]');
      const select = page.locator('#booking-rooms');
      await expect(select.locator(`option[value="${cave.slug}"]`)).toHaveCount(1);
      // Ten children in the 5-player cave: two waves of 60 minutes, past the 120-minute package.
      await page.locator('#booking-children').fill('10');
      await expect(select.locator(`option[value="${cave.slug}"]`)).toHaveCount(0);
      await expect(step.locator(`[data-unfit-room="${cave.slug}"]`)).toHaveText(
        locale === 'me'
          ? 'Za 10 djece Zmajeva pećina traje 2 × 60 min — duže od paketa'
          : 'For 10 children the Dragon’s Cave takes 2 × 60 min — longer than the package',
      );
      expect(
        await axeViolations(page, { include: '[data-field="rooms"]', bestPractice: true }),
      ).toEqual([]);
      // The 150-minute package holds both waves: offered, and the step says how the ten play.
      await page.locator('#booking-package').selectOption(bigAdventurer!.slug);
      await expect(step.locator(`[data-unfit-room="${cave.slug}"]`)).toHaveCount(0);
      await select.selectOption(cave.slug);
      const fit = step.locator('[data-game-rooms-fit]');
      await expect(fit).toHaveText(
        locale === 'me' ? 'Igra se u 2 grupe po 5' : 'Played in 2 groups of 5',
      );
      await expect(select).toHaveAttribute('aria-describedby', /booking-rooms-fit/);
      // The number changes, the text follows.
      await page.locator('#booking-children').fill('6');
      await expect(fit).toHaveText(
        locale === 'me' ? 'Igra se u 2 grupe po 3' : 'Played in 2 groups of 3',
      );
      // A six-year-old: the rooms for older children come last, marked, still offered; the cave
      // (ages 6–10) is theirs.
      await page.locator('#booking-age').fill('6');
      const marker = locale === 'me' ? 'za stariju djecu' : 'for older children';
      await expect(select.locator(`option[value="${lab.slug}"]`)).toHaveText(
        new RegExp(`${escape(marker)}$`),
      );
      await expect(select.locator('option').last()).toHaveText(new RegExp(`${escape(marker)}$`));
      await expect(select.locator(`option[value="${cave.slug}"]`)).not.toHaveText(
        new RegExp(escape(marker)),
      );
      expect(
        await axeViolations(page, { include: '[data-field="rooms"]', bestPractice: true }),
      ).toEqual([]);
    });

    test('a party with a chosen room is booked, and the room form no longer offers its game', async ({
      page,
      request,
    }) => {
      const slot = await partySlotWithRooms(request, oneGame!.slug, [room.slug], 5);
      expect(await roomFormTimes(page, locale, room.slug, slot.date, true)).toContain(slot.time);

      await page.goto(`${bookNow[locale]}?form=birthday`);
      await page.locator('#booking-package').selectOption(oneGame!.slug);
      // Five children: one group, in one game of the room.
      await fillParty(page, 'Luka', 5);
      await chooseDate(page, slot.date);
      // The free times follow the room chosen.
      const [asked] = await Promise.all([
        page.waitForRequest(
          (req) =>
            req.url().includes('/api/availability') &&
            new URL(req.url()).searchParams.get('rooms') === room.slug,
        ),
        page.locator('#booking-rooms').selectOption(room.slug),
      ]);
      expect(new URL(asked.url()).searchParams.get('package')).toBe(oneGame!.slug);
      await expect(page.locator('[data-game-rooms-fit]')).toHaveText(
        locale === 'me' ? 'Igra se u jednoj grupi od 5' : 'Played in one group of 5',
      );
      await page.locator(`input[name="time"][value="${slot.time}"]`).check();
      await page.getByRole('button', { name: t.submit }).click();
      await requestSent(page, locale);
      const rooms = page.locator('[data-ticket-summary]');
      await expect(rooms).toContainText(roomTitle);

      // The game holds the room: its time, and the times that would run into it, are gone.
      const after = await roomFormTimes(page, locale, room.slug, slot.date, true);
      expect(after).not.toContain(slot.time);

      // Another party naming that room is not offered the time either.
      await page.goto(`${bookNow[locale]}?form=birthday&package=${oneGame!.slug}`);
      await page.locator('#booking-rooms').selectOption(room.slug);
      await chooseDate(page, slot.date);
      await expect(page.locator('[data-times-status]')).not.toHaveText(
        new RegExp(`^(${escape(t.times.pickDate)}|${escape(t.times.loading)}|)$`),
      );
      await expect(page.locator(`input[name="time"][value="${slot.time}"]`)).toHaveCount(0);
    });

    test('a Legendary Party shows two choices and books two named rooms', async ({
      page,
      request,
    }) => {
      const other = snapshot.rooms(locale)[locale === 'me' ? 1 : 3]!;
      const slot = await partySlotWithRooms(request, twoGames!.slug, [room.slug, other.slug], 16);
      await page.goto(`${bookNow[locale]}?form=birthday&package=${twoGames!.slug}`);
      await expect(page.locator('select[name="rooms"]')).toHaveCount(2);
      await expect(page.locator('[data-field="rooms"]')).toContainText(
        t.fields.gameRoomsHint.match(/=2 \{[^{]*\{package\}([^}]*)\}/)[1].trim(),
      );
      await page.locator('[data-game-room="1"]').selectOption(room.slug);
      await page.locator('[data-game-room="2"]').selectOption(other.slug);
      // Sixteen children in two rooms: two waves in each, four groups.
      await fillParty(page, 'Mila', 16);
      await expect(page.locator('[data-game-rooms-fit]')).toHaveAttribute(
        'data-game-rooms-fit',
        'fits',
      );
      await chooseDate(page, slot.date);
      await page.locator(`input[name="time"][value="${slot.time}"]`).check();
      await page.getByRole('button', { name: t.submit }).click();
      await requestSent(page, locale);
      const rooms = page.locator('[data-ticket-summary]');
      await expect(rooms).toContainText(roomTitle);
      await expect(rooms).toContainText(decode(other.title.rendered));
      expect(await roomFormTimes(page, locale, other.slug, slot.date, true)).not.toContain(
        slot.time,
      );
    });
  });

  test.describe(`party game rooms without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(async ({ page }) => asNewVisitor(page));

    test('the page comes back saying why the children do not fit the room chosen', async ({
      page,
    }) => {
      const cave = snapshot
        .rooms(locale)
        .find((candidate) => /^(zmajeva-pecina|dragons-cave)$/.test(candidate.slug))!;
      await page.goto(`${bookNow[locale]}?form=birthday&package=${oneGame!.slug}`);
      await page.locator('#booking-rooms').selectOption(cave.slug);
      await fillParty(page, 'Iva', 10);
      await page.locator('#booking-date').fill(inDays(20));
      await page.getByRole('button', { name: t.submit }).click();
      const reason =
        locale === 'me'
          ? 'Za 10 djece Zmajeva pećina traje 2 × 60 min — duže od paketa'
          : 'For 10 children the Dragon’s Cave takes 2 × 60 min — longer than the package';
      // The choice and the number are kept; the step says why, in words.
      await expect(page.locator('#booking-rooms')).toHaveValue(cave.slug);
      await expect(page.locator('#booking-children')).toHaveValue('10');
      await expect(page.locator('[data-game-rooms-fit]')).toHaveText(reason);
      await expect(page.locator(`[data-unfit-room="${cave.slug}"]`)).toHaveText(reason);
    });

    test('the room is chosen, the free times follow it, and the room form loses the game time', async ({
      page,
      request,
    }) => {
      const slot = await partySlotWithRooms(request, oneGame!.slug, [room.slug], 5);
      expect(await roomFormTimes(page, locale, room.slug, slot.date, false)).toContain(slot.time);

      await page.goto(`${bookNow[locale]}?form=birthday`);
      // Without a package, the step says how its rooms come.
      await expect(page.locator('[data-game-rooms-empty]')).toHaveText(
        t.fields.gameRoomsNoPackageNoScript,
      );
      await page.locator('#booking-package').selectOption(oneGame!.slug);
      await page.locator('#booking-date').fill(slot.date);
      await page.locator('[data-show-times]').click();
      // The page comes back with the package's room choice, "Let us choose" first.
      await expect(page.locator('#booking-rooms')).toHaveValue('');
      await page.locator('#booking-rooms').selectOption(room.slug);
      await page.locator('[data-show-times]').click();
      await expect(page.locator('#booking-rooms')).toHaveValue(room.slug);
      await page.locator(`input[name="time"][value="${slot.time}"]`).check();
      await fillParty(page, 'Sara', 5);
      await page.getByRole('button', { name: t.submit }).click();
      await requestSent(page, locale);
      const rooms = page.locator('[data-ticket-summary]');
      await expect(rooms).toContainText(roomTitle);

      expect(await roomFormTimes(page, locale, room.slug, slot.date, false)).not.toContain(
        slot.time,
      );
    });
  });
}
