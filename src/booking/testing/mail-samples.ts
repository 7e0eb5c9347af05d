// Every mail the site sends, rendered in memory from sample bookings (no database): for the mail
// tests and for `npm run mails:render`, which writes them to a folder to look at.
import type { Locale } from '@/i18n/routing';
import type { BookingRow } from '@/lib/db/schema';
import { createLinkSigner } from '../rules/links';
import type { LifecycleSettings } from '../rules/lifecycle-rules';
import type { PartyGame } from '../rules/party-rooms';
import { validateBooking } from '../rules/schema';
import { bookingTranslator } from '../rules/translate';
import type { RenderedMail } from '../mail/layout';
import {
  receivedExtras,
  renderNudgeMail,
  renderReminderMail,
  renderRoomsMail,
  renderTransitionMails,
  type LifecycleMail,
} from '../mail/lifecycle';
import { renderAcknowledgement, renderVenueRequestMail } from '../mail/request';
import { renderSignInMail } from '../mail/sign-in';
import { birthdayInput, testContext } from './fixtures';

export const SAMPLE_VENUE = {
  email: 'bookings@cluville.test',
  phone: '+382 67 123 456',
  address: 'Bulevar Svetog Petra Cetinjskog 1, Podgorica',
};

export function sampleSettings(locale: Locale): LifecycleSettings {
  return {
    links: createLinkSigner('sample-secret-sample-secret-sample-0123'),
    siteUrl: new URL('https://cluville.me'),
    venueLocale: locale,
    verifyWithinMs: 30 * 60_000,
    holdTtlMs: 48 * 3_600_000,
    reminderBeforeMs: 24 * 3_600_000,
    cancelCutoffMs: 48 * 3_600_000,
  };
}

/** A mail and the name it goes by in tests and file names. */
export interface SampleMail {
  name: string;
  mail: RenderedMail & { ics?: string };
}

// Saturday 19 December 2026, 11:00–13:30 in Podgorica; the proposal: Wednesday 23 December, 16:00.
const STARTS = new Date('2026-12-19T10:00:00Z');
const PROPOSED = new Date('2026-12-23T15:00:00Z');
const CREATED = new Date('2026-12-01T09:12:00Z');
const MINUTE = 60_000;

const GAMES: PartyGame[] = [
  {
    resource: 'room:201',
    startsAt: new Date(STARTS.getTime() + 30 * MINUTE),
    title: { me: 'Svemirska misija', en: 'Space Mission' },
  },
];

function party(locale: Locale, values: Partial<BookingRow> = {}): BookingRow {
  return {
    id: 41,
    reference: 'CLV-K7M2Q',
    form: 'birthday',
    locale,
    status: 'confirmed',
    name: 'Ana Petrović',
    email: 'ana@example.com',
    phone: '+382 67 111 222',
    message:
      locale === 'me'
        ? 'Jedno dijete je alergično na kikiriki.'
        : 'One child is allergic to peanuts.',
    resource: 'hall:1',
    startsAt: STARTS,
    endsAt: new Date(STARTS.getTime() + 150 * MINUTE),
    blockedUntil: new Date(STARTS.getTime() + 165 * MINUTE),
    requestedStartsAt: STARTS,
    holdUntil: new Date(CREATED.getTime() + 48 * 3_600_000),
    packageSlug: 'big-adventurer',
    packageName: locale === 'me' ? 'Veliki avanturista' : 'Big Adventurer',
    withCake: true,
    children: 12,
    roomTitle: null,
    players: null,
    price: {
      packageCents: 18000,
      cakeDeductionCents: 0,
      extraChildren: 2,
      extraChildPriceCents: 1200,
      extraChildrenCents: 2400,
      totalCents: 20400,
    },
    declineReason: 'fully-booked',
    declineNote: null,
    createdAt: CREATED,
    ...values,
  } as unknown as BookingRow;
}

function enquiry(locale: Locale, values: Partial<BookingRow> = {}): BookingRow {
  return party(locale, {
    id: 42,
    reference: 'CLV-T3AM9',
    form: 'team',
    status: 'pending',
    resource: 'enquiry',
    name: 'Marko Vuković',
    email: 'marko@example.com',
    company: 'Primorka d.o.o.',
    groupSize: 14,
    preferredDates: locale === 'me' ? 'Petak popodne u januaru' : 'A Friday afternoon in January',
    message: '',
    packageName: null,
    children: null,
    withCake: null,
    price: null,
    ...values,
  } as Partial<BookingRow>);
}

