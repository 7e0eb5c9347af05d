// A birthday form's game-room choice, kept in the form's values as one string (the `rooms` fields
// the form posts, joined by commas, as pickValues keeps them): one entry per game of the package,
// each a room slug or '' for "let us choose".

/** The entries of `value` for a package playing `games` rooms, by position: cut or padded with ''. */
export function roomEntries(value: string | undefined, games: number): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim());
  return Array.from({ length: Math.max(0, games) }, (_, index) => entries[index] ?? '');
}

/**
 * What a choice keeps when the package changes to one playing `games` rooms: the rooms named
 * that still exist (`known`), each once, in their order, as many as fit; the rest "let us choose".
 */
export function fitRooms(value: string | undefined, games: number, known: string[]): string {
  const named = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((slug) => slug && known.includes(slug)),
    ),
  ];
  return roomEntries(named.slice(0, games).join(','), games).join(',');
}

/** Some games named and some left to the venue (which the booking schema refuses). */
export function isHalfChosen(entries: string[]): boolean {
  return entries.some(Boolean) && entries.some((entry) => !entry);
}

/**
 * The `rooms` the free times follow: every game's room named, each a different one; otherwise ''
 * (the free times of "let us choose", until the choice is complete).
 */
export function roomsForTimes(entries: string[]): string {
  const complete =
    entries.length > 0 && entries.every(Boolean) && new Set(entries).size === entries.length;
  return complete ? entries.join(',') : '';
}
