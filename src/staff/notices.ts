// What the last desk action did, as the page it returns to says it: the actions redirect with
// `done`, `refused` or `error` in the query (src/staff/actions.ts) and the page words them.
import type { Query } from './query';
import { param } from './query';
import type { StaffTranslate } from './translate';

export interface Notice {
  notice?: string;
  error?: string;
}

/** What the arrival forms did (arrivalAction), as staff.arrival.* says it. */
const ARRIVAL_DONE = ['arrived', 'no-show', 'arrival-undone'];
const ARRIVAL_REFUSED = ['not-allowed', 'not-today', 'unchanged', 'not-found'];

const arrivalDone = (done: string | undefined, t: StaffTranslate): string | undefined =>
  done && ARRIVAL_DONE.includes(done) ? t(`arrival.done.${done}`) : undefined;

const arrivalRefused = (refused: string | undefined, t: StaffTranslate): string | undefined =>
  refused && ARRIVAL_REFUSED.includes(refused) ? t(`arrival.refused.${refused}`) : undefined;

/** The day view's: an arrival marked or refused. */
export const dayNotice = (query: Query, t: StaffTranslate): Notice => ({
  notice: arrivalDone(param(query, 'done'), t),
  error: arrivalRefused(param(query, 'refused'), t),
});

/** A refused post from another site (the desk's actions refuse them, src/lib/http/cross-site.ts). */
export const crossSite = (query: Query, t: StaffTranslate): string | undefined =>
  param(query, 'error') === 'cross-site' ? t('crossSite') : undefined;

/** The lifecycle's answers (bookingTransitionAction), as bookingLifecycle.page.* says them. */
const ANSWER_DONE = ['confirmed', 'proposed', 'declined', 'cancelled'];
const ANSWER_REFUSED = [
  'not-allowed',
  'slot-taken',
  'bad-slot',
  'bad-date',
  'no-reason',
  'not-found',
  'after-cutoff',
];
/** The room form's refusals (assignRoomsAction), as staff.rooms.* says them. */
const ROOMS_REFUSED: Record<string, string> = {
  'rooms-taken': 'rooms.taken',
  'bad-rooms': 'rooms.bad',
  'room-does-not-fit': 'rooms.doesNotFit',
  'not-a-party': 'rooms.notAParty',
  'rooms-not-holding': 'rooms.notHolding',
  'rooms-unavailable': 'rooms.unavailable',
};

/** The game rooms posted last time (comma-separated, empty for the desk's choice), when refused. */
export function keptRooms(query: Query): string | undefined {
  const refused = param(query, 'refused');
  return refused && ROOMS_REFUSED[refused] ? (param(query, 'rooms') ?? '') : undefined;
}

/** A booking's page: a phone booking added, rooms assigned, an arrival or an answer, done or refused. */
export function bookingNotice(
  query: Query,
  booking: { reference: string; status: string },
  badDate: boolean,
  t: StaffTranslate,
  /** bookingLifecycle's words (the answer forms' own). */
  l: StaffTranslate,
): Notice {
  const done = param(query, 'done');
  const refused = param(query, 'refused');
  return {
    notice:
      done === 'added'
        ? t('phone.added', { reference: booking.reference })
        : done === 'rooms-assigned'
          ? t('rooms.assigned')
          : (arrivalDone(done, t) ??
            (done && ANSWER_DONE.includes(done) ? l(`page.done.${done}`) : undefined)),
    error:
      refused && ROOMS_REFUSED[refused]
        ? t(ROOMS_REFUSED[refused])
        : // An arrival's refusal names the booking (`id`): a transition's does not.
          ((param(query, 'id') ? arrivalRefused(refused, t) : undefined) ??
          (refused && ANSWER_REFUSED.includes(refused)
            ? l(`page.refused.${refused}`, { status: t(`status.${booking.status}`) })
            : (crossSite(query, t) ?? (badDate ? l('page.refused.bad-date') : undefined)))),
  };
}

/** The blocks page's: a block added or removed, or a refused one. */
export function blocksNotice(query: Query, t: StaffTranslate): Notice {
  const done = param(query, 'done');
  return {
    notice: done === 'added' || done === 'removed' ? t(`blocks.${done}`) : undefined,
    error: param(query, 'error') === 'invalid' ? t('blocks.invalid') : crossSite(query, t),
  };
}

/** The erase page's: how many bookings, mails and newsletter addresses went, or a refused one. */
export function eraseNotice(query: Query, t: StaffTranslate): Notice {
  const count = (name: string) => Number(param(query, name)) || 0;
  return {
    notice:
      param(query, 'bookings') !== undefined
        ? t('erase.done', {
            bookings: count('bookings'),
            mails: count('mails'),
            newsletter: count('newsletter'),
          })
        : undefined,
    error: param(query, 'error') === 'invalid' ? t('erase.invalid') : crossSite(query, t),
  };
}

/** The failed mails page's: how many were queued again. */
export function mailsNotice(query: Query, t: StaffTranslate): Notice {
  const retried = param(query, 'retried');
  return {
    notice: retried !== undefined ? t('mails.retried', { count: Number(retried) || 0 }) : undefined,
  };
}

/** The sign-in page's: a link sent, signed out, or why not. */
export function signInNotice(query: Query, t: StaffTranslate): Notice {
  const error = param(query, 'error');
  return {
    notice: param(query, 'sent')
      ? t('signIn.sent')
      : param(query, 'out')
        ? t('signIn.signedOut')
        : undefined,
    error:
      error === 'rate-limited'
        ? t('signIn.rateLimited', { minutes: Number(param(query, 'minutes')) || 15 })
        : error === 'invalid-email'
          ? t('signIn.invalidEmail')
          : error === 'link-invalid'
            ? t('signIn.linkInvalid')
            : crossSite(query, t),
  };
}
