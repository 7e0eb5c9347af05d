'use client';
// The success message with the reference code, as a modal <dialog>. Rendered open by the server
// for the no-JavaScript result page; with JavaScript it becomes modal (focus kept inside,
// Escape closes) and closing it starts a new request.
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { dateFormatter } from '@/lib/format';
import type { BookingSummary } from '../rules/form-state';

const fullDateFormat = dateFormatter({ dateStyle: 'full', timeZone: 'UTC' });

export function SuccessModal({
  reference,
  email,
  summary,
  onClose,
}: {
  reference: string;
  email: string;
  summary?: BookingSummary;
  onClose?: () => void;
}) {
  const t = useTranslations('booking.success');
  const locale = useLocale() as Locale;
  const longDate = (date: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? fullDateFormat(locale).format(new Date(`${date}T12:00:00Z`))
      : date;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    dialog.querySelector<HTMLElement>('h2')?.focus();
  }, [reference]);
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="booking-success-title"
      aria-describedby="booking-success-message"
      // The server renders the dialog open (no-JS result page); reopening it as modal fires a
      // close event that must not count as the visitor closing it. Fixed in the viewport, so the
      // open dialog of a result page without JavaScript is in view too.
      onClose={() => {
        if (!ref.current?.open) onClose?.();
      }}
      className="fixed inset-0 z-[60] m-auto h-fit max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-auto rounded-[2rem] bg-white p-0 text-grey shadow-2xl backdrop:bg-ink/60"
      data-success-modal
    >
      <div className="p-6 md:p-10">
        <h2 id="booking-success-title" tabIndex={-1} className="text-3xl outline-none">
          {t('title')}
        </h2>
        <p id="booking-success-message" className="mt-4 text-lg">
          {t('message')}
        </p>
        <p className="mt-6 rounded-2xl bg-brand-tint px-5 py-4">
          <span className="block text-sm font-bold">{t('reference')}</span>
          <span
            className="font-display text-3xl font-extrabold tracking-wider text-ink"
            data-reference
          >
            {reference}
          </span>
        </p>
        {summary && (
          <div className="mt-4" data-success-summary>
            <p className="text-sm font-bold">{t('summaryTitle')}</p>
            <p className="text-lg font-bold text-ink">{summary.what}</p>
            {summary.rooms && summary.rooms.length > 0 && (
              <p data-success-rooms>
                {t('rooms', {
                  count: summary.rooms.length,
                  rooms: summary.rooms.map((title) => title || t('roomChosenByUs')).join(', '),
                })}
              </p>
            )}
            <p>{t('when', { date: longDate(summary.date), time: summary.time })}</p>
            <p className="mt-2">{t('confirmNote')}</p>
          </div>
        )}
        {email && <p className="mt-4 [overflow-wrap:anywhere]">{t('emailNote', { email })}</p>}
        <form method="dialog" className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary">
            {t('close')}
          </button>
        </form>
      </div>
    </dialog>
  );
}
