import { getDatabase } from '@/lib/db/client';
import { listFailedMails } from '@/booking/db/outbox-repository';
import { venueDate, venueTime } from '@/staff/desk';
import { deskLang, requireStaff } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';
import { DeskShell, button, secondaryButton } from '@/staff/components/desk-shell';
import { deskMetadata, param, type SearchParams } from '@/staff/page-helpers';
import { retryMailAction } from '@/staff/actions';

export const generateMetadata = () => deskMetadata('mails.title');

/** Mails the outbox gave up on, each with "send again" (the same requeue as `npm run bookings -- mail retry`). */
export default async function FailedMailsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const retried = param(await searchParams, 'retried');
  const mails = await listFailedMails((await getDatabase()).db);
  const kind = (value: string) =>
    value === 'venue'
      ? t('mails.kindVenue')
      : value === 'parent'
        ? t('mails.kindParent')
        : t('mails.kindStaff');
  return (
    <DeskShell
      lang={lang}
      section="mails"
      title={t('mails.title')}
      notice={
        retried !== undefined ? t('mails.retried', { count: Number(retried) || 0 }) : undefined
      }
    >
      <p>{t('mails.intro')}</p>
      {mails.length === 0 ? (
        <p className="mt-4">{t('mails.empty')}</p>
      ) : (
        <>
          <form action={retryMailAction} className="mt-4">
            <input type="hidden" name="id" value="all" />
            <button type="submit" className={button}>
              {t('mails.retryAll')}
            </button>
          </form>
          <ul className="mt-4 space-y-2">
            {mails.map((mail) => (
              <li key={mail.id} className="rounded-lg bg-white p-3">
                <p className="break-words">
                  <strong>{t('mails.to')}:</strong> {mail.to} · {kind(mail.kind)} ·{' '}
                  {venueDate(mail.createdAt)} {venueTime(mail.createdAt)}
                </p>
                <p>
                  <strong>{t('mails.attempts')}:</strong> {mail.attempts}
                </p>
                {mail.lastError && (
                  <p className="break-words text-grey">
                    <strong>{t('mails.error')}:</strong> {mail.lastError}
                  </p>
                )}
                <form action={retryMailAction} className="mt-2">
                  <input type="hidden" name="id" value={mail.id} />
                  <button type="submit" className={secondaryButton}>
                    {t('mails.retry')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
    </DeskShell>
  );
}
