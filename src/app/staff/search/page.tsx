import { DeskShell } from '@/staff/components/desk-shell';
import { deskMetadata, openDesk } from '@/staff/page-helpers';

export const generateMetadata = () => deskMetadata('search.title');

/**
 * Search results: the shell's search field posts here without JavaScript (the query in the
 * POST body, never in the URL) and the field's server action renders the matches above.
 */
export default async function SearchPage() {
  const { lang, t } = await openDesk();
  return (
    <DeskShell lang={lang} section="search" title={t('search.title')}>
      {null}
    </DeskShell>
  );
}
