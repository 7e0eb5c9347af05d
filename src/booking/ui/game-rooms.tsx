// A birthday's game room(s), after the package: one choice per game the package plays (two teams,
// two rooms for a two-game package), each listing the rooms with their ages and players, and "let
// us choose" first (the default: the venue assigns free rooms when the request is stored). Each is
// a `rooms` field, so the form posts one per game; the error is the field's, under the choices.
// A half choice on a two-game package (one room named, the other left to us) is not taken by the
// booking rules: the step says so as soon as it happens, and the submit shows the rules' message.
// With the number of children, the rooms the group does not fit are not offered and the step says
// why in words; where every game's room is named, it says how the group plays (in waves when the
// rooms hold fewer than the children: rules/party-fit.ts, the rule the booking service decides
// by). Rooms outside the birthday child's age come last, marked, still allowed. Without
// JavaScript the server renders the same from the posted values.
import { useTranslations } from 'next-intl';
import type { BookingPackage, BookingRoom } from '../rules/rules-context';
import type { FieldErrors, Translate } from '../rules/fields';
import { isHalfChosen, roomEntries } from '../rules/game-rooms';
import {
  ageOf,
  ageOrder,
  fitOf,
  roomStandings,
  type FitParty,
  type RoomStanding,
} from '../rules/party-fit';
import { childrenValues, fitReason, groupsText } from '../rules/party-fit-text';
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
  childCount: children,
  age,
  settings,
  locale,
  onChange,
}: {
  /** The package chosen, if any. */
  item?: BookingPackage;
  rooms: BookingRoom[];
  /** The number of children typed (0: none yet) and the birthday child's age, if given. */
  childCount: number;
  age?: number;
  /** The booking settings the waves are measured with. */
  settings: { bufferMinutes: number; gameOffsetMinutes: number };
  locale: string;
  /** The choices, comma-separated, one entry per game ('' = let us choose). */
  value: string | undefined;
  errors: FieldErrors;
  /** False in the server's HTML (and so without JavaScript). */
  hydrated: boolean;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('booking.fields');
  const tLegends = useTranslations('booking.legends');
  const tFit = useTranslations('booking.fit') as unknown as Translate;
  const games = item ? Math.max(1, item.escapeRooms) : 0;
  const entries = roomEntries(value, games);
  const id = fieldId('rooms');
  const error = errors.rooms;
  const half = isHalfChosen(entries);
  const party: FitParty | undefined =
    item && children > 0
      ? {
          children,
          durationMinutes: item.durationMinutes,
          gameOffsetMinutes: settings.gameOffsetMinutes,
          bufferMinutes: settings.bufferMinutes,
        }
      : undefined;
  const standings: RoomStanding[] = party
    ? roomStandings(party, rooms, games, age)
    : ageOrder(
        rooms.map((room) => ({
          room,
          fit: { fits: true, waves: 1, rooms: [] },
          age: ageOf(room, age),
        })),
      );
  const unfit = standings.flatMap((standing) =>
    standing.fit.fits ? [] : [{ room: standing.room, fit: standing.fit }],
  );
  // Every game's room named, each a different one: how the group plays there, or why it cannot.
  const named = entries.map((slug) => rooms.find((room) => room.slug === slug));
  const complete =
    named.length > 0 &&
    named.every(Boolean) &&
    new Set(named.map((room) => room!.slug)).size === named.length;
  const fit = party && complete ? fitOf(party, named as BookingRoom[]) : undefined;
  const fitText = !fit
    ? ''
    : fit.fits
      ? groupsText(tFit, fit, locale)
      : fitReason(tFit, fit, children, locale);
  const describedBy = [
    `${id}-hint`,
    half ? `${id}-half` : '',
    `${id}-fit`,
    error ? `${id}-error` : '',
  ]
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
                  {standings
                    // A room the group does not fit is not offered (kept when it is the choice,
                    // so the reason below and the error speak of what is selected).
                    .filter((standing) => standing.fit.fits || standing.room.slug === entry)
                    .map(({ room, age: forAge }) => (
                      <option key={room.slug} value={room.slug}>
                        {forAge ? `${optionLabel(room)} · ${tFit(forAge)}` : optionLabel(room)}
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
          <p
            id={`${id}-fit`}
            className="mt-2 text-sm font-bold empty:hidden"
            role="status"
            aria-live="polite"
            data-game-rooms-fit={fit ? (fit.fits ? 'fits' : 'unfit') : undefined}
          >
            {fitText}
          </p>
          {party && unfit.length > 0 && (
            <div className="mt-3 rounded-xl bg-white/70 px-4 py-3 text-sm" data-game-rooms-unfit>
              <p className="font-bold">{tFit('notOffered', childrenValues(children, locale))}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {unfit.map(({ room, fit: reason }) => (
                  <li key={room.slug} data-unfit-room={room.slug}>
                    {fitReason(tFit, reason, children, locale)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      <FieldError id={id} error={error} />
    </FormStep>
  );
}
