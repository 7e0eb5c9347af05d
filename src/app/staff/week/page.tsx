import { loadWeeks } from '@/staff/loaders/week';
import { deskMetadata, openDesk, param, type SearchParams } from '@/staff/page-helpers';
import { DeskShell } from '@/staff/components/desk-shell';
import { WeekView } from '@/staff/components/week-view';

export const generateMetadata = () => deskMetadata('week.title');

/** The week's numbers: the week asked (`?week=`, any day of it) and the next (src/staff/week.ts), and the CSV export's form. */
export default async function WeekPage({ searchParams }: { searchParams: SearchParams }) {
  const { lang, t } = await openDesk();
  const data = await loadWeeks(param(await searchParams, 'week'), lang);
  return (
    <DeskShell lang={lang} section="week" title={t('week.title')}>
      <WeekView data={data} lang={lang} t={t} />
    </DeskShell>
  );
}
