// The controls of the invitation forms: a label, an optional hint, the error under the control,
// wired for screen readers (aria-invalid, aria-describedby). Server and client alike.
import type { ReactNode } from 'react';
import { describedBy, FieldNotes, inputClass } from '../../ui/field';

/** A refused form's values, its errors in the reader's language, or one message. */
export interface WordedDraft {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string;
}

/** What an invitation form is given: the link's token, the page's language, its words, a draft. */
export interface InvitationFormProps<Strings> {
  token: string;
  locale: string;
  strings: Strings;
  /** A refused form, back with what was typed. */
  draft?: WordedDraft;
}

/** A form's state as its fields read it: what was typed, what is wrong, and the fields' id prefix. */
interface DraftBinding {
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** A field of an invitation form, its value and error read from the form's state (`form`). */
export function TextField({
  name,
  label,
  hint,
  form,
  required,
  maxLength,
  autoComplete,
  type = 'text',
  multiline,
}: {
  name: string;
  label: string;
  hint?: string;
  form: DraftBinding;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  type?: string;
  multiline?: boolean;
}) {
  const id = `${form.prefix}-${name}`;
  const error = form.errors[name];
  const shared = {
    id,
    name,
    defaultValue: form.values[name],
    required,
    maxLength,
    autoComplete,
    className: inputClass,
    ...describedBy(id, hint, error),
  };
  return (
    <div data-field={name}>
      <label htmlFor={id} className="block font-bold text-ink">
        {label}
      </label>
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} {...shared} />}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * An invitation form: a plain POST of `op` to /api/invitations with the link's token and the
 * page's language, its one message or its errors at the top, its fields, and its button.
 */
export function InvitationForm({
  op,
  token,
  locale,
  strings,
  draft,
  form,
  children,
  ...data
}: InvitationFormProps<{ errorSummary: string; submit: string }> & {
  op: 'create' | 'answer';
  form: DraftBinding;
  children: ReactNode;
} & Record<`data-${string}`, boolean>) {
  return (
    <form method="post" action="/api/invitations" className="mt-4 grid gap-4" {...data} noValidate>
      <input type="hidden" name="op" value={op} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <FormMessage>{draft?.formError}</FormMessage>
      <ErrorList title={strings.errorSummary} errors={form.errors} prefix={form.prefix} />
      {children}
      <div>
        <button type="submit" className="btn btn-primary">
          {strings.submit}
        </button>
      </div>
    </form>
  );
}

/** The form's one message (refused as a whole: closed, gone, too many). */
function FormMessage({ children }: { children?: ReactNode }) {
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
function ErrorList({
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

/** The child's name, as both forms ask it: the host's birthday child, or the guest. */
export function ChildNameField({ label, form }: { label: string; form: DraftBinding }) {
  return (
    <TextField
      name="childName"
      label={label}
      form={form}
      required
      maxLength={60}
      autoComplete="off"
    />
  );
}
