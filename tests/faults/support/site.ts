// The production server (`node server/index.mjs` on the `.next` build) as the fault tests start,
// kill and restart it: the multi-instance harness (tests/support/topology.ts) with this suite's
// log folder (test-results/faults/<name>.log), and the booking requests the suites send.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, startSite as startHarnessSite, stopAll, type Site } from '../../support/topology';

export { root, sleep, waitFor, type Site } from '../../support/topology';

// E2E_PORT_BASE + 260 … 279: servers and SMTP servers of the store and outbox faults (the edge's
// are + 286 … 289, tests/faults/edge/support.ts).
export const portBase = Number(process.env.E2E_PORT_BASE ?? 3100) + 260;

export function requireBuild(): void {
  if (!existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    throw new Error('the fault suite runs on the production build: run `npm run build` first');
  }
}

/** A production server of the `.next` build on `port`, resolved once it logged server.ready. */
export function startSite(name: string, port: number, env: Record<string, string>): Promise<Site> {
  return startHarnessSite(name, port, env, { suite: 'faults' });
}

/** Stops every server (and anything else) the harness started. */
export const stopAllSites = stopAll;

let counter = 0;
const ROOMS = [
  'dragons-cave',
  'space-mission',
  'pirate-treasure',
  'secret-library',
  'mad-professors-lab',
];
/** Starts that fit every room's session and buffer inside every day's opening hours (12:00–20:00 at the shortest). */
const TIMES = ['12:00', '13:30', '15:00', '16:30', '18:00'];
/** Days ahead used: from 3 (past the lead time) to 112 (inside the 120-day window). */
const DAYS = 110;
/** The snapshot's closed dates (content/snapshot/options.*.json), which would answer 422. */
const CLOSED = /-(01-0[127]|05-01|05-2[12])$/;

/**
 * A valid room request, unique by name, for a time no other request of this run holds: a held
 * time answers 409, which would hide what a fault test looks for. Times are spread over rooms,
 * five starts a day (a session and its buffer end before the next) and the days from 3 to 112
 * ahead, skipping closed dates. Past about 2,700 requests (the load test) the times come round
 * again and are answered 409, the taken-slot path.
 */
export function roomRequest(tag: string): Record<string, string> {
  counter++;
  let day = 3 + (Math.floor(counter / (TIMES.length * ROOMS.length)) % DAYS);
  let date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  while (CLOSED.test(date))
    date = new Date(Date.now() + ++day * 86_400_000).toISOString().slice(0, 10);
  const room = ROOMS[Math.floor(counter / TIMES.length) % ROOMS.length]!;
  const time = TIMES[counter % TIMES.length]!;
  return {
    form: 'room',
    locale: 'en',
    room,
    players: '4',
    date,
    time,
    name: `Parent ${tag} ${counter}`,
    email: `parent-${tag}-${counter}@example.com`,
    // A phone of its own too: at most 3 requests of one phone may wait at once.
    phone: `+382 67 ${String(100_000 + counter).slice(-6)}`,
  };
}

export async function postBooking(
  site: Site,
  body: Record<string, string>,
  clientAddress: string,
): Promise<{ status: number; retryAfter: string | null; json: Record<string, unknown> }> {
  const response = await fetch(`${site.url}/api/bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress,
      origin: site.url,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(90_000),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json };
}
