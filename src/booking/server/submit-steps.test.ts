// The steps of a booking request one by one, without a database: what each decides and what it
// hands on (the store step, which writes, is in service.integration.test.ts and holds.*).
import { describe, expect, it } from 'vitest';
import type { BookingRow } from '@/lib/db/schema';
import type { LimitVerdict, RateLimiter } from '@/lib/rate-limit';
import {
  answer,
  applyLimits,
  BOOKING_RULES,
  planHolds,
  requestMails,
  validate,
  type HoldPlan,
  type SubmitMeta,
  type ValidRequest,
} from './submit-steps';
import { birthdayInput, roomInput, testContext } from '../testing/fixtures';
import { testLifecycleSettings } from '../testing/lifecycle';

// The fixtures' day: 2026-11-24 is a Tuesday (12:00–20:00), the request's 18:30 is 17:30 UTC.
const NOW = new Date('2026-11-23T10:00:00Z');
const context = testContext('en', '2026-11-23');
const meta = (overrides: Partial<SubmitMeta> = {}): SubmitMeta => ({
  context,
  clientAddress: '203.0.113.9',
  ...overrides,
});
const staff = { kind: 'staff', address: 'desk@cluville.test', locale: 'en' } as const;

/** A company's team-building enquiry, as its form posts it. */
const teamEnquiry = () => ({
  form: 'team',
  company: 'Firma',
  groupSize: '12',
  preferredDates: 'May',
  name: 'Ana B',
  email: 'a@example.com',
  phone: '067 111 222',
  message: '',
});

function valid(raw: unknown, overrides: Partial<SubmitMeta> = {}): ValidRequest {
  const request = validate(raw, meta(overrides));
  if ('answer' in request) throw new Error(`not valid: ${JSON.stringify(request.answer)}`);
  return request;
}

function planned(request: ValidRequest, now = NOW): HoldPlan {
  const plan = planHolds(request, now);
  if ('answer' in plan) throw new Error(`no plan: ${JSON.stringify(plan.answer)}`);
  return plan;
}

/** Fixed-window counts in memory, as the database's limiter keeps them (src/lib/rate-limit.ts). */
function countingLimiter(): RateLimiter & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async consume(key, limit): Promise<LimitVerdict> {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { allowed: count <= limit, retryAfterSeconds: count <= limit ? 0 : 1800 };
    },
  };
}

describe('validate', () => {
  it('answers wrong fields with their messages, in the request’s language', () => {
    const result = validate(roomInput({ email: 'not-an-address' }), meta());
    expect(result).toMatchObject({
      answer: { status: 'invalid', errors: { email: expect.any(String) } },
    });
  });

  it('tells a bot that filled the honeypot it succeeded, with a reference but no stored id', () => {
    const result = validate(roomInput(), meta({ honeypot: 'https://spam.example' }));
    expect(result).toEqual({
      answer: { status: 'created', reference: expect.stringMatching(/^CLV-[2-9A-Z]{5}$/) },
    });
  });

  it('lets a phone booking through whatever the honeypot says, but never as an enquiry', () => {
    expect(valid(roomInput(), { honeypot: 'x', channel: staff })).toMatchObject({
      channel: 'staff',
      staff,
    });
    const enquiry = validate(teamEnquiry(), meta({ channel: staff }));
    expect(enquiry).toMatchObject({
      answer: { status: 'invalid', errors: { form: expect.any(String) } },
    });
  });
});

