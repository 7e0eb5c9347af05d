/* eslint-disable @next/next/no-html-link-for-pages -- the desk is not localized and works without JavaScript: plain links */
import { getDatabase } from '@/lib/db/client';
import { addDays } from '@/booking/availability';
import { listBlocks } from '@/booking/blocks-repository';
import { ALL_RESOURCES } from '@/booking/repository';
import { loadBookingContext } from '@/booking/server';
import { bookingsBetween } from '@/staff/desk-repository';
import { dayBounds, deskResources, venueDate, venueTime } from '@/staff/desk';
import { deskLang, requireStaff } from '@/staff/server';
import { staffTranslator } from '@/staff/translate';
import { DeskShell, STATUS_STYLE, button, field } from '@/staff/components/desk-shell';
import { deskMetadata, isIsoDate, param, type SearchParams } from '@/staff/page-helpers';

export const generateMetadata = () => deskMetadata('nav.day');

/** The day view: a column per room and party hall, each booking and blocked time in its slot. */
export default async function DayPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const params = await searchParams;
  const today = venueDate(new Date());
  const asked = param(params, 'date');
  const date = isIsoDate(asked) ? asked : today;
  const context = await loadBookingContext(lang);
  const resources = deskResources(context);
  const db = (await getDatabase()).db;
  const { from, to } = dayBounds(date);
  const [bookings, blocks] = await Promise.all([bookingsBetween(db, from, to), listBlocks(db, from, to)]);
  const longDate = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'sr-Latn-ME', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  return (
    <DeskShell lang={lang} section="day" title={t('day.title', { date: longDate })}>
      <div className="flex flex-wrap items-end gap-3">
        <a href={`/staff?date=${addDays(date, -1)}`} className="rounded-full bg-grey-tint px-4 py-2 font-bold" rel="prev">
          ← {t('day.previous')}
        </a>
        <a href="/staff" className="rounded-full bg-grey-tint px-4 py-2 font-bold">
          {t('day.today')}
        </a>
        <a href={`/staff?date=${addDays(date, 1)}`} className="rounded-full bg-grey-tint px-4 py-2 font-bold" rel="next">
          {t('day.next')} →
        </a>
        <form method="get" action="/staff" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="day-date" className="block font-bold">
              {t('day.date')}
            </label>
            <input id="day-date" type="date" name="date" defaultValue={date} required className={field} />
          </div>
          <button type="submit" className={button}>
            {t('day.show')}
          </button>
        </form>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))]" data-day-view>
        {resources.map((resource) => {
          const items = [
            ...bookings.filter((booking) => booking.resource === resource.id).map((booking) => ({ kind: 'booking' as const, at: booking.startsAt, booking })),
            ...blocks.filter((block) => block.resource === resource.id || block.resource === ALL_RESOURCES).map((block) => ({ kind: 'block' as const, at: block.startsAt, block })),
          ].sort((a, b) => a.at.getTime() - b.at.getTime());
          const title = resource.kind === 'hall' ? t('day.hall', { number: resource.hall! }) : resource.title;
          return (
            <section key={resource.id} aria-labelledby={`col-${resource.id}`} className="min-w-0 rounded-xl bg-white p-3" data-resource={resource.id}>
              <h2 id={`col-${resource.id}`} className="font-display text-lg font-bold">
                {title}
              </h2>
              {items.length === 0 ? (
                <p className="mt-2 text-grey">{t('day.empty')}</p>
              ) : (
                <ol className="mt-2 space-y-2">
                  {items.map((item) =>
                    item.kind === 'booking' ? (
                      <li key={`b${item.booking.id}`} className={`rounded-lg border-l-4 p-2 ${STATUS_STYLE[item.booking.status] ?? 'border-grey bg-grey-tint'}`} data-status={item.booking.status}>
                        <p className="font-bold">
                          {venueTime(item.booking.startsAt)}–{venueTime(item.booking.endsAt)} · {t(`status.${item.booking.status}`)}
                        </p>
                        <p className="break-words">{item.booking.name}</p>
                        <a href={`/staff/bookings/${item.booking.id}`} className="underline">
                          {item.booking.reference}
                        </a>
                      </li>
                    ) : (
                      <li key={`k${item.block.id}`} className="rounded-lg border-l-4 border-ink bg-grey-tint p-2" data-blocked>
                        <p className="font-bold">
                          {venueTime(item.block.startsAt)}–{venueTime(item.block.endsAt)} · {t('day.blocked')}
                        </p>
                        {item.block.label && <p className="break-words">{item.block.label}</p>}
                      </li>
                    ),
                  )}
                </ol>
              )}
            </section>
          );
        })}
      </div>
    </DeskShell>
  );
}
