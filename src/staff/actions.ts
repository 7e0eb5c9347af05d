'use server';
// Every change the desk makes is one of these server actions: a POST from the desk's own forms
// (which work without JavaScript), refused when it comes from another site, and, but for the
// sign-in steps, only for a signed-in staff member. Each ends in a redirect to a page that says
// what happened, with nothing personal in the URL.
import path from 'node:path';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import { getDatabase, getDataDir } from '@/lib/db/client';
import { clientAddress } from '@/lib/http/client-address';
import { logger } from '@/lib/logger';
import { isCrossSite } from '@/lib/http/cross-site';
import {
  answering,
  getBookingService,
  loadBookingContext,
  startBookingOutbox,
} from '@/booking/server/runtime';
import { addBlock, removeBlock } from '@/booking/db/blocks-repository';
import { ALL_RESOURCES } from '@/booking/db/repository';
import { requeueFailedMails } from '@/booking/db/outbox-repository';
import { erase, erasureMatchOf } from '@/booking/server/retention';
import { zonedInstant, toMinutes } from '@/booking/rules/availability';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { DESK_ANSWERS, parseAnswer } from '@/booking/server/answer';
import { deskEnabled } from '@/staff/config';
import {
  addPhoneBooking,
  completeRooms,
  deskResources,
  gamesOf,
  parseWhat,
  postedRooms,
  type PhoneFormState,
} from '@/staff/desk';
import { bookingById, clearParentChange, searchBookings } from '@/booking/db/desk-repository';
import { formatDate } from '@/lib/format';
import { TIME_PATTERN } from '@/staff/components/desk-field';
import type { DeskSearchState } from '@/staff/components/desk-search.client';
import { holdsOf } from '@/booking/db/holds-repository';
import { deskLocale, staffTranslator } from '@/staff/translate';
import { deskDate } from '@/staff/query';
import { deskLang, deskWhat, getStaffAuth, requireStaff } from '@/staff/runtime';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Refuses a post from another site (the proxy answers a foreign Origin 403 first); the desk must be on. */
async function guard(where: string): Promise<Headers> {
  const requestHeaders = await headers();
  if (!deskEnabled()) redirect('/staff');
  if (isCrossSite(requestHeaders)) {
    logger.warn('staff.cross_origin', { where });
    redirect(`${where}?error=cross-site`);
  }
  return requestHeaders;
}

export async function requestSignInLinkAction(form: FormData): Promise<void> {
  const requestHeaders = await guard('/staff/sign-in');
  const auth = await getStaffAuth();
  const result = await auth.requestLink(
    text(form, 'email'),
    clientAddress(requestHeaders),
    deskLocale(text(form, 'lang') || (await deskLang())),
  );
  if (result.status === 'rate-limited')
    redirect(
      `/staff/sign-in?error=rate-limited&minutes=${Math.ceil(result.retryAfterSeconds / 60)}`,
    );
  if (result.status === 'invalid') redirect('/staff/sign-in?error=invalid-email');
  redirect('/staff/sign-in?sent=1');
}

export async function verifySignInLinkAction(form: FormData): Promise<void> {
  const requestHeaders = await guard('/staff/sign-in');
  const auth = await getStaffAuth();
  const result = await auth.verify(text(form, 'token'), clientAddress(requestHeaders));
  if (result.status === 'rate-limited')
    redirect(
      `/staff/sign-in?error=rate-limited&minutes=${Math.ceil(result.retryAfterSeconds / 60)}`,
    );
  if (result.status === 'invalid') redirect('/staff/sign-in?error=link-invalid');
  redirect('/staff');
}

export async function signOutAction(): Promise<void> {
  const requestHeaders = await guard('/staff');
  await (await getStaffAuth()).signOut(requestHeaders);
  redirect('/staff/sign-in?out=1');
}

/** The phone form's fields kept when a post is refused (all of them but the date and choice, which are in the page's URL). */
const PHONE_FORM_FIELDS = [
  'time',
  'name',
  'phone',
  'email',
  'people',
  'cake',
  'parentLang',
  'notes',
];

/** A party's extras as the phone form posts them: `key:quantity` fields, joined. */
function postedExtras(form: FormData): string {
  return form
    .getAll('extras')
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .join(',');
}

/**
 * A booking taken by phone: the booking service's staff channel, for the signed-in staff member.
 * A refused post comes back to the form with the schema's messages in the desk's language and
 * what was typed; an added booking opens its page.
 */
