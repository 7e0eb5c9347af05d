import { loadWaiting } from '@/staff/loaders/waiting';
import { deskMetadata, openDesk, type SearchParams } from '@/staff/page-helpers';
import { DeskShell } from '@/staff/components/desk-shell';
import { WaitingList } from '@/staff/components/waiting-list';

export const generateMetadata = () => deskMetadata('waiting.title');

/** Requests waiting for an answer, with Confirm on each and several declined at once. */
export default async function WaitingPage({ searchParams }: { searchParams: SearchParams }) {
  const { lang, t } = await openDesk();
  const waiting = await loadWaiting(lang, await searchParams);
  return (
    <DeskShell
      lang={lang}
      section="waiting"
      title={t('waiting.title')}
      notice={waiting.notice}
      error={waiting.error}
    >
      <WaitingList waiting={waiting} lang={lang} t={t} />
    </DeskShell>
  );
}
