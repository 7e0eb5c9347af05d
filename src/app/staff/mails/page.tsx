import { loadFailedMails } from '@/staff/loaders/lists';
import { deskMetadata, openDesk, param, type SearchParams } from '@/staff/page-helpers';
import { DeskShell } from '@/staff/components/desk-shell';
import { FailedMails } from '@/staff/components/failed-mails';

export const generateMetadata = () => deskMetadata('mails.title');

/** Mails the outbox gave up on, each with "send again". */
export default async function FailedMailsPage({ searchParams }: { searchParams: SearchParams }) {
  const { lang, t } = await openDesk();
  const retried = param(await searchParams, 'retried');
  const mails = await loadFailedMails();
  return (
    <DeskShell
      lang={lang}
      section="mails"
      title={t('mails.title')}
      notice={
        retried !== undefined ? t('mails.retried', { count: Number(retried) || 0 }) : undefined
      }
    >
      <FailedMails mails={mails} t={t} />
    </DeskShell>
  );
}
