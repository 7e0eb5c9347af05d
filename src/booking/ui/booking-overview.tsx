// What the request asks for, beside the form with JavaScript: from 1024 px a sticky card in the
// form's second column (what is booked, the date, the time, the group, the live price and the
// send button), and on a phone, once a time is chosen, a bar fixed to the bottom of the screen
// with the total and the send button. The form renders one send button at a time (this card's,
// the bar's or its own at the end), so only one is ever in the accessibility tree; without
// JavaScript neither of these is rendered and the form keeps its single column and its button.
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/content/types';
import { formatDate } from '@/lib/format';
import { endTime } from '../rules/availability';
import { parseExtras, priceBirthday, priceRoom } from '../rules/pricing';
import type { BookingContext } from '../rules/rules-context';
import { PriceSummary } from './price-summary';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The request's facts as the overview shows them, and its total when it can be priced. */
function useOverview(
  form: 'room' | 'birthday',
  context: BookingContext,
  values: Record<string, string>,
) {
  const t = useTranslations('booking');
  const locale = useLocale() as Locale;
  const item =
    form === 'birthday'
      ? context.packages.find((candidate) => candidate.slug === values.package)
      : context.rooms.find((candidate) => candidate.slug === values.room);
  const what = item ? ('name' in item ? item.name : item.title) : '';
  const date = ISO_DATE.test(values.date ?? '')
    ? formatDate(values.date!, locale, 'calendarDay')
    : '';
  // The phone's bar has one line for the date and time: "uto, 29. dec." / "Tue, Dec 29".
  const shortDate = ISO_DATE.test(values.date ?? '')
    ? formatDate(values.date!, locale, { weekday: 'short', month: 'short', year: false })
    : '';
  const time =
    values.time && item?.durationMinutes
      ? `${values.time}–${endTime(values.time, item.durationMinutes)}`
      : (values.time ?? '');
  const countText = (form === 'birthday' ? values.children : values.players) ?? '';
  const count = /^\d{1,3}$/.test(countText.trim()) ? Number(countText) : 0;
  const chosenPackage = context.packages.find((candidate) => candidate.slug === values.package);
  const chosenRoom = context.rooms.find((candidate) => candidate.slug === values.room);
  const totalCents =
    form === 'birthday'
      ? chosenPackage
        ? priceBirthday(
            chosenPackage,
            {
              withCake: values.cake !== 'no',
              children: count,
              extras: parseExtras(values.extras ?? '') ?? [],
            },
            context.extras ?? [],
          ).totalCents
        : null
      : chosenRoom && count >= chosenRoom.playersMin && count <= chosenRoom.playersMax
        ? (priceRoom(context.roomPrices ?? [], count)?.totalCents ?? null)
        : null;
  const rows: { key: string; label: string; value: string }[] = [
    {
      key: 'what',
      label: t(form === 'birthday' ? 'fields.package' : 'fields.room'),
      value: what,
    },
    { key: 'date', label: t('overview.date'), value: date },
    { key: 'time', label: t('overview.time'), value: time },
    {
      key: 'group',
      label: t(form === 'birthday' ? 'fields.children' : 'fields.players'),
      value: count ? String(count) : '',
    },
  ];
  return { rows, totalCents, shortDate, time, chosenPackage, count };
}

/** What the overview card and the phone's bar show, from the form's values. */
interface OverviewProps {
  form: 'room' | 'birthday';
  context: BookingContext;
  values: Record<string, string>;
  money: (cents: number) => string;
  /** The send button. */
  send: ReactNode;
}

/** The sticky card of the form's second column (from 1024 px). */
export function BookingOverview({ form, context, values, money, send }: OverviewProps) {
  const t = useTranslations('booking');
  const { rows, totalCents, chosenPackage, count } = useOverview(form, context, values);
  return (
    <aside
      aria-labelledby="booking-overview-title"
      className="hidden rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-soft)] md:sticky md:top-28 md:block md:self-start"
      data-booking-overview
    >
      <h3 id="booking-overview-title" className="text-xl">
        {t('overview.title')}
      </h3>
      <dl className="mt-3 space-y-2">
        {rows.map((row) => (
          <div key={row.key} data-overview={row.key}>
            <dt className="text-sm">{row.label}</dt>
            <dd className={row.value ? 'font-bold text-ink' : 'text-sm italic'}>
              {row.value || t('overview.notChosen')}
            </dd>
          </div>
        ))}
      </dl>
      {form === 'birthday' ? (
        // The party's itemised live price, the same one the narrow form shows under the package.
        <PriceSummary
          item={chosenPackage}
          withCake={values.cake !== 'no'}
          childCount={count}
          extras={parseExtras(values.extras ?? '') ?? []}
          catalogue={context.extras ?? []}
          money={money}
          className="mt-4 border-t-2 border-grey-tint pt-4"
        />
      ) : (
        <div
          className="mt-4 border-t-2 border-grey-tint pt-4"
          aria-live="polite"
          aria-atomic="true"
        >
          {totalCents !== null ? (
            <p className="flex justify-between gap-4 text-lg font-extrabold text-ink">
              <span>{t('price.total')}</span>
              <span data-overview-total>{money(totalCents)}</span>
            </p>
          ) : (
            <p className="text-sm">
              {(context.roomPrices ?? []).length ? t('price.roomEmpty') : t('price.roomUnpriced')}
            </p>
          )}
        </div>
      )}
      <div className="mt-5">{send}</div>
    </aside>
  );
}

/** The phone's bar at the bottom of the screen, once a time is chosen (below 1024 px). */
export function SendBar({ form, context, values, money, send }: OverviewProps) {
  const t = useTranslations('booking');
  const { totalCents, shortDate, time } = useOverview(form, context, values);
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t-2 border-grey-tint bg-white/95 py-3 shadow-[0_-6px_20px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
      data-booking-bar
    >
      <div className="container-page flex items-center justify-between gap-4">
        <div className="min-w-0 leading-tight">
          {totalCents !== null && (
            <p className="text-lg font-extrabold text-ink">
              {t('price.total')}: <span data-bar-total>{money(totalCents)}</span>
            </p>
          )}
          <p className="truncate text-sm" data-bar-when>
            {[shortDate, time].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="shrink-0">{send}</div>
      </div>
    </div>
  );
}
