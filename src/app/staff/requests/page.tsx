import { getDatabase } from '@/lib/db/client';
import { waitingBookings } from '@/staff/desk-repository';
import { getLifecycleSettings } from '@/booking/lifecycle-config';
import { holdLeftMs, venueDate, venueTime } from '@/staff/desk';
import { deskLang, requireStaff } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { DeskShell, STATUS_STYLE } from '@/staff/components/desk-shell';
import { deskMetadata } from '@/staff/page-helpers';

export const generateMetadata = () => deskMetadata('waiting.title');

/** Requests waiting for an answer, oldest first, with the time their hold has left. */
export default async function WaitingPage() {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const rows = await waitingBookings((await getDatabase()).db);
  const now = new Date();
  const { holdTtlMs } = getLifecycleSettings();
  return (
    <DeskShell lang={lang} section="waiting" title={t('waiting.title')}>
      {rows.length === 0 ? (
        <p>{t('waiting.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {rows.map((row) => {
            const left = holdLeftMs(row, holdTtlMs, now);
            const minutes = Math.max(0, Math.floor(left / 60_000));
            return (
              <li
                key={row.id}
                className={`rounded-lg border-l-4 bg-white p-3 ${STATUS_STYLE[row.status] ?? ''}`}
                data-status={row.status}
              >
                <p className="font-bold">
                  <a href={`/staff/bookings/${row.id}`} className="underline">
                    {row.reference}
                  </a>{' '}
                  · {t(`status.${row.status}`)} ·{' '}
                  {row.form === 'room' ? row.roomTitle : row.packageName}
                </p>
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
              </li>
            );
          })}
        </ol>
      )}
    </DeskShell>
  );
}
