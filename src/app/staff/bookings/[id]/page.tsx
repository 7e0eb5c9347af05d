/* eslint-disable @next/next/no-html-link-for-pages -- the desk is not localized and works without JavaScript: plain links */
import { getDatabase } from '@/lib/db/client';
import type { StoredPrice } from '@/booking/rules/pricing';
import { bookingById } from '@/booking/db/desk-repository';
import {
  arrivalOpen,
  deskResources,
  gamesOf,
  notArrived,
  resourceLabel,
  roomToAssign,
  venueDate,
  venueTime,
  whatIn,
  type DeskResource,
} from '@/staff/desk';
import { holdsOf, type BookingHold } from '@/booking/db/holds-repository';
import { HOLDING_STATUSES } from '@/booking/rules/status';
import type { BookingContext } from '@/booking/rules/rules-context';
import { deskLocale, type StaffTranslate } from '@/staff/translate';
import { DeskSelect } from '@/staff/components/desk-field';
import { button } from '@/staff/components/desk-styles';
import { loadBookingContext } from '@/booking/server/runtime';
import { deskLang, requireStaff } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { formatCents } from '@/lib/format';
import { DeskShell, STATUS_STYLE } from '@/staff/components/desk-shell';
import { deskAnswerLook } from '@/staff/components/desk-answer-look';
import { deskMetadata, param, type SearchParams } from '@/staff/page-helpers';
import { isCalendarDate } from '@/lib/calendar-date';
import { bookingTranslator } from '@/booking/rules/translate';
import { wallClock } from '@/booking/rules/availability';
import { allowedActions } from '@/booking/rules/lifecycle-rules';
import { holdsNoTime } from '@/booking/rules/status';
import { DESK_ANSWERS } from '@/booking/server/answer';
import { listEvents } from '@/booking/db/lifecycle-repository';
import { freeTimesFor } from '@/booking/server/link-page-data';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import type { BookingEventRow } from '@/lib/db/schema';
import { assignRoomsAction, bookingTransitionAction } from '@/staff/actions';
import { AnswerForm, DeclineForm, ProposeForm } from '@/booking/ui/answer-forms';
import { DeskList } from '@/staff/components/desk-list';
import { ArrivalForms } from '@/staff/components/arrival-forms';
import { ConfirmStep } from '@/staff/components/confirm-step';

const DONE = ['confirmed', 'proposed', 'declined', 'cancelled'];
const REFUSED = [
  'not-allowed',
  'slot-taken',
  'bad-slot',
  'bad-date',
  'no-reason',
  'not-found',
  'after-cutoff',
];
/** The room form's refusals (src/staff/actions.ts, assignRoomsAction), as staff.rooms.* says them. */
/** What the arrival forms did (src/staff/actions.ts, arrivalAction), as staff.arrival.* says it. */
const ARRIVAL_DONE = ['arrived', 'no-show', 'arrival-undone'];
const ARRIVAL_REFUSED = ['not-allowed', 'not-today', 'unchanged', 'not-found'];
const ROOMS_REFUSED: Record<string, string> = {
  'rooms-taken': 'rooms.taken',
  'bad-rooms': 'rooms.bad',
  'not-a-party': 'rooms.notAParty',
  'rooms-not-holding': 'rooms.notHolding',
  'rooms-unavailable': 'rooms.unavailable',
};

export const generateMetadata = () => deskMetadata('booking.pageTitle');

function ActionForm({ id, op, label }: { id: number; op: string; label: string }) {
  return (
    <AnswerForm
      target={{ action: bookingTransitionAction, fields: { id: String(id) } }}
      op={op}
      label={label}
      look={deskAnswerLook}
    />
  );
}

