// The calendar files, parsed back with ical.js: what a calendar app will read.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderTransitionMails } from './lifecycle';
import { TEST_VENUE, birthdayRow, testLifecycleSettings } from '../testing/lifecycle';

const startsAt = new Date('2026-12-05T15:00:00Z'); // 16:00 in Podgorica
const booking = birthdayRow(startsAt, {
  id: 9,
  reference: 'CLV-ABCDE',
  locale: 'en',
  name: 'Ana Petrović',
  email: 'ana@example.com',
  packageSlug: 'big-adventurer',
  packageName: 'Big Adventurer',
  withCake: false,
});

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event };
}

describe('the confirmation’s calendar file', () => {
  const [mail] = renderTransitionMails({
    action: 'confirm',
    actor: 'staff',
    booking,
    previous: { ...booking, status: 'pending' },
    venue: TEST_VENUE,
    settings: testLifecycleSettings(),
    now: new Date('2026-11-23T12:00:00Z'),
  });

  it('is one VEVENT at the booked time with the address, the package and the reference', () => {
    const { calendar, event } = parse(mail!.ics!);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Podgorica');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T15:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T17:30:00.000Z');
    expect(event.summary).toContain('Big Adventurer');
    expect(event.location).toBe(TEST_VENUE.address);
    expect(event.description).toContain('CLV-ABCDE');
    // The venue's wall clock in words, whatever zone the parent's calendar shows it in.
    expect(event.description).toContain('Saturday, December 5, 2026 at 16:00–18:30');
    expect(event.uid).toBe('clv-abcde@cluville.booking');
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('goes with a mail in the parent’s language that names the reference and the time', () => {
    expect(mail!.subject).toBe('Your booking CLV-ABCDE is confirmed');
    expect(mail!.text).toContain('Saturday, December 5, 2026 at 16:00');
    expect(mail!.text).toContain('Reference: CLV-ABCDE');
    expect(mail!.text).toContain('/en/booking/9~manage~');
    expect(mail!.html).toContain('lang="en"');
  });
});
