/* eslint-disable @next/next/no-html-link-for-pages -- the desk is not localized and works without JavaScript: plain links */
import type { CSSProperties } from 'react';
import { getDatabase } from '@/lib/db/client';
import { addDays } from '@/booking/rules/availability';
import { listBlocks } from '@/booking/db/blocks-repository';
import { ALL_RESOURCES } from '@/booking/db/repository';
import { loadBookingContext } from '@/booking/server/runtime';
import { bookingsBetween } from '@/booking/db/desk-repository';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import {
  arrivalOpen,
  busyFirst,
  dayBounds,
  deskEntries,
  deskResources,
  resourceLabel,
  notArrived,
  roomToAssign,
  telHref,
  venueDate,
  venueTime,
  whatIn,
} from '@/staff/desk';
import { deskLang, requireStaff } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { formatFullDay } from '@/lib/format';
import { DeskShell, STATUS_STYLE } from '@/staff/components/desk-shell';
import { DeskDayPick } from '@/staff/components/desk-field';
import { deskMetadata, isIsoDate, param, type SearchParams } from '@/staff/page-helpers';
import { ArrivalForms } from '@/staff/components/arrival-forms';
import { lastBackup } from '@/jobs/backup-repository';
import { formatWhen } from '@/lib/format';

/** What the arrival forms did (src/staff/actions.ts, arrivalAction), as staff.arrival.* says it. */
const ARRIVAL_DONE = ['arrived', 'no-show', 'arrival-undone'];
const ARRIVAL_REFUSED = ['not-allowed', 'not-today', 'unchanged', 'not-found'];

export const generateMetadata = () => deskMetadata('nav.day');

/**
 * The day view: a column per room and party hall, each booking and blocked time in its slot. A
 * party shows in its hall's column and in each of its game rooms' columns (at the game's time),
 * marked as the party's game; a party with no game room is marked "room to assign".
 */
