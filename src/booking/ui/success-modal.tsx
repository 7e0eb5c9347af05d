'use client';
// The receipt after sending, as a modal <dialog>: received, not confirmed yet; the time held and
// until when; what the parent must do now (confirm the request from the e-mail within
// BOOKING_VERIFY_WITHIN, and the address it went to); the summary with the party's size and the
// total; what happens next; the reference; then the thank-you sentence. Rendered open by the server for the no-JavaScript result page;
// with JavaScript it becomes modal (focus kept inside, Escape closes) and closing it starts a new
// request.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { formatCents, formatDate } from '@/lib/format';
import type { BookingSummary } from '../rules/form-state';
import { withinOf } from '../rules/lifecycle-rules';

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
    /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date, locale, 'fullDay') : date;
  const time = summary?.endTime ? `${summary.time}–${summary.endTime}` : (summary?.time ?? '');
  const row = 'flex justify-between gap-4 py-2';
  const nowrap = (chunks: ReactNode) => <span className="whitespace-nowrap">{chunks}</span>;
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
        {summary && (
          <p
            className="mt-4 rounded-2xl border-2 border-ink/15 bg-brand-tint px-5 py-4 text-lg font-bold text-ink"
            data-receipt-hold
          >
            {summary.holdUntil
              ? t.rich('held', {
                  date: longDate(summary.date),
                  time,
                  until: formatDate(summary.holdUntil, locale, 'deadline'),
                  nowrap,
                })
              : t.rich('heldNoUntil', { date: longDate(summary.date), time, nowrap })}
          </p>
        )}
        {summary?.verifyWithinMs !== undefined && (
          <div
            className="mt-4 rounded-2xl border-2 border-amber-700 bg-amber-50 px-5 py-4 text-ink"
            data-receipt-verify
          >
            <p className="text-lg font-bold">
              {t('verify', { within: t('within', withinOf(summary.verifyWithinMs)) })}
            </p>
            {email && (
              <p className="mt-1 [overflow-wrap:anywhere]" data-receipt-address>
                {t('verifySentTo', { email })}
              </p>
            )}
          </div>
        )}
        {summary && (
          <div className="mt-6" data-success-summary>
            <h3 className="text-xl">{t('summaryTitle')}</h3>
            <dl className="mt-2 divide-y divide-grey-tint">
              <div className={row}>
                <dt>{t('whatLabel')}</dt>
                <dd className="text-right font-bold text-ink">
                  {summary.what}
                  {summary.rooms && summary.rooms.length > 0 && (
                    <span className="block font-normal" data-success-rooms>
                      {t('rooms', {
                        count: summary.rooms.length,
                        rooms: summary.rooms
                          .map((title) => title || t('roomChosenByUs'))
                          .join(', '),
                      })}
                    </span>
                  )}
                </dd>
              </div>
              <div className={row}>
                <dt>{t('whenLabel')}</dt>
                <dd className="text-right">
                  {t.rich('when', { date: longDate(summary.date), time, nowrap })}
                </dd>
              </div>
              {summary.party && (
                <div className={row}>
                  <dt>{t('partyLabel')}</dt>
                  <dd className="text-right" data-receipt-party>
                    {summary.party.kind === 'children'
                      ? t('children', { count: summary.party.count })
                      : t('players', { count: summary.party.count })}
                  </dd>
                </div>
              )}
              {summary.extras && summary.extras.length > 0 && (
                <div className={row}>
                  <dt>{t('extrasLabel')}</dt>
                  <dd className="text-right" data-receipt-extras>
                    <ul>
                      {summary.extras.map((line) => (
                        <li key={line.key}>
                          {t.rich('extraLine', {
                            name: line.name,
                            count: line.quantity,
                            price: formatCents(line.unitCents, locale),
                            total: formatCents(line.totalCents, locale),
                            nowrap,
                          })}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
              <div className={`${row} text-lg font-extrabold text-ink`}>
                <dt>{t('totalLabel')}</dt>
                <dd className="text-right" data-receipt-total>
                  {summary.totalCents !== undefined
                    ? formatCents(summary.totalCents, locale)
                    : t('noPrice')}
                </dd>
              </div>
            </dl>
            <h3 className="mt-6 text-xl">{t('nextTitle')}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-6" data-receipt-next>
              {summary.verifyWithinMs !== undefined && <li>{t('nextVerify')}</li>}
              <li>{t('confirmNote')}</li>
              <li>{t('nextPropose')}</li>
              {email && summary.verifyWithinMs === undefined && (
                <li className="[overflow-wrap:anywhere]">{t('emailNote', { email })}</li>
              )}
            </ol>
          </div>
        )}
        {!summary && email && (
          <p className="mt-4 [overflow-wrap:anywhere]">{t('emailNote', { email })}</p>
        )}
        <p className="mt-6 rounded-2xl bg-brand-tint px-5 py-4">
          <span className="block text-sm font-bold">{t('reference')}</span>
          <span
            className="font-display text-3xl font-extrabold tracking-wider text-ink"
            data-reference
          >
            {reference}
          </span>
        </p>
        <p id="booking-success-message" className="mt-6 text-lg">
          {t('message')}
        </p>
        <form method="dialog" className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary">
            {t('close')}
          </button>
        </form>
      </div>
    </dialog>
  );
}
