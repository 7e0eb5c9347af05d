import { describe, expect, it } from 'vitest';
import { renderBookingMails } from './request';
import { validateBooking } from '../rules/schema';
import { birthdayInput, testContext } from '../testing/fixtures';
import { bookingTranslator } from '../rules/translate';

describe('booking e-mails', () => {
  it('leave the free-text message out of the parent’s acknowledgement; the venue’s mail keeps it', () => {
    const context = testContext('en');
    const validation = validateBooking(
      birthdayInput({ message: 'Please bring the unicorn cake' }),
      context,
      bookingTranslator('en', 'booking.errors'),
    );
    if (!validation.ok) throw new Error('fixture invalid');
    const [venue, parent] = renderBookingMails(
      { reference: 'CLV-ABCDE', locale: 'en', input: validation.data, createdAt: new Date() },
      { email: 'info@cluville.test', phone: '+382 67 123 456', locale: 'me' },
    );
    expect(venue!.kind).toBe('venue');
    expect(venue!.text).toContain('Please bring the unicorn cake');
    expect(venue!.html).toContain('Please bring the unicorn cake');
    expect(parent!.kind).toBe('parent');
    expect(parent!.text).not.toContain('unicorn');
    expect(parent!.html).not.toContain('unicorn');
    expect(parent!.text).toContain('CLV-ABCDE');
  });

  it('name the chosen time as a time, the arrival on the venue clock, and what happens next with holds', () => {
    const context = testContext('en');
    const validation = validateBooking(
      birthdayInput(),
      context,
      bookingTranslator('en', 'booking.errors'),
    );
    if (!validation.ok || validation.data.form === 'team') throw new Error('fixture invalid');
    const input = validation.data;
    const [venue, parent] = renderBookingMails(
      { reference: 'CLV-ABCDE', locale: 'en', input, createdAt: new Date('2026-12-01T15:05:00Z') },
      { email: 'info@cluville.test', phone: '+382 67 123 456', locale: 'me' },
    );
    // The venue reads Montenegrin; 15:05 UTC is 16:05 in Podgorica in December.
    expect(venue!.text).toMatch(new RegExp(`Termin:\\s+${input.time}`));
    expect(venue!.text).toMatch(/Poslato:\s+1\. decembar 2026\.?,? (u )?16:05/);
    expect(venue!.text).not.toContain('Slobodni termini');
    expect(parent!.text).toMatch(new RegExp(`Time:\\s+${input.time}`));
    expect(parent!.text).toContain('We hold the time for you until we confirm it.');
    expect(parent!.text).not.toContain('Free times');
  });
});

describe('the team-building acknowledgement', () => {
  // What a stranger types to make the venue's mail carry their words to any address.
  const hostile = {
    form: 'team',
    company: 'Refund office: claim 500 EUR at https://evil.example/pay',
    name: 'Verify your card at evil example',
    email: 'victim@example.com',
    phone: '+382 67 111 222',
    groupSize: '12',
    preferredDates: 'Your account is locked, log in at http://evil.example/unlock',
    message: 'Call +1 900 555 0100 now <a href="https://evil.example">here</a>',
  };

  for (const locale of ['me', 'en'] as const)
    it(`hole 2: repeats no free text the sender typed, only the reference, what happens next and the venue's contact (${locale})`, () => {
      const validation = validateBooking(
        hostile,
        testContext(locale),
        bookingTranslator(locale, 'booking.errors'),
      );
      if (!validation.ok) throw new Error(`fixture invalid: ${JSON.stringify(validation.errors)}`);
      const [venue, parent] = renderBookingMails(
        { reference: 'CLV-TEAMS', locale, input: validation.data, createdAt: new Date() },
        { email: 'info@cluville.test', phone: '+382 67 123 456', locale: 'me' },
      );
      // The venue still reads everything the company wrote.
      for (const text of ['evil.example/pay', 'evil.example/unlock', 'Verify your card'])
        expect(venue!.text).toContain(text);
      const m = bookingTranslator(locale, 'bookingMail');
      for (const part of [parent!.subject, parent!.text, parent!.html]) {
        for (const typed of ['evil', 'Refund', 'Verify', 'locked', '900 555', '500 EUR'])
          expect(part).not.toContain(typed);
        expect(part).toContain('CLV-TEAMS');
      }
      expect(parent!.text).toContain(m('enquiryNext1'));
      expect(parent!.text).toContain('+382 67 123 456');
      expect(parent!.html).toContain('+382 67 123 456');
    });
});
