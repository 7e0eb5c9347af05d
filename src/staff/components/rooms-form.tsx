// A party's game rooms on its booking page: one select per game, each with "let the desk choose
// a free room" first. A plain POST (no JavaScript needed); a refused one comes back with the
// choice kept.
import type { BookingHold } from '@/booking/db/holds-repository';
import type { BookingContext } from '@/booking/rules/rules-context';
import { assignRoomsAction } from '../actions';
import type { StaffTranslate } from '../translate';
import { button } from './desk-styles';
import { GameRoomSelects } from './game-room-selects';

export function RoomsForm({
  bookingId,
  games,
  holds,
  kept,
  context,
  t,
}: {
  bookingId: number;
  games: number;
  /** The booking's holds: the rooms held now are the selects' choices, in game order. */
  holds: BookingHold[];
  /** The slugs posted last time (comma-separated, empty for the desk's choice), when refused. */
  kept?: string;
  context: BookingContext;
  t: StaffTranslate;
}) {
  const keptList = kept?.split(',');
  const current = holds.filter((hold) => hold.kind === 'room').map((hold) => hold.resource);
  const chosen = Array.from({ length: games }, (_, index) => {
    if (keptList) {
      const slug = keptList[index] ?? '';
      return context.rooms.some((room) => room.slug === slug) ? slug : '';
    }
    return context.rooms.find((room) => room.resource === current[index])?.slug ?? '';
  });
  return (
    <section aria-labelledby="booking-rooms" className="mt-6" data-rooms-form>
      <form action={assignRoomsAction} method="post" className="rounded-xl bg-white p-4">
        <input type="hidden" name="id" value={bookingId} />
        <fieldset className="space-y-3">
          <legend id="booking-rooms" className="font-display text-xl font-bold">
            {t('rooms.title')}
          </legend>
          <p>{t('rooms.intro')}</p>
          <GameRoomSelects id="rooms" chosen={chosen} rooms={context.rooms} t={t} />
        </fieldset>
        <button type="submit" className={`${button} mt-4`}>
          {t('rooms.submit')}
        </button>
      </form>
    </section>
  );
}
