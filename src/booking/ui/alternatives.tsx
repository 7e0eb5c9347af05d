'use client';
// The one notice of a taken time, at the picker: what happened, said once, and the nearest free
// starts, each a submit button: one click sends the same request for that time (with or without
// JavaScript; the button posts `pick=YYYY-MM-DDTHH:MM`). Not an error of the form: nothing the
// parent typed is wrong, so no error summary and no red.
import { forwardRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format';
import { PICK_FIELD, type TakenNotice } from '../rules/form-state';

export const ALTERNATIVES_TITLE_ID = 'booking-alternatives-title';

export const Alternatives = forwardRef<HTMLDivElement, { notice: TakenNotice }>(
  function Alternatives({ notice: { message, alternatives } }, ref) {
    const t = useTranslations('booking.alternatives');
    const locale = useLocale() as Locale;
    const day = (date: string) => formatDate(date, locale, 'calendarDay');
    return (
      <div
        ref={ref}
        tabIndex={-1}
        className="scroll-mt-28 rounded-[var(--radius-card)] border-2 border-brand bg-brand-tint/60 p-5 outline-none focus-visible:outline-3 md:col-span-2"
        role="group"
        aria-labelledby={ALTERNATIVES_TITLE_ID}
        data-alternatives
      >
        <p id={ALTERNATIVES_TITLE_ID} className="flex gap-2 font-bold text-ink">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 h-5 w-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
          <span>{message}</span>
        </p>
        {alternatives.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-3">
            {alternatives.map((alternative) => (
              <li key={`${alternative.date}T${alternative.time}`}>
                <button
                  type="submit"
                  name={PICK_FIELD}
                  value={`${alternative.date}T${alternative.time}`}
                  formNoValidate
                  className="btn btn-secondary"
                  data-alternative={`${alternative.date}T${alternative.time}`}
                >
                  {t('pick', { date: day(alternative.date), time: alternative.time })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
);
