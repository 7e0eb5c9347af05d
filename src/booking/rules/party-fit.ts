// Whether a party's children fit its game rooms, and how they play there. The children are split
// across the rooms the package plays; when the rooms together hold fewer players than the
// children, the team plays in waves, one after another:
//
//   waves = ⌈children ÷ the rooms' players_max together⌉
//
// and each room is held waves × (its session + buffer) from `gameOffsetMinutes`. A room is offered
// only when its waves end within the party (the last wave's game over by the package's end: the
// buffer after it runs alongside the hall's) and each team reaches the room's `players_min`. Pure:
// the booking service's `fitGroup` step (server/submit-steps.ts) decides with it for every channel
// (form, API, the desk's phone booking, `assign_rooms`); the form uses it to explain.

/** What the rule reads of a room (BookingRoom has it all). */
export interface FitRoom {
  slug: string;
  title: string;
  resource: string;
  playersMin: number;
  playersMax: number;
  durationMinutes: number;
  ageMin?: number;
  ageMax?: number;
}

/** What the rule reads of the package and the settings. */
export interface FitParty {
  children: number;
  /** The package's duration. */
  durationMinutes: number;
  gameOffsetMinutes: number;
  bufferMinutes: number;
}

/** One room of a plan that fits: how long it is held and the teams that play it, wave by wave. */
export interface RoomPlay {
  room: FitRoom;
  /** The children who play this room, over all its waves. */
  children: number;
  /** Team sizes, one per wave (the larger first). */
  teams: number[];
  /** The hold's length without the last buffer: waves × session + (waves − 1) × buffer. */
  gameMinutes: number;
}

export type Fit =
  | { fits: true; waves: number; rooms: RoomPlay[] }
  /** The room's waves end after the package: `waves` × `sessionMinutes`, ending at `endsMinutes`. */
  | {
      fits: false;
      reason: 'too_long';
      room: FitRoom;
      waves: number;
      sessionMinutes: number;
      endsMinutes: number;
      packageMinutes: number;
    }
  /** A team of the room would be smaller than its `players_min`. */
  | {
      fits: false;
      reason: 'too_few';
      room: FitRoom;
      waves: number;
      team: number;
      playersMin: number;
    };

/** How many waves the children play in the rooms: at least one. */
export function wavesOf(children: number, rooms: Pick<FitRoom, 'playersMax'>[]): number {
  const places = rooms.reduce((sum, room) => sum + Math.max(1, room.playersMax), 0);
  return Math.max(1, Math.ceil(Math.max(0, children) / Math.max(1, places)));
}

/** How long a room's games last for `waves` waves, the buffers between them included. */
export function gameMinutesOf(
  room: Pick<FitRoom, 'durationMinutes'>,
  waves: number,
  bufferMinutes: number,
): number {
  return waves * room.durationMinutes + (waves - 1) * bufferMinutes;
}

/**
 * The children each room plays over its waves: every room first its `players_min` per wave,
 * the rest one by one to the room least full for its size (never past `players_max` a wave).
 * Null when the minimums alone need more children than there are.
 */
function splitChildren(children: number, rooms: FitRoom[], waves: number): number[] | null {
  const counts = rooms.map((room) => Math.max(1, room.playersMin) * waves);
  let left = children - counts.reduce((sum, count) => sum + count, 0);
  if (left < 0) return null;
  while (left > 0) {
    let best = -1;
    for (const [index, room] of rooms.entries()) {
      if (counts[index]! >= room.playersMax * waves) continue;
      if (best < 0 || counts[index]! * rooms[best]!.playersMax < counts[best]! * room.playersMax)
        best = index;
    }
    if (best < 0) return null;
    counts[best]! += 1;
    left -= 1;
  }
  return counts;
}

/** Team sizes of `children` over `waves` waves, as even as can be, the larger first. */
function teamsOf(children: number, waves: number): number[] {
  const small = Math.floor(children / waves);
  const large = children % waves;
  return Array.from({ length: waves }, (_, index) => (index < large ? small + 1 : small));
}

