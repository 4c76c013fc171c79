/**
 * The English nouns for the lists a board holds, by the list's schema key: one element and many
 * ("tile type", "tile types"). English board problems count and name elements with them ("there
 * are only 2 cities", "Bonus connection 3"), through ICU selects built here, instead of cutting an
 * "s" off the key ("bonuses" is not "bonuse"; "deck" is not a plural). French and German name the
 * lists their own way in problem-messages.ts. A test holds every list of every game's board
 * schema to a row here (core/list-nouns.test.ts), so the fallback (the key itself, in quotes) is
 * for a schema no game has yet.
 */

export interface ListNoun {
  one: string;
  other: string;
}

/**
 * Every list key of the games' board, move and option schemas, the host's messages and its saves,
 * and what one of its elements is called. A key whose words depend on the list it sits in is
 * written `owner_key` ("routeCards_players": select arms take no dots), the owner being the
 * nearest key before it.
 */
export const LIST_NOUNS_EN: Readonly<Record<string, ListNoun>> = {
  cities: { one: 'city', other: 'cities' },
  routes: { one: 'route', other: 'routes' },
  costs: { one: 'cost', other: 'costs' },
  airlines: { one: 'airline', other: 'airlines' },
  allowedRouteTypes: { one: 'route type', other: 'route types' },
  flightCards: { one: 'flight card', other: 'flight cards' },
  land: { one: 'land shape', other: 'land shapes' },
  points: { one: 'point', other: 'points' },
  licences: { one: 'licence', other: 'licences' },
  removedWith: { one: 'player count', other: 'player counts' },
  bonuses: { one: 'bonus connection', other: 'bonus connections' },
  ranges: { one: 'stretch', other: 'stretches' },
  airports: { one: 'airport', other: 'airports' },
  gates: { one: 'gate', other: 'gates' },
  regions: { one: 'region', other: 'regions' },
  buildings: { one: 'building', other: 'buildings' },
  stopSides: { one: 'stop side', other: 'stop sides' },
  blocked: { one: 'blocked square', other: 'blocked squares' },
  lines: { one: 'line', other: 'lines' },
  terminals: { one: 'terminal', other: 'terminals' },
  squares: { one: 'square', other: 'squares' },
  tileTypes: { one: 'tile type', other: 'tile types' },
  segments: { one: 'piece of track', other: 'pieces of track' },
  routeCards: { one: 'route card', other: 'route cards' },
  // A route card's players are the player counts it is used at; anywhere else, players.
  routeCards_players: { one: 'player count', other: 'player counts' },
  players: { one: 'player', other: 'players' },
  stops: { one: 'stop', other: 'stops' },
  die: { one: 'die face', other: 'die faces' },
  // Moves and options of the games.
  cards: { one: 'card', other: 'cards' },
  path: { one: 'step', other: 'steps' },
  // The host's messages and saves.
  boards: { one: 'board', other: 'boards' },
  seats: { one: 'seat', other: 'seats' },
  setupNames: { one: 'setup name', other: 'setup names' },
  moves: { one: 'move', other: 'moves' },
  undos: { one: 'take-back', other: 'take-backs' },
  ownerHashes: { one: 'owner token', other: 'owner tokens' },
};

/** The noun for a list key, or undefined for a key that has none (read with `Object.hasOwn`: keys come from files). */
export function listNoun(key: string): ListNoun | undefined {
  return Object.hasOwn(LIST_NOUNS_EN, key) ? LIST_NOUNS_EN[key] : undefined;
}

/** The key at `path[i]` as the table knows it: `owner_key` when the table has that, else the key itself. */
export function qualifiedKey(path: readonly PropertyKey[], i: number): string {
  const key = String(path[i]);
  for (let j = i - 1; j >= 0; j--) {
    const owner = path[j];
    if (typeof owner !== 'string') continue;
    return listNoun(`${owner}_${key}`) ? `${owner}_${key}` : key;
  }
  return key;
}

/**
 * The list a path counts or points into: the nearest key from the end that names a list here,
 * over the keys of nested groups (`routeCards[2].stops.A` counts stops: "A" is a line's id); else
 * null, and the fallback names the field. Only a known key is returned: a record's keys come from
 * the file ("__proto__" too), and no message selects on them.
 */
export function listKeyOf(path: readonly PropertyKey[]): string | null {
  for (let i = path.length - 1; i >= 0; i--) {
    if (typeof path[i] !== 'string') break;
    const known = qualifiedKey(path, i);
    if (listNoun(known)) return known;
  }
  return null;
}

/**
 * An ICU select over `{list}` with a branch per known list, made by `branch` from its noun, and
 * `other` for any other key. The nouns hold no ICU syntax characters (a test checks they parse).
 */
export function listSelect(branch: (noun: ListNoun) => string, other: string): string {
  const arms = Object.entries(LIST_NOUNS_EN).map(([key, noun]) => `${key} {${branch(noun)}}`);
  return `{list, select, ${arms.join(' ')} other {${other}}}`;
}

/** A count of a list's elements in English: "{n} cities", "1 city" (`n` the count; `field` names an unknown list). */
export const COUNTED_EN = listSelect((w) => `{n, plural, one {# ${w.one}} other {# ${w.other}}}`, '{n, plural, one {# entry} other {# entries}} in {field}');

/** No element of a list, in English: "no cities". */
export const NONE_EN = listSelect((w) => `no ${w.other}`, 'no entries in {field}');

/** An element of a list named in English, opening a sentence ("Bonus connection 3") or after a comma ("gate 2"). */
export const ELEMENT_FIRST_EN = `${listSelect((w) => w.one.charAt(0).toUpperCase() + w.one.slice(1), 'Entry of “{list}”')} {label}`;
export const ELEMENT_LATER_EN = `${listSelect((w) => w.one, 'entry of “{list}”')} {label}`;
