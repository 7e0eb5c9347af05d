import { loadDay } from '@/staff/loaders/day';
import { dayNotice } from '@/staff/notices';
import { deskMetadata, openDesk, param, type SearchParams } from '@/staff/page-helpers';
import { formatDate } from '@/lib/format';
import { DeskShell } from '@/staff/components/desk-shell';
import { DayView } from '@/staff/components/day-view';

export const generateMetadata = () => deskMetadata('nav.day');

/** The day view (src/staff/components/day-view.tsx): the day asked, or today. */
export default async function DayPage({ searchParams }: { searchParams: SearchParams }) {
  const { lang, t } = await openDesk();
  const query = await searchParams;
  const day = await loadDay(param(query, 'date'), lang);
  return (
    <DeskShell
      lang={lang}
      section="day"
      title={t('day.title', { date: formatDate(day.date, lang, 'desk') })}
      {...dayNotice(query, t)}
    >
      <DayView day={day} lang={lang} t={t} />
    </DeskShell>
  );
}