/** Whether the party's children fit `rooms` (the package's games, each a different room). */
export function fitOf(party: FitParty, rooms: FitRoom[]): Fit {
  const waves = wavesOf(party.children, rooms);
  for (const room of rooms) {
    const endsMinutes = party.gameOffsetMinutes + gameMinutesOf(room, waves, party.bufferMinutes);
    if (endsMinutes > party.durationMinutes)
      return {
        fits: false,
        reason: 'too_long',
        room,
        waves,
        sessionMinutes: room.durationMinutes,
        endsMinutes,
        packageMinutes: party.durationMinutes,
      };
  }
  const counts = splitChildren(party.children, rooms, waves);
  if (!counts) {
    // The room whose minimum the children cannot reach: the one asking most of each team.
    const room = [...rooms].sort((a, b) => b.playersMin - a.playersMin)[0]!;
    const team = Math.floor(party.children / (rooms.length * waves));
    return { fits: false, reason: 'too_few', room, waves, team, playersMin: room.playersMin };
  }
  return {
    fits: true,
    waves,
    rooms: rooms.map((room, index) => ({
      room,
      children: counts[index]!,
      teams: teamsOf(counts[index]!, waves),
      gameMinutes: gameMinutesOf(room, waves, party.bufferMinutes),
    })),
  };
}

/** The groups a fitting plan plays in: how many, and their smallest and largest size. */
export function groupsOf(fit: Extract<Fit, { fits: true }>): {
  groups: number;
  min: number;
  max: number;
} {
  const teams = fit.rooms.flatMap((play) => play.teams);
  return { groups: teams.length, min: Math.min(...teams), max: Math.max(...teams) };
}

/** Every set of `games` different rooms, in the rooms' order. */
function combinations<T>(items: T[], games: number): T[][] {
  if (games <= 0) return [[]];
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), games - 1).map((rest) => [item, ...rest]),
  );
}

/**
 * The sets of rooms "let us choose" may give a party, the ones its children fit, the fewest
 * waves first (then the rooms' order): what the venue assigns from, first free first.
 */
export function fittingChoices(
  party: FitParty,
  rooms: FitRoom[],
  games: number,
): Extract<Fit, { fits: true }>[] {
  return combinations(rooms, Math.max(1, games))
    .map((set) => fitOf(party, set))
    .filter((fit): fit is Extract<Fit, { fits: true }> => fit.fits)
    .sort((a, b) => a.waves - b.waves);
}

/** How one room stands for a party, for the form's list: its fit, and its place by age. */
export interface RoomStanding {
  room: FitRoom;
  /** The fit of the room (a one-game package), or of its best set with other rooms. */
  fit: Fit;
  /** The birthday child's age against the room's: below it, above it, or within (undefined). */
  age?: 'older' | 'younger';
}

/**
 * Each room as the form lists it for a party: whether the children fit it (with some other rooms,
 * for a package of several games) and why not; rooms outside the birthday child's age after the
 * others, marked, still allowed. The rooms keep their order otherwise.
 */
export function roomStandings(
  party: FitParty,
  rooms: FitRoom[],
  games: number,
  age?: number,
): RoomStanding[] {
  const standings = rooms.map((room): RoomStanding => {
    const others = rooms.filter((other) => other !== room);
    const sets = combinations(others, Math.max(0, games - 1)).map((rest) => [room, ...rest]);
    const fits = sets.map((set) => fitOf(party, set));
    // The best set: one that fits, else the one with the fewest waves (its reason is the room's).
    const fit =
      fits.find((candidate) => candidate.fits) ??
      [...fits]
        .sort((a, b) => a.waves - b.waves)
        .find((candidate) => !candidate.fits && candidate.room === room) ??
      fits[0] ??
      fitOf(party, [room]);
    return { room, fit, age: ageOf(room, age) };
  });
  return ageOrder(standings);
}

/** Rooms within the birthday child's age first, the others after them, each kept in its order. */
export function ageOrder<T extends { age?: RoomStanding['age'] }>(standings: T[]): T[] {
  return [
    ...standings.filter((standing) => !standing.age),
    ...standings.filter((standing) => standing.age),
  ];
}

/** Where a room stands against the birthday child's age: for older or younger children, or within. */
export function ageOf(room: FitRoom, age: number | undefined): RoomStanding['age'] {
  if (age === undefined || room.ageMin === undefined || room.ageMax === undefined) return undefined;
  if (age < room.ageMin) return 'older';
  if (age > room.ageMax) return 'younger';
  return undefined;
}
