'use client';
// The month calendar that chooses the date with JavaScript (the only date control then: without
// JavaScript the native date input and "Show free times" do the same): a group named by the date's
// label, holding a `role="grid"` table per month as in the GOV.UK / MoJ date pickers. The group is
// the date field's target: the error summary's link focuses it, and it is described by the hint
// and the date's error.
// Each day is a button carrying its date (`data-date`); one day at a time is in the tab order, and
// the arrow keys move a day (Left/Right) or a week (Up/Down), Home/End go to the week's ends and
// PageUp/PageDown a month. Closed dates and dates with no free time say so in text and cannot be
// picked; which is which comes from GET /api/availability with `days` (one request per month).
// It opens on the first month with a free date (until the parent turns a page or picks one), and
// from 1024 px wide shows two months side by side.
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/content/types';
import { formatDate, formatWeekday } from '@/lib/format';
import { addDays, closedOn } from '../rules/availability';
import type { BookingContext } from '../rules/rules-context';

type DayState = { total: number; free: number };
type Month =
  { key: string; state: 'ready'; days: Map<string, DayState> } | { key: string; state: 'error' };

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

function addMonths(first: string, months: number): string {
  const date = new Date(`${first}T12:00:00Z`);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function daysIn(first: string): number {
  const date = new Date(`${first}T12:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

/** ISO weekday, 1 Monday … 7 Sunday. */
function weekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const WIDE = '(min-width: 1024px)';
/** True from 1024 px wide (two months side by side); false in the server's HTML. */
export function useWide(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/** What a day is: outside the bookable range, closed, full, free, or not known yet. */
export type DayKind = 'out' | 'closed' | 'full' | 'free' | 'unknown';

export function DateCalendar({
  id,
  labelledBy,
  describedBy,
  invalid = false,
  context,
  form,
  what,
  rooms,
  value,
  version,
  onPick,
}: {
  /** The date field's id (the error summary links to it). */
  id: string;
  labelledBy: string;
  describedBy: string;
  /** The date is wrong (required, in the past, not bookable): a red border, as other controls. */
  invalid?: boolean;
  context: BookingContext;
  form: 'room' | 'birthday';
  /** The room's or package's slug ('' before one is chosen: then only closed dates are known). */
  what: string;
  rooms: string;
  value: string;
  version: number;
  onPick: (date: string) => void;
}) {
  const t = useTranslations('booking');
  const locale = useLocale() as Locale;
  const first = context.today;
  const last = addDays(context.today, context.settings.daysAhead);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= first && value <= last;
  const [shown, setShown] = useState(monthStart(valid ? value : first));
  const [focusDate, setFocusDate] = useState(valid ? value : first);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLDivElement>(null);
  const [fetched, setFetched] = useState<Record<string, Month>>({});
  const wide = useWide();
  // Until the parent turns a page, picks a day or types a date, the calendar moves on from a
  // month without a free day to the first month with one.
  const [auto, setAuto] = useState(!valid);
  const turn = (month: string) => {
    setAuto(false);
    setShown(month);
  };

  // A date set from outside (a draft restored, a nearest free time picked) shows its month.
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (valid) {
      setAuto(false);
      setShown(monthStart(value));
      setFocusDate(value);
    }
  }

  const firstMonth = monthStart(first);
  const lastMonth = monthStart(last);
  // The months on screen: the shown one, and from 1024 px the next one beside it.
  const months = wide && shown < lastMonth ? [shown, addMonths(shown, 1)] : [shown];
  /** The days of a month the availability is asked for, and the key of that answer. */
  const rangeOf = (month: string) => {
    const from = month < first ? first : month;
    const monthEnd = addDays(month, daysIn(month) - 1);
    const to = monthEnd > last ? last : monthEnd;
    const count = from <= to ? Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 : 0;
    return { from, count, key: `${form}|${what}|${rooms}|${from}|${count}|${version}` };
  };
  const ranges = months.map(rangeOf);
  const keys = ranges.map((range) => range.key).join(' ');

  useEffect(() => {
    if (!what) return;
    const controller = new AbortController();
    for (const { from, count, key } of ranges) {
      if (count < 1) continue;
      const query = new URLSearchParams({
        form,
        [form === 'room' ? 'room' : 'package']: what,
        date: from,
        days: String(count),
        locale,
        ...(form === 'birthday' && rooms ? { rooms } : {}),
      });
      fetch(`/api/availability?${query}`, { signal: controller.signal, cache: 'no-store' })
        .then((response) =>
          response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
        )
        .then((body: { days: { date: string; slots: { free: boolean }[] }[] }) =>
          setFetched((current) => ({
            ...current,
            [key]: {
              key,
              state: 'ready',
              days: new Map(
                body.days.map((day) => [
                  day.date,
                  { total: day.slots.length, free: day.slots.filter((slot) => slot.free).length },
                ]),
              ),
            },
          })),
        )
        .catch((error: unknown) => {
          if ((error as Error).name !== 'AbortError')
            setFetched((current) => ({ ...current, [key]: { key, state: 'error' } }));
        });
    }
    return () => controller.abort();
    // `keys` names every range asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, form, what, rooms, locale]);

  const dayOf = (date: string): DayState | undefined => {
    const answer = fetched[rangeOf(monthStart(date)).key];
    return answer?.state === 'ready' ? answer.days.get(date) : undefined;
  };

  // The first month with a free date: a shown month whose every bookable day is known and none
  // is free gives way to the next one (up to the last bookable month).
  const shownAnswer = fetched[ranges[0]!.key];
  const shownHasNoFreeDay =
    shownAnswer?.state === 'ready' &&
    ![...shownAnswer.days.values()].some((day) => day.free > 0) &&
    ranges[0]!.count === shownAnswer.days.size;
  if (auto && what && shownHasNoFreeDay && shown < lastMonth) {
    setShown(addMonths(shown, 1));
    if (focusDate.slice(0, 7) === shown.slice(0, 7)) setFocusDate(addMonths(shown, 1));
  }

  const kindOf = (date: string): DayKind => {
    if (date < first || date > last) return 'out';
    if (closedOn(date, context.settings)) return 'closed';
    const day = dayOf(date);
    if (!day) return 'unknown';
    if (day.total === 0) return 'closed';
    return day.free === 0 ? 'full' : 'free';
  };

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, shown]);

  const focusOn = (date: string) => {
    const target = date < first ? first : date > last ? last : date;
    moveFocus.current = true;
    setFocusDate(target);
    // A day in a month on screen keeps the months as they are.
    if (!months.includes(monthStart(target))) turn(monthStart(target));
    else setAuto(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = focusDate;
    const sameDay = (months: number) => {
      const target = addMonths(monthStart(current), months);
      return addDays(target, Math.min(Number(current.slice(8)), daysIn(target)) - 1);
    };
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(current, -1),
      ArrowRight: () => addDays(current, 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      Home: () => addDays(current, 1 - weekday(current)),
      End: () => addDays(current, 7 - weekday(current)),
      PageUp: () => sameDay(-1),
      PageDown: () => sameDay(1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusOn(move());
  };

  // The column heads: the days of the week of 2024-01-01, a Monday.
  const heads = Array.from({ length: 7 }, (_, index) =>
    formatWeekday(addDays('2024-01-01', index), locale),
  );
  const onScreen = (date: string) => months.includes(monthStart(date));
  const tabbable = onScreen(focusDate) ? focusDate : ranges[0]!.from;

  const stateText = (kind: DayKind, date: string) => {
    if (kind === 'closed') return t('calendar.closed');
    if (kind === 'full') return t('calendar.full');
    if (kind === 'free') return t('calendar.free', { count: dayOf(date)?.free ?? 0 });
    if (kind === 'out') return t('calendar.unavailable');
    return '';
  };
  const titleId = (month: string) => `booking-calendar-title-${month.slice(0, 7)}`;
  const arrow =
    'grid size-10 place-items-center rounded-lg border-2 border-grey/50 font-bold text-ink disabled:opacity-40';

  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={`mt-3 scroll-mt-28 rounded-xl border-2 bg-white p-2 focus:outline focus:outline-[3px] focus:outline-offset-2 focus:outline-ink sm:p-3 ${invalid ? 'border-red-700' : 'border-grey/40'} ${months.length > 1 ? 'lg:w-[44rem] lg:max-w-none' : 'max-w-sm'}`}
      data-calendar
      data-invalid={invalid || undefined}
      data-months={months.length}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className={arrow}
          aria-label={t('calendar.previous')}
          disabled={shown <= firstMonth}
          onClick={() => turn(addMonths(shown, -1))}
          data-calendar-previous
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={`${arrow} order-last`}
          aria-label={t('calendar.next')}
          disabled={months[months.length - 1]! >= lastMonth}
          onClick={() => turn(addMonths(shown, 1))}
          data-calendar-next
        >
          <span aria-hidden="true">›</span>
        </button>
        <div className="flex flex-1 justify-around gap-4">
          {months.map((month) => (
            <h3
              key={month}
              id={titleId(month)}
              className="text-base font-bold capitalize text-ink"
              aria-live="polite"
            >
              {formatDate(month, locale, 'month')}
            </h3>
          ))}
        </div>
      </div>
      <div ref={grid} className="flex gap-6" onKeyDown={onKeyDown}>
        {months.map((month) => {
          // The weeks of the month, Monday first; null for the days of the months around it.
          const cells: (string | null)[] = [
            ...Array.from({ length: weekday(month) - 1 }, () => null),
            ...Array.from({ length: daysIn(month) }, (_, index) => addDays(month, index)),
          ];
          while (cells.length % 7) cells.push(null);
          const weeks = Array.from({ length: cells.length / 7 }, (_, week) =>
            cells.slice(week * 7, week * 7 + 7),
          );
          return (
            <table
              key={month}
              role="grid"
              aria-labelledby={titleId(month)}
              className="w-full min-w-0 flex-1 table-fixed border-separate border-spacing-0.5"
            >
              <thead>
                <tr>
                  {heads.map((head) => (
                    <th
                      key={head.long}
                      scope="col"
                      abbr={head.long}
                      className="pb-1 text-xs font-bold capitalize text-ink/70"
                    >
                      {head.short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, index) => (
                  <tr key={index}>
                    {week.map((date, column) =>
                      date ? (
                        <DayCell
                          key={date}
                          date={date}
                          kind={kindOf(date)}
                          selected={date === value}
                          today={date === context.today}
                          tabbable={date === tabbable}
                          label={[
                            formatDate(date, locale, 'calendarDay'),
                            stateText(kindOf(date), date),
                          ]
                            .filter(Boolean)
                            .join(', ')}
                          shortText={
                            kindOf(date) === 'closed'
                              ? t('calendar.closed')
                              : kindOf(date) === 'full'
                                ? t('calendar.full')
                                : ''
                          }
                          onPick={() => {
                            setAuto(false);
                            setFocusDate(date);
                            onPick(date);
                          }}
                        />
                      ) : (
                        <td key={`empty-${column}`} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </div>
  );
}

function DayCell({
  date,
  kind,
  selected,
  today,
  tabbable,
  label,
  shortText,
  onPick,
}: {
  date: string;
  kind: DayKind;
  selected: boolean;
  today: boolean;
  tabbable: boolean;
  label: string;
  shortText: string;
  onPick: () => void;
}) {
  const pickable = kind === 'free' || kind === 'unknown';
  return (
    <td aria-selected={selected} className="p-0">
      <button
        type="button"
        tabIndex={tabbable ? 0 : -1}
        data-date={date}
        data-day-kind={kind}
        aria-label={label}
        aria-disabled={pickable ? undefined : true}
        aria-current={today ? 'date' : undefined}
        onClick={() => {
          if (pickable) onPick();
        }}
        className={`flex h-12 w-full flex-col items-center justify-center overflow-hidden rounded-lg text-sm leading-none focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink ${
          selected
            ? 'bg-ink font-bold text-white'
            : kind === 'free'
              ? 'border-2 border-brand bg-brand-tint font-bold text-ink'
              : kind === 'unknown'
                ? 'border border-grey/50 text-ink'
                : kind === 'out'
                  ? 'text-ink/60'
                  : 'bg-grey/15 text-ink/75'
        }`}
      >
        <span
          className={
            today
              ? 'underline underline-offset-4'
              : kind === 'closed' || kind === 'full'
                ? 'line-through decoration-ink/50'
                : ''
          }
        >
          {Number(date.slice(8))}
        </span>
        {shortText && (
          // A whole word, never broken: "popunjeno" and "zatvoreno" fit a day at 390 px.
          <span className="mt-0.5 whitespace-nowrap text-[0.5rem] font-normal tracking-tight sm:text-[0.6rem]">
            {shortText}
          </span>
        )}
      </button>
    </td>
  );
}