/** One booking: everything the parent sent, the price, the lifecycle's answers, the audit trail. */
export default async function BookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: SearchParams;
}) {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const { id } = await params;
  const booking = /^\d{1,9}$/.test(id)
    ? await bookingById((await getDatabase()).db, Number(id))
    : undefined;
  if (!booking) {
    return (
      <DeskShell lang={lang} section="day" title={t('booking.notFound')}>
        <a href="/staff" className="underline">
          {t('nav.day')}
        </a>
      </DeskShell>
    );
  }
  const query = await searchParams;
  const done = param(query, 'done');
  const refused = param(query, 'refused');
  const error = param(query, 'error');
  const l = bookingTranslator(lang, 'bookingLifecycle');
  const db = (await getDatabase()).db;
  const [events, holds, context] = await Promise.all([
    listEvents(db, booking.id),
    holdsOf(db, booking.id),
    loadBookingContext(lang),
  ]);
  const resources = deskResources(context);
  const toAssign = roomToAssign(booking, holds);
  const keptRooms = refused && ROOMS_REFUSED[refused] ? (param(query, 'rooms') ?? '') : undefined;
  // The answers the desk gives (a parent's accept stays on the parent's page).
  const actions = allowedActions(booking, 'staff').filter((action) =>
    (DESK_ANSWERS as readonly string[]).includes(action),
  );
  let proposal: { date: string; times: string[] } | undefined;
  const asked = param(query, 'date');
  // A date typed into the address that does not exist is said, and the booking's own date shown.
  const badDate = asked !== undefined && !isCalendarDate(asked);
  if (actions.includes('propose')) {
    const date = isCalendarDate(asked) ? asked : wallClock(booking.startsAt, VENUE_TIME_ZONE)[0];
    proposal = { date, times: await freeTimesFor(booking, date) };
  }
  const target = { action: bookingTransitionAction, fields: { id: String(booking.id) } };
  const price = booking.price as StoredPrice | null;
  // The room or package in the desk's language, whichever the parent wrote in.
  const what = whatIn(booking, {
    desk: context,
    parent:
      booking.locale === lang ? context : await loadBookingContext(deskLocale(booking.locale)),
  });
  const now = new Date();
  const arrivalToday = arrivalOpen(booking, now);
  const arrivalText = booking.arrival
    ? t(booking.arrival === 'arrived' ? 'arrival.arrived' : 'arrival.noShow')
    : notArrived(booking, now)
      ? t('arrival.notArrived')
      : undefined;
  const rows: [string, string][] = [
    [t('booking.status'), t(`status.${booking.status}`)],
    ...(arrivalText ? ([[t('arrival.title'), arrivalText]] as [string, string][]) : []),
    [
      t('booking.what'),
      booking.form === 'room'
        ? t('booking.formRoom')
        : booking.form === 'team'
          ? t('booking.formTeam')
          : t('booking.formBirthday'),
    ],
    ...(booking.form === 'team'
      ? ([
          [t('booking.company'), booking.company ?? t('booking.none')],
          [t('booking.groupSize'), String(booking.groupSize ?? '')],
          [t('booking.preferredDates'), booking.preferredDates || t('booking.none')],
        ] as [string, string][])
      : booking.form === 'room'
        ? ([
            [t('booking.room'), what],
            [
              t('booking.players'),
              booking.players == null ? t('booking.none') : String(booking.players),
            ],
          ] as [string, string][])
        : ([
            [t('booking.package'), what],
            [
              t('booking.cake'),
              booking.withCake ? t('booking.withCake') : t('booking.withoutCake'),
            ],
            [
              t('booking.children'),
              booking.children == null ? t('booking.none') : String(booking.children),
            ],
          ] as [string, string][])),
    [
      t('booking.resource'),
      holdsNoTime(booking) ? t('booking.none') : resourceLabel(booking.resource, resources, t),
    ],
    ...((holdsNoTime(booking)
      ? [[t('booking.date'), t('booking.noTimeYet')]]
      : [
          [t('booking.date'), venueDate(booking.startsAt)],
          [t('booking.time'), `${venueTime(booking.startsAt)}–${venueTime(booking.endsAt)}`],
        ]) as [string, string][]),
    [t('booking.name'), booking.name],
    [t('booking.email'), booking.email || t('booking.none')],
    [t('booking.phone'), booking.phone],
    [t('booking.message'), booking.message || t('booking.none')],
    [t('booking.language'), booking.locale === 'en' ? 'English' : 'Crnogorski'],
    [t('booking.createdAt'), `${venueDate(booking.createdAt)} ${venueTime(booking.createdAt)}`],
    [
      t('booking.price'),
      price
        ? formatCents(price.totalCents, lang)
        : booking.form === 'team'
          ? t('booking.none')
          : t('booking.noPrice'),
    ],
  ];
  return (
    <DeskShell
      lang={lang}
      section="day"
      title={t('booking.title', { reference: booking.reference })}
      notice={
        done === 'added'
          ? t('phone.added', { reference: booking.reference })
          : done === 'rooms-assigned'
            ? t('rooms.assigned')
            : done && ARRIVAL_DONE.includes(done)
              ? t(`arrival.done.${done}`)
              : done && DONE.includes(done)
                ? l(`page.done.${done}`)
                : undefined
      }
      error={
        refused && ROOMS_REFUSED[refused]
          ? t(ROOMS_REFUSED[refused])
          : // An arrival's refusal names the booking (`id`): a transition's does not.
            refused && param(query, 'id') && ARRIVAL_REFUSED.includes(refused)
            ? t(`arrival.refused.${refused}`)
            : refused && REFUSED.includes(refused)
              ? l(`page.refused.${refused}`, { status: t(`status.${booking.status}`) })
              : error === 'cross-site'
                ? t('crossSite')
                : badDate
                  ? l('page.refused.bad-date')
                  : undefined
      }
    >
      <dl
        className={`grid gap-x-6 gap-y-2 rounded-xl border-l-4 bg-white p-4 sm:grid-cols-[max-content_1fr] ${STATUS_STYLE[booking.status] ?? ''}`}
        data-status={booking.status}
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-bold">{label}</dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {arrivalToday && (
        <section aria-labelledby="booking-arrival" className="mt-6" data-arrival-section>
          <h2 id="booking-arrival" className="font-display text-xl font-bold">
            {t('arrival.title')}
          </h2>
          <ArrivalForms booking={booking} back="booking" t={t} />
        </section>
      )}
      <Holds
        holds={holds}
        resources={resources}
        toAssign={toAssign}
        buffer={context.settings.bufferMinutes}
        t={t}
      />
      {booking.form === 'birthday' &&
        (HOLDING_STATUSES as readonly string[]).includes(booking.status) && (
          <RoomsForm
            bookingId={booking.id}
            games={gamesOf(
              await loadBookingContext(deskLocale(booking.locale)),
              booking.packageSlug,
              holds.filter((hold) => hold.kind === 'room').length,
            )}
            current={holds.filter((hold) => hold.kind === 'room').map((hold) => hold.resource)}
            kept={keptRooms}
            context={context}
            t={t}
          />
        )}
      <section aria-labelledby="booking-actions" className="mt-6" data-lifecycle-actions>
        <h2 id="booking-actions" className="font-display text-xl font-bold">
          {t('booking.actionsTitle')}
        </h2>
        {actions.length === 0 && <p className="mt-2">{t('booking.noActions')}</p>}
        <div className="mt-4 grid gap-6">
          {actions.includes('confirm') && (
            <ActionForm id={booking.id} op="confirm" label={l('page.confirm')} />
          )}
          {proposal && (
            <div className="rounded-xl bg-white p-4">
              <ProposeForm
                locale={lang}
                target={target}
                proposal={proposal}
                datePage={`/staff/bookings/${booking.id}`}
                look={deskAnswerLook}
              />
            </div>
          )}
          {actions.includes('decline') && (
            <div className="rounded-xl bg-white p-4">
              <DeclineForm locale={lang} target={target} look={deskAnswerLook} secondary />
            </div>
          )}
          {actions.includes('cancel') && (
            <ConfirmStep
              label={t('booking.cancel')}
              question={t('booking.cancelQuestion', { reference: booking.reference })}
              confirm={t('booking.cancelConfirm')}
              form={{ action: bookingTransitionAction, fields: { id: booking.id, op: 'cancel' } }}
              data="cancel"
            />
          )}
        </div>
      </section>
      <AuditTrail events={events} resources={resources} t={t} />
    </DeskShell>
  );
}

