// A birthday's game room(s), after the package: one choice per game the package plays (two teams,
// two rooms for a two-game package), each listing the rooms with their ages and players, and "let
// us choose" first (the default: the venue assigns free rooms when the request is stored). Each is
// a `rooms` field, so the form posts one per game; the error is the field's, under the choices.
// A half choice on a two-game package (one room named, the other left to us) is not taken by the
// booking rules: the step says so as soon as it happens, and the submit shows the rules' message.
import { useTranslations } from 'next-intl';
import type { BookingPackage, BookingRoom } from '../rules/rules-context';
import type { FieldErrors } from '../rules/fields';
import { isHalfChosen, roomEntries } from '../rules/game-rooms';
import { FieldError, fieldId, FormStep, inputClass } from './field';

/** The id of game `index`'s choice (the first is the field's own, which the error summary links to). */
function gameRoomId(index: number): string {
  return index === 0 ? fieldId('rooms') : `${fieldId('rooms')}-${index + 1}`;
}

export function GameRooms({
  item,
  rooms,
  value,
  errors,
  hydrated,
  onChange,
}: {
  /** The package chosen, if any. */
  item?: BookingPackage;
  rooms: BookingRoom[];
  /** The choices, comma-separated, one entry per game ('' = let us choose). */
  value: string | undefined;
  errors: FieldErrors;
  /** False in the server's HTML (and so without JavaScript). */
  hydrated: boolean;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('booking.fields');
  const tLegends = useTranslations('booking.legends');
  const games = item ? Math.max(1, item.escapeRooms) : 0;
  const entries = roomEntries(value, games);
  const id = fieldId('rooms');
  const error = errors.rooms;
  const half = isHalfChosen(entries);
  const describedBy = [`${id}-hint`, half ? `${id}-half` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const optionLabel = (room: BookingRoom) =>
    room.ageMin !== undefined && room.ageMax !== undefined
      ? t('gameRoomOption', {
          title: room.title,
          ageMin: room.ageMin,
          ageMax: room.ageMax,
          min: room.playersMin,
          max: room.playersMax,
        })
      : t('gameRoomOptionNoAge', {
          title: room.title,
          min: room.playersMin,
          max: room.playersMax,
        });
  return (
    <FormStep legend={tLegends('game')} data-field="rooms" data-game-rooms={games}>
      {!item ? (
        <p id={`${id}-hint`} className="rounded-xl bg-white/70 px-4 py-3" data-game-rooms-empty>
          {hydrated ? t('gameRoomsNoPackage') : t('gameRoomsNoPackageNoScript')}
        </p>
      ) : (
        <>
          <p id={`${id}-hint`} className="text-sm">
            {t('gameRoomsHint', { count: games, package: item.name })}
          </p>
          <div className={`mt-3 grid gap-5 ${games > 1 ? 'md:grid-cols-2' : 'md:w-1/2'}`}>
            {entries.map((entry, index) => (
              <div key={index}>
                <label htmlFor={gameRoomId(index)} className="block font-bold text-ink">
                  {games > 1 ? t('gameRoomTeam', { team: index + 1 }) : t('gameRoom')}
                </label>
                <select
                  id={gameRoomId(index)}
                  name="rooms"
                  value={entry}
                  aria-describedby={describedBy}
                  {...(error ? { 'aria-invalid': true as const } : {})}
                  onChange={(event) => {
                    const next = [...entries];
                    next[index] = event.target.value;
                    onChange(next.join(','));
                  }}
                  className={inputClass}
                  data-game-room={index + 1}
                >
                  <option value="">{t('gameRoomLetUsChoose')}</option>
                  {rooms.map((room) => (
                    <option key={room.slug} value={room.slug}>
                      {optionLabel(room)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <p
            id={`${id}-half`}
            className="mt-2 text-sm font-bold empty:hidden"
            role="status"
            aria-live="polite"
            data-game-rooms-half
          >
            {half ? t('gameRoomsHalf') : ''}
          </p>
        </>
      )}
      <FieldError id={id} error={error} />
    </FormStep>
  );
}
