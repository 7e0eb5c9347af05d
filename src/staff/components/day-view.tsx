/* eslint-disable @next/next/no-html-link-for-pages -- the desk is not localized and works without JavaScript: plain links */
// The day view (src/staff/loaders/day.ts): a strip of the day's numbers, then a column per room
// and party hall in the content's order (the same every day), each booking and blocked time in its
// slot. A party shows in its hall's column and in each of its game rooms' columns (at the game's
// time), marked as the party's game; a party with no game room is marked "room to assign". The
// columns are at least 180 px wide and scroll sideways; on wide screens each is a time line whose
// cards are at least 180 px wide (the column adds the hours' labels). On a
// phone the day is one list in time order instead.
import type { CSSProperties } from 'react';
import type { Locale } from '@/content/types';
import { addDays } from '@/booking/rules/availability';
import { formatDate } from '@/lib/format';
import type { Day, DayItem } from '../loaders/day';
import type { StaffTranslate } from '../translate';
import { DeskDayPick } from './desk-field';
import { DayItemCard, timeline } from './day-card';

const pill = 'rounded-full bg-grey-tint px-4 py-2 font-bold';

const itemKey = (item: Day['columns'][number]['items'][number]) =>
  item.kind === 'booking' ? `b${item.entry.booking.id}` : `k${item.block.id}`;

/** The strip on top: the day's bookings, children, cakes, allergies and waiting requests. */
function DayStrip({ day, t }: { day: Day; t: StaffTranslate }) {
  const { summary } = day;
  const counts: [keyof typeof summary, string, string | undefined][] = [
    ['bookings', t('day.bookings'), undefined],
    ['children', t('day.childrenCount'), undefined],
    ['cakes', t('day.cakes'), undefined],
    ['allergies', t('day.allergies'), undefined],
    ['waiting', t('day.waitingCount'), '/staff/requests'],
  ];
  return (
    <section aria-label={t('day.summary')} className="mt-4" data-day-summary data-day-sheet-hide>
      <dl className="flex flex-wrap gap-2">
        {counts.map(([key, label, href]) => (
          <div
            key={key}
            className={`flex min-w-28 flex-1 items-baseline justify-between gap-2 rounded-lg px-3 py-2 sm:flex-none ${key === 'allergies' && summary.allergies > 0 ? 'bg-red-700 text-white' : 'bg-white'}`}
            data-count={key}
          >
            <dt className="text-sm">
              {href && summary[key] > 0 ? (
                <a href={href} className="underline">
                  {label}
                </a>
              ) : (
                label
              )}
            </dt>
            <dd className="font-display text-xl font-bold tabular-nums">{summary[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DayView({ day, lang, t }: { day: Day; lang: Locale; t: StaffTranslate }) {
  const { rem } = timeline(day.axis);
  const hourMarks = Array.from(
    { length: (day.axis.end - day.axis.start) / 60 },
    (_, index) => day.axis.start + index * 60,
  );
  const now = new Date();
  /** One item's card: in a column, or in the phone's list naming its room or hall (`where`). */
  const card = (item: DayItem, where?: string) => (
    <DayItemCard
      key={itemKey(item)}
      item={item}
      day={day}
      now={now}
      t={t}
      lang={lang}
      where={where}
    />
  );
  return (
    <>
      {day.backup && !day.backup.ok && (
        // The scheduled backup's last attempt failed (src/jobs/backup-job.ts): until one succeeds.
        <p
          role="alert"
          className="mb-4 rounded-lg border-l-4 border-brand-text bg-white p-3 font-bold text-brand-text"
          data-backup-failed
          data-day-sheet-hide
        >
          {t('backup.failed', {
            when: formatDate(day.backup.at, lang, 'deskWhen'),
            reason: (day.backup.error ?? '').slice(0, 200),
          })}
        </p>
      )}
      {/* The day sheet (globals.css, `@media print`) leaves out the day's navigation and forms. */}
      <div className="flex flex-wrap items-end gap-3" data-day-sheet-hide>
        <a href={`/staff?date=${addDays(day.date, -1)}`} className={pill} rel="prev">
          ← {t('day.previous')}
        </a>
        <a href="/staff" className={pill}>
          {t('day.today')}
        </a>
        <a href={`/staff?date=${addDays(day.date, 1)}`} className={pill} rel="next">
          {t('day.next')} →
        </a>
        <form method="get" action="/staff" className="flex flex-wrap items-end gap-2">
          <DeskDayPick id="day-date" label={t('day.date')} date={day.date} submit={t('day.show')} />
        </form>
      </div>
      <DayStrip day={day} t={t} />
      {/* A phone's day: one list in time order, each line naming its room or hall. */}
      <section aria-label={t('day.timeList')} className="mt-4 sm:hidden" data-day-list>
        {day.list.length === 0 ? (
          <p className="rounded-xl bg-white p-3 text-grey">{t('day.empty')}</p>
        ) : (
          <ol className="space-y-2">{day.list.map(({ item, title }) => card(item, title))}</ol>
        )}
      </section>
      {/* The columns scroll sideways inside their own box (keyboard too: it takes the focus). It is
          positioned, so what is placed absolutely inside (an empty column's screen-reader line)
          scrolls with it instead of widening the page. */}
      <div
        role="region"
        aria-label={t('day.columns')}
        tabIndex={0}
        className="relative mt-6 hidden auto-cols-[minmax(11.25rem,1fr)] lg:auto-cols-[minmax(15.5rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-2 sm:grid"
        data-day-view
      >
        {day.columns.map(({ resource, title, items }) => (
          // An empty resource is one line on a phone (its name and "nothing booked"); a column in the wide view.
          <section
            key={resource.id}
            aria-labelledby={`col-${resource.id}`}
            className="min-w-0 rounded-xl bg-white p-3"
            data-resource={resource.id}
            data-empty={items.length === 0 || undefined}
          >
            <h2
              id={`col-${resource.id}`}
              className="min-h-12 font-display text-base leading-tight font-bold"
            >
              {title}
            </h2>
            {items.length === 0 && <p className="text-grey lg:sr-only">{t('day.empty')}</p>}
            <div
              className={`${items.length ? 'mt-2' : 'hidden'} lg:relative lg:mt-2 lg:block lg:h-(--day) lg:bg-[repeating-linear-gradient(to_bottom,var(--color-grey-tint)_0,var(--color-grey-tint)_1px,transparent_1px,transparent_6rem)]`}
              style={{ '--day': rem(day.axis.end) } as CSSProperties}
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
                  {items.map((item) => card(item))}
                </ol>
              )}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
