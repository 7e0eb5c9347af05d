// A labelled desk form control: the label above, the control below at full width. One place for
// the markup every desk form repeats (blocks, phone bookings, proposals, day and erase forms).
import type { ComponentProps, ReactNode } from 'react';
import { field } from './desk-shell';

interface Labelled {
  id: string;
  label: ReactNode;
  /** Classes of the wrapper (e.g. a grid span); the control itself always gets `field`. */
  className?: string;
}

function Label({ id, label }: { id: string; label: ReactNode }) {
  return (
    <label htmlFor={id} className="block font-bold">
      {label}
    </label>
  );
}

export function DeskInput({
  id,
  label,
  className,
  ...input
}: Labelled & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <input id={id} {...input} className={field} />
    </div>
  );
}

export function DeskSelect({
  id,
  label,
  className,
  children,
  ...select
}: Labelled & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <select id={id} {...select} className={field}>
        {children}
      </select>
    </div>
  );
}

export function DeskTextarea({
  id,
  label,
  className,
  ...textarea
}: Labelled & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <textarea id={id} {...textarea} className={field} />
    </div>
  );
}
