// POST /api/bookings: the same rules as the form, for integrations.
import { expect, test } from '@playwright/test';
import { freeSlots, RESERVED_DAYS } from './support/slots';
import { uniquePhone } from './support/contact';
import { CONFIRM_LABEL, confirmRequest } from './support/confirm-request';
import { mailWith } from './support/outbox-files';

const mailDir = `.data/e2e-${Number(process.env.E2E_PORT_BASE ?? 3100)}/mail`;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** The visitor's address as the trusted proxy on loopback reports it (TRUSTED_PROXIES in playwright.config.ts). */
const address = () =>
  `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
let sent = 0;
/** A request of a parent of its own (e-mail and phone): at most 3 of one parent may wait at once. */
const request = (overrides: object = {}) => ({
  form: 'room',
  locale: 'en',
  room: 'space-mission',
  players: 6,
  name: `Integration ${run}`,
  email: `api.${run}.${++sent}@example.com`,
  phone: uniquePhone(),
  ...overrides,
});

test('a request is stored once: 201 with a reference, then 200 with the same reference', async ({
  request: api,
}) => {
  const headers = { 'x-forwarded-for': address() };
  const [slot] = await freeSlots(api, 'room', 'space-mission');
  const data = request(slot);
  const first = await api.post('/api/bookings', { data, headers });
  expect(first.status()).toBe(201);
  expect(first.headers()['cache-control']).toBe('no-store');
  const { reference, status, confirmWithinSeconds } = await first.json();
  expect(reference).toMatch(/^CLV-[2-9A-Z]{5}$/);
  // It holds its time until the parent confirms it from the acknowledgement (BOOKING_VERIFY_WITHIN).
  expect({ status, confirmWithinSeconds }).toEqual({
    status: 'unverified',
    confirmWithinSeconds: 30 * 60,
  });
  const again = await api.post('/api/bookings', { data, headers });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ reference, duplicate: true });
  // Someone else asking for the same start: 409 with the nearest free starts, in their language.
  const taken = await api.post('/api/bookings', {
    data: request({
      ...slot,
      locale: 'me',
      room: 'svemirska-misija',
      name: `Other ${run}`,
      email: `other.${run}@example.com`,
    }),
    headers: { 'x-forwarded-for': address() },
  });
  expect(taken.status()).toBe(409);
  const body = await taken.json();
  expect(body).toMatchObject({
    error: 'slot_taken',
    message: expect.stringContaining('upravo zauzet'),
  });
  expect(body.alternatives).toHaveLength(3);
  for (const alternative of body.alternatives)
    expect(alternative).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
    });
});

test('a time outside the grid or inside the lead time is a 422 with a field message', async ({
  request: api,
}) => {
  const offGrid = await api.post('/api/bookings', {
    data: request({
      date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      time: '17:10',
    }),
    headers: { 'x-forwarded-for': address() },
  });
  expect(offGrid.status()).toBe(422);
  expect((await offGrid.json()).errors.time).toBe(
    'Please choose one of the times offered for this date.',
  );
  const soon = await api.post('/api/bookings', {
    data: request({ date: new Date().toISOString().slice(0, 10), time: '20:00' }),
    headers: { 'x-forwarded-for': address() },
  });
  expect(soon.status()).toBe(422);
});

test('GET /api/availability: the grid with free flags, 404 for an unknown room, 400 for a bad date or days', async ({
  request: api,
}) => {
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const ok = await api.get(`/api/availability?form=room&room=space-mission&date=${date}&days=31`);
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toBe('no-store');
  const body = await ok.json();
  expect(body.timeZone).toBe('Europe/Podgorica');
  expect(body.days).toHaveLength(31);
  expect(body.days[0].date).toBe(date);
  for (const slot of body.days.flatMap((day: { slots: unknown[] }) => day.slots))
    expect(slot).toEqual({
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      free: expect.any(Boolean),
    });
  const birthday = await api.get(
    `/api/availability?form=birthday&package=mali-istrazivac&date=${date}`,
  );
  expect(birthday.status()).toBe(200);
  expect((await api.get(`/api/availability?form=room&room=nope&date=${date}`)).status()).toBe(404);
  expect(
    (await api.get(`/api/availability?form=birthday&package=nope&date=${date}`)).status(),
  ).toBe(404);
  expect(
    (await api.get('/api/availability?form=room&room=space-mission&date=2026-02-30')).status(),
  ).toBe(400);
  expect(
    (await api.get(`/api/availability?form=room&room=space-mission&date=${date}&days=32`)).status(),
  ).toBe(400);
  expect(
    (await api.get(`/api/availability?form=room&room=space-mission&date=${date}&days=0`)).status(),
  ).toBe(400);
});

test('invalid input answers 422 with messages in the request language', async ({
  request: api,
}) => {
  const [slot] = await freeSlots(api, 'room', 'svemirska-misija');
  const response = await api.post('/api/bookings', {
    data: request({ ...slot, locale: 'me', room: 'svemirska-misija', players: 30, email: 'nope' }),
    headers: { 'x-forwarded-for': address() },
  });
  expect(response.status()).toBe(422);
  const body = await response.json();
  expect(body.errors.players).toBe('Svemirska misija je za 4 do 10 igrača.');
  expect(body.errors.email).toBe('Unesite e-mail adresu, na primjer ime@primjer.me.');
});

test('a party’s unknown extra or one above its most is a 422 in the request language', async ({
  request: api,
}) => {
  const party = (locale: 'me' | 'en', extras: unknown) =>
    api.post('/api/bookings', {
      data: request({
        form: 'birthday',
        locale,
        room: undefined,
        players: undefined,
        package: locale === 'en' ? 'big-adventurer' : 'veliki-avanturista',
        cake: 'yes',
        children: 10,
        extras,
      }),
      headers: { 'x-forwarded-for': address() },
    });
  const unknown = await party('en', [{ extra: 'bouncy-castle', quantity: 1 }]);
  expect(unknown.status()).toBe(422);
  expect((await unknown.json()).errors.extras).toBe(
    'We do not offer an extra called “bouncy-castle”. Please choose one of the extras listed.',
  );
  const tooMany = await party('me', { 'druga-torta': 3 });
  expect(tooMany.status()).toBe(422);
  expect((await tooMany.json()).errors.extras).toBe('„Druga torta” se može dodati najviše 2 puta.');
});

test('refuses posts from other sites, bodies over the limit and non-JSON', async ({
  request: api,
}) => {
  const crossSite = await api.post('/api/bookings', {
    data: request(),
    headers: { origin: 'https://elsewhere.example', 'x-forwarded-for': address() },
  });
  expect(crossSite.status()).toBe(403);
  const huge = await api.post('/api/bookings', {
    data: request({ message: 'x'.repeat(20_000) }),
    headers: { 'x-forwarded-for': address() },
  });
  expect(huge.status()).toBe(413);
  const form = await api.post('/api/bookings', {
    form: { name: 'x' },
    headers: { 'x-forwarded-for': address() },
  });
  expect(form.status()).toBe(415);
});

test('the 11th request within an hour from one address is refused with Retry-After', async ({
  request: api,
}) => {
  test.slow();
  const headers = { 'x-forwarded-for': address() };
  // On the dates no other test books: a test beside this one cannot take its times first.
  const slots = await freeSlots(api, 'room', 'space-mission', 11, { days: RESERVED_DAYS });
  for (let i = 0; i < 10; i++) {
    const response = await api.post('/api/bookings', {
      data: request({ ...slots[i], name: `Limit ${run} ${i}` }),
      headers,
    });
    expect(response.status(), `request ${i + 1}`).toBe(201);
    // Each confirmed by its parent: the address's unconfirmed ones stay under their own limit.
    const { reference } = await response.json();
    await confirmRequest(api, await mailWith(mailDir, reference, `${CONFIRM_LABEL.en}: `));
  }
  const refused = await api.post('/api/bookings', {
    data: request({ ...slots[10], name: `Limit ${run} 11` }),
    headers,
  });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
});

test('a 4th request of one e-mail while 3 wait is a 429 too_many_waiting with a message in the parent’s language', async ({
  request: api,
}) => {
  const slots = await freeSlots(api, 'room', 'space-mission', 4);
  const email = `waiting.${run}@example.com`;
  for (let i = 0; i < 3; i++) {
    const response = await api.post('/api/bookings', {
      data: request({ ...slots[i], email }),
      headers: { 'x-forwarded-for': address() },
    });
    expect(response.status()).toBe(201);
  }
  // The same e-mail, however written: case and a +tag do not make it another.
  const refused = await api.post('/api/bookings', {
    data: request({
      ...slots[3],
      email: email.replace('@', '+again@').toUpperCase(),
      locale: 'me',
      room: 'svemirska-misija',
    }),
    headers: { 'x-forwarded-for': address() },
  });
  expect(refused.status()).toBe(429);
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(await refused.json()).toEqual({
    error: 'too_many_waiting',
    message: expect.stringContaining('Već imate 3 zahtjeva koji čekaju naš odgovor.'),
  });
});

test('a 3rd unconfirmed request from one address is a 429 too_many_unconfirmed in the parent’s language; another address is served', async ({
  request: api,
}) => {
  const slots = await freeSlots(api, 'room', 'space-mission', 4);
  const headers = { 'x-forwarded-for': address() };
  for (let i = 0; i < 2; i++)
    expect((await api.post('/api/bookings', { data: request(slots[i]), headers })).status()).toBe(
      201,
    );
  const refused = await api.post('/api/bookings', {
    data: request({ ...slots[2], locale: 'me', room: 'svemirska-misija' }),
    headers,
  });
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toEqual({
    error: 'too_many_unconfirmed',
    message: expect.stringContaining('Već imate 2 zahtjeva koje još niste potvrdili iz e-maila.'),
  });
  const elsewhere = await api.post('/api/bookings', {
    data: request(slots[3]),
    headers: { 'x-forwarded-for': address() },
  });
  expect(elsewhere.status()).toBe(201);
});
