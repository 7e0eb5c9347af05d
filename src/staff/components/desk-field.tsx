// A labelled desk form control: the label above, the control below at full width, and the
// field's message under it (tied to the control by aria-describedby). One place for the markup
// every desk form repeats (blocks, phone bookings, proposals, day and erase forms).
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { formatDeskInputDate } from '@/lib/format';
import { DESK_DATE_PATTERN } from '../query';
import { button, field } from './desk-styles';

interface Labelled {
  id: string;
  label: ReactNode;
  /** Classes of the wrapper (e.g. a grid span); the control itself always gets `field`. */
  className?: string;
  /** What is wrong with the value, shown under the control. */
  error?: string;
}

function Label({ id, label }: { id: string; label: ReactNode }) {
  return (
    <label htmlFor={id} className="block font-bold">
      {label}
    </label>
  );
}

/** The control's attributes for its message, and the message itself. */
function fieldError(id: string, error: string | undefined) {
  if (!error) return { attributes: {}, message: null };
  return {
    attributes: { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` },
    message: (
      <p id={`${id}-error`} className="mt-1 font-bold text-brand-text">
        {error}
      </p>
    ),
  };
}

export function DeskInput({
  id,
  label,
  className,
  error,
  ...input
}: Labelled & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  const { attributes, message } = fieldError(id, error);
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <input id={id} {...input} {...attributes} className={field} />
      {message}
    </div>
  );
}

export function DeskSelect({
  id,
  label,
  className,
  error,
  children,
  ...select
}: Labelled & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  const { attributes, message } = fieldError(id, error);
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <select id={id} {...select} {...attributes} className={field}>
        {children}
      </select>
      {message}
    </div>
  );
}

export function DeskTextarea({
  id,
  label,
  className,
  error,
  ...textarea
}: Labelled & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  const { attributes, message } = fieldError(id, error);
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <textarea id={id} {...textarea} {...attributes} className={field} />
      {message}
    </div>
  );
}

/**
 * A date field in the desk's format, day first (`05.12.2026`): a text field, not type=date, for
 * the same reason as the times (a browser shows a date input in its own format, `mm/dd/yyyy` in
 * an English one, whatever the page's language). `defaultValue` is a `YYYY-MM-DD` date; the
 * server reads both (src/staff/query.ts, deskDate).
 */
export function DeskDateInput({
  defaultValue,
  ...input
}: Labelled & { name: string; defaultValue: string; required?: boolean }) {
  return (
    <DeskInput
      {...input}
      type="text"
      inputMode="decimal"
      pattern={DESK_DATE_PATTERN}
      placeholder="19.12.2026"
      maxLength={14}
      size={11}
      autoComplete="off"
      defaultValue={formatDeskInputDate(defaultValue)}
    />
  );
}

type RangeLabel = 'fromDate' | 'fromTime' | 'toDate' | 'toTime';

/** A time on the 24-hour clock, `9:00` to `23:59` (the server reads the same: actions.ts). */
export const TIME_PATTERN = '([01]?[0-9]|2[0-3]):[0-5][0-9]';

/**
 * A required span of days and times (blocks): its start and its end, each a day and a time,
 * named `fromDate`, `fromTime`, `toDate` and `toTime`.
 */
export function DeskTimeRange({
  id,
  labels,
  date,
  times,
}: {
  id: string;
  labels: Record<RangeLabel, ReactNode>;
  /** The day both ends start on. */
  date: string;
  times: { from: string; to: string };
}) {
  return (['from', 'to'] as const).map((end) => (
    <Fragment key={end}>
      <DeskDateInput
        id={`${id}-${end}-date`}
        label={labels[`${end}Date`]}
        name={`${end}Date`}
        required
        defaultValue={date}
      />
      <DeskInput
        id={`${id}-${end}-time`}
        label={labels[`${end}Time`]}
        name={`${end}Time`}
        // A text field, not type=time: Chromium shows a time input on the browser's clock (AM/PM
        // in an English browser), whatever the page's language. The desk writes 24-hour times.
        type="text"
        inputMode="numeric"
        pattern={TIME_PATTERN}
        placeholder="14:30"
        maxLength={5}
        autoComplete="off"
        required
        defaultValue={times[end]}
      />
    </Fragment>
  ));
}

/** The day a GET form shows (the day view, the phone booking's times), and its submit button. */
export function DeskDayPick({
  id,
  label,
  date,
  submit,
  name = 'date',
}: {
  id: string;
  label: ReactNode;
  date: string;
  submit: ReactNode;
  /** The query parameter (the week's page: `week`). */
  name?: string;
}) {
  return (
    <>
      <DeskDateInput id={id} label={label} name={name} defaultValue={date} required />
      <button type="submit" className={button}>
        {submit}
      </button>
    </>
  );
}