export async function addPhoneBookingAction(
  _previous: PhoneFormState | null,
  form: FormData,
): Promise<PhoneFormState> {
  await guard('/staff/phone');
  const staff = await requireStaff();
  const lang = await deskLang();
  // The choices were listed in the desk's language; the parent's mail and the names stored are in theirs.
  const [desk, parent] = await Promise.all([
    loadBookingContext(lang),
    loadBookingContext(deskLocale(text(form, 'parentLang'))),
  ]);
  // A party's rooms, one select per game: those left to the desk get free ones at the game's time.
  const what = text(form, 'what');
  const choice = parseWhat(what);
  const date = text(form, 'date');
  const time = text(form, 'time');
  const startsAt =
    /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time)
      ? zonedInstant(date, toMinutes(time), VENUE_TIME_ZONE)
      : null;
  const rooms =
    choice?.form === 'birthday'
      ? postedRooms(form.getAll('rooms'), gamesOf(desk, choice.slug))
      : [];
  const completed =
    startsAt && rooms.length
      ? await completeRooms((await getDatabase()).db, desk, { startsAt, rooms })
      : rooms.filter(Boolean);
  const result = await addPhoneBooking(
    getBookingService(),
    {
      what: text(form, 'what'),
      date: text(form, 'date'),
      time: text(form, 'time'),
      name: text(form, 'name'),
      phone: text(form, 'phone'),
      email: text(form, 'email'),
      notes: text(form, 'notes'),
      people: text(form, 'people'),
      cake: form.get('cake') === 'on',
      rooms: completed,
      extras: postedExtras(form),
    },
    { desk, parent },
    { address: staff.email },
  );
  if (result.status === 'added') {
    logger.info('staff.phone_booking', { reference: result.reference });
    redirect(`/staff/bookings/${result.id}?done=added`);
  }
  const t = staffTranslator(lang);
  // The free times changed: the page lists them again.
  if (result.status === 'taken') refresh();
  return {
    errors: result.status === 'invalid' ? result.errors : {},
    formError: t(`phone.${result.status}`),
    values: Object.fromEntries([
      ...PHONE_FORM_FIELDS.filter((name) => !(result.status === 'taken' && name === 'time')).map(
        (name) => [name, text(form, name)],
      ),
      ['extras', postedExtras(form)],
    ]),
  };
}

export async function addBlockAction(form: FormData): Promise<void> {
  await guard('/staff/blocks');
  const staff = await requireStaff();
  const context = await loadBookingContext('me');
  const resource = text(form, 'resource');
  const known =
    resource === ALL_RESOURCES ||
    deskResources(context).some((candidate) => candidate.id === resource);
  // Times as the desk's fields take them (TIME_PATTERN): `9:00` or `09:00`, the 24-hour clock.
  // Dates as they take them too (DESK_DATE_PATTERN): `5.12.2026` or `2026-12-05`.
  const instant = (date: string, time: string) => {
    const day = deskDate(date);
    return day && new RegExp(`^(?:${TIME_PATTERN})$`).test(time.trim())
      ? zonedInstant(day, toMinutes(time.trim()), VENUE_TIME_ZONE)
      : null;
  };
  const startsAt = instant(text(form, 'fromDate'), text(form, 'fromTime'));
  const endsAt = instant(text(form, 'toDate') || text(form, 'fromDate'), text(form, 'toTime'));
  const label = text(form, 'label').trim().slice(0, 120);
  if (!known || !startsAt || !endsAt || endsAt <= startsAt) redirect('/staff/blocks?error=invalid');
  await addBlock((await getDatabase()).db, {
    resource,
    startsAt,
    endsAt,
    label,
    createdBy: staff.email,
  });
  logger.info('staff.block_added', { resource });
  redirect('/staff/blocks?done=added');
}

export async function removeBlockAction(form: FormData): Promise<void> {
  await guard('/staff/blocks');
  await requireStaff();
  const id = Number(text(form, 'id'));
  if (Number.isInteger(id) && id > 0) await removeBlock((await getDatabase()).db, id);
  logger.info('staff.block_removed', { id });
  redirect('/staff/blocks?done=removed');
}

export async function retryMailAction(form: FormData): Promise<void> {
  await guard('/staff/mails');
  await requireStaff();
  const raw = text(form, 'id');
  const id = raw === 'all' ? 'all' : Number(raw);
  const ids =
    id === 'all' || (Number.isInteger(id) && id > 0)
      ? await requeueFailedMails((await getDatabase()).db, id)
      : [];
  logger.info('staff.mail_retry', { count: ids.length });
  startBookingOutbox().kick();
  redirect(`/staff/mails?retried=${ids.length}`);
}

