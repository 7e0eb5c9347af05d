import { loadBlocks } from '@/staff/loaders/lists';
import { blocksNotice } from '@/staff/notices';
import { deskMetadata, openDesk, type SearchParams } from '@/staff/page-helpers';
import { DeskShell } from '@/staff/components/desk-shell';
import { BlocksView } from '@/staff/components/blocks-view';

export const generateMetadata = () => deskMetadata('blocks.title');

/** Block a time on one room or hall, or on everything; the blocks ahead, each unblocked after a confirmation step. */
export default async function BlocksPage({ searchParams }: { searchParams: SearchParams }) {
  const { lang, t } = await openDesk();
  const query = await searchParams;
  const data = await loadBlocks(lang);
  return (
    <DeskShell lang={lang} section="blocks" title={t('blocks.title')} {...blocksNotice(query, t)}>
      <BlocksView data={data} lang={lang} t={t} />
    </DeskShell>
  );
}