describe('plan the holds', () => {
  it('a room holds itself for its session, and its row is blocked for the buffer after it', () => {
    const plan = planned(valid(roomInput()));
    expect(plan.demand.map((part) => part.options.map((option) => option.resource))).toEqual([
      ['room:203'],
    ]);
    expect(plan.booking).toMatchObject({
      form: 'room',
      roomSlug: 'space-mission',
      roomTitle: 'Space Mission',
      players: 5,
      startsAt: new Date('2026-11-24T17:30:00Z'),
      endsAt: new Date('2026-11-24T18:45:00Z'),
      blockedUntil: new Date('2026-11-24T19:00:00Z'),
    });
  });

  it('a party holds a hall (either of the two) and a game room, its row spans the hall’s time', () => {
    const plan = planned(valid(birthdayInput({ date: '2026-11-24', time: '15:00' })));
    expect(plan.demand[0]!.options.map((option) => option.resource)).toEqual(['hall:1', 'hall:2']);
    expect(plan.demand.length).toBeGreaterThan(1);
    expect(plan.booking).toMatchObject({
      packageName: 'Big Adventurer',
      startsAt: new Date('2026-11-24T14:00:00Z'),
      endsAt: new Date('2026-11-24T16:30:00Z'),
      totalCents: expect.any(Number),
    });
  });

  it('refuses a closed day and a start inside the lead time; the staff may give that start', () => {
    expect(planHolds(valid(roomInput({ date: '2027-01-01', time: '12:00' })), NOW)).toMatchObject({
      answer: { status: 'invalid', errors: { date: expect.stringContaining('New Year') } },
    });
    const soon = new Date('2026-11-24T10:00:00Z');
    expect(planHolds(valid(roomInput()), soon)).toMatchObject({
      answer: { status: 'invalid', errors: { time: expect.stringContaining('24 hours') } },
    });
    expect(planned(valid(roomInput(), { channel: staff }), soon).booking.startsAt).toEqual(
      new Date('2026-11-24T17:30:00Z'),
    );
  });

  it('an enquiry holds nothing: its times are the moment it came in', () => {
    const plan = planned(valid(teamEnquiry()));
    expect(plan.demand).toEqual([]);
    expect(plan.target).toBeUndefined();
    expect(plan.booking).toMatchObject({ startsAt: NOW, endsAt: NOW, blockedUntil: NOW });
  });

  it('the same request typed again with other case and spacing is the same; two phone bookings never are', () => {
    const first = planned(valid(roomInput())).booking.fingerprint;
    const again = planned(
      valid(roomInput({ name: 'marko   VUKOVIĆ', email: 'MARKO@example.com ' })),
    ).booking.fingerprint;
    expect(again).toBe(first);
    const byPhone = () => planned(valid(roomInput(), { channel: staff })).booking.fingerprint;
    expect(byPhone()).not.toBe(byPhone());
  });
});

describe('apply the limits', () => {
  const noEarlier = async () => undefined;

  it('refuses the address past its hourly limit, saying when to try again', async () => {
    const limiter = countingLimiter();
    const request = valid(roomInput());
    for (let i = 0; i < BOOKING_RULES.perAddressPerHour; i++)
      expect(await applyLimits(request, limiter, noEarlier)).toBeUndefined();
    expect(await applyLimits(request, limiter, noEarlier)).toEqual({
      answer: { status: 'rate-limited', retryAfterSeconds: 1800 },
    });
  });

  it('answers a refused repeat of an earlier request with that request’s reference', async () => {
    const limiter = countingLimiter();
    limiter.counts.set('booking:ip:203.0.113.9', BOOKING_RULES.perAddressPerHour);
    expect(await applyLimits(valid(roomInput()), limiter, async () => 'CLV-EARLY')).toEqual({
      answer: { status: 'duplicate', reference: 'CLV-EARLY' },
    });
  });

  it('does not count the staff’s phone bookings', async () => {
    const limiter = countingLimiter();
    expect(
      await applyLimits(valid(roomInput(), { channel: staff }), limiter, noEarlier),
    ).toBeUndefined();
    expect(limiter.counts.size).toBe(0);
  });
});

describe('the request’s mails, from the stored row', () => {
  const request = valid(roomInput());
  const plan = planned(request);
  const row = {
    ...plan.booking,
    id: 41,
    reference: 'CLV-ROWED',
    status: 'unverified',
    resource: 'room:203',
    createdAt: NOW,
    holdUntil: new Date(NOW.getTime() + 30 * 60_000),
  } as BookingRow;
  const venue = { email: 'venue@cluville.test', phone: '+382 67 123 456', locale: 'me' as const };
  const holds = [{ resource: 'room:203', startsAt: row.startsAt, blockedUntil: row.blockedUntil }];
  const lifecycle = testLifecycleSettings();

  it('a booking: only the parent’s acknowledgement, with the stored reference and the signed confirm link; the venue hears once it is confirmed', () => {
    const mails = requestMails(row, holds, request, {
      venue,
      ackAt: NOW,
      lifecycle,
      roomTitles: new Map(),
    });
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([['parent', 'marko@example.com']]);
    expect(mails[0]!.text).toContain('CLV-ROWED');
    expect(mails[0]!.notBefore).toBeUndefined();
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:4100\/en\/booking\/41~verify~/);
  });

  const enquiry = valid(teamEnquiry());
  const enquiryRow = {
    ...planned(enquiry).booking,
    id: 42,
    reference: 'CLV-TEAMS',
    status: 'pending',
    resource: 'enquiry',
    createdAt: NOW,
  } as BookingRow;

  it('an enquiry (no time to hold): the venue’s mail with the desk link, and the acknowledgement', () => {
    const mails = requestMails(enquiryRow, [], enquiry, {
      venue,
      ackAt: NOW,
      lifecycle,
      roomTitles: new Map(),
    });
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['venue', 'venue@cluville.test'],
      ['parent', 'a@example.com'],
    ]);
    expect(mails.map((mail) => mail.notBefore)).toEqual([undefined, undefined]);
    expect(mails[0]!.text).toContain('http://localhost:4100/staff/bookings/42');
  });

  it('past the acknowledgements’ cap, the parent’s waits for the hour with room; with none, only an enquiry’s venue is mailed', () => {
    const nextHour = new Date('2026-11-23T11:00:00Z');
    const later = requestMails(enquiryRow, [], enquiry, {
      venue,
      ackAt: nextHour,
      lifecycle,
      roomTitles: new Map(),
    });
    expect(later.map((mail) => [mail.kind, mail.notBefore])).toEqual([
      ['venue', undefined],
      ['parent', nextHour],
    ]);
    const none = { venue, ackAt: null, lifecycle, roomTitles: new Map() };
    expect(requestMails(enquiryRow, [], enquiry, none).map((mail) => mail.kind)).toEqual(['venue']);
    expect(requestMails(row, holds, request, none)).toEqual([]);
  });
});

