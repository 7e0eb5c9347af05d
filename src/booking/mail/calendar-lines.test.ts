// RFC 5545 3.1: a content line is at most 75 octets (UTF-8 bytes, not characters); longer ones are
// folded, and unfolding gives the text back. Montenegrin names (č ć š ž đ are two octets each)
// and the dash in the description (three) are where a fold by characters goes over.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderTransitionMails } from './lifecycle';
import { calendarFile } from './calendar';
import { TEST_VENUE, birthdayRow, testLifecycleSettings } from '../testing/lifecycle';

const startsAt = new Date('2026-12-07T15:00:00Z');
const packageName = 'Čarobna šuma: žuti đački rođendan sa ćevapima i čokoladnom tortom';
const booking = birthdayRow(startsAt, {
  id: 11,
  reference: 'CLV-ŠUMA1',
  locale: 'me',
  name: 'Đurđa Ćosović-Žižić',
  email: 'djurdja@example.com',
  packageSlug: 'carobna-suma',
  packageName,
  withCake: true,
});

const venue = { ...TEST_VENUE, address: 'Njegoševa 12, Podgorica — ulaz iz dvorišta, treći sprat' };

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

function expectFolded(ics: string) {
  const lines = ics.split('\r\n');
  const longest = Math.max(...lines.map(octets));
  expect(
    longest,
    lines.find((line) => octets(line) === longest),
  ).toBeLessThanOrEqual(75);
}

describe('calendar files keep every line within 75 octets', () => {
  it('the confirmation of a Montenegrin birthday with č ć š ž đ and dashes', () => {
    const [mail] = renderTransitionMails({
      action: 'confirm',
      actor: 'staff',
      booking,
      previous: { ...booking, status: 'pending' },
      venue,
      settings: testLifecycleSettings(),
      now: new Date('2026-11-23T12:00:00Z'),
    });
    const ics = mail!.ics!;
    expectFolded(ics);
    // Folded between characters, never inside one: unfolded, the text comes back whole.
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe(`Cluville: rođendan ${packageName}`);
    expect(event.location).toBe(venue.address);
    expect(event.description).toContain(`rođendan ${packageName} — referentni broj CLV-ŠUMA1.`);
    // The venue's wall clock in Montenegrin words, the weekday in ijekavian.
    expect(event.description).toMatch(/ponedjeljak, 7\. decembar 2026\. u 16:00–\d{2}:\d{2}/);
  });

  it('any mix of one-, two-, three- and four-octet characters, at every offset', () => {
    for (let shift = 0; shift < 8; shift++) {
      const title = `${'x'.repeat(shift)}${'žđ—🎂a'.repeat(30)}`;
      const ics = calendarFile([
        {
          uid: 'fold@cluville.booking',
          title,
          startsAt,
          endsAt: booking.endsAt,
          description: title,
        },
      ]);
      expectFolded(ics);
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
      );
      expect(event.summary).toBe(title);
    }
  });
});
