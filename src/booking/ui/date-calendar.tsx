'use client';
// The month calendar beside the date input (with JavaScript only: without it the native date input
// and "Show free times" do the same): a `role="grid"` table as in the GOV.UK / MoJ date pickers.
// Each day is a button carrying its date (`data-date`); one day at a time is in the tab order, and
// the arrow keys move a day (Left/Right) or a week (Up/Down), Home/End go to the week's ends and
// PageUp/PageDown a month. Closed dates and dates with no free time say so in text and cannot be
// picked; which is which comes from GET /api/availability with `days` (one request per month).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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

/** What a day is: outside the bookable range, closed, full, free, or not known yet. */
export type DayKind = 'out' | 'closed' | 'full' | 'free' | 'unknown';

export function DateCalendar({
  context,
  form,
  what,
  rooms,
  value,
  version,
  onPick,
}: {
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
  const grid = useRef<HTMLTableElement>(null);
  const [fetched, setFetched] = useState<Month | null>(null);

  // A date typed into the input shows its month.
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (valid) {
      setShown(monthStart(value));
      setFocusDate(value);
    }
  }

  const from = shown < first ? first : shown;
  const monthEnd = addDays(shown, daysIn(shown) - 1);
  const to = monthEnd > last ? last : monthEnd;
  const count = from <= to ? Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 : 0;
  const key = `${form}|${what}|${rooms}|${from}|${count}|${version}`;

  useEffect(() => {
    if (!what || count < 1) return;
    const controller = new AbortController();
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
        setFetched({
          key,
          state: 'ready',
          days: new Map(
            body.days.map((day) => [
              day.date,
              { total: day.slots.length, free: day.slots.filter((slot) => slot.free).length },
            ]),
          ),
        }),
      )
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setFetched({ key, state: 'error' });
      });
    return () => controller.abort();
  }, [key, form, what, rooms, from, count, locale]);

  const month = fetched?.key === key && fetched.state === 'ready' ? fetched.days : undefined;
  const kindOf = (date: string): DayKind => {
    if (date < first || date > last) return 'out';
    if (closedOn(date, context.settings)) return 'closed';
    const day = month?.get(date);
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
    setShown(monthStart(target));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
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

  const firstMonth = monthStart(first);
  const lastMonth = monthStart(last);
  const titleId = 'booking-calendar-title';
  // The weeks of the shown month, Monday first; null for the days of the months around it.
  const cells: (string | null)[] = [
    ...Array.from({ length: weekday(shown) - 1 }, () => null),
    ...Array.from({ length: daysIn(shown) }, (_, index) => addDays(shown, index)),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) =>
    cells.slice(week * 7, week * 7 + 7),
  );
  // The column heads: the days of the week of 2024-01-01, a Monday.
  const heads = Array.from({ length: 7 }, (_, index) =>
    formatWeekday(addDays('2024-01-01', index), locale),
  );
  const tabbable = focusDate.slice(0, 7) === shown.slice(0, 7) ? focusDate : from;

  const stateText = (kind: DayKind, date: string) => {
    if (kind === 'closed') return t('calendar.closed');
    if (kind === 'full') return t('calendar.full');
    if (kind === 'free') return t('calendar.free', { count: month?.get(date)?.free ?? 0 });
    if (kind === 'out') return t('calendar.unavailable');
    return '';
  };

  return (
    <div className="mt-4 max-w-sm rounded-xl border-2 border-grey/40 bg-white p-3" data-calendar>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className="grid size-10 place-items-center rounded-lg border-2 border-grey/50 font-bold text-ink disabled:opacity-40"
          aria-label={t('calendar.previous')}
          disabled={shown <= firstMonth}
          onClick={() => setShown(addMonths(shown, -1))}
          data-calendar-previous
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className="text-base font-bold capitalize text-ink" aria-live="polite">
          {formatDate(shown, locale, 'month')}
        </h3>
        <button
          type="button"
          className="grid size-10 place-items-center rounded-lg border-2 border-grey/50 font-bold text-ink disabled:opacity-40"
          aria-label={t('calendar.next')}
          disabled={shown >= lastMonth}
          onClick={() => setShown(addMonths(shown, 1))}
          data-calendar-next
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        className="w-full table-fixed border-separate border-spacing-0.5"
        onKeyDown={onKeyDown}
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
                    label={[formatDate(date, locale, 'calendarDay'), stateText(kindOf(date), date)]
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
          <span className="mt-0.5 max-w-full text-[0.6rem] font-normal [overflow-wrap:anywhere]">
            {shortText}
          </span>
        )}
      </button>
    </td>
  );
}
