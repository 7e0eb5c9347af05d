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
