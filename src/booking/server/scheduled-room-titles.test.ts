// The scheduled jobs name a party's game rooms in the mails they send (reminders, expiry). They run
// outside any request, where Next.js's data cache (`unstable_cache`, which the pages read the
// content through) has nothing to use before the server's first request: the jobs read the rooms
// from the content source itself (runtime.ts, getLifecycleDeps({ scheduled: true })).
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { getLifecycleDeps, loadRoomTitles } from './runtime';

let errors: MockInstance;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
});

const loggedEvents = () =>
  errors.mock.calls.map((call) => {
    try {
      return JSON.parse(String(call[0])).event as string;
    } catch {
      return String(call[0]);
    }
  });

describe('room titles outside a request', () => {
  it('the scheduled jobs get every room in both languages, and nothing is logged as unavailable', async () => {
    const titles = await getLifecycleDeps({ scheduled: true }).roomTitles!();
    // The bundled snapshot's five rooms.
    expect(titles.size).toBe(5);
    for (const title of titles.values()) {
      expect(title.me).toBeTruthy();
      expect(title.en).toBeTruthy();
    }
    expect([...titles.values()].map((title) => title.en)).toContain('Pirate Treasure');
    expect([...titles.values()].map((title) => title.me)).toContain('Piratsko blago');
    expect(loggedEvents()).not.toContain('booking.rooms_unavailable');
  });

  it("through the pages' data cache there are none (why the jobs read the source): if Next.js lets unstable_cache run outside a request one day, this fails and the two paths can be one", async () => {
    const titles = await loadRoomTitles();
    expect(titles.size).toBe(0);
    expect(loggedEvents()).toContain('booking.rooms_unavailable');
  });
});
