'use client';
// The date and a free time. With JavaScript the date is chosen in the month calendar alone
// (date-calendar.tsx: keyboard and screen-reader support of its own); without it, and until the
// scripts run, it is the browser's own date input (keyboard and screen-reader support built in),
// limited to today … the days ahead of the booking settings. The free times of
// that date are radio buttons in a fieldset, so taken times are never offered. With JavaScript
// they come from GET /api/availability whenever the date, room, package or a party's game rooms
// change; without it, "Show free times" posts the form (nothing goes into the URL) and the page
// comes back with the date's free times (of the rooms chosen) and everything typed.
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { addDays, type BookingContext } from '../rules/rules-context';
import { endTime } from '../rules/availability';
import { INTENT_FIELD } from '../rules/form-state';
import { BOOKING_LIMITS, type FieldErrors } from '../rules/fields';
import { ALTERNATIVES_TITLE_ID } from './alternatives';
import { controlProps, Field, FieldError, fieldId, FormStep, inputClass } from './field';
import { DateCalendar } from './date-calendar';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/content/types';

type Times =
  { key: string; state: 'loading' | 'error' } | { key: string; state: 'ready'; times: string[] };

export function DateTime({
  context,
  form,
  values,
  errors,
  rooms = '',
  serverTimes,
  version = 0,
  notice,
  onChange,
}: {
  context: BookingContext;
  form: 'room' | 'birthday';
  values: Record<string, string>;
  errors: FieldErrors;
  /** A party's game rooms, comma-separated (every game's named), or '' for "let us choose". */
  rooms?: string;
  /** The free times the server sent with its answer (the page that comes back without JavaScript). */
  serverTimes?: { date: string; times: string[] };
  /** A change asks for the free times again (after a time turned out taken). */
  version?: number;
  /** A taken time's notice with the nearest free starts, shown under the times it concerns. */
  notice?: ReactNode;
  onChange: (name: string, value: string) => void;
}) {
  const t = useTranslations('booking');
  const locale = useLocale();
  // False in the server's HTML (and so without JavaScript), true once the form runs in the browser.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const [fetched, setFetched] = useState<Times | null>(null);
  const date = values.date ?? '';
  const what = (form === 'room' ? values.room : values.package) ?? '';
  // A party's rooms are held for the waves its children play: the free times follow the number.
  const typedChildren = Number(values.children);
  const children =
    form === 'birthday' &&
    Number.isInteger(typedChildren) &&
    typedChildren >= BOOKING_LIMITS.childrenMin &&
    typedChildren <= BOOKING_LIMITS.childrenMax
      ? String(typedChildren)
      : '';
  const key = `${form}|${what}|${rooms}|${children}|${date}|${version}`;
  const closed = context.settings.closedDates.find(
    (range) => range.from <= date && date <= range.to,
  );
  const dateInput = useRef<HTMLInputElement>(null);
  // A time chip says when the session ends too: "17:00–18:15".
  const sessionMinutes = (form === 'room' ? context.rooms : context.packages).find(
    (item) => item.slug === what,
  )?.durationMinutes;

  // A date typed (or filled in by the browser) before the form was hydrated is in the input but
  // not in the form's state: take it over once, so its free times load as if it was typed now.
  useEffect(() => {
    const typed = dateInput.current?.value ?? '';
    if (typed && typed !== date && /^\d{4}-\d{2}-\d{2}$/.test(typed)) onChange('date', typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A date typed past the days ahead: nothing to ask (the API refuses it with 400), say why.
  const tooFar =
    /^\d{4}-\d{2}-\d{2}$/.test(date) && date > addDays(context.today, context.settings.daysAhead);

  useEffect(() => {
    if (!what || !/^\d{4}-\d{2}-\d{2}$/.test(date) || tooFar) return;
    const controller = new AbortController();
    const query = new URLSearchParams({
      form,
      [form === 'room' ? 'room' : 'package']: what,
      date,
      locale,
      ...(form === 'birthday' && rooms ? { rooms } : {}),
      ...(children ? { children } : {}),
    });
    fetch(`/api/availability?${query}`, { signal: controller.signal, cache: 'no-store' })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((body: { days: { slots: { time: string; free: boolean }[] }[] }) =>
        setFetched({
          key,
          state: 'ready',
          times: (body.days[0]?.slots ?? []).filter((slot) => slot.free).map((slot) => slot.time),
        }),
      )
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setFetched({ key, state: 'error' });
      });
    return () => controller.abort();
  }, [key, form, what, rooms, children, date, locale, tooFar]);

  // What to show: the fetched times of this choice, else the server's for this date.
  const askable = Boolean(what) && /^\d{4}-\d{2}-\d{2}$/.test(date) && !tooFar;
  const current: Times | null =
    fetched?.key === key
      ? fetched
      : serverTimes && serverTimes.date === date
        ? { key, state: 'ready', times: serverTimes.times }
        : askable && hydrated
          ? { key, state: 'loading' }
          : null;
  const times = current?.state === 'ready' ? current.times : [];
  const chosen = values.time ?? '';
  const timeId = fieldId('time');
  const dateId = fieldId('date');
  const dateHint = t('fields.dateHint', { days: context.settings.daysAhead });
  const status = !what
    ? t(form === 'room' ? 'times.pickRoom' : 'times.pickPackage')
    : !date
      ? t('times.pickDate')
      : tooFar
        ? t('errors.dateTooFar', { days: context.settings.daysAhead })
        : closed
          ? closed.label
            ? t('times.closed', { label: closed.label })
            : t('times.closedNoLabel')
          : current?.state === 'loading'
            ? t('times.loading')
            : current?.state === 'error'
              ? t('times.error', { phone: context.venuePhone })
              : current?.state === 'ready'
                ? times.length
                  ? t('times.count', { count: times.length })
                  : t('times.none')
                : '';
  // The chosen date in words, with its free times once they are known.
  const dateWords = !/^\d{4}-\d{2}-\d{2}$/.test(date)
    ? ''
    : closed
      ? t('calendar.chosenClosed', { date: formatDate(date, locale as Locale, 'calendarDay') })
      : current?.state === 'ready'
        ? t('calendar.chosen', {
            date: formatDate(date, locale as Locale, 'calendarDay'),
            count: times.length,
          })
        : formatDate(date, locale as Locale, 'calendarDay');

  return (
    <FormStep
      legend={t('legends.when')}
      // From 1024 px the calendar shows two months: the free times go below it.
      className="grid gap-x-6 gap-y-5 sm:grid-cols-2 md:grid-cols-1"
      data-date-time
    >
      {hydrated ? (
        // With JavaScript the month calendar alone chooses the date (one date control, not two):
        // the date goes with the form in a hidden field, and the calendar is the field's target
        // (its label, hint and error; the error summary's link moves focus to it).
        <div data-field="date">
          <p id={`${dateId}-label`} className="block font-bold text-ink">
            {t('fields.date')}
          </p>
          <p id={`${dateId}-hint`} className="mt-1 text-sm">
            {dateHint}
          </p>
          <input type="hidden" name="date" value={date} data-date-value />
          <DateCalendar
            id={dateId}
            labelledBy={`${dateId}-label`}
            describedBy={[`${dateId}-hint`, errors.date ? `${dateId}-error` : '']
              .filter(Boolean)
              .join(' ')}
            invalid={Boolean(errors.date)}
            context={context}
            form={form}
            what={what}
            rooms={rooms}
            value={date}
            version={version}
            onPick={(picked) => {
              onChange('date', picked);
              onChange('time', '');
            }}
          />
          {dateWords && (
            <p className="mt-3 font-bold text-ink" data-date-words>
              {dateWords}
            </p>
          )}
          <FieldError id={dateId} error={errors.date} />
        </div>
      ) : (
        // Without JavaScript (and until the scripts run): the browser's own date input, and
        // "Show free times" posts the form to get this date's free times (the page keeps what was
        // typed).
        <Field name="date" label={t('fields.date')} hint={dateHint} error={errors.date}>
          <input
            {...controlProps('date', errors.date, 'hint')}
            ref={dateInput}
            type="date"
            required
            aria-required="true"
            min={context.today}
            max={addDays(context.today, context.settings.daysAhead)}
            value={date}
            onChange={(event) => {
              onChange('date', event.target.value);
              onChange('time', '');
            }}
            className={inputClass}
          />
          <button
            type="submit"
            name={INTENT_FIELD}
            value="times"
            formNoValidate
            className="btn btn-secondary mt-3"
            data-show-times
          >
            {t('times.show')}
          </button>
        </Field>
      )}
      <fieldset
        id={timeId}
        tabIndex={-1}
        className="min-w-0 scroll-mt-28"
        data-field="time"
        aria-describedby={[
          `${timeId}-status`,
          errors.time ? `${timeId}-error` : '',
          notice ? ALTERNATIVES_TITLE_ID : '',
        ]
          .filter(Boolean)
          .join(' ')}
        data-times
      >
        <legend className="block font-bold text-ink">{t('fields.time')}</legend>
        <p
          id={`${timeId}-status`}
          className="text-sm"
          role="status"
          aria-live="polite"
          data-times-status
        >
          {status}
        </p>
        {times.length > 0 && (
          <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
            {times.map((time) => (
              <label
                key={time}
                className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-grey/50 bg-white px-3 py-2 font-bold text-ink has-[:checked]:border-ink has-[:checked]:bg-brand-tint has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
              >
                <input
                  type="radio"
                  name="time"
                  value={time}
                  checked={chosen === time}
                  onChange={() => onChange('time', time)}
                  className="accent-ink"
                  required
                />
                <span data-time-range>
                  {sessionMinutes ? `${time}–${endTime(time, sessionMinutes)}` : time}
                </span>
              </label>
            ))}
          </div>
        )}
        <FieldError id={timeId} error={errors.time} />
      </fieldset>
      {notice}
    </FormStep>
  );
}
