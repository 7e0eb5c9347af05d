// Invitations and answers on PGlite (PostgreSQL behaves the same here: one row per answer, no
// races the database must decide): the host makes an invitation, a guest answers and changes the
// answer from the same device, answers close at BOOKING_CHANGE_CUTOFF, a turned-off link opens
// nothing, answers are counted per address, and guests' answers are erased 7 days after the party
// and with the booking's erasure.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/db/executor';
import { createRateLimiter } from '@/lib/rate-limit';
import { erase, purgeBefore } from '../server/retention';
import { testDatabases } from '../testing/databases';
import { insertBooking, TEST_LINK_SECRET } from '../testing/lifecycle';
import { createInvitations, ANSWERS_PER_HOUR, type Invitations } from './service';
import { createInvitationSigner } from './token';
import { createLinkSigner } from '../rules/links';
import { decodeDraft, handleInvitationPost } from './post';

const HOUR = 3_600_000;
const party = { form: 'birthday', resource: 'hall:1', status: 'confirmed' } as const;
const guest = (overrides: Record<string, string> = {}) => ({
  childName: 'Luka Marić',
  coming: 'yes',
  foodNote: 'Alergičan na kikiriki',
  phone: '',
  ...overrides,
});

for (const database of testDatabases('invitations')) {
  describe(`invitations on ${database.name}`, () => {
    let handle: Awaited<ReturnType<typeof database.open>>;
    let clock: Date | undefined;
    let invitations: Invitations;
    const count = async (table: string) =>
      Number(
        rowsOf<{ n: number }>(
          await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)),
        )[0]!.n,
      );

    beforeAll(async () => {
      handle = await database.open();
      invitations = createInvitations({
        getDb: async () => handle.db,
        signer: createInvitationSigner(TEST_LINK_SECRET),
        changeCutoffMs: 48 * HOUR,
        limiter: createRateLimiter(async () => handle.db),
        now: () => clock ?? new Date(),
      });
    }, 60_000);
    afterAll(async () => handle?.close());
    beforeEach(async () => {
      clock = undefined;
      await handle.reset();
    });

    async function invite(startsInHours = 96) {
      const booking = await insertBooking(handle.db, { ...party, startsInHours });
      const made = await invitations.create(booking.id, { childName: 'Mila', hostLine: 'Dođite!' });
      if (!made.ok) throw new Error(made.reason);
      return { booking, ...made };
    }

    it('makes an invitation for a party, refuses a bad name, and a new one turns the old link off', async () => {
      const booking = await insertBooking(handle.db, { ...party });
      expect(
        await invitations.create(booking.id, { childName: 'Mila\u202E', hostLine: '' }),
      ).toEqual({ ok: false, reason: 'invalid', errors: { childName: 'invisibleCharacters' } });
      expect(await invitations.create(booking.id, { childName: '12', hostLine: '' })).toEqual({
        ok: false,
        reason: 'invalid',
        errors: { childName: 'nameLetter' },
      });
      const first = await invitations.create(booking.id, {
        childName: ' Mila ',
        hostLine: 'Vidimo se!',
      });
      expect(first).toMatchObject({
        ok: true,
        invitation: { childName: 'Mila', hostLine: 'Vidimo se!' },
      });
      if (!first.ok) return;
      expect(first.token).toMatch(/^\d+-[A-Za-z0-9_-]{22}$/);
      expect((await invitations.open(first.token))?.invitation.id).toBe(first.invitation.id);
      // A token changed by one character opens nothing.
      const forged = first.token.slice(0, -1) + (first.token.endsWith('A') ? 'B' : 'A');
      expect(await invitations.open(forged)).toBeUndefined();

      const second = await invitations.create(booking.id, { childName: 'Mila', hostLine: '' });
      expect(second.ok).toBe(true);
      expect(await invitations.open(first.token)).toBeUndefined();
      expect((await invitations.hostView(booking)).invitation?.row.id).toBe(
        second.ok ? second.invitation.id : -1,
      );
    });

    it('refuses an invitation for a room booking or a cancelled party', async () => {
      const room = await insertBooking(handle.db, { status: 'confirmed' });
      expect(await invitations.create(room.id, { childName: 'Mila', hostLine: '' })).toEqual({
        ok: false,
        reason: 'not-allowed',
      });
      const cancelled = await insertBooking(handle.db, { ...party, status: 'cancelled' });
      expect(await invitations.create(cancelled.id, { childName: 'Mila', hostLine: '' })).toEqual({
        ok: false,
        reason: 'not-allowed',
      });
    });

    it('takes an answer, lets the same device change it, and a second device answers on its own', async () => {
      const { booking, token } = await invite();
      const first = await invitations.answer(token, undefined, guest(), '203.0.113.7');
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect((await invitations.open(token, first.answerToken))?.answer).toMatchObject({
        childName: 'Luka Marić',
        coming: true,
        foodNote: 'Alergičan na kikiriki',
        phone: null,
      });
      // The token itself is not stored, only its hash.
      expect(await count(`invitation_answers WHERE token_hash = '${first.answerToken}'`)).toBe(0);

      const changed = await invitations.answer(
        token,
        first.answerToken,
        guest({ coming: 'no', foodNote: '', phone: '067 111 222' }),
        '203.0.113.7',
      );
      expect(changed).toMatchObject({ ok: true, answerToken: first.answerToken });
      const other = await invitations.answer(
        token,
        undefined,
        guest({ childName: 'Ana' }),
        '203.0.113.8',
      );
      expect(other.ok).toBe(true);

      const view = await invitations.hostView(booking);
      expect(
        view.answers.map(({ childName, coming, foodNote, phone }) => ({
          childName,
          coming,
          foodNote,
          phone,
        })),
      ).toEqual([
        { childName: 'Luka Marić', coming: false, foodNote: null, phone: '067 111 222' },
        { childName: 'Ana', coming: true, foodNote: 'Alergičan na kikiriki', phone: null },
      ]);
      expect((await invitations.guestsOf([booking.id])).get(booking.id)).toHaveLength(2);
    });

    it('refuses an answer without a name or a choice, or with a bad phone, and stores nothing', async () => {
      const { token } = await invite();
      expect(
        await invitations.answer(
          token,
          undefined,
          guest({ childName: '', coming: '', phone: 'abc' }),
          '203.0.113.7',
        ),
      ).toEqual({
        ok: false,
        reason: 'invalid',
        errors: { childName: 'childNameRequired', coming: 'comingRequired', phone: 'phone' },
      });
      expect(await count('invitation_answers')).toBe(0);
    });

    it('closes answers at BOOKING_CHANGE_CUTOFF before the start, for new answers and changes alike', async () => {
      const { booking, token } = await invite(96);
      const first = await invitations.answer(token, undefined, guest(), '203.0.113.7');
      if (!first.ok) throw new Error(first.reason);
      clock = new Date(booking.startsAt.getTime() - 48 * HOUR + 60_000);
      const opened = await invitations.open(token, first.answerToken);
      expect(opened).toMatchObject({ closed: true, answer: { coming: true } });
      expect(
        await invitations.answer(token, first.answerToken, guest({ coming: 'no' }), '203.0.113.7'),
      ).toEqual({ ok: false, reason: 'closed' });
      expect(await invitations.answer(token, undefined, guest(), '203.0.113.9')).toEqual({
        ok: false,
        reason: 'closed',
      });
      clock = new Date(booking.startsAt.getTime() - 48 * HOUR - 60_000);
      expect(
        (await invitations.answer(token, first.answerToken, guest({ coming: 'no' }), '203.0.113.7'))
          .ok,
      ).toBe(true);
    });

    it('a turned-off link opens nothing and takes no answer; the answers stay for the host', async () => {
      const { booking, invitation, token } = await invite();
      await invitations.answer(token, undefined, guest(), '203.0.113.7');
      expect(await invitations.turnOff(booking.id, invitation.id)).toBe(true);
      expect(await invitations.open(token)).toBeUndefined();
      expect(await invitations.answer(token, undefined, guest(), '203.0.113.7')).toEqual({
        ok: false,
        reason: 'gone',
      });
      const view = await invitations.hostView(booking);
      expect(view.invitation).toBeUndefined();
      expect(view.answers).toHaveLength(1);
      // Another booking's id turns nothing off.
      const other = await insertBooking(handle.db, { ...party, startsInHours: 200 });
      const made = await invitations.create(other.id, { childName: 'Ivo', hostLine: '' });
      if (!made.ok) throw new Error(made.reason);
      expect(await invitations.turnOff(booking.id, made.invitation.id)).toBe(false);
      expect(await invitations.open(made.token)).toBeDefined();
    });

    it(`counts answers per address: one more than ${ANSWERS_PER_HOUR} in an hour is refused`, async () => {
      const { token } = await invite();
      for (let i = 0; i < ANSWERS_PER_HOUR; i++)
        expect((await invitations.answer(token, undefined, guest(), '203.0.113.7')).ok).toBe(true);
      const refused = await invitations.answer(token, undefined, guest(), '203.0.113.7');
      expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' });
      expect((await invitations.answer(token, undefined, guest(), '203.0.113.8')).ok).toBe(true);
    });

    it('the forms post: a refused one comes back with what was typed in a cookie, not in the address; a bad link is refused', async () => {
      const booking = await insertBooking(handle.db, { ...party });
      const links = createLinkSigner(TEST_LINK_SECRET);
      const manage = links.sign(booking.id, 'manage', booking.endsAt);
      const jar = new Map<string, string>();
      const post = (fields: Record<string, string>, locale: 'me' | 'en' = 'en') =>
        handleInvitationPost(new URLSearchParams(fields), {
          invitations,
          links,
          locale,
          clientKey: '203.0.113.50',
          cookie: (name) => jar.get(name),
        });
      const refused = await post({
        op: 'create',
        token: manage,
        childName: 'Mi\u200Bla',
        hostLine: 'Torta!',
      });
      expect(refused?.location).toBe(`/en/booking/${manage}?draft=1#invite`);
      expect(refused?.location).not.toContain('Torta');
      expect(decodeDraft(refused?.cookies[0]?.value)).toEqual({
        form: 'create',
        values: { childName: 'Mi\u200Bla', hostLine: 'Torta!' },
        errors: { childName: 'invisibleCharacters' },
      });
      const made = await post(
        { op: 'create', token: manage, childName: 'Mila', hostLine: '' },
        'me',
      );
      expect(made).toEqual({
        location: `/booking/${manage}?invitation=created#invite`,
        cookies: [],
      });
      const token = (await invitations.hostView(booking)).invitation!.token;

      const answered = await post({
        op: 'answer',
        token,
        childName: 'Luka',
        coming: 'yes',
        foodNote: 'Kikiriki',
        phone: '',
      });
      expect(answered?.location).toBe(`/en/invitation/${token}?answered=1#rsvp`);
      const cookie = answered!.cookies[0]!;
      jar.set(cookie.name, cookie.value);
      // The same browser changes its answer: still one answer.
      await post({ op: 'answer', token, childName: 'Luka', coming: 'no', foodNote: '', phone: '' });
      expect((await invitations.hostView(booking)).answers).toMatchObject([
        { childName: 'Luka', coming: false },
      ]);

      // A manage link of another action, a changed invitation link, an unknown op: refused.
      const verify = links.sign(booking.id, 'verify', booking.endsAt);
      expect(await post({ op: 'create', token: verify, childName: 'Mila' })).toBeUndefined();
      expect(
        await post({ op: 'answer', token: `x${token}`, childName: 'Ana', coming: 'yes' }),
      ).toBeUndefined();
      expect(await post({ op: 'delete', token: manage })).toBeUndefined();
    });

    it("erases guests' answers 7 days after the party, not before", async () => {
      const { booking, token } = await invite(96);
      await invitations.answer(token, undefined, guest(), '203.0.113.7');
      const mailDir = '/nonexistent-invitation-test-mail';
      const longAgo = new Date('2000-01-01T00:00:00Z');
      /** Moves the 3-hour party to have ended `days` ago, then runs the purge. */
      const purgeEndedDaysAgo = async (days: number) => {
        const ended = sql`now() - make_interval(days => ${days})`;
        await handle.db.execute(
          sql`UPDATE booking_requests SET starts_at = ${ended} - interval '3 hours', ends_at = ${ended}, blocked_until = ${ended} WHERE id = ${booking.id}`,
        );
        return purgeBefore(handle, longAgo, mailDir);
      };
      // The party ended 6 days ago: kept.
      expect(await purgeEndedDaysAgo(6)).toMatchObject({ bookings: 0, answers: 0 });
      expect(await count('invitation_answers')).toBe(1);
      // 8 days ago: the answers and the invitation go, the booking stays.
      expect(await purgeEndedDaysAgo(8)).toMatchObject({ bookings: 0, answers: 1 });
      expect(await count('invitation_answers')).toBe(0);
      expect(await count('party_invitations')).toBe(0);
      expect(await count('booking_requests')).toBe(1);
    });

    it("erases the answers with the booking's erasure", async () => {
      const { booking, token } = await invite();
      const keep = await invite(200);
      await invitations.answer(token, undefined, guest(), '203.0.113.7');
      await invitations.answer(keep.token, undefined, guest({ childName: 'Ana' }), '203.0.113.7');
      const result = await erase(
        handle,
        { reference: booking.reference },
        '/nonexistent-invitation-test-mail',
      );
      expect(result.bookings).toBe(1);
      expect(await count('party_invitations')).toBe(1);
      const left = rowsOf<{ child_name: string }>(
        await handle.db.execute(sql`SELECT child_name FROM invitation_answers`),
      );
      expect(left).toEqual([{ child_name: 'Ana' }]);
    });
  });
}
