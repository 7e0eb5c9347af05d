import { describe, expect, it } from 'vitest';
import { renderBookingMails } from './mail';
import { validateBooking } from './schema';
import { birthdayInput, testContext } from './testing/fixtures';
import { bookingTranslator } from './translate';

describe('booking e-mails', () => {
  it('leave the free-text message out of the parent’s acknowledgement; the venue’s mail keeps it', () => {
    const context = testContext('en');
    const validation = validateBooking(birthdayInput({ message: 'Please bring the unicorn cake' }), context, bookingTranslator('en', 'errors'));
    if (!validation.ok) throw new Error('fixture invalid');
    const [venue, parent] = renderBookingMails({ reference: 'CLV-ABCDE', locale: 'en', input: validation.data, createdAt: new Date() }, { email: 'info@cluville.test', phone: '+382 67 123 456' });
    expect(venue!.kind).toBe('venue');
    expect(venue!.text).toContain('Please bring the unicorn cake');
    expect(venue!.html).toContain('Please bring the unicorn cake');
    expect(parent!.kind).toBe('parent');
    expect(parent!.text).not.toContain('unicorn');
    expect(parent!.html).not.toContain('unicorn');
    expect(parent!.text).toContain('CLV-ABCDE');
  });
});