export async function eraseAction(form: FormData): Promise<void> {
  await guard('/staff/erase');
  await requireStaff();
  const match = erasureMatchOf({
    email: text(form, 'email'),
    reference: text(form, 'reference'),
    phone: text(form, 'phone'),
  });
  if (!match || form.get('confirm') !== 'on') redirect('/staff/erase?error=invalid');
  const result = await erase(await getDatabase(), match, path.join(getDataDir(), 'mail'));
  logger.info('staff.erased', {
    by: Object.keys(match)[0],
    bookings: result.bookings,
    mails: result.mails,
  });
  redirect(
    `/staff/erase?bookings=${result.bookings}&mails=${result.mails}&newsletter=${result.newsletter}`,
  );
}

/**
 * Confirm, propose another free time (of the same room, or any party hall), decline (a reason
 * and a note) or cancel: the answer command (src/booking/server/answer.ts), recorded with the
 * signed-in staff member's address.
 */
export async function bookingTransitionAction(form: FormData): Promise<void> {
  const id = Number(text(form, 'id'));
  const page = Number.isInteger(id) && id > 0 && id < 1e9 ? `/staff/bookings/${id}` : '/staff';
  await guard(page);
  const staff = await requireStaff();
  if (page === '/staff') redirect(page);
  const refused = (result: { reason: string; date?: string }) =>
    redirect(`${page}?refused=${result.reason}${result.date ? `&date=${result.date}` : ''}`);
  const parsed = parseAnswer((name) => text(form, name));
  if (!parsed.ok) return parsed.reason === 'unknown-op' ? redirect(page) : refused(parsed);
  if (!(DESK_ANSWERS as readonly string[]).includes(parsed.command.op)) redirect(page);
  const outcome = await answering().answer(id, parsed.command, {
    kind: 'staff',
    address: staff.email,
  });
  if (!outcome.ok) refused(outcome);
  else redirect(`${page}?done=${outcome.done}`);
}

/**
 * The parent's change is seen: the desk's "changed by the parent" mark goes. A POST, never the
 * page's GET (a prefetch or a link checker must not clear it): the booking's page sends it once a
 * browser shows the page, and without JavaScript its "Seen" button does (then back to the page).
 */
export async function parentChangeSeenAction(form: FormData): Promise<void> {
  const id = Number(text(form, 'id'));
  const page = Number.isInteger(id) && id > 0 && id < 1e9 ? `/staff/bookings/${id}` : '/staff';
  await guard(page);
  await requireStaff();
  if (page !== '/staff') await clearParentChange((await getDatabase()).db, id);
  if (text(form, 'quiet') !== '1') redirect(page);
}

/** Why the core refused a party's rooms, as the booking's page says it. */
const ROOMS_REFUSED: Record<string, string> = {
  'slot-taken': 'rooms-taken',
  'bad-rooms': 'bad-rooms',
  'room-does-not-fit': 'room-does-not-fit',
  'not-a-party': 'not-a-party',
  'not-allowed': 'rooms-not-holding',
  'not-found': 'not-found',
};

/**
 * A party's game rooms, named or left to the desk (one select per game): the answer command's
 * `assign_rooms` (src/booking/server/answer.ts), recorded with the signed-in staff member's
 * address. The rooms go by the booking's language (the names its package and rooms are stored
 * in). A taken room comes back to the page with the choice kept (room slugs only in the URL).
 */
export async function assignRoomsAction(form: FormData): Promise<void> {
  const id = Number(text(form, 'id'));
  const page = Number.isInteger(id) && id > 0 && id < 1e9 ? `/staff/bookings/${id}` : '/staff';
  await guard(page);
  const staff = await requireStaff();
  if (page === '/staff') redirect(page);
  const db = (await getDatabase()).db;
  const booking = await bookingById(db, id);
  if (!booking) redirect(page);
  const lang = await deskLang();
  const [desk, own] = await Promise.all([
    loadBookingContext(lang),
    loadBookingContext(deskLocale(booking.locale)),
  ]);
  const held = (await holdsOf(db, booking.id)).filter((hold) => hold.kind === 'room').length;
  const posted = postedRooms(form.getAll('rooms'), gamesOf(own, booking.packageSlug, held));
  const rooms = await completeRooms(db, desk, {
    startsAt: booking.startsAt,
    rooms: posted,
    exceptBookingId: booking.id,
  });
  const inOwn = rooms.map((slug) => {
    const room = desk.rooms.find((candidate) => candidate.slug === slug);
    return (room && own.rooms.find((other) => other.resource === room.resource)?.slug) ?? slug;
  });
  const parsed = parseAnswer((name) =>
    name === 'op' ? 'assign_rooms' : name === 'rooms' ? inOwn.join(',') : text(form, name),
  );
  const kept = new URLSearchParams({ rooms: posted.join(',') });
  if (!parsed.ok) redirect(`${page}?refused=rooms-unavailable&${kept.toString()}`);
  const outcome = await answering().answer(id, parsed.command, {
    kind: 'staff',
    address: staff.email,
  });
  if (outcome.ok) redirect(`${page}?done=${outcome.done}`);
  const reason = ROOMS_REFUSED[outcome.reason] ?? 'rooms-unavailable';
  redirect(`${page}?refused=${reason}&${kept.toString()}`);
}