/** What the booking holds (or held, once released): its hall and game rooms, or its room, with their times. */
function Holds({
  holds,
  resources,
  toAssign,
  buffer,
  t,
}: {
  holds: BookingHold[];
  resources: DeskResource[];
  toAssign: boolean;
  buffer: number;
  t: StaffTranslate;
}) {
  return (
    <section aria-labelledby="booking-holds" className="mt-6" data-holds>
      <h2 id="booking-holds" className="font-display text-xl font-bold">
        {t('booking.holds')}
      </h2>
      {toAssign && (
        <p
          className="mt-2 inline-block rounded bg-ink px-2 py-0.5 font-bold text-white"
          data-room-to-assign
        >
          {t('booking.roomToAssign')}
        </p>
      )}
      <DeskList items={holds} empty={t('booking.noHolds')} className="mt-3 grid gap-2">
        {(hold) => (
          <li
            key={`${hold.kind}-${hold.resource}`}
            className="rounded-lg bg-white p-3"
            data-hold={hold.resource}
            data-holding={hold.holding}
          >
            <span className="font-bold">
              {t(
                hold.kind === 'hall'
                  ? 'booking.holdHall'
                  : resources.some((r) => r.id === hold.resource && r.kind === 'room') &&
                      holds.some((other) => other.kind === 'hall')
                    ? 'booking.holdGame'
                    : 'booking.holdRoom',
              )}
              :
            </span>{' '}
            {resourceLabel(hold.resource, resources, t)} · {venueTime(hold.startsAt)}–
            {venueTime(new Date(hold.blockedUntil.getTime() - buffer * 60_000))}
            {!hold.holding && <span className="text-grey"> · {t('booking.holdReleased')}</span>}
          </li>
        )}
      </DeskList>
    </section>
  );
}

