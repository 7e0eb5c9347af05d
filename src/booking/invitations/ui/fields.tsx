// The controls of the invitation forms: a label, an optional hint, the error under the control,
// wired for screen readers (aria-invalid, aria-describedby). Server and client alike.
import type { ReactNode } from 'react';
import { FieldError, inputClass } from '../../ui/field';

export const invitationInputClass = inputClass;

export function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(ids ? { 'aria-describedby': ids } : {}),
  };
}

export function TextField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  required,
  maxLength,
  autoComplete,
  type = 'text',
  multiline,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  type?: string;
  multiline?: boolean;
}) {
  const shared = {
    id,
    name,
    defaultValue,
    required,
    maxLength,
    autoComplete,
    className: invitationInputClass,
    ...describedBy(id, hint, error),
  };
  return (
    <div data-field={name}>
      <label htmlFor={id} className="block font-bold text-ink">
        {label}
      </label>
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} {...shared} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The form's one message (refused as a whole: closed, gone, too many). */
export function FormMessage({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 font-bold text-ink"
      data-form-error
    >
      {children}
    </p>
  );
}

/** The errors at the top of a form, each a link to its field. */
export function ErrorList({
  title,
  errors,
  prefix,
}: {
  title: string;
  errors: Record<string, string>;
  prefix: string;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-ink"
      data-error-summary
    >
      <p className="font-bold">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${prefix}-${field}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