/** How many requests the desk declines at once: more than a page of waiting requests is a mistake. */
const BATCH_MAX = 100;

/**
 * Declines the requests ticked on the waiting list with one reason and note: the same answer
 * command for each, each with its audit row and its mail. The page then says how many were
 * declined and which were not (their references: one was answered meanwhile).
 */
export async function declineManyAction(form: FormData): Promise<void> {
  await guard('/staff/requests');
  const staff = await requireStaff();
  const ids = [
    ...new Set(
      form
        .getAll('id')
        .map((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0))
        .filter((id) => id > 0),
    ),
  ].slice(0, BATCH_MAX);
  if (!ids.length) redirect('/staff/requests?error=none-selected');
  const parsed = parseAnswer((name) => (name === 'op' ? 'decline' : text(form, name)));
  if (!parsed.ok) redirect(`/staff/requests?error=${parsed.reason}`);
  const results = await answering().answerMany(ids, parsed.command, {
    kind: 'staff',
    address: staff.email,
  });
  const refused = results.filter((entry) => !entry.result.ok).map((entry) => entry.bookingId);
  logger.info('staff.declined_many', {
    declined: results.length - refused.length,
    refused: refused.length,
  });
  const query = new URLSearchParams({ declined: String(results.length - refused.length) });
  if (refused.length) query.set('refused', refused.join(','));
  redirect(`/staff/requests?${query.toString()}`);
}

/** The arrival ops the desk's forms post (src/booking/server/answer.ts). */
const ARRIVAL_OPS = ['arrived', 'no_show', 'undo_arrival'];

/**
 * Marks a confirmed booking arrived or no-show on its day, or undoes it: the answer command,
 * recorded with the signed-in staff member's address. From the day view (`back=day`) it returns
 * to today's view at the booking's card; from the booking's page, to the page.
 */
export async function arrivalAction(form: FormData): Promise<void> {
  const id = Number(text(form, 'id'));
  const valid = Number.isInteger(id) && id > 0 && id < 1e9;
  const fromDay = text(form, 'back') === 'day';
  const page = valid && !fromDay ? `/staff/bookings/${id}` : '/staff';
  const anchor = valid && fromDay ? `#booking-${id}` : '';
  await guard(page);
  const staff = await requireStaff();
  const op = text(form, 'op');
  if (!valid || !ARRIVAL_OPS.includes(op)) redirect(page);
  const parsed = parseAnswer((name) => (name === 'op' ? op : ''));
  if (!parsed.ok) redirect(page);
  const outcome = await answering().answer(id, parsed.command, {
    kind: 'staff',
    address: staff.email,
  });
  const query = outcome.ok ? `done=${outcome.done}` : `refused=${outcome.reason}&id=${id}`;
  redirect(`${page}?${query}${anchor}`);
}

/**
 * The desk's search: bookings of any date and state whose reference, parent's name, e-mail or
 * phone matches. The query is a parent's data: it comes in a POST body, is never logged, and goes
 * back only in this answer's state (the form and the list of matches).
 */
export async function searchAction(
  _previous: DeskSearchState,
  form: FormData,
): Promise<DeskSearchState> {
  await guard('/staff/search');
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const query = text(form, 'q').trim().slice(0, 100);
  if (query.length < 2) return { query, hits: [], tooShort: true };
  const [rows, what] = await Promise.all([
    searchBookings((await getDatabase()).db, query),
    deskWhat(lang),
  ]);
  return {
    query,
    hits: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      when: formatDate(row.startsAt, lang, 'deskWhen'),
      what: what(row),
      status: row.status,
      statusLabel: t(`status.${row.status}`),
      name: row.name,
    })),
  };
}

/**
 * Confirm from the waiting list (a row's own button): the answer command's `confirm` with the
 * signed-in staff member's address; back to the list, which says what happened.
 */
export async function confirmFromListAction(id: number): Promise<void> {
  await guard('/staff/requests');
  const staff = await requireStaff();
  if (!Number.isInteger(id) || id <= 0 || id >= 1e9) redirect('/staff/requests');
  const parsed = parseAnswer((name) => (name === 'op' ? 'confirm' : ''));
  if (!parsed.ok) redirect('/staff/requests');
  const outcome = await answering().answer(id, parsed.command, {
    kind: 'staff',
    address: staff.email,
  });
  redirect(`/staff/requests?${outcome.ok ? 'confirmed' : 'refused'}=${id}`);
}
