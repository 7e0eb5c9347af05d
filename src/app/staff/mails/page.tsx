import { loadFailedMails } from '@/staff/loaders/lists';
import { mailsNotice } from '@/staff/notices';
import { deskMetadata, openDesk, type SearchParams } from '@/staff/page-helpers';
import { DeskShell } from '@/staff/components/desk-shell';
import { FailedMails } from '@/staff/components/failed-mails';

export const generateMetadata = () => deskMetadata('mails.title');

/** Mails the outbox gave up on, each with "send again". */
export default async function FailedMailsPage({ searchParams }: { searchParams: SearchParams }) {
  const { lang, t } = await openDesk();
  const query = await searchParams;
  const mails = await loadFailedMails();
  return (
    <DeskShell lang={lang} section="mails" title={t('mails.title')} {...mailsNotice(query, t)}>
      <FailedMails mails={mails} lang={lang} t={t} />
    </DeskShell>
  );
}
