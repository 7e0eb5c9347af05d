// GET /api/booking-calendar/<token>: the manage page's "Add to calendar", the booking's .ics
// (src/booking/server/manage-calendar.ts). A token that does not verify, or a booking that no
// longer holds its time, is a 404. Never cached, never indexed, no Referer with the token.
import { manageCalendar } from '@/booking/server/manage-calendar';

export const dynamic = 'force-dynamic';

const PRIVATE = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

export async function GET(
  _request: Request,
  context: RouteContext<'/api/booking-calendar/[token]'>,
) {
  const { token } = await context.params;
  let decoded: string;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    decoded = '';
  }
  const file = decoded ? await manageCalendar(decoded) : null;
  if (!file)
    return new Response('Not found', {
      status: 404,
      headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(file.body, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
    },
  });
}
