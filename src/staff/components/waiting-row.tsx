// One waiting request: its checkbox for the batch decline, what and when, the hold's time left,
// and its Confirm (a form of its own, see waiting-list.tsx), Propose and Decline.
import type { Locale } from '@/content/types';
import type { BookingRow } from '@/lib/db/schema';
import { allowedActions } from '@/booking/rules/lifecycle-rules';
import { holdsNoTime } from '@/booking/rules/status';
import { formatDate } from '@/lib/format';
import { holdLeftMs } from '../desk';
import type { Waiting } from '../loaders/waiting';
import type { StaffTranslate } from '../translate';
import { button, secondaryButton } from './desk-styles';
import { STATUS_STYLE } from './desk-shell';

/** Under two hours of hold left, a row says it is urgent (in words and colour). */
const URGENT_MS = 2 * 60 * 60_000;

const destructiveLink =
  'inline-flex min-h-11 items-center rounded-full border-2 border-brand-text bg-white px-4 py-1 font-bold text-brand-text hover:bg-brand-tint';

/** The hold's time left in words: "1 hour 20 minutes left", "9 minutes left" (urgent: said so). */
function holdLeftWords(left: number, lang: Locale, t: StaffTranslate, urgent: boolean): string {
  const total = Math.floor(left / 60_000);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const parts = [
    hours > 0 ? t('waiting.hours', { count: hours }) : '',
    minutes > 0 || hours === 0 ? t('waiting.minutes', { count: minutes }) : '',
  ].filter(Boolean);
  const time = total < 1 ? t('waiting.underMinute') : parts.join(lang === 'me' ? ' i ' : ' ');
  return t(urgent ? 'waiting.holdLeftUrgent' : 'waiting.holdLeft', { time });
}

export function WaitingRow({
  row,
  waiting,
  now,
  lang,
  t,
}: {
  row: BookingRow;
  waiting: Waiting;
  now: Date;
  lang: Locale;
  t: StaffTranslate;
}) {
  const left = holdLeftMs(row, waiting.holdTtlMs, now);
  const urgent = left > 0 && left < URGENT_MS;
  const page = `/staff/bookings/${row.id}`;
  const can = allowedActions(row, 'staff');
  return (
    <li
      className={`flex gap-3 rounded-lg border-l-4 bg-white p-3 ${STATUS_STYLE[row.status] ?? ''}`}
      data-status={row.status}
      data-reference={row.reference}
    >
      <input
        type="checkbox"
        name="id"
        value={row.id}
        aria-label={t('waiting.select', { reference: row.reference })}
        className="mt-1 size-6 shrink-0"
      />
      <div className="min-w-0 flex-1">
        <p className="font-bold">
          <a href={page} className="underline">
            {row.reference}
          </a>{' '}
          · {t(`status.${row.status}`)} · {waiting.what(row)}
        </p>
        {row.form === 'team' && (
          <p
            className="mt-1 inline-block rounded bg-brand-text px-1.5 font-bold text-white"
            data-enquiry
          >
            {t('booking.formTeam')}
          </p>
        )}
        {waiting.roomToAssign(row) && (
          <p
            className="mt-1 inline-block rounded bg-ink px-1.5 font-bold text-white"
            data-room-to-assign
          >
            {t('day.roomToAssign')}
          </p>
        )}
        <p>
          {holdsNoTime(row) ? (
            // An enquiry names no time: its group and the dates it would like.
            <span className="font-bold" data-preferred-dates>
              {t('booking.enquiryLine', {
                size: row.groupSize ?? 0,
                dates: row.preferredDates ?? '',
              })}
            </span>
          ) : (
            <time dateTime={row.startsAt.toISOString()} className="font-bold">
              {formatDate(row.startsAt, lang, 'deskWhen')}
            </time>
          )}{' '}
          · <span className="break-words">{row.name}</span>
        </p>
        <p className="text-grey">
          {t('waiting.sent', { when: formatDate(row.createdAt, lang, 'deskWhen') })}
        </p>
        <p
          data-hold-left
          data-urgent={urgent ? '' : undefined}
          className={
            urgent
              ? 'mt-1 inline-block rounded bg-brand-text px-2 font-bold text-white'
              : 'font-bold'
          }
        >
          {left > 0 ? holdLeftWords(left, lang, t, urgent) : t('waiting.holdOver')}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {can.includes('confirm') && (
            <button
              type="submit"
              form={`confirm-${row.id}`}
              className={button}
              aria-label={t('waiting.confirmOne', { reference: row.reference })}
            >
              {t('waiting.confirm')}
            </button>
          )}
          {/* Propose and Decline are on the booking's page, at its answers. */}
          {(['propose', 'decline'] as const)
            .filter((action) => can.includes(action))
            .map((action) => (
              <a
                key={action}
                href={`${page}#booking-actions`}
                className={action === 'decline' ? destructiveLink : secondaryButton}
              >
                <span aria-hidden="true">{t(`waiting.${action}`)}</span>
                <span className="sr-only">
                  {t(`waiting.${action}One`, { reference: row.reference })}
                </span>
              </a>
            ))}
        </div>
      </div>
    </li>
  );
}