export default async function DayPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const params = await searchParams;
  const today = venueDate(new Date());
  const asked = param(params, 'date');
  const date = isIsoDate(asked) ? asked : today;
  const [context, otherContext] = await Promise.all([
    loadBookingContext(lang),
    loadBookingContext(lang === 'me' ? 'en' : 'me'),
  ]);
  const resources = deskResources(context);
  const db = (await getDatabase()).db;
  const { from, to } = dayBounds(date);
  const [bookings, blocks, backup] = await Promise.all([
    bookingsBetween(db, from, to),
    listBlocks(db, from, to),
    lastBackup(db),
  ]);
  const holds = await holdsOfBookings(
    db,
    bookings.map((booking) => booking.id),
  );
  const entries = deskEntries(bookings, holds, context.settings.bufferMinutes);
  const isBusy = (id: string) =>
    entries.some((entry) => entry.resource === id) ||
    blocks.some((block) => block.resource === id || block.resource === ALL_RESOURCES);
  const gameRooms = (bookingId: number) =>
    entries
      .filter((entry) => entry.booking.id === bookingId && entry.role === 'game')
      .map((entry) => `${resourceLabel(entry.resource, resources, t)} ${venueTime(entry.startsAt)}`)
      .join(', ');
  // On wide screens each column is a time line: a booking sits at its start and spans its length.
  const minuteOf = (at: Date) =>
    Math.max(0, Math.min(24 * 60, Math.round((at.getTime() - from.getTime()) / 60_000)));
  const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const hours = context.settings.openingHours.filter((line) => line.weekday === weekday);
  const toMin = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const spans = [
    ...hours.map((line) => [toMin(line.open), toMin(line.close)] as const),
    ...entries.map((entry) => [minuteOf(entry.startsAt), minuteOf(entry.endsAt)] as const),
    ...blocks.map((block) => [minuteOf(block.startsAt), minuteOf(block.endsAt)] as const),
  ];
  const dayStart = Math.floor(Math.min(9 * 60, ...spans.map(([start]) => start)) / 60) * 60;
  const dayEnd = Math.ceil(Math.max(21 * 60, ...spans.map(([, end]) => end)) / 60) * 60;
  const REM_PER_HOUR = 6;
  const rem = (minutes: number) => `${((minutes - dayStart) / 60) * REM_PER_HOUR}rem`;
  const place = (start: Date, end: Date) =>
    ({
      '--top': rem(Math.max(dayStart, minuteOf(start))),
      '--len': `${((Math.min(dayEnd, minuteOf(end)) - Math.max(dayStart, minuteOf(start))) / 60) * REM_PER_HOUR}rem`,
    }) as CSSProperties;
  const hourMarks = Array.from(
    { length: (dayEnd - dayStart) / 60 },
    (_, index) => dayStart + index * 60,
  );
  const longDate = formatFullDay(new Date(`${date}T12:00:00Z`), lang);
  const now = new Date();
  const done = param(params, 'done');
  const refused = param(params, 'refused');
  return (
    <DeskShell
      lang={lang}
      section="day"
      title={t('day.title', { date: longDate })}
      notice={done && ARRIVAL_DONE.includes(done) ? t(`arrival.done.${done}`) : undefined}
      error={
        refused && ARRIVAL_REFUSED.includes(refused) ? t(`arrival.refused.${refused}`) : undefined
      }
    >
      {backup && !backup.ok && (
        // The scheduled backup's last attempt failed (src/jobs/backup-job.ts): until one succeeds.
        <p
          role="alert"
          className="mb-4 rounded-lg border-l-4 border-brand-text bg-white p-3 font-bold text-brand-text"
          data-backup-failed
          data-day-sheet-hide
        >
          {t('backup.failed', {
            when: formatWhen(backup.at, lang),
            reason: (backup.error ?? '').slice(0, 200),
          })}
        </p>
      )}
      {/* The day sheet (globals.css, `@media print`) leaves out the day's navigation and forms. */}
      <div className="flex flex-wrap items-end gap-3" data-day-sheet-hide>
        <a
          href={`/staff?date=${addDays(date, -1)}`}
          className="rounded-full bg-grey-tint px-4 py-2 font-bold"
          rel="prev"
        >
          ← {t('day.previous')}
        </a>
        <a href="/staff" className="rounded-full bg-grey-tint px-4 py-2 font-bold">
          {t('day.today')}
        </a>
        <a
          href={`/staff?date=${addDays(date, 1)}`}
          className="rounded-full bg-grey-tint px-4 py-2 font-bold"
          rel="next"
        >
          {t('day.next')} →
        </a>
        <form method="get" action="/staff" className="flex flex-wrap items-end gap-2">
          <DeskDayPick id="day-date" label={t('day.date')} date={date} submit={t('day.show')} />
        </form>
      </div>
      <div
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))]"
        data-day-view
      >
        {busyFirst(resources, isBusy).map((resource) => {
          const items = [
            ...entries
              .filter((entry) => entry.resource === resource.id)
              .map((entry) => ({
                kind: 'booking' as const,
                at: entry.startsAt,
                booking: entry.booking,
                entry,
              })),
            ...blocks
              .filter((block) => block.resource === resource.id || block.resource === ALL_RESOURCES)
              .map((block) => ({ kind: 'block' as const, at: block.startsAt, block })),
          ].sort((a, b) => a.at.getTime() - b.at.getTime());
          const title = resourceLabel(resource.id, resources, t);
          return (
            // An empty resource is one line on a phone (its name and "nothing booked"); a column in the wide view.
            <section
              key={resource.id}
              aria-labelledby={`col-${resource.id}`}
              className={`min-w-0 rounded-xl bg-white ${items.length ? 'p-3' : 'flex flex-wrap items-baseline gap-x-2 px-3 py-2 lg:block lg:p-3'}`}
              data-resource={resource.id}
              data-empty={items.length === 0 || undefined}
            >
              <h2
                id={`col-${resource.id}`}
                className={`font-display font-bold lg:min-h-12 lg:text-base lg:leading-tight ${items.length ? 'text-lg' : 'text-base'}`}
              >
                {title}
              </h2>
              {items.length === 0 && <p className="text-grey lg:sr-only">{t('day.empty')}</p>}
              <div
                className={`${items.length ? 'mt-2' : 'hidden'} lg:relative lg:mt-2 lg:block lg:h-(--day) lg:bg-[repeating-linear-gradient(to_bottom,var(--color-grey-tint)_0,var(--color-grey-tint)_1px,transparent_1px,transparent_6rem)]`}
                style={{ '--day': rem(dayEnd) } as CSSProperties}
              >
                <div aria-hidden="true" className="hidden lg:block">
                  {hourMarks.map((minutes) => (
                    <span
                      key={minutes}
                      className="absolute left-0 top-(--top) pt-0.5 text-[0.6875rem] text-grey"
                      style={{ '--top': rem(minutes) } as CSSProperties}
                    >
                      {String(minutes / 60).padStart(2, '0')}:00
                    </span>
                  ))}
                </div>
                {items.length > 0 && (
                  <ol className="space-y-2 lg:absolute lg:inset-y-0 lg:left-9 lg:right-0 lg:space-y-0">
                    {items.map((item) =>
                      item.kind === 'booking' ? (
                        <li
                          key={`b${item.booking.id}`}
                          className={`rounded-lg border-l-4 p-2 lg:absolute lg:inset-x-0 lg:top-(--top) lg:z-10 lg:ml-1 lg:h-(--len) lg:overflow-y-auto lg:px-1.5 lg:py-1 lg:text-xs lg:leading-tight ${STATUS_STYLE[item.booking.status] ?? 'border-grey bg-grey-tint'} ${item.entry.role === 'game' ? 'border-dashed' : ''}`}
                          style={place(item.entry.startsAt, item.entry.endsAt)}
                          data-status={item.booking.status}
                          data-role={item.entry.role}
                          data-reference={item.booking.reference}
                          data-arrival={item.booking.arrival ?? undefined}
                          data-not-arrived={notArrived(item.booking, now) || undefined}
                          id={item.entry.role === 'game' ? undefined : `booking-${item.booking.id}`}
                        >
                          {/* In a narrow column of the wide view the state takes a line of its own. */}
                          <p className="font-bold">
                            {venueTime(item.entry.startsAt)}–{venueTime(item.entry.endsAt)}
                            <span className="lg:hidden"> · </span>
                            <span className="lg:block">{t(`status.${item.booking.status}`)}</span>
                          </p>
                          {item.entry.role !== 'room' && (
                            <p className="font-bold" data-party-mark>
                              {t(item.entry.role === 'game' ? 'day.partyGame' : 'day.party')}
                            </p>
                          )}
                          {item.entry.role === 'party' &&
                            (roomToAssign(item.booking, holds.get(item.booking.id) ?? []) ? (
                              <p
                                className="mt-0.5 inline-block rounded bg-ink px-1 font-bold text-white"
                                data-room-to-assign
                              >
                                {t('day.roomToAssign')}
                              </p>
                            ) : (
                              gameRooms(item.booking.id) && (
                                <p className="break-words">
                                  {t('day.game', { rooms: gameRooms(item.booking.id) })}
                                </p>
                              )
                            ))}
                          {/* A game's column is short in the wide view: the name is on the hall's entry. */}
                          <p
                            className={`break-words lg:truncate ${item.entry.role === 'game' ? 'lg:hidden' : ''}`}
                            data-parent
                          >
                            {item.booking.name}
                          </p>
                          <p
                            className={`break-words ${item.entry.role === 'game' ? 'lg:hidden' : ''}`}
                            data-what
                          >
                            {whatIn(item.booking, {
                              desk: context,
                              parent: item.booking.locale === lang ? context : otherContext,
                            })}
                            {' · '}
                            <span data-party-size>
                              {item.booking.form === 'room'
                                ? t('day.players', { count: item.booking.players ?? '—' })
                                : t('day.children', { count: item.booking.children ?? '—' })}
                            </span>
                          </p>
                          {item.entry.role !== 'game' && (
                            <a
                              href={telHref(item.booking.phone)}
                              className="block min-h-11 break-words py-2.5 font-bold underline lg:min-h-6 lg:py-0 lg:leading-6"
                              data-call
                            >
                              {t('day.call', { phone: item.booking.phone })}
                            </a>
                          )}
                          <a
                            href={`/staff/bookings/${item.booking.id}`}
                            className="inline-flex min-h-6 items-center underline"
                          >
                            {item.booking.reference}
                          </a>
                          {/* Arrivals on the hall's or room's card; a party's games only show the mark. */}
                          {notArrived(item.booking, now) && (
                            <p
                              className="mt-1 inline-block rounded bg-red-700 px-1 font-bold text-white"
                              data-not-arrived-mark
                            >
                              {t('arrival.notArrived')}
                            </p>
                          )}
                          {item.entry.role !== 'game' && arrivalOpen(item.booking, now) ? (
                            <ArrivalForms booking={item.booking} back="day" compact t={t} />
                          ) : (
                            item.booking.arrival && (
                              <p className="mt-1 font-bold" data-arrival-mark>
                                {t(
                                  item.booking.arrival === 'arrived'
                                    ? 'arrival.arrived'
                                    : 'arrival.noShow',
                                )}
                              </p>
                            )
                          )}
                          {/* On the printed day sheet: the message (the card shows the party size and the phone). */}
                          {item.entry.role !== 'game' && item.booking.message && (
                            <p className="hidden break-words" data-print-detail>
                              {t('export.columns.notes')}: {item.booking.message}
                            </p>
                          )}
                        </li>
                      ) : (
                        <li
                          key={`k${item.block.id}`}
                          className="rounded-lg border-l-4 border-ink bg-grey-tint p-2 lg:absolute lg:inset-x-0 lg:top-(--top) lg:ml-1 lg:h-(--len) lg:overflow-hidden lg:px-1.5 lg:py-1 lg:text-xs lg:leading-tight"
                          style={place(item.block.startsAt, item.block.endsAt)}
                          data-blocked
                        >
                          <p className="font-bold">
                            {venueTime(item.block.startsAt)}–{venueTime(item.block.endsAt)}
                            <span className="lg:hidden"> · </span>
                            <span className="lg:block">{t('day.blocked')}</span>
                          </p>
                          {item.block.label && <p className="break-words">{item.block.label}</p>}
                        </li>
                      ),
                    )}
                  </ol>
                )}
              </div>
            </section>
          );
        })}
      </div>
    </DeskShell>
  );
}
