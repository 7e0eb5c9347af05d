import { loadWeeks } from '@/staff/loaders/week';
import { deskMetadata, openDesk } from '@/staff/page-helpers';
import { DeskShell } from '@/staff/components/desk-shell';
import { WeekView } from '@/staff/components/week-view';

export const generateMetadata = () => deskMetadata('week.title');

/** The week's numbers: this week and next (src/staff/week.ts), and the CSV export's form. */
export default async function WeekPage() {
  const { lang, t } = await openDesk();
  const data = await loadWeeks(lang);
  return (
    <DeskShell lang={lang} section="week" title={t('week.title')}>
      <WeekView data={data} lang={lang} t={t} />
    </DeskShell>
  );
}
