// A party's games as the parent and the venue read them, in the mails, the calendar files and
// the link pages: each game room's title in the reader's language and the game's start, from the
// booking's holds (kind 'room', resource `room:<key>`). A birthday stored before parties held
// rooms has no room hold: its room is still to be assigned.
import type { Locale } from '@/i18n/routing';
import type { BookingContext } from './rules-context';

/** Each room's title in the languages the content names it, by its resource (`room:<key>`). */
export type RoomTitles = ReadonlyMap<string, Partial<Record<Locale, string>>>;

/** The titles of the rooms of some booking contexts (one per language). */
export function roomTitlesOf(contexts: Pick<BookingContext, 'locale' | 'rooms'>[]): RoomTitles {
  const titles = new Map<string, Partial<Record<Locale, string>>>();
  for (const context of contexts)
    for (const room of context.rooms)
      titles.set(room.resource, { ...titles.get(room.resource), [context.locale]: room.title });
  return titles;
}

/** One game of a party: the room it plays and when the game starts. */
export interface PartyGame {
  resource: string;
  title: Partial<Record<Locale, string>>;
  startsAt: Date;
}

/** What of a hold names a game: a room hold (`kind` 'room', or a `room:` resource). */
export interface GameHold {
  kind?: 'hall' | 'room';
  resource: string;
  startsAt: Date;
}

/** The games of a party from its holds, in the holds' order; none for a party holding no room. */
export function partyGamesOf(holds: readonly GameHold[], titles: RoomTitles): PartyGame[] {
  return holds
    .filter((hold) => (hold.kind ?? kindOf(hold.resource)) === 'room')
    .map((hold) => ({
      resource: hold.resource,
      title: titles.get(hold.resource) ?? {},
      startsAt: hold.startsAt,
    }));
}

function kindOf(resource: string): 'hall' | 'room' {
  return resource.startsWith('room:') ? 'room' : 'hall';
}

/** The game's room in `locale`: its title there, else in the other language, else its key. */
export function gameRoomTitle(game: PartyGame, locale: Locale): string {
  return (
    game.title[locale] ??
    Object.values(game.title).find(Boolean) ??
    game.resource.replace(/^room:/, '')
  );
}