/** Every mail in one language (the venue's mails in it too). */
export function sampleMails(locale: Locale): SampleMail[] {
  const settings = sampleSettings(locale);
  const venue = SAMPLE_VENUE;
  const row = party(locale);
  const base = { venue, settings, now: CREATED, games: GAMES };
  const one = (mails: LifecycleMail[]) => mails[0]!;
  const transition = (
    action: Parameters<typeof renderTransitionMails>[0]['action'],
    actor: 'staff' | 'parent',
    booking: BookingRow,
    previous: BookingRow = row,
  ) =>
    renderTransitionMails({
      ...base,
      action,
      actor,
      booking,
      previous,
      // The party's game starts half an hour into it, wherever it moved.
      games: GAMES.map((game) => ({
        ...game,
        startsAt: new Date(booking.startsAt.getTime() + 30 * MINUTE),
      })),
    });

  const validation = validateBooking(
    birthdayInput({ date: '2026-12-19', time: '11:00', children: '12', cake: 'yes' }),
    testContext(locale, '2026-12-01'),
    bookingTranslator(locale, 'booking.errors'),
  );
  if (!validation.ok) throw new Error('sample booking invalid');
  // Unconfirmed, the request is held for the time to confirm it (verifyWithinMs).
  const pending = party(locale, {
    status: 'unverified',
    holdUntil: new Date(CREATED.getTime() + settings.verifyWithinMs),
  });
  const received = renderAcknowledgement(
    {
      reference: row.reference,
      locale,
      input: validation.data,
      packageName: row.packageName ?? undefined,
      price: row.price as never,
      games: GAMES,
      createdAt: CREATED,
      endsAt: row.endsAt,
    },
    { ...venue, locale },
    receivedExtras(pending, pending.holdUntil!, settings),
  );
  const team = enquiry(locale);
  const enquiryAck = renderAcknowledgement(
    {
      reference: team.reference,
      locale,
      input: {
        form: 'team',
        company: team.company!,
        groupSize: team.groupSize!,
        preferredDates: team.preferredDates!,
        name: team.name,
        email: team.email,
        phone: team.phone,
        message: '',
      },
      createdAt: CREATED,
    },
    { ...venue, locale },
    receivedExtras({ ...team, form: 'team' }, team.holdUntil!, settings),
  );
  const proposed = party(locale, {
    status: 'proposed',
    startsAt: PROPOSED,
    endsAt: new Date(PROPOSED.getTime() + 150 * MINUTE),
    holdUntil: new Date('2026-12-03T09:12:00Z'),
  });
  return [
    { name: 'received', mail: received },
    { name: 'venue-request', mail: transition('verify', 'parent', row, pending)[0]! },
    { name: 'confirmed', mail: one(transition('confirm', 'staff', row, pending)) },
    {
      name: 'proposed',
      mail: one(transition('propose', 'staff', proposed, party(locale, { status: 'pending' }))),
    },
    {
      name: 'declined',
      mail: one(transition('decline', 'staff', party(locale, { status: 'declined' }), pending)),
    },
    {
      name: 'cancelled',
      mail: one(transition('cancel', 'staff', party(locale, { status: 'cancelled' }))),
    },
    {
      name: 'expired',
      mail: one(
        transition(
          'expire',
          'staff',
          party(locale, { status: 'expired' }),
          party(locale, { status: 'pending' }),
        ),
      ),
    },
    { name: 'reminder', mail: renderReminderMail({ ...base, booking: row }) },
    { name: 'rooms', mail: renderRoomsMail({ ...base, booking: row }) },
    {
      name: 'venue-cancelled',
      mail: transition('cancel', 'parent', party(locale, { status: 'cancelled' }))[1]!,
    },
    {
      name: 'venue-nudge',
      mail: renderNudgeMail({ ...base, booking: pending, holdEnd: pending.holdUntil! }),
    },
    { name: 'enquiry-received', mail: enquiryAck },
    {
      name: 'venue-enquiry',
      mail: renderVenueRequestMail({ ...base, booking: team, games: undefined }),
    },
    {
      name: 'staff-sign-in',
      mail: renderSignInMail(
        locale,
        'desk@cluville.test',
        'https://cluville.me/staff/sign-in/link?token=abcdefghijklmnopqrstuvwx',
        15,
      ),
    },
  ];
}
