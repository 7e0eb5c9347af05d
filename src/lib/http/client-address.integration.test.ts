// The hourly per-address limit of bookings as deploy/compose.yaml runs the site
// (TRUSTED_PROXIES = nginx's address): a client reaching an instance directly and rotating its
// own X-Forwarded-For is counted by its connection's address and stopped at 10 an hour, while
// visitors coming through nginx are each counted by the address nginx saw. The booking service,
// its rate limiter and the database are the real ones (PGlite); the headers are those the server
// entry (server/index.mjs) and nginx set.
import { describe, expect, it } from 'vitest';
import {
  bookingServiceOn,
  testDatabases,
  useTestDb,
  type TestDb,
} from '@/booking/testing/databases';
import { inDays, roomInput, slotAt, testContext } from '@/booking/testing/fixtures';
import { submitConfirmed } from '@/booking/testing/verify';
import {
  CLIENT_ADDRESS_HEADER,
  installTokenForTests,
  resolveClientAddress,
} from './client-address';
import { parseTrustedProxies, type TrustedProxies } from './trusted-proxies';

const token = installTokenForTests();
const NGINX = '172.30.0.10';
const trusted = parseTrustedProxies(NGINX) as TrustedProxies;

/** The request as the site sees it: the connection's address (from the server entry) and X-Forwarded-For. */
const requestFrom = (socket: string, forwardedFor: string) =>
  new Headers({
    [CLIENT_ADDRESS_HEADER]: `${token} ${socket}`,
    'x-forwarded-for': forwardedFor,
  });

for (const database of testDatabases('client-address')) {
  describe(`the hourly limit behind nginx on ${database.name}`, () => {
    let handle: TestDb;
    useTestDb(database, (opened) => (handle = opened));
    const context = testContext('en', inDays(0));

    const book = async (index: number, headers: Headers) => {
      const result = await submitConfirmed(
        bookingServiceOn(handle),
        handle.db,
        roomInput({
          ...slotAt(index),
          email: `visitor${index}@example.com`,
          phone: `067 600 ${String(100 + index)}`,
        }),
        { context, clientAddress: resolveClientAddress(headers, trusted) },
      );
      return result.status;
    };

    it(
      "a direct client's own X-Forwarded-For is ignored: 10 bookings an hour, then 429",
      { timeout: 60_000 },
      async () => {
        const statuses: string[] = [];
        for (let i = 0; i < 12; i++)
          statuses.push(await book(i, requestFrom('203.0.113.9', `198.51.100.${i + 1}`)));
        expect(statuses.slice(0, 10)).toEqual(Array(10).fill('created'));
        expect(statuses.slice(10)).toEqual(['rate-limited', 'rate-limited']);
      },
    );

    it(
      'visitors through nginx are each counted by the address nginx saw',
      { timeout: 60_000 },
      async () => {
        const statuses: string[] = [];
        for (let i = 0; i < 12; i++)
          statuses.push(await book(i, requestFrom(NGINX, `198.51.100.${i + 1}`)));
        expect(statuses).toEqual(Array(12).fill('created'));
      },
    );
  });
}
