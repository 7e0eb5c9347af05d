// The week's page (src/staff/loaders/week.ts): this week's and next week's numbers, and the form
// of the CSV export.
import type { Locale } from '@/content/types';
import { addDays } from '@/booking/rules/availability';
import { formatDate } from '@/lib/format';
import { EXPORT_MAX_DAYS } from '../export';
import type { Weeks } from '../loaders/week';
import type { StaffTranslate } from '../translate';
import { DeskInput } from './desk-field';
import { button } from './desk-styles';
import { WeekTable } from './week-table';

const dayLabel = (date: string, lang: Locale) => formatDate(date, lang, 'desk');

export function WeekView({ data, lang, t }: { data: Weeks; lang: Locale; t: StaffTranslate }) {
  return (
    <>
      <p className="max-w-prose text-grey">{t('week.counted')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {data.weeks.map((week, index) => (
          <WeekTable
            key={week.from}
            id={index === 0 ? 'this-week' : 'next-week'}
            heading={t(index === 0 ? 'week.thisWeek' : 'week.nextWeek', {
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
          <DeskInput
            id="export-from"
            label={t('export.from')}
            type="date"
            name="from"
            defaultValue={data.monday}
            required
          />
          <DeskInput
            id="export-to"
            label={t('export.to')}
            type="date"
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
