// What the pages of signed links read: the booking, its history, a party's game rooms and, for a
// proposal, the free times of the same kind of resource (the availability service). Server-only.
import type { BookingRow } from '@/lib/db/schema';
import { getDatabase } from '@/lib/db/client';
import {
  getAvailabilityService,
  getLifecycleSettings,
  loadBookingContext,
  loadRoomTitles,
} from './runtime';
import { gamesOf } from './party-games';
import { findBooking, listEvents } from '../db/lifecycle-repository';
import { parentToken } from '../mail/urls';
import { extrasProblemText, type Translate } from '../rules/schema';
import type { Locale } from '@/i18n/routing';
import type { PartyGame } from '../rules/party-rooms';
import { fitOf } from '../rules/party-fit';
import { fitReason } from '../rules/party-fit-text';
import { bookingTranslator } from '../rules/translate';
import {
  extrasProblem,
  extrasValue,
  parseExtras,
  storedChoices,
  type BookingExtra,
} from '../rules/pricing';

export async function loadLinkedBooking(bookingId: number) {
  const db = (await getDatabase()).db;
  const booking = await findBooking(db, bookingId);
  if (!booking) return undefined;
  return {
    booking,
    events: await listEvents(db, booking.id),
    games: await gamesOf(db, booking, await loadRoomTitles()),
  };
}

/**
 * Free start times (`HH:MM`) a booking can be moved to on a date: any resource of its kind, its
 * own hold left out (the availability service's `movesFor`, which the answer command checks too).
 */
export async function freeTimesFor(booking: BookingRow, date: string): Promise<string[]> {
  const context = await loadBookingContext(getLifecycleSettings().venueLocale);
  return (await getAvailabilityService().movesFor(context, booking, date)).map((move) => move.time);
}

/** How long the confirmation page of a team-building enquiry works (it names no time of its own). */
const ENQUIRY_RECEIPT_MS = 30 * 86_400_000;

/**
 * The token of the confirmation page the browser opens after sending a request (`receipt`), for a
 * booking just stored: valid until the booking's end, as the e-mails' links are; an enquiry's for
 * 30 days from when it came in. Undefined when it cannot be read back.
 */
export async function receiptTokenOf(bookingId: number): Promise<string | undefined> {
  const booking = await findBooking((await getDatabase()).db, bookingId);
  if (!booking) return undefined;
  const expiresAt =
    booking.form === 'team'
      ? new Date(booking.createdAt.getTime() + ENQUIRY_RECEIPT_MS)
      : booking.endsAt;
  return getLifecycleSettings().links.sign(booking.id, 'receipt', expiresAt);
}

/** The token of a booking's manage page (where its confirm link leads once the request is confirmed). */
export function manageLinkOf(booking: Pick<BookingRow, 'id' | 'endsAt'>): string {
  return parentToken(booking, 'manage', getLifecycleSettings());
}

export async function venuePhone(): Promise<string> {
  const context = await loadBookingContext(getLifecycleSettings().venueLocale);
  return context.venuePhone;
}

/**
 * The line at the top of a link page after an action came back to it: `?done=<what>` (one of
 * `done`) says what happened, `?refused=<why>` (one of `refused`) why nothing did; anything else
 * in the address is ignored.
 */
export function linkPageNotice(
  query: Record<string, string | string[] | undefined>,
  status: string,
  t: Translate,
  known: { done: readonly string[]; refused: readonly string[] },
): { text: string; tone: 'ok' | 'refused' } | undefined {
  const done =
    typeof query.done === 'string' && known.done.includes(query.done) ? query.done : undefined;
  if (done) return { text: t(`page.done.${done}`), tone: 'ok' };
  const refused =
    typeof query.refused === 'string' && known.refused.includes(query.refused)
      ? query.refused
      : undefined;
  if (refused)
    return {
      text: t(`page.refused.${refused}`, { status: t(`status.${status}`) }),
      tone: 'refused',
    };
  return undefined;
}

/**
 * The change form's state from the page's address: what was typed when it came back (a preview,
 * a refusal: `children`, `cake`; or the count the guests' answers filled in, `from=guests`), else
 * the booking's own; and a change refused, in words (`?refused=change-…`, with the count asked).
 */
