'use client';
// A taken slot's nearest free starts, each a submit button: one click sends the same request for
// that time (with or without JavaScript; the button posts `pick=YYYY-MM-DDTHH:MM`).
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { dateFormatter } from '@/lib/format';
import { PICK_FIELD, type Alternative } from '../rules/form-state';

const dayFormat = dateFormatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

export function Alternatives({
  alternatives,
  message,
}: {
  alternatives: Alternative[];
  message?: string;
}) {
  const t = useTranslations('booking.alternatives');
  const locale = useLocale() as Locale;
  const day = (date: string) => dayFormat(locale).format(new Date(`${date}T12:00:00Z`));
  return (
    <div
      className="rounded-[var(--radius-card)] border-2 border-red-800 bg-white p-5"
      role="group"
      aria-labelledby="booking-alternatives-title"
      data-alternatives
    >
      <p id="booking-alternatives-title" className="font-bold text-ink">
        {message}
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
}
