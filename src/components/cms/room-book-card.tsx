import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { roomPriceLine, type RoomPartProps } from './room-price';

/**
 * A room page's "Book this room" card beside the story on a desktop (sticky there; the phone has
 * the intro's button): the room's from-price, its players, and the room form with the room chosen.
 */
export async function RoomBookCard({ room, locale, className = '' }: RoomPartProps) {
  const t = await getTranslations({ locale, namespace: 'rooms' });
  return (
    <div
      className={`rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-soft)] ${className}`}
      data-book-card
    >
      {room.priceFrom !== undefined && (
        <p className="text-2xl font-bold text-ink" data-book-card-price>
          {roomPriceLine(t, room.priceFrom, room.playersMin, locale)}
        </p>
      )}
      {room.playersMin !== null && room.playersMax !== null && (
        <p className="mt-1 text-ink">
          {t('players', { min: room.playersMin, max: room.playersMax })}
        </p>
      )}
      <Link
        href={{ pathname: '/book-now', query: { form: 'room', room: room.slug } }}
        className="btn btn-primary mt-4 w-full justify-center"
        data-book-card-link
      >
        {t('bookThisRoom')}
      </Link>
    </div>
  );
}
