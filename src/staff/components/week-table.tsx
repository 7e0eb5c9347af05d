// One week's numbers: the totals (bookings, waiting, children, revenue from the stored prices),
// and per room and hall its bookings and occupancy, with a bar to compare at a glance.
import type { CSSProperties } from 'react';
import type { Locale } from '@/content/types';
import { formatCents } from '@/lib/format';
import { languageTags } from '@/i18n/routing';
import { resourceLabel, type DeskResource } from '../desk';
import type { StaffTranslate } from '../translate';
import type { WeekNumbers } from '../week';

export function WeekTable({
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
  const totals: [string, number | string][] = [
    ['week.confirmed', week.confirmed],
    ['week.waiting', week.waiting],
    ['week.declined', week.declined],
    ['week.noShows', week.noShows],
    ['week.children', week.children],
    ['week.revenue', formatCents(week.revenueCents, lang)],
  ];
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl bg-white p-4" data-week={week.from}>
      <h2 id={id} className="font-display text-xl font-bold">
        {heading}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-3">
        {totals.map(([key, value]) => (
          <div key={key} className="rounded-lg bg-grey-tint p-2" data-total={key.split('.')[1]}>
            <dt className="text-sm">{t(key)}</dt>
            <dd className="font-display text-2xl font-bold tabular-nums">{value}</dd>
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
                    {/* The bar repeats the share in the text beside it. */}
                    <span
                      aria-hidden="true"
                      className="ml-auto block h-2 w-24 overflow-hidden rounded-full bg-grey-tint"
                      data-occupancy-bar
                    >
                      <span
                        className="block h-full w-(--share) rounded-full bg-ink"
                        style={
                          { '--share': `${Math.min(100, resource.occupancy)}%` } as CSSProperties
                        }
                      />
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
