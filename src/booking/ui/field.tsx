// A form field's label, hint and error, wired for screen readers: the control gets
// `aria-invalid` and `aria-describedby` pointing at the hint and the error.
import type { ComponentProps, ReactNode } from 'react';
import type { BookingField, FieldErrors } from '../rules/fields';

/** The form's state as each step gets it: what was typed, what is wrong, and how to change it. */
export interface FormBinding {
  values: Record<string, string>;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
}

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function fieldId(name: string): string {
  return `booking-${name}`;
}

export function controlProps(name: string, error?: string, hint?: string): ControlProps {
  const id = fieldId(name);
  return { id, name, ...describedBy(id, hint, error) };
}

/** A control's `aria-invalid` and its `aria-describedby`: the hint and the error under it. */
export function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(ids ? { 'aria-describedby': ids } : {}),
  };
}

export const inputClass =
  'mt-1 block w-full max-w-[40rem] scroll-mt-28 rounded-xl border-2 border-grey/50 bg-white px-4 py-3 text-base text-ink aria-[invalid=true]:border-red-700 focus-visible:border-ink';

export function Field({
  name,
  label,
  hint,
  error,
  optional,
  children,
  className = '',
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = fieldId(name);
  return (
    <div className={className} data-field={name}>
      <label htmlFor={id} className="block font-bold text-ink">
        {label}
        {optional && <span className="font-normal text-grey"> ({optional})</span>}
      </label>
      {children}
      {/* Under the input, so inputs with and without a hint line up in the grid. */}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** What stands under a control: its hint, then its error (the ids `describedBy` points at). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p
      id={`${id}-error`}
      className="mt-1 flex gap-1 text-sm font-bold text-red-800"
      data-error-for={id}
    >
      <span aria-hidden="true">⚠</span>
      {error}
    </p>
  );
}

/**
 * A required input of the booking form in its field, controlled by the form's values: wired to
 * the field's label, hint and error, and styled like every other control.
 */
export function RequiredField({
  name,
  label,
  hint,
  className,
  form: { values, errors, onChange },
  ...input
}: {
  name: BookingField;
  label: string;
  hint?: string;
  className?: string;
  form: FormBinding;
} & Omit<ComponentProps<'input'>, 'id' | 'name' | 'value' | 'onChange' | 'className' | 'form'>) {
  const error = errors[name];
  return (
    <Field name={name} label={label} hint={hint} error={error} className={className}>
      <input
        {...controlProps(name, error, hint)}
        {...input}
        required
        aria-required="true"
        value={values[name] ?? ''}
        onChange={(event) => onChange(name, event.target.value)}
        className={inputClass}
      />
    </Field>
  );
}

/** One step of the booking form (when, the room or party, the contact): a fieldset and its legend. */
export function FormStep({
  legend,
  children,
  ...fieldset
}: { legend: string } & ComponentProps<'fieldset'>) {
  return (
    <fieldset {...fieldset}>
      <legend className="mb-3 font-display text-2xl font-extrabold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}
