// The staff calendar feed's file (/api/calendar/<CALENDAR_FEED_TOKEN>.ics), from the site's
// database, a party's game rooms named by their titles.
import { getDatabase } from '@/lib/db/client';
import { renderFeed } from '@/booking/server/calendar-feed';
import { loadRoomTitles } from '@/booking/server/runtime';

export async function loadCalendarFeed(now = new Date()): Promise<string> {
  return renderFeed((await getDatabase()).db, now, await loadRoomTitles());
}
