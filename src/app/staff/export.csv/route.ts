// GET /staff/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the bookings starting on those days as a
// CSV file (src/staff/export.ts), for the signed-in staff member only. The query holds dates
// only; the parent's details go into the file, never into a log line.
import { notFound } from 'next/navigation';
import { deskEnabled } from '@/staff/config';
import { EXPORT_MAX_DAYS, exportFileName, exportRange } from '@/staff/export';
import { loadExportCsv } from '@/staff/loaders/export';
import { deskLang, getStaffAuth } from '@/staff/runtime';
import { staffTranslator } from '@/staff/translate';

export const dynamic = 'force-dynamic';

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function GET(request: Request): Promise<Response> {
  if (!deskEnabled()) notFound();
  const lang = await deskLang();
  const t = staffTranslator(lang);
  const staff = await (await getStaffAuth()).currentStaff(request.headers);
  if (!staff) return text(401, t('export.errors.signIn'));
  const url = new URL(request.url);
  const range = exportRange(url.searchParams.get('from'), url.searchParams.get('to'));
  if (!range.ok) return text(400, t(`export.errors.${range.error}`, { days: EXPORT_MAX_DAYS }));
  return new Response(await loadExportCsv(range, lang), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(range.from, range.to)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