describe('answer', () => {
  const request = valid(roomInput());
  const plan = planned(request);
  const none = async () => [];
  const lifecycle = testLifecycleSettings();

  it('a stored request: its reference, its id, the end of its hold and the time to confirm it (none for the staff’s)', async () => {
    const holdUntil = new Date(NOW.getTime() + 30 * 60_000);
    const row = {
      id: 7,
      reference: 'CLV-STORE',
      status: 'unverified',
      createdAt: NOW,
      holdUntil,
    } as BookingRow;
    expect(
      await answer({ row, holds: [] }, request, plan, { lifecycle, holdsBetween: none }),
    ).toEqual({
      status: 'created',
      reference: 'CLV-STORE',
      id: 7,
      holdUntil,
      verifyWithinMs: 30 * 60_000,
    });
    const byPhone = valid(roomInput(), { channel: staff });
    expect(
      await answer(
        { row: { ...row, status: 'confirmed', holdUntil: null }, holds: [] },
        byPhone,
        plan,
        {
          lifecycle,
          holdsBetween: none,
        },
      ),
    ).toEqual({
      status: 'created',
      reference: 'CLV-STORE',
      id: 7,
    });
  });

  it('a taken time: the nearest free starts, leaving out the ones held', async () => {
    const held = async () => [
      // The asked-for start and the one after it are held.
      {
        resource: 'room:203',
        startsAt: new Date('2026-11-24T16:30:00Z'),
        blockedUntil: new Date('2026-11-24T19:15:00Z'),
      },
    ];
    const result = await answer({ taken: true }, request, plan, { lifecycle, holdsBetween: held });
    expect(result).toMatchObject({ status: 'taken', message: expect.stringContaining('taken') });
    const alternatives = (result as { alternatives: { date: string; time: string }[] })
      .alternatives;
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives).not.toContainEqual({ date: '2026-11-24', time: '18:30' });
    expect(alternatives).not.toContainEqual({ date: '2026-11-24', time: '17:30' });
  });

  it('too many waiting: says how many may wait and the venue’s phone', async () => {
    expect(
      await answer({ tooManyWaiting: true }, request, plan, { lifecycle, holdsBetween: none }),
    ).toEqual({
      status: 'too-many-waiting',
      message: expect.stringMatching(/3 requests.*\+382 67 123 456/),
    });
  });

  it('too many unconfirmed from one address: says so in the parent’s language, with the venue’s phone', async () => {
    expect(
      await answer({ tooManyUnconfirmed: true }, request, plan, { lifecycle, holdsBetween: none }),
    ).toEqual({
      status: 'too-many-unconfirmed',
      message: expect.stringMatching(
        /already have 2 requests you have not confirmed.*\+382 67 123 456/,
      ),
    });
    const inMontenegrin = valid(roomInput(), { context: testContext('me', '2026-11-23') });
    expect(
      await answer({ tooManyUnconfirmed: true }, inMontenegrin, planned(inMontenegrin), {
        lifecycle,
        holdsBetween: none,
      }),
    ).toEqual({
      status: 'too-many-unconfirmed',
      message: expect.stringMatching(/Već imate 2 zahtjeva koje još niste potvrdili/),
    });
  });

  it('a duplicate: the first request’s reference', async () => {
    expect(
      await answer({ duplicate: 'CLV-FIRST' }, request, plan, { lifecycle, holdsBetween: none }),
    ).toEqual({
      status: 'duplicate',
      reference: 'CLV-FIRST',
    });
  });
});
