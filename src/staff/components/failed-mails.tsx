// Mails the outbox gave up on (src/staff/loaders/lists.ts), each with "send again" (the same
// requeue as `npm run bookings -- mail retry`), and one button for all of them.
import type { Locale } from '@/content/types';
import { formatDate } from '@/lib/format';
import { retryMailAction } from '../actions';
import type { FailedMail } from '../loaders/lists';
import type { StaffTranslate } from '../translate';
import { button, secondaryButton } from './desk-styles';

export function FailedMails({
  mails,
  lang,
  t,
}: {
  mails: FailedMail[];
  lang: Locale;
  t: StaffTranslate;
}) {
  const kind = (value: string) =>
    value === 'venue'
      ? t('mails.kindVenue')
      : value === 'parent'
        ? t('mails.kindParent')
        : t('mails.kindStaff');
  return (
    <>
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
                  {formatDate(mail.createdAt, lang, 'deskWhen')}
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
    </>
  );
}
