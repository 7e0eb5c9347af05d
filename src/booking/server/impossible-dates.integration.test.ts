// An impossible date (`2027-13-45`, `2027-02-30`) sent to the free-times API or with a propose to
// the signed links' endpoint: a clear refusal, never a 500 (a propose has no link: the venue
// answers on the desk, so the link's post gets the 403 page). The route handlers run as the site
// runs them, on an embedded database in a folder of the test's own.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { addDays, wallClock } from '../rules/availability';
import { insertBooking, TEST_LINK_SECRET, venueActionToken } from '../testing/lifecycle';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clv-dates-'));
process.env.DATA_DIR = dataDir;
process.env.BOOKING_LINK_SECRET = TEST_LINK_SECRET;
delete process.env.DATABASE_URL;

const IMPOSSIBLE = ['2027-13-45', '2027-02-30'];
const message = {
  me: 'Taj datum ne postoji. Izaberite datum u kalendaru.',
  en: 'That date does not exist. Pick a date from the calendar.',
};
const forbidden = { me: 'Ovaj link ne radi', en: 'This link does not work' };

describe('an impossible date', () => {
  let token = '';
  // The route modules load once, in the set-up's time: loading them is no part of an answer.
  let routes: {
    availability: typeof import('@/app/api/availability/route');
    links: typeof import('@/app/api/booking-links/route');
  };

  beforeAll(async () => {
    routes = {
      availability: await import('@/app/api/availability/route'),
      links: await import('@/app/api/booking-links/route'),
    };
    const { getDatabase } = await import('@/lib/db/client');
    const booking = await insertBooking((await getDatabase()).db);
    token = venueActionToken(booking.id, 'propose', new Date(Date.now() + 86_400_000));
  }, 60_000);

  afterAll(async () => {
    const { closeDatabase } = await import('@/lib/db/client');
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("GET /api/availability answers 400 with a message in the visitor's language", async () => {
    const { GET } = routes.availability;
    for (const date of IMPOSSIBLE)
      for (const locale of ['me', 'en'] as const) {
        const response = await GET(
          new Request(
            `http://localhost/api/availability?form=room&room=space-mission&date=${date}&locale=${locale}`,
          ),
        );
        expect(response.status, `${date} ${locale}`).toBe(400);
        expect(await response.json()).toEqual({ error: 'invalid_date', message: message[locale] });
      }
  });

  it("GET /api/availability refuses a party's children that are no number from 1 to 40, and children on the room form, with 400", async () => {
    const { GET } = routes.availability;
    const date = addDays(wallClock(new Date(), VENUE_TIME_ZONE)[0], 10);
    const ask = async (query: string) =>
      (await GET(new Request(`http://localhost/api/availability?date=${date}&${query}`))).status;
    const party = 'form=birthday&package=veliki-avanturista&rooms=zmajeva-pecina';
    for (const children of ['0', '41', 'ten', '-3', ''])
      expect(await ask(`${party}&children=${children}`), children).toBe(400);
    expect(await ask('form=room&room=zmajeva-pecina&children=4')).toBe(400);
  });

  it("hole 9: GET /api/availability answers a date past the booking horizon with 400 and a message in the visitor's language, never 5xx", async () => {
    const { GET } = routes.availability;
    const ask = (query: string) =>
      GET(
        new Request(`http://localhost/api/availability?form=room&room=svemirska-misija&${query}`),
      );
    // The snapshot's booking settings: requests up to 120 days ahead, on the venue's clock.
    const today = wallClock(new Date(), VENUE_TIME_ZONE)[0];
    const tooFar = {
      me: 'Izaberite datum u narednih 120 dana.',
      en: 'Please choose a date within the next 120 days.',
    };
    for (const locale of ['me', 'en'] as const)
      for (const query of [
        'date=9999-12-31',
        'date=9999-12-01&days=31',
        `date=${addDays(today, 121)}`,
        // A month that starts inside the horizon and ends past it.
        `date=${addDays(today, 110)}&days=31`,
      ]) {
        const response = await ask(`${query}&locale=${locale}`);
        expect(response.status, `${query} ${locale}`).toBe(400);
        expect(await response.json()).toEqual({ error: 'date_too_far', message: tooFar[locale] });
      }
    // The horizon's last day is no refusal of its own.
    const last = await ask(`date=${addDays(today, 120)}&locale=en`);
    expect(last.status).toBeLessThan(500);
    expect((await last.json()).error).not.toBe('date_too_far');
    // A malformed date and days out of range: 400 as well.
    for (const query of [
      'date=31.12.2027',
      'date=',
      'date=2027-12-31&days=0',
      'date=2027-12-31&days=32',
      'date=2027-12-31&days=-1',
      'date=2027-12-31&days=1e1',
    ])
      expect((await ask(`${query}&locale=en`)).status, query).toBe(400);
  });

  it("POST /api/booking-links (a venue's propose link) answers the 403 page in the page's language", async () => {
    const { POST } = routes.links;
    for (const date of IMPOSSIBLE)
      for (const locale of ['me', 'en'] as const) {
        const response = await POST(
          new Request('http://localhost/api/booking-links', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ token, locale, op: 'propose', date, time: '14:00' }),
          }),
        );
        expect(response.status, `${date} ${locale}`).toBe(403);
        expect(await response.text()).toContain(forbidden[locale]);
      }
  });
});
