// The two pieces every request form ends with: the field only bots fill in, and the send button
// that says when the request is on its way (to screen readers too).
import { HONEYPOT_FIELD } from '../rules/form-state';

/** People never see or reach this field; bots fill it in. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The send button; while pending it stays focusable but says "sending" instead of submitting twice. */
export function SendButton({
  pending,
  label,
  pendingLabel,
  className,
  buttonClassName = 'w-full px-8 text-lg sm:w-auto',
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <div className={className}>
      <button
        type="submit"
        className={`btn btn-primary ${buttonClassName}`}
        aria-disabled={pending || undefined}
        data-submit
      >
        {pending ? pendingLabel : label}
      </button>
      <p className="sr-only" role="status" aria-live="polite">
        {pending ? pendingLabel : ''}
      </p>
    </div>
  );
}
