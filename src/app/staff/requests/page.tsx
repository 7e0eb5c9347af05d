import { getDatabase } from '@/lib/db/client';
import { bookingById, waitingBookings } from '@/booking/db/desk-repository';
import { getLifecycleSettings } from '@/booking/server/lifecycle-config';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import { holdLeftMs, roomToAssign } from '@/staff/desk';
import { deskLang, deskWhat, requireStaff } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { button, DeskShell, secondaryButton, STATUS_STYLE } from '@/staff/components/desk-shell';
import { deskAnswerLook } from '@/staff/components/desk-answer-look';
import { deskMetadata, param, type SearchParams } from '@/staff/page-helpers';
import { DeclineForm } from '@/booking/ui/answer-forms';
import { confirmFromListAction, declineManyAction } from '@/staff/actions';
import { formatShortWhen } from '@/lib/format';
import { allowedActions } from '@/booking/rules/lifecycle-rules';
import { holdsNoTime } from '@/booking/rules/status';
import type { Locale } from '@/content/types';
import type { Database } from '@/lib/db/client';
import type { StaffTranslate } from '@/staff/translate';

export const generateMetadata = () => deskMetadata('waiting.title');

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

/** What the last batch decline did: how many, and which were refused (by reference and state). */
async function batchNotice(
  db: Database,
  query: Record<string, string | string[] | undefined>,
  t: StaffTranslate,
): Promise<{ notice?: string; error?: string }> {
  const declined = param(query, 'declined');
  const refused = (param(query, 'refused') ?? '')
    .split(',')
    .filter((id) => /^\d{1,9}$/.test(id))
    .slice(0, 100);
  const error = param(query, 'error');
  const confirmedId = param(query, 'confirmed');
  const confirmed =
    confirmedId && /^\d{1,9}$/.test(confirmedId)
      ? await bookingById(db, Number(confirmedId))
      : undefined;
  if (confirmed) return { notice: t('waiting.confirmed', { reference: confirmed.reference }) };
  const notConfirmedId = param(query, 'refused');
  if (notConfirmedId && /^\d{1,9}$/.test(notConfirmedId) && !param(query, 'declined')) {
    const row = await bookingById(db, Number(notConfirmedId));
    if (row)
      return {
        error: t('waiting.notConfirmed', {
          reference: row.reference,
          status: t(`status.${row.status}`),
        }),
      };
  }
  const rows = await Promise.all(refused.map((id) => bookingById(db, Number(id))));
  const references = rows.flatMap((row) =>
    row ? [`${row.reference} (${t(`status.${row.status}`)})`] : [],
  );
  return {
    notice:
      declined && /^\d{1,3}$/.test(declined)
        ? t('waiting.declined', { count: Number(declined) })
        : undefined,
    error: references.length
      ? t('waiting.notDeclined', { references: references.join(', ') })
      : error === 'none-selected'
        ? t('waiting.noneSelected')
        : error === 'no-reason'
          ? t('waiting.noReason')
          : error === 'cross-site'
            ? t('crossSite')
            : undefined,
  };
}

/**
 * Requests waiting for an answer, oldest first, with the time their hold has left; a checkbox on
 * each and one decline form below declines those ticked, each with its own audit row and mail.
 */
export default async function WaitingPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const db = (await getDatabase()).db;
  const [rows, what] = await Promise.all([waitingBookings(db), deskWhat(lang)]);
  const holds = await holdsOfBookings(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  const { holdTtlMs } = getLifecycleSettings();
  const { notice, error } = await batchNotice(db, await searchParams, t);
  return (
    <DeskShell
      lang={lang}
      section="waiting"
      title={t('waiting.title')}
      notice={notice}
      error={error}
    >
      {rows.length === 0 ? (
        <p>{t('waiting.empty')}</p>
      ) : (
        <>
          {/*
           * Each row's Confirm submits a form of its own (the button's `form`), outside the decline
           * form: inside it, Confirm would be that form's default button, and Enter on a ticked
           * checkbox or a reason would confirm the first request.
           */}
          {rows
            .filter((row) => allowedActions(row, 'staff').includes('confirm'))
            .map((row) => (
              <form
                key={row.id}
                id={`confirm-${row.id}`}
                action={confirmFromListAction.bind(null, row.id)}
                hidden
              />
            ))}
          <DeclineForm
            locale={lang}
            target={{ action: declineManyAction, fields: {} }}
            look={deskAnswerLook}
            label={t('waiting.declineSelected')}
            secondary
          >
            <ol className="space-y-3" data-waiting>
              {rows.map((row) => {
                const left = holdLeftMs(row, holdTtlMs, now);
                const urgent = left > 0 && left < URGENT_MS;
                const page = `/staff/bookings/${row.id}`;
                const can = allowedActions(row, 'staff');
                const enquiry = row.form === 'team';
                return (
                  <li
                    key={row.id}
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
                        · {t(`status.${row.status}`)} · {what(row)}
                      </p>
                      {enquiry && (
                        <p
                          className="mt-1 inline-block rounded bg-brand-text px-1.5 font-bold text-white"
                          data-enquiry
                        >
                          {t('booking.formTeam')}
                        </p>
                      )}
                      {roomToAssign(row, holds.get(row.id) ?? []) && (
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
                            {formatShortWhen(row.startsAt, lang)}
                          </time>
                        )}{' '}
                        · <span className="break-words">{row.name}</span>
                      </p>
                      <p className="text-grey">
                        {t('waiting.sent', { when: formatShortWhen(row.createdAt, lang) })}
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
                        {can.includes('propose') && (
                          <a href={`${page}#booking-actions`} className={secondaryButton}>
                            <span aria-hidden="true">{t('waiting.propose')}</span>
                            <span className="sr-only">
                              {t('waiting.proposeOne', { reference: row.reference })}
                            </span>
                          </a>
                        )}
                        {can.includes('decline') && (
                          <a href={`${page}#booking-actions`} className={destructiveLink}>
                            <span aria-hidden="true">{t('waiting.decline')}</span>
                            <span className="sr-only">
                              {t('waiting.declineOne', { reference: row.reference })}
                            </span>
                          </a>
                        )}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ol>
            <h2 className="mt-4 font-display text-lg font-bold">{t('waiting.declineTitle')}</h2>
            <p>{t('waiting.declineHint')}</p>
          </DeclineForm>
        </>
      )}
    </DeskShell>
  );
}
