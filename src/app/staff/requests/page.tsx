import { getDatabase } from '@/lib/db/client';
import { bookingById, waitingBookings } from '@/booking/db/desk-repository';
import { getLifecycleSettings } from '@/booking/server/lifecycle-config';
import { holdsOfBookings } from '@/booking/db/holds-repository';
import { holdLeftMs, roomToAssign, venueDate, venueTime } from '@/staff/desk';
import { deskLang, requireStaff } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { DeskShell, STATUS_STYLE } from '@/staff/components/desk-shell';
import { deskAnswerLook } from '@/staff/components/desk-answer-look';
import { deskMetadata, param, type SearchParams } from '@/staff/page-helpers';
import { DeclineForm } from '@/booking/ui/answer-forms';
import { declineManyAction } from '@/staff/actions';
import type { Database } from '@/lib/db/client';
import type { StaffTranslate } from '@/staff/translate';

export const generateMetadata = () => deskMetadata('waiting.title');

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
  const rows = await waitingBookings(db);
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
              const minutes = Math.max(0, Math.floor(left / 60_000));
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
                  <div>
                    <p className="font-bold">
                      <a href={`/staff/bookings/${row.id}`} className="underline">
                        {row.reference}
                      </a>{' '}
                      · {t(`status.${row.status}`)} ·{' '}
                      {row.form === 'room' ? row.roomTitle : row.packageName}
                    </p>
                    {roomToAssign(row, holds.get(row.id) ?? []) && (
                      <p
                        className="mt-1 inline-block rounded bg-ink px-1.5 font-bold text-white"
                        data-room-to-assign
                      >
                        {t('day.roomToAssign')}
                      </p>
                    )}
                    <p>
                      {venueDate(row.startsAt)} {venueTime(row.startsAt)} ·{' '}
                      <span className="break-words">{row.name}</span>
                    </p>
                    <p className="text-grey">
                      {t('waiting.sent', {
                        when: `${venueDate(row.createdAt)} ${venueTime(row.createdAt)}`,
                      })}{' '}
                      ·{' '}
                      <strong>
                        {left > 0
                          ? t('waiting.holdLeft', {
                              hours: Math.floor(minutes / 60),
                              minutes: minutes % 60,
                            })
                          : t('waiting.holdOver')}
                      </strong>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
          <h2 className="mt-4 font-display text-lg font-bold">{t('waiting.declineTitle')}</h2>
          <p>{t('waiting.declineHint')}</p>
        </DeclineForm>
      )}
    </DeskShell>
  );
}
