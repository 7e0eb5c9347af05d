// What the mails say, as a parent and the venue read it: Montenegrin dates in ijekavian, a
// refusal that does not close with "see you soon", an acknowledgement that names the real end of
// the time to confirm it, and the venue's language passed to each render (no module-wide setting).
import { describe, expect, it } from 'vitest';
import type { BookingRow } from '@/lib/db/schema';
import { validateBooking } from '../rules/schema';
import { birthdayInput, testContext } from '../testing/fixtures';
import { TEST_VENUE, roomRow, testLifecycleSettings } from '../testing/lifecycle';
import { bookingTranslator } from '../rules/translate';
import { receivedExtras, renderTransitionMails } from './lifecycle';
import { renderAcknowledgement, renderVenueRequestMail } from './request';
import { MONTENEGRIN_WEEKDAYS, MONTENEGRIN_MONTHS } from '@/lib/testing/montenegrin-dates';

const monday = new Date('2026-11-30T15:00:00Z'); // Monday 16:00 in Podgorica
const booking = (locale: 'me' | 'en', overrides: Partial<BookingRow> = {}) =>
  roomRow(monday, {
    id: 7,
    reference: 'CLV-PONED',
    locale,
    roomSlug: 'space-mission',
    roomTitle: 'Space Mission',
    ...overrides,
  });

const transition = (
  action: 'confirm' | 'decline',
  row: BookingRow,
  settings = testLifecycleSettings(),
) =>
  renderTransitionMails({
    action,
    actor: 'staff',
    booking: { ...row, status: action === 'confirm' ? 'confirmed' : 'declined' },
    previous: row,
    venue: TEST_VENUE,
    settings,
    now: new Date('2026-11-23T12:00:00Z'),
  });

describe('Montenegrin dates in mails', () => {
  it('name the weekday in ijekavian: ponedjeljak, not ponedeljak', () => {
    const [confirmed] = transition('confirm', booking('me'));
    expect(confirmed!.text).toContain('ponedjeljak, 30. novembar 2026.');
    expect(`${confirmed!.text}${confirmed!.html}`).not.toContain('ponedeljak');
  });

  it('write every day and month of a week and a year in ijekavian', () => {
    const days = Array.from({ length: 7 }, (_, index) => {
      const [mail] = transition(
        'confirm',
        booking('me', { startsAt: new Date(monday.getTime() + index * 86_400_000) }),
      );
      return /Termin: (\p{L}+),/u.exec(mail!.text)?.[1];
    });
    expect(days).toEqual(MONTENEGRIN_WEEKDAYS);
    const months = Array.from({ length: 12 }, (_, month) => {
      const [mail] = transition(
        'confirm',
        booking('me', { startsAt: new Date(Date.UTC(2027, month, 10, 15)) }),
      );
      return /Termin: \p{L}+, 10\. (\p{L}+)/u.exec(mail!.text)?.[1];
    });
    expect(months).toEqual(MONTENEGRIN_MONTHS);
  });
});

/** The text part up to its footer (`Cluville · <phone> · <site>`): the signature closes it. */
const beforeFooter = (text: string) => text.slice(0, text.lastIndexOf('\nCluville · '));

describe('the decline mail', () => {
  it.each([
    ['en', 'See you soon', 'We hope to welcome you another time,\nthe Cluville team\n'],
    [
      'me',
      'Vidimo se uskoro',
      'Nadamo se da ćemo vas ugostiti neki drugi put,\nvaš Cluville tim\n',
    ],
  ] as const)('in %s closes without “see you soon”', (locale, wrong, close) => {
    const [declined] = transition('decline', booking(locale));
    expect(declined!.text).not.toContain(wrong);
    expect(declined!.html).not.toContain(wrong);
    expect(beforeFooter(declined!.text).endsWith(close)).toBe(true);
  });

  it('a confirmation still says see you soon', () => {
    const [confirmed] = transition('confirm', booking('en'));
    expect(beforeFooter(confirmed!.text).endsWith('See you soon,\nthe Cluville team\n')).toBe(true);
  });
});

describe('the acknowledgement of a request', () => {
  const createdAt = new Date('2026-12-01T15:05:00Z'); // 16:05 in Podgorica
  const acknowledgement = (locale: 'me' | 'en', verifyWithinMs: number) => {
    const validation = validateBooking(
      birthdayInput(),
      testContext(locale),
      bookingTranslator(locale, 'booking.errors'),
    );
    if (!validation.ok) throw new Error('fixture invalid');
    const settings = testLifecycleSettings({ verifyWithinMs });
    const extras = receivedExtras(
      { id: 5, locale, startsAt: monday, endsAt: monday },
      new Date(createdAt.getTime() + verifyWithinMs),
      settings,
    );
    return renderAcknowledgement(
      { reference: 'CLV-HOLD1', locale, input: validation.data, createdAt },
      { ...TEST_VENUE, locale: 'me' },
      extras,
    ).text;
  };

  it('says until when the time is held unconfirmed and promises no working day (English)', () => {
    const short = acknowledgement('en', 2 * 3_600_000);
    expect(short).not.toMatch(/working day/);
    expect(short).toMatch(/within 2 hours, by December 1, 2026,? at 18:05 at the latest\./);
    const long = acknowledgement('en', 72 * 3_600_000);
    expect(long).toMatch(/within 3 days, by December 4, 2026,? at 16:05 at the latest\./);
  });

  it('says until when the time is held unconfirmed and promises no working day (Montenegrin)', () => {
    const text = acknowledgement('me', 2 * 3_600_000);
    expect(text).not.toMatch(/radn\p{L}+ dan/u);
    expect(text).toMatch(/u roku od 2 sata, najkasnije do 1\. decembra 2026\. u 18:05\./);
  });
});

describe('the venue’s language', () => {
  it('is passed to each render: two venues in two languages, one after the other', () => {
    const stored = booking('en', { reference: 'CLV-VENUE' });
    const render = (venueLocale: 'me' | 'en') =>
      renderVenueRequestMail({
        booking: stored,
        venue: TEST_VENUE,
        settings: testLifecycleSettings({ venueLocale }),
        now: stored.createdAt,
      });
    const english = render('en');
    const montenegrin = render('me');
    expect(english.subject).toMatch(/^New booking request CLV-VENUE/);
    expect(english.html).toContain('lang="en"');
    expect(montenegrin.subject).toMatch(/^Novi zahtjev za rezervaciju CLV-VENUE/);
    expect(montenegrin.html).toContain('lang="sr-ME"');
  });
});
