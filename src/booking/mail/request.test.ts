import { describe, expect, it } from 'vitest';
import { renderAcknowledgement, renderVenueRequestMail } from './request';
import { receivedExtras } from './lifecycle';
import { validateBooking } from '../rules/schema';
import { birthdayInput, testContext } from '../testing/fixtures';
import { TEST_VENUE, birthdayRow, testLifecycleSettings } from '../testing/lifecycle';
import { bookingTranslator } from '../rules/translate';

const settings = testLifecycleSettings();
const inputOf = (overrides: Record<string, string> = {}) => {
  const validation = validateBooking(
    birthdayInput(overrides),
    testContext('en'),
    bookingTranslator('en', 'booking.errors'),
  );
  if (!validation.ok || validation.data.form === 'team') throw new Error('fixture invalid');
  return validation.data;
};
// 28 November 2026, 15:00 in Podgorica (14:00 UTC): the fixture's date and time.
const startsAt = new Date('2026-11-28T14:00:00Z');
const row = (overrides: Parameters<typeof birthdayRow>[1] = {}, starts = startsAt) =>
  birthdayRow(starts, {
    id: 41,
    reference: 'CLV-ABCDE',
    locale: 'en',
    status: 'pending',
    name: 'Ana Petrović',
    email: 'ana@example.com',
    packageName: 'Big Adventurer',
    ...overrides,
  });
const venueMailOf = (booking = row()) =>
  renderVenueRequestMail({ booking, venue: TEST_VENUE, settings, now: booking.createdAt });

describe('booking e-mails', () => {
  it('leave the free-text message out of the parent’s acknowledgement; the venue’s mail keeps it', () => {
    const input = inputOf({ message: 'Please bring the unicorn cake' });
    const venue = venueMailOf(row({ message: input.message }));
    const parent = renderAcknowledgement(
      { reference: 'CLV-ABCDE', locale: 'en', input, createdAt: new Date() },
      { email: 'info@cluville.test', phone: '+382 67 123 456', locale: 'me' },
    );
    expect(venue.kind).toBe('venue');
    expect(venue.text).toContain('Please bring the unicorn cake');
    expect(venue.html).toContain('Please bring the unicorn cake');
    expect(parent.kind).toBe('parent');
    expect(parent.text).not.toContain('unicorn');
    expect(parent.html).not.toContain('unicorn');
    expect(parent.text).toContain('CLV-ABCDE');
  });

  it('name the chosen time as a time, the arrival on the venue clock, and what happens next with holds', () => {
    const input = inputOf();
    const createdAt = new Date('2026-12-01T15:05:00Z');
    const venue = venueMailOf(row({ createdAt }));
    const parent = renderAcknowledgement(
      { reference: 'CLV-ABCDE', locale: 'en', input, createdAt },
      { email: 'info@cluville.test', phone: '+382 67 123 456', locale: 'me' },
    );
    // The venue reads Montenegrin; 15:05 UTC is 16:05 in Podgorica in December.
    expect(venue.text).toMatch(new RegExp(`Termin:\\s+${input.time}`));
    expect(venue.text).toMatch(/Poslato:\s+1\. decembar 2026\. u 16:05/);
    expect(venue.subject).toBe(
      `Novi zahtjev za rezervaciju CLV-ABCDE: rođendan, subota, 28. novembar 2026. u ${input.time}`,
    );
    expect(venue.text).not.toContain('Slobodni termini');
    expect(parent.text).toMatch(new RegExp(`Time:\\s+${input.time}`));
    expect(parent.text).toContain('We hold the time for you until we confirm it.');
    expect(parent.text).not.toContain('Free times');
  });
});

