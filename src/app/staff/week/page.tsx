import { getDatabase } from '@/lib/db/client';
import { VENUE_TIME_ZONE } from '@/lib/constants';
import { formatDay } from '@/lib/format';
import { addDays } from '@/booking/rules/availability';
import { loadBookingContext } from '@/booking/server/runtime';
import { bookingsStartingBetween } from '@/booking/db/desk-repository';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import { dayBounds, deskResources, resourceLabel, venueDate } from '@/staff/desk';
import { EXPORT_MAX_DAYS } from '@/staff/export';
import { mondayOf, weekNumbers, type WeekNumbers } from '@/staff/week';
import { deskLang, requireStaff } from '@/staff/runtime';
import { staffTranslator, type StaffTranslate } from '@/staff/translate';
import { DeskShell, button } from '@/staff/components/desk-shell';
import { DeskInput } from '@/staff/components/desk-field';
import { deskMetadata } from '@/staff/page-helpers';
import type { DeskResource } from '@/staff/desk';
import type { Locale } from '@/content/types';
import { languageTags } from '@/i18n/routing';

export const generateMetadata = () => deskMetadata('week.title');

/** The week's numbers: this week and next (src/staff/week.ts), and the CSV export's form. */
export default async function WeekPage() {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const context = await loadBookingContext(lang);
  const resources = deskResources(context);
  const db = (await getDatabase()).db;
  const thisMonday = mondayOf(venueDate(new Date()));
  const mondays = [thisMonday, addDays(thisMonday, 7)];
  const bookings = await bookingsStartingBetween(
    db,
    dayBounds(thisMonday).from,
    dayBounds(addDays(thisMonday, 14)).from,
  );
  const holds = await holdsOfBookings(
    db,
    bookings.map((booking) => booking.id),
  );
  const weeks = mondays.map((monday) => {
    const { from, to } = { from: dayBounds(monday).from, to: dayBounds(addDays(monday, 7)).from };
    return weekNumbers({
      monday,
      settings: context.settings,
      timeZone: VENUE_TIME_ZONE,
      resources,
      bookings: bookings.filter((booking) => booking.startsAt >= from && booking.startsAt < to),
      holds,
    });
  });
  return (
    <DeskShell lang={lang} section="week" title={t('week.title')}>
      <p className="max-w-prose text-grey">{t('week.counted')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {weeks.map((week, index) => (
          <WeekTable
            key={week.from}
            id={index === 0 ? 'this-week' : 'next-week'}
            heading={t(index === 0 ? 'week.thisWeek' : 'week.nextWeek', {
              from: dayLabel(week.from, lang),
              to: dayLabel(week.to, lang),
            })}
            week={week}
            resources={resources}
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
            defaultValue={thisMonday}
            required
          />
          <DeskInput
            id="export-to"
            label={t('export.to')}
            type="date"
            name="to"
            defaultValue={addDays(thisMonday, 13)}
            required
          />
          <button type="submit" className={button}>
            {t('export.download')}
          </button>
        </form>
      </section>
    </DeskShell>
  );
}

const dayLabel = (date: string, lang: Locale) => formatDay(new Date(`${date}T12:00:00Z`), lang);

function WeekTable({
  id,
  heading,
  week,
  resources,
  lang,
  t,
}: {
  id: string;
  lang: Locale;
  heading: string;
  week: WeekNumbers;
  resources: DeskResource[];
  t: StaffTranslate;
}) {
  const hours = (minutes: number) =>
    new Intl.NumberFormat(languageTags[lang], { maximumFractionDigits: 1 }).format(minutes / 60);
  const totals: [string, number][] = [
    ['week.confirmed', week.confirmed],
    ['week.waiting', week.waiting],
    ['week.declined', week.declined],
    ['week.noShows', week.noShows],
  ];
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl bg-white p-4" data-week={week.from}>
      <h2 id={id} className="font-display text-xl font-bold">
        {heading}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {totals.map(([key, value]) => (
          <div key={key} className="rounded-lg bg-grey-tint p-2" data-total={key.split('.')[1]}>
            <dt className="text-sm">{t(key)}</dt>
            <dd className="font-display text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="mt-4 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-grey">
            <th scope="col" className="py-2 pr-2">
              {t('week.resource')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t('week.bookings')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right">
              {t('week.occupancy')}
            </th>
          </tr>
        </thead>
        <tbody>
          {week.resources.map((resource) => (
            <tr key={resource.id} className="border-b border-grey-tint" data-resource={resource.id}>
              <th scope="row" className="py-2 pr-2 font-normal break-words">
                {resourceLabel(resource.id, resources, t)}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{resource.bookings}</td>
              <td className="py-2 pl-2 text-right tabular-nums" data-occupancy>
                {resource.occupancy === null ? (
                  t('week.closed')
                ) : (
                  <>
                    <span className="font-bold">
                      {t('week.percent', { value: resource.occupancy })}
                    </span>
                    <span className="block text-sm text-grey">
                      {t('week.hours', {
                        booked: hours(resource.bookedMinutes),
                        open: hours(resource.openMinutes),
                      })}
                    </span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
