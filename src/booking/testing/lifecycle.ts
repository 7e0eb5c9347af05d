// The lifecycle's settings and a stored booking in any state, for tests.
import type { Database } from '@/lib/db/client';
import { bookingRequests, type BookingRow } from '@/lib/db/schema';
import { createLifecycle, type LifecycleDeps } from '../server/lifecycle';
import type { LifecycleSettings } from '../server/lifecycle-config';
import { createLinkSigner } from '../rules/links';

export const TEST_LINK_SECRET = 'test-secret-test-secret-test-secret-0123';

export function testLifecycleSettings(
  overrides: Partial<LifecycleSettings> = {},
): LifecycleSettings {
  return {
    links: createLinkSigner(TEST_LINK_SECRET),
    siteUrl: new URL('http://localhost:4100'),
    venueLocale: 'me',
    holdTtlMs: 48 * 3_600_000,
    reminderBeforeMs: 24 * 3_600_000,
    cancelCutoffMs: 48 * 3_600_000,
    ...overrides,
  };
}

export const TEST_VENUE = {
  email: 'bookings@cluville.test',
  phone: '+382 67 123 456',
  address: 'Bulevar Svetog Petra Cetinjskog 1, Podgorica',
};

export function testLifecycle(overrides: Partial<LifecycleSettings> = {}, now?: () => Date) {
  const deps: LifecycleDeps = {
    settings: testLifecycleSettings(overrides),
    venue: async () => TEST_VENUE,
    now,
  };
  return { deps, lifecycle: createLifecycle(deps) };
}

let counter = 0;

/** Stores a room booking of `status` starting `startsInHours` from now (60 min + 15 buffer). */
export async function insertBooking(
  db: Database,
  values: Partial<typeof bookingRequests.$inferInsert> & { startsInHours?: number } = {},
): Promise<BookingRow> {
  const { startsInHours = 96, ...rest } = values;
  const startsAt = new Date(
    Math.floor((Date.now() + startsInHours * 3_600_000) / 1_800_000) * 1_800_000,
  );
  counter++;
  const [row] = await db
    .insert(bookingRequests)
    .values({
      reference: `CLV-T${counter}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      form: 'room',
      locale: 'en',
      status: 'pending',
      name: 'Marko Vuković',
      email: 'marko@example.com',
      phone: '067 222 333',
      resource: 'room:203',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      blockedUntil: new Date(startsAt.getTime() + 75 * 60_000),
      roomSlug: 'space-mission',
      roomTitle: 'Space Mission',
      players: 5,
      fingerprint: `fp-${counter}-${Math.random()}`,
      ...rest,
    })
    .returning();
  return row!;
}