describe('the venue’s mail about a request', () => {
  it('links to the booking on the desk and carries no action link; replies go to the parent', () => {
    const venue = venueMailOf();
    expect(venue.replyTo).toBe('ana@example.com');
    expect(venue.to).toBe(TEST_VENUE.email);
    const links = [...`${venue.text}\n${venue.html}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map(
      ([url]) => new URL(url).pathname,
    );
    expect(new Set(links)).toEqual(new Set(['/staff/bookings/41']));
    expect(venue.text).toContain('Otvorite na recepciji: http://localhost:4100/staff/bookings/41');
    expect(venue.text).toContain('Odgovorite na recepciji (potrebna je prijava).');
    for (const part of [venue.text, venue.html])
      expect(part).not.toMatch(/booking-request|\/booking\/|~(confirm|propose|decline)~/);
  });
});

describe('the parent’s acknowledgement of a booking', () => {
  const createdAt = new Date('2026-12-01T15:05:00Z'); // 16:05 in Podgorica
  // The party comes after the request: a confirm link never outlives the party's start.
  const partyStartsAt = new Date('2026-12-12T14:00:00Z');
  const acknowledgement = (locale: 'me' | 'en', verifyWithinMs: number) => {
    const booking = row({ locale, createdAt }, partyStartsAt);
    const withSettings = testLifecycleSettings({ verifyWithinMs });
    return renderAcknowledgement(
      { reference: 'CLV-ABCDE', locale, input: inputOf(), createdAt },
      { ...TEST_VENUE, locale: 'me' },
      receivedExtras(booking, new Date(createdAt.getTime() + verifyWithinMs), withSettings),
    );
  };

  it('has one button, “Confirm your request”, that opens the request’s confirm page', () => {
    const mail = acknowledgement('en', 30 * 60_000);
    const buttons = [...mail.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
    expect(buttons.map(([, , label]) => label)).toEqual(['Confirm your request']);
    const url = new URL(buttons[0]![1]!.replace(/&amp;/g, '&'));
    expect(url.pathname).toMatch(/^\/en\/booking\/41~verify~\d+~[\w-]{43}$/);
    // Opened as the mail arrives (the fixture's clock, not the day the test runs).
    expect(settings.links.verify(url.pathname.split('/').at(-1)!, createdAt)).toMatchObject({
      ok: true,
      claims: { bookingId: 41, action: 'verify' },
    });
    expect(mail.text).toContain(`Confirm your request: ${url.toString()}`);
    expect(mail.text).not.toMatch(/~manage~/);
  });

  it('says to confirm within BOOKING_VERIFY_WITHIN, by when, or the time is released', () => {
    expect(acknowledgement('en', 30 * 60_000).text).toMatch(
      /confirm your request with the button below within 30 minutes, by December 1, 2026,? at 16:35 at the latest\. Until then we hold .* for you; without your confirmation the time is released/,
    );
    expect(acknowledgement('en', 2 * 3_600_000).text).toMatch(
      /within 2 hours, by December 1, 2026,? at 18:05/,
    );
    const montenegrin = acknowledgement('me', 30 * 60_000);
    expect(montenegrin.subject).toBe('Primili smo vaš zahtjev CLV-ABCDE');
    expect(montenegrin.text).toMatch(
      /Potvrdite zahtjev dugmetom ispod u roku od 30 minuta, najkasnije do 1\. decembra 2026\. u 16:35\./,
    );
    expect(montenegrin.html).toContain('>Potvrdite zahtjev</a>');
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
      const data = validation.data;
      if (data.form !== 'team') throw new Error('fixture is not an enquiry');
      const recipient = {
        email: 'info@cluville.test',
        phone: '+382 67 123 456',
        locale: 'me' as const,
      };
      const venue = renderVenueRequestMail({
        booking: row({
          form: 'team',
          reference: 'CLV-TEAMS',
          locale,
          name: data.name,
          email: data.email,
          phone: data.phone,
          message: data.message,
          company: data.company,
          groupSize: data.groupSize,
          preferredDates: data.preferredDates,
          children: null,
        }),
        venue: recipient,
        settings,
        now: new Date(),
      });
      const parent = renderAcknowledgement(
        { reference: 'CLV-TEAMS', locale, input: data, createdAt: new Date() },
        recipient,
      );
      // The venue still reads everything the company wrote.
      for (const text of ['evil.example/pay', 'evil.example/unlock', 'Verify your card'])
        expect(venue.text).toContain(text);
      const m = bookingTranslator(locale, 'bookingMail');
      for (const part of [parent.subject, parent.text, parent.html]) {
        for (const typed of ['evil', 'Refund', 'Verify', 'locked', '900 555', '500 EUR'])
          expect(part).not.toContain(typed);
        expect(part).toContain('CLV-TEAMS');
      }
      expect(parent.text).toContain(m('enquiryNext1'));
      expect(parent.text).toContain('+382 67 123 456');
      expect(parent.html).toContain('+382 67 123 456');
    });
});
