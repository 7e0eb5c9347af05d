// GET /api/calendar/<CALENDAR_FEED_TOKEN>.ics: the staff calendar feed (Google and Apple
// Calendar subscribe to it). Off without the token; any other path is a 404.
import { feedTokenMatches } from '@/booking/server/calendar-feed';
import { getEnv } from '@/lib/env';
import { loadCalendarFeed } from '@/staff/loaders/calendar-feed';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, context: RouteContext<'/api/calendar/[file]'>) {
  const { file } = await context.params;
  if (!feedTokenMatches(decodeURIComponent(file), getEnv().CALENDAR_FEED_TOKEN)) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(await loadCalendarFeed(), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
