// A party's game rooms on the desk: one select per game, each with "let the desk choose a free
// room" first. The booking's room form and the phone booking's first step both post them as
// `rooms`, one per game.
import type { BookingRoom } from '@/booking/rules/rules-context';
import type { StaffTranslate } from '../translate';
import { DeskSelect } from './desk-field';

export function GameRoomSelects({
  id,
  chosen,
  rooms,
  describedBy,
  className,
  t,
}: {
  /** The selects' ids: `<id>-1`, `<id>-2`, … */
  id: string;
  /** The room slug chosen for each game ("" for the desk's choice): one select each. */
  chosen: string[];
  rooms: BookingRoom[];
  describedBy?: string;
  className?: string;
  t: StaffTranslate;
}) {
  return chosen.map((slug, index) => (
    // Keyed by the choice too: a select takes a new defaultValue only when mounted.
    <DeskSelect
      key={`${index}-${slug}`}
      id={`${id}-${index + 1}`}
      label={chosen.length > 1 ? t('rooms.game', { number: index + 1 }) : t('rooms.only')}
      name="rooms"
      defaultValue={slug}
      aria-describedby={describedBy}
      className={className}
    >
      <option value="">{t('rooms.choose')}</option>
      {rooms.map((room) => (
        <option key={room.slug} value={room.slug}>
          {room.title}
        </option>
      ))}
    </DeskSelect>
  ));
}
