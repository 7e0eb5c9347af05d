// What cannot be taken back lightly (a no-show, a cancel, an erase, an unblock): a red outline
// "button" that only opens a confirmation step, the question in words and the red button that
// does it. A disclosure (<details>), so it works without JavaScript; nothing is chosen for the
// staff member, and nothing is sent before the red button.
import type { ReactNode } from 'react';
import { destructiveButton, destructiveOutline } from './desk-styles';

/** The day view's narrow columns: smaller controls in the wide view. */
export const COMPACT = 'lg:min-h-8 lg:px-2 lg:py-0.5 lg:text-xs';

export function ConfirmStep({
  label,
  name,
  question,
  confirm,
  form,
  submit,
  compact,
  data,
}: {
  /** The first tap's words ("No-show…", "Cancel the booking…"). */
  label: string;
  /** Its accessible name when several are on one page (the visible words first). */
  name?: string;
  question: ReactNode;
  /** The red button's words ("Yes, a no-show"). */
  confirm: string;
  /**
   * A form of its own: the action and its hidden fields. Without it the step sits inside the
   * caller's form (the erase form's fields), and the red button is that form's submit.
   */
  form?: { action: (form: FormData) => Promise<void>; fields: Record<string, string | number> };
  /** A name and value only the red button sends (the server checks it). */
  submit?: { name: string; value: string };
  compact?: boolean;
  /** The `data-*` marker tests and styles find the step by. */
  data?: string;
}) {
  const small = compact ? COMPACT : '';
  const box = 'mt-2 rounded-lg border-2 border-red-700 bg-white p-2';
  const body = (
    <>
      <p className="text-ink">{question}</p>
      <button
        type="submit"
        className={`${destructiveButton} mt-2 ${small}`}
        {...(submit ? { name: submit.name, value: submit.value } : {})}
      >
        {confirm}
      </button>
    </>
  );
  return (
    <details className="group" {...(data ? { [`data-${data}`]: '' } : {})} data-confirm-step>
      <summary
        className={`${destructiveOutline} ${small} list-none [&::-webkit-details-marker]:hidden`}
        aria-label={name}
      >
        {label}
      </summary>
      {form ? (
        <form action={form.action} method="post" className={box}>
          {Object.entries(form.fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          {body}
        </form>
      ) : (
        <div className={box}>{body}</div>
      )}
    </details>
  );
}

/**
 * The first submit button of a form that holds a confirmation step: disabled, so pressing Enter
 * in a field sends nothing (implicit submission would otherwise press the hidden red button).
 */
export function NoImplicitSubmit() {
  return <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />;
}
