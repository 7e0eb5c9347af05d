// Free starts for end-to-end tests, read from GET /api/availability. Tests run in parallel
// workers against one server and one database that outlives a run, so each test takes random
// free starts on dates well past the lead time, and never the same start twice in a run.
import { expect, type APIRequestContext } from '@playwright/test';

export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The bundled snapshot's closed dates (content/snapshot/options.*.json): a request for one is a 422. */
const CLOSED = /-(01-0[127]|05-01|05-2[12])$/;

/** `count` consecutive open dates from `days` ahead on, skipping the closed ones. */
export function openDates(days: number, count: number): string[] {
  const dates: string[] = [];
  for (let day = days; dates.length < count; day++)
    if (!CLOSED.test(inDays(day))) dates.push(inDays(day));
  return dates;
}

export interface Slot {
  date: string;
  time: string;
}

const taken = new Set<string>();

/**
 * Days 104 to 118 ahead belong to the one test that must meet no other test's booking (the hourly
 * limit's); every other test takes its dates before them.
 */
export const RESERVED_DAYS = { from: 104, to: 118 } as const;

/**
 * Days 87 to 102 ahead belong to the booking form's "a time taken meanwhile" tests
 * (booking-forgives.spec.ts), two days each: such a test books its chosen time as another parent
 * and then its first alternative, so a time another file or a sibling test took between the
 * choice and the post would fail it for a reason it is not about (seen once on a clean clone).
 */
export const forgivingDays = (index: number) => {
  const from = 87 + 2 * index;
  if (from + 1 > 102) throw new Error(`no reserved days left for the test numbered ${index}`);
  return { from, to: from + 1 };
};

/** The random dates of every other test: 3 to 86 days ahead, before the reserved days. */
const RANDOM_DAYS = { from: 3, count: 84 } as const;
export const randomDate = () =>
  inDays(RANDOM_DAYS.from + Math.floor(Math.random() * RANDOM_DAYS.count));

/**
 * `count` free starts of a room (`form=room`, slug) or of the party halls (`form=birthday`): on
 * random dates 3 to 86 days ahead, or date by date through `days`. With `children`, a party's
 * start where that many children's games fit too (a test that grows the party later asks for it).
 */
export async function freeSlots(
  api: APIRequestContext,
  form: 'room' | 'birthday',
  slug: string,
  count = 1,
  { days, children }: { days?: { from: number; to: number }; children?: number } = {},
): Promise<Slot[]> {
  const found: Slot[] = [];
  const attempts = days ? days.to - days.from + 1 : 40;
  for (let attempt = 0; attempt < attempts && found.length < count; attempt++) {
    const date = days ? inDays(days.from + attempt) : randomDate();
    if (CLOSED.test(date)) continue;
    const response = await api.get(
      `/api/availability?form=${form}&${form === 'room' ? 'room' : 'package'}=${encodeURIComponent(slug)}&date=${date}${children ? `&children=${children}` : ''}`,
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      days: { date: string; slots: { time: string; free: boolean }[] }[];
    };
    const free = body.days[0]!.slots.filter(
      (slot) => slot.free && !taken.has(`${slug}|${date}|${slot.time}`),
    );
    // Shuffle, so workers taking slots on the same date rarely pick the same one.
    free.sort(() => Math.random() - 0.5);
    // One start per date: two starts of one room on a date could overlap each other.
    if (found.some((slot) => slot.date === date)) continue;
    for (const slot of free.slice(0, 1)) {
      taken.add(`${slug}|${date}|${slot.time}`);
      found.push({ date, time: slot.time });
    }
  }
  expect(found).toHaveLength(count);
  return found;
}
