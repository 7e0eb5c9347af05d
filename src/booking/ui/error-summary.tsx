// The list of problems at the top of the form; each links to its field. The form moves focus
// here after a failed submission so a screen reader announces it. It follows the form's live
// errors: an item goes as soon as its field is right, and the summary goes with the last one.
import { forwardRef } from 'react';
import { useTranslations } from 'next-intl';
import { orderedErrors, type FieldErrors } from '../rules/fields';
import { fieldId } from './field';

export const ErrorSummary = forwardRef<HTMLDivElement, { errors: FieldErrors; formError?: string }>(
  function ErrorSummary({ errors, formError }, ref) {
    const t = useTranslations('booking.summary');
    const tFields = useTranslations('booking.fields');
    const list = orderedErrors(errors).filter(([field]) => field !== 'form');
    if (!list.length && !formError) return null;
    return (
      <div
        ref={ref}
        tabIndex={-1}
        aria-labelledby="booking-error-title"
        className="scroll-mt-28 rounded-[var(--radius-card)] border-4 border-red-800 bg-white p-5 outline-none focus-visible:outline-3"
        data-error-summary
      >
        <h3 id="booking-error-title" className="text-xl text-red-800">
          {list.length ? t('title', { count: list.length }) : formError}
        </h3>
        {list.length > 0 && formError && <p className="mt-2 font-bold">{formError}</p>}
        {list.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {list.map(([field, message]) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  // Focus the field itself (the fragment alone only scrolls in some browsers),
                  // without putting the fragment into the address.
                  onClick={(event) => {
                    const target = document.getElementById(fieldId(field));
                    if (!target) return;
                    event.preventDefault();
                    target.focus();
                    target.scrollIntoView({ block: 'center' });
                  }}
                  className="font-bold text-red-800 underline underline-offset-2"
                >
                  {t('item', { label: tFields(field), message })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
);