export function changeFormState(
  query: Record<string, string | string[] | undefined>,
  booking: Pick<BookingRow, 'children' | 'withCake' | 'price'>,
  t: Translate,
  /** Why the rooms do not fit the count asked for (changeFitWords), after a change-does-not-fit. */
  fitWords?: string,
  /** What is wrong with the extras asked for (changeExtrasWords), after a change-bad-extras. */
  extrasWords?: string,
) {
  const one = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  const children = /^\d{1,2}$/.test(one('children') ?? '') ? one('children')! : undefined;
  const cake =
    one('cake') === 'yes' || one('cake') === 'no' ? (one('cake') as 'yes' | 'no') : undefined;
  const refused = one('refused');
  const notice =
    refused?.startsWith('change-') && CHANGE_REFUSALS.includes(refused)
      ? {
          text: [
            t(`page.refused.${refused}`, {
              children: children ?? String(booking.children ?? ''),
              problem: extrasWords ?? '',
            }),
            refused === 'change-does-not-fit' && fitWords ? `${fitWords}.` : '',
          ]
            .filter(Boolean)
            .join(' '),
          tone: 'refused' as const,
        }
      : undefined;
  return {
    values: {
      children: children ?? String(booking.children ?? ''),
      cake: cake ?? (booking.withCake ? 'yes' : 'no'),
      // The extras as they came back (keys and quantities), else as booked.
      extras: changeExtrasValue(query) ?? extrasValue(storedChoices(booking.price)),
    } as { children: string; cake: 'yes' | 'no'; extras: string },
    previewed: one('change') === 'preview' && Boolean(children),
    notice,
    prefilledFrom: one('from') === 'guests' && children ? Number(children) : undefined,
  };
}

/** The refusals of a change the page words (`page.refused.change-…`). */
const CHANGE_REFUSALS = [
  'change-after-cutoff',
  'change-not-allowed',
  'change-unchanged',
  'change-bad-change',
  'change-slot-taken',
  'change-does-not-fit',
  'change-not-found',
  'change-bad-extras',
];

/** The extras a change came back with (`?extras=key:quantity,…`), when it did. */
function changeExtrasValue(query: Record<string, string | string[] | undefined>) {
  if (typeof query.extras !== 'string') return undefined;
  const choices = parseExtras(query.extras);
  return choices ? extrasValue(choices) : '';
}

/**
 * After a change refused for its extras (`?refused=change-bad-extras&extras=…`): what is wrong
 * with them in the booking form's words (an extra not offered, more than its most), against the
 * extras the change form offers (`catalogue`, named in the page's language); undefined otherwise.
 */
export function changeExtrasWords(
  query: Record<string, string | string[] | undefined>,
  catalogue: readonly BookingExtra[],
  locale: Locale,
): string | undefined {
  if (query.refused !== 'change-bad-extras') return undefined;
  const problem = extrasProblem(catalogue, parseExtras(changeExtrasValue(query) ?? '') ?? []);
  const t = bookingTranslator(locale, 'booking.errors');
  return problem ? extrasProblemText(problem, t) : t('extras');
}

/**
 * After a change refused for its count (`?refused=change-does-not-fit&children=…`): why the
 * party's own game rooms do not fit that many children, in the fit's words (party-fit-text.ts);
 * undefined otherwise.
 */
export async function changeFitWords(
  query: Record<string, string | string[] | undefined>,
  booking: BookingRow,
  games: readonly PartyGame[],
  locale: Locale,
): Promise<string | undefined> {
  const children = Number(query.children);
  if (query.refused !== 'change-does-not-fit' || !Number.isInteger(children) || children < 1)
    return undefined;
  const context = await loadBookingContext(locale);
  const rooms = games.flatMap((game) =>
    context.rooms.filter((room) => room.resource === game.resource),
  );
  if (!rooms.length) return undefined;
  const fit = fitOf(
    {
      children,
      durationMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
      gameOffsetMinutes: context.settings.gameOffsetMinutes,
      bufferMinutes: context.settings.bufferMinutes,
    },
    rooms,
  );
  return fit.fits
    ? undefined
    : fitReason(bookingTranslator(locale, 'booking.fit'), fit, children, locale);
}
