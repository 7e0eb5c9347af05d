// A labelled desk form control: the label above, the control below at full width, and the
// field's message under it (tied to the control by aria-describedby). One place for the markup
// every desk form repeats (blocks, phone bookings, proposals, day and erase forms).
import type { ComponentProps, ReactNode } from 'react';
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

/** A required day and time of a range's end (blocks): named `<name>Date` and `<name>Time`. */
export function DeskDateTime({
  id,
  name,
  labels: [dateLabel, timeLabel],
  date,
  time,
}: {
  id: string;
  name: string;
  labels: [date: ReactNode, time: ReactNode];
  date: string;
  time: string;
}) {
  return (
    <>
      <DeskInput
        id={`${id}-date`}
        label={dateLabel}
        name={`${name}Date`}
        type="date"
        required
        defaultValue={date}
      />
      <DeskInput
        id={`${id}-time`}
        label={timeLabel}
        name={`${name}Time`}
        type="time"
        required
        defaultValue={time}
      />
    </>
  );
}

/** The day a GET form shows (the day view, the phone booking's times), and its submit button. */
export function DeskDayPick({
  id,
  label,
  date,
  submit,
}: {
  id: string;
  label: ReactNode;
  date: string;
  submit: ReactNode;
}) {
  return (
    <>
      <DeskInput id={id} label={label} type="date" name="date" defaultValue={date} required />
      <button type="submit" className={button}>
        {submit}
      </button>
    </>
  );
}