/**
 * A party's game rooms: one select per game, each with "let the desk choose a free room" first.
 * A plain POST (no JavaScript needed); a refused one comes back with the choice kept.
 */
function RoomsForm({
  bookingId,
  games,
  current,
  kept,
  context,
  t,
}: {
  bookingId: number;
  games: number;
  /** The rooms held now (resources), in game order. */
  current: string[];
  /** The slugs posted last time (comma-separated, empty for the desk's choice), when refused. */
  kept?: string;
  context: BookingContext;
  t: StaffTranslate;
}) {
  const keptList = kept?.split(',');
  const chosen = Array.from({ length: games }, (_, index) => {
    if (keptList) {
      const slug = keptList[index] ?? '';
      return context.rooms.some((room) => room.slug === slug) ? slug : '';
    }
    return context.rooms.find((room) => room.resource === current[index])?.slug ?? '';
  });
  return (
    <section aria-labelledby="booking-rooms" className="mt-6" data-rooms-form>
      <form action={assignRoomsAction} method="post" className="rounded-xl bg-white p-4">
        <input type="hidden" name="id" value={bookingId} />
        <fieldset className="space-y-3">
          <legend id="booking-rooms" className="font-display text-xl font-bold">
            {t('rooms.title')}
          </legend>
          <p>{t('rooms.intro')}</p>
          {chosen.map((slug, index) => (
            <DeskSelect
              key={`${index}-${slug}`}
              id={`rooms-${index + 1}`}
              label={games > 1 ? t('rooms.game', { number: index + 1 }) : t('rooms.only')}
              name="rooms"
              defaultValue={slug}
            >
              <option value="">{t('rooms.choose')}</option>
              {context.rooms.map((room) => (
                <option key={room.slug} value={room.slug}>
                  {room.title}
                </option>
              ))}
            </DeskSelect>
          ))}
        </fieldset>
        <button type="submit" className={`${button} mt-4`}>
          {t('rooms.submit')}
        </button>
      </form>
    </section>
  );
}

function AuditTrail({
  events,
  resources,
  t,
}: {
  events: BookingEventRow[];
  resources: DeskResource[];
  t: ReturnType<typeof staffTranslator>;
}) {
  // The rooms assigned (the lifecycle's note names their keys): by their titles.
  const noteOf = (event: BookingEventRow) => {
    const arrival = /^arrival: (arrived|no_show|undone)$/.exec(event.note ?? '');
    if (event.fromStatus === event.toStatus && arrival) return t(`arrival.audit.${arrival[1]}`);
    const rooms = event.fromStatus === event.toStatus && /^rooms: /.exec(event.note ?? '');
    if (!rooms) return event.note;
    const titles = event
      .note!.slice(rooms[0].length)
      .split(',')
      .map((key) => resourceLabel(key.trim(), resources, t));
    return `${t('rooms.title')}: ${titles.join(', ')}`;
  };
  const who = (event: BookingEventRow) =>
    event.actor === 'staff'
      ? (event.actorAddress ?? t('booking.actorStaff'))
      : event.actor === 'parent'
        ? t('booking.actorParent')
        : t('booking.actorSystem');
  return (
    <section aria-labelledby="booking-audit" className="mt-8" data-audit>
      <h2 id="booking-audit" className="font-display text-xl font-bold">
        {t('booking.audit')}
      </h2>
      <DeskList items={events} empty={t('booking.auditEmpty')} ordered className="mt-3 grid gap-2">
        {(event) => (
          <li
            key={event.id}
            className="grid gap-x-4 rounded-lg bg-white p-3 sm:grid-cols-[max-content_1fr]"
            data-event={`${event.fromStatus}-${event.toStatus}`}
          >
            <span className="font-bold">
              <span className="sr-only">{t('booking.auditWhen')}: </span>
              {venueDate(event.at)} {venueTime(event.at)}
            </span>
            <span className="break-words">
              <span className="sr-only">{t('booking.auditChange')}: </span>
              {t(`status.${event.fromStatus}`)} → {t(`status.${event.toStatus}`)}
              {' · '}
              <span className="sr-only">{t('booking.auditWho')}: </span>
              <span data-actor>{who(event)}</span>
              {event.note && (
                <>
                  {' · '}
                  <span className="sr-only">{t('booking.auditNote')}: </span>
                  {noteOf(event)}
                </>
              )}
            </span>
          </li>
        )}
      </DeskList>
    </section>
  );
}
