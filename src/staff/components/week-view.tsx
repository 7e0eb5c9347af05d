/* eslint-disable @next/next/no-html-link-for-pages -- the desk is not localized and works without JavaScript: plain links */
// The week's page (src/staff/loaders/week.ts): the shown week's numbers and the next one's, the
// links to the week before and after, a form to show any week (a GET: no JavaScript needed), and
// the form of the CSV export.
import type { Locale } from '@/content/types';
import { addDays } from '@/booking/rules/availability';
import { formatDate } from '@/lib/format';
import { EXPORT_MAX_DAYS } from '../export';
import type { Weeks } from '../loaders/week';
import type { StaffTranslate } from '../translate';
import { DeskDateInput, DeskDayPick } from './desk-field';
import { button } from './desk-styles';
import { WeekTable } from './week-table';

const dayLabel = (date: string, lang: Locale) => formatDate(date, lang, 'desk');
const pill = 'rounded-full bg-grey-tint px-4 py-2 font-bold';

/** The first table's heading: this week or next by name, any other by its dates. */
function headingKey(data: Weeks, index: number, from: string): string {
  if (from === data.thisMonday) return 'week.thisWeek';
  if (from === addDays(data.thisMonday, 7)) return 'week.nextWeek';
  return index === 0 ? 'week.weekOf' : 'week.followingWeek';
}

export function WeekView({ data, lang, t }: { data: Weeks; lang: Locale; t: StaffTranslate }) {
  return (
    <>
      <div className="flex flex-wrap items-end gap-3" data-week-nav>
        <a href={`/staff/week?week=${addDays(data.monday, -7)}`} className={pill} rel="prev">
          ← {t('week.previous')}
        </a>
        <a href="/staff/week" className={pill}>
          {t('week.current')}
        </a>
        <a href={`/staff/week?week=${addDays(data.monday, 7)}`} className={pill} rel="next">
          {t('week.next')} →
        </a>
        <form method="get" action="/staff/week" className="flex flex-wrap items-end gap-2">
          <DeskDayPick
            id="week-date"
            name="week"
            label={t('week.pick')}
            date={data.monday}
            submit={t('week.show')}
          />
        </form>
      </div>
      <p className="mt-4 max-w-prose text-grey">{t('week.counted')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {data.weeks.map((week, index) => (
          <WeekTable
            key={week.from}
            id={index === 0 ? 'this-week' : 'next-week'}
            heading={t(headingKey(data, index, week.from), {
              from: dayLabel(week.from, lang),
              to: dayLabel(week.to, lang),
            })}
            week={week}
            resources={data.resources}
            lang={lang}
            t={t}
          />
        ))}
      </div>
      <section aria-labelledby="export-title" className="mt-8 rounded-xl bg-white p-4">
        <h2 id="export-title" className="font-display text-xl font-bold">
          {t('week.exportTitle')}
        </h2>
        <p className="mt-1 max-w-prose text-grey">
          {t('week.exportHint', { days: EXPORT_MAX_DAYS })}
        </p>
        <form
          method="get"
          action="/staff/export.csv"
          className="mt-3 flex flex-wrap items-end gap-3"
        >
          <DeskDateInput
            id="export-from"
            label={t('export.from')}
            name="from"
            defaultValue={data.monday}
            required
          />
          <DeskDateInput
            id="export-to"
            label={t('export.to')}
            name="to"
            defaultValue={addDays(data.monday, 13)}
            required
          />
          <button type="submit" className={button}>
            {t('export.download')}
          </button>
        </form>
      </section>
    </>
  );
}
