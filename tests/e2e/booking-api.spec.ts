// POST /api/bookings: the same rules as the form, for integrations.
import { expect, test } from '@playwright/test';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const address = () => `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const request = (overrides: Record<string, unknown> = {}) => ({
  form: 'room',
  locale: 'en',
  room: 'space-mission',
  players: 6,
  date: inDays(20),
  time: '17:00',
  name: `Integration ${run}`,
  email: `api.${run}@example.com`,
  phone: '+382 20 123 456',
  ...overrides,
});

test('a request is stored once: 201 with a reference, then 200 with the same reference', async ({ request: api }) => {
  const headers = { 'x-forwarded-for': address() };
  const first = await api.post('/api/bookings', { data: request(), headers });
  expect(first.status()).toBe(201);
  expect(first.headers()['cache-control']).toBe('no-store');
  const { reference } = await first.json();
  expect(reference).toMatch(/^CLV-[2-9A-Z]{5}$/);
  const again = await api.post('/api/bookings', { data: request(), headers });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ reference, duplicate: true });
});

test('invalid input answers 422 with messages in the request language', async ({ request: api }) => {
  const response = await api.post('/api/bookings', { data: request({ locale: 'me', room: 'svemirska-misija', players: 30, email: 'nope' }), headers: { 'x-forwarded-for': address() } });
  expect(response.status()).toBe(422);
  const body = await response.json();
  expect(body.errors.players).toBe('Svemirska misija je za 4 do 10 igrača.');
  expect(body.errors.email).toBe('Unesite e‑mail adresu, na primjer ime@primjer.me.');
});

test('refuses posts from other sites, bodies over the limit and non-JSON', async ({ request: api }) => {
  const crossSite = await api.post('/api/bookings', { data: request(), headers: { origin: 'https://elsewhere.example', 'x-forwarded-for': address() } });
  expect(crossSite.status()).toBe(403);
  const huge = await api.post('/api/bookings', { data: request({ message: 'x'.repeat(20_000) }), headers: { 'x-forwarded-for': address() } });
  expect(huge.status()).toBe(413);
  const form = await api.post('/api/bookings', { form: { name: 'x' }, headers: { 'x-forwarded-for': address() } });
  expect(form.status()).toBe(415);
});

test('the 11th request within an hour from one address is refused with Retry-After', async ({ request: api }) => {
  const headers = { 'x-forwarded-for': address() };
  for (let i = 0; i < 10; i++) {
    const response = await api.post('/api/bookings', { data: request({ name: `Limit ${run} ${i}` }), headers });
    expect(response.status()).toBe(201);
  }
  const refused = await api.post('/api/bookings', { data: request({ name: `Limit ${run} 11` }), headers });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
});
