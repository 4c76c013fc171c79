/**
 * The Airlines Europe editor commands. Cities and routes are the route-map kit's (one copy for
 * both Airlines games); the tables (airlines, bonus connections, share track, Air Abacus) swap
 * one top-level field, exact and cheap because boards are immutable. Each builder takes the
 * board the command will first apply to and returns a do/undo pair (model/command.ts).
 */
import {
  airlineSchema,
  MAP_HEIGHT,
  MAP_WIDTH,
  type Abacus,
  type Airline,
  type Bonus,
  type City,
  type EuropeBoard,
  type Route,
  type ShareTrack,
  type TrackRange,
} from '../../../../../games/airlines-europe/types.js';
import { cityName, cityRouteCommands, deleteFromLists, routeCities } from '../../../route-map/editor/commands.js';
import { compound, setField, type Command } from '../../../editor-core/model/command.js';
import { uniqueId } from '../../../editor-core/model/ids.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** Undo labels in the editor's language (worded when a command is made). */
const { t } = useT(editorArea);

type B = EuropeBoard;
type Cmd = Command<B>;

// ---- cities and routes (the route-map kit's commands on a 1000 × 800 map) -------------------

const cr = cityRouteCommands<B, Route>({ width: MAP_WIDTH, height: MAP_HEIGHT });
export const { addCity, moveCitiesTo, moveCitiesBy, renameCity, addRoute, setCityLabel, setRouteBend, setRouteLabel } = cr;

export function newCity(board: B, x: number, y: number, name?: string): City {
  return cr.newCity(board, x, y, name);
}

export function newRoute(board: B, from: string, to: string, licences: number[] = [3]): Route {
  return { id: cr.routeId(board, from, to), from, to, licences };
}

/** The prices in a route's licence spaces: 1 to 3 of them (the schema checks each value). */
export function setLicences(board: B, ids: readonly string[], licences: readonly number[]): Cmd | null {
  if (licences.length < 1 || licences.length > 3) return null;
  const same = (r: Route) => r.licences.length === licences.length && r.licences.every((v, i) => v === licences[i]);
  return cr.patchRoutesCommand(
    board,
    ids,
    (r) => (same(r) ? null : { licences: [...licences] }),
    (n, r) => t('editor.europe.u.licences', { n, route: routeCities(board, r), prices: licences.join(', ') }),
  );
}

/**
 * Deletes cities, routes, airlines and bonus connections together. A city takes its routes and
 * the bonus connections that name it; an airline takes its bonus connections.
 */
export function deleteElements(
  board: B,
  sel: { cities?: readonly string[]; routes?: readonly string[]; airlines?: readonly string[]; bonuses?: readonly string[] },
): Cmd | null {
  const { cities, routes } = cr.withTouchingRoutes(board, sel.cities ?? [], sel.routes ?? []);
  const airlines = new Set(sel.airlines ?? []);
  const bonuses = new Set(sel.bonuses ?? []);
  for (const b of board.bonuses) if (cities.has(b.from) || cities.has(b.to) || airlines.has(b.airline)) bonuses.add(b.id);
  return deleteFromLists(board, [
    cr.cityRemoval(cities),
    cr.routeRemoval(routes),
    { key: 'airlines', ids: airlines, one: (a) => (a as Airline).name, many: (n) => `${n} airlines` },
    { key: 'bonuses', ids: bonuses, one: () => '1 bonus connection', many: (n) => `${n} bonus connections` },
  ]);
}

// ---- airlines (the table, and home airports on the map) ---------------------------------------

/** Colours apart from each other and from the map's land and sea (the printed game's ten). */
export const PALETTE = ['#d7263d', '#1f5fbf', '#f2c500', '#7b3fa0', '#f4f4f4', '#f08a24', '#2e9e4f', '#8a8d91', '#19a7a8', '#222222'];

/** A new airline of a mid-sized share count, based at `home`, starting on space 5. */
export function newAirline(board: B, home: string): Airline {
  const ids = new Set(board.airlines.map((a) => a.id));
  let n = board.airlines.length + 1;
  while (ids.has(`air-${n}`)) n++;
  const id = `air-${n}`;
  const used = new Set(board.airlines.map((a) => a.colour.toLowerCase()));
  return {
    id,
    name: `Airline ${n}`,
    initials: `A${n}`.slice(0, 4),
    colour: PALETTE.find((c) => !used.has(c)) ?? PALETTE[(n - 1) % PALETTE.length]!,
    shares: 11,
    home,
    trackStart: 5,
    removedWith: [],
  };
}

function setAirlines(label: string, board: B, airlines: Airline[]): Cmd {
  return setField(label, board, 'airlines', airlines);
}

export function addAirline(board: B, airline: Airline): Cmd {
  return setAirlines(t('editor.airlines.u.addAirline', { name: airline.name }), board, [...board.airlines, airline]);
}

/** An airlines-table edit: name, initials, colour, shares, home, start space, player counts. */
export function updateAirline(board: B, id: string, patch: Partial<Omit<Airline, 'id'>>): Cmd | null {
  const old = board.airlines.find((a) => a.id === id);
  if (!old) return null;
  if (Object.entries(patch).every(([k, v]) => JSON.stringify(old[k as keyof Airline]) === JSON.stringify(v))) return null;
  return setAirlines(t('editor.airlines.u.change', { name: old.name, fields: Object.keys(patch).join(', ') }), board, board.airlines.map((a) => (a.id === id ? { ...a, ...patch } : a)));
}

/** Makes `city` the home airport of `airline`. */
export function setHome(board: B, airline: string, city: string): Cmd | null {
  const a = board.airlines.find((x) => x.id === airline);
  if (!a || a.home === city) return null;
  return setAirlines(t('editor.europe.u.home', { city: cityName(board, city), name: a.name }), board, board.airlines.map((x) => (x.id === airline ? { ...x, home: city } : x)));
}

/** The Home tool on a city: a new airline based there. */
export function addHomeIn(board: B, city: string): { command: Cmd; airline: Airline } {
  const airline = newAirline(board, city);
  return { command: addAirline(board, airline), airline };
}

/** The Home tool on empty map: a new city and a new airline based there, one step. */
export function addHomeAt(board: B, x: number, y: number): { command: Cmd; city: City; airline: Airline } {
  const city = newCity(board, x, y);
  const airline = newAirline(board, city.id);
  city.name = `${airline.name} home`;
  const first = addCity(board, city);
  const second = addAirline(first.do(board), airline);
  return { command: compound(t('editor.europe.u.addHome', { name: airline.name }), [first, second]), city, airline };
}

/** Player counts at which an airline leaves the game: one toggled. */
export function toggleRemovedWith(board: B, id: string, players: number): Cmd | null {
  const a = board.airlines.find((x) => x.id === id);
  if (!a) return null;
  const has = a.removedWith.includes(players);
  const next = has ? a.removedWith.filter((n) => n !== players) : [...a.removedWith, players].sort((p, q) => p - q);
  return updateAirline(board, id, { removedWith: next });
}

// ---- bonus connections ----------------------------------------------------------------------

/** The airline a new bonus goes to: the one with the fewest shares and no bonus yet. */
export function bonusAirline(board: B): string | null {
  const taken = new Set(board.bonuses.map((b) => b.airline));
  const free = board.airlines.filter((a) => !taken.has(a.id));
  const pool = free.length ? free : board.airlines;
  return [...pool].sort((a, b) => a.shares - b.shares)[0]?.id ?? null;
}

export function newBonus(board: B, airline: string, from: string, to: string, value = 8): Bonus {
  const id = uniqueId(`${airline}-bonus`, new Set(board.bonuses.map((b) => b.id)));
  return { id, airline, from, to, value };
}

export function addBonus(board: B, bonus: Bonus): Cmd {
  const a = board.airlines.find((x) => x.id === bonus.airline)?.name ?? bonus.airline;
  return setField(t('editor.europe.u.addBonus', { airline: a, route: `${cityName(board, bonus.from)}–${cityName(board, bonus.to)}` }), board, 'bonuses', [...board.bonuses, bonus]);
}

export function updateBonus(board: B, id: string, patch: Partial<Omit<Bonus, 'id'>>): Cmd | null {
  const old = board.bonuses.find((b) => b.id === id);
  if (!old) return null;
  if (Object.entries(patch).every(([k, v]) => old[k as keyof Bonus] === v)) return null;
  return setField(t('editor.europe.u.changeBonus', { route: `${cityName(board, old.from)}–${cityName(board, old.to)}`, fields: Object.keys(patch).join(', ') }), board, 'bonuses', board.bonuses.map((b) => (b.id === id ? { ...b, ...patch } : b)));
}

// ---- share track and Air Abacus ---------------------------------------------------------------

function setTrack(label: string, board: B, track: ShareTrack): Cmd {
  return setField(label, board, 'shareTrack', track);
}

/** The last space; the last stretch is stretched or cut to end there. */
export function setTrackLength(board: B, length: number): Cmd | null {
  const track = board.shareTrack;
  if (!Number.isInteger(length) || length < 1 || length === track.length) return null;
  const ranges = track.ranges.map((r, i) => (i === track.ranges.length - 1 ? { ...r, to: Math.max(r.from, length) } : r));
  return setTrack(t('editor.europe.u.trackLength', { n: length }), board, { length, ranges });
}

/** One stretch edited; its end moves the next stretch's start with it, so they stay joined. */
export function updateRange(board: B, index: number, patch: Partial<TrackRange>): Cmd | null {
  const track = board.shareTrack;
  const old = track.ranges[index];
  if (!old) return null;
  const next = track.ranges.map((r, i) => (i === index ? { ...r, ...patch } : r));
  if (patch.to !== undefined && next[index + 1]) next[index + 1] = { ...next[index + 1]!, from: patch.to + 1 };
  if (JSON.stringify(next) === JSON.stringify(track.ranges)) return null;
  return setTrack(t('editor.europe.u.trackChange', { from: old.from, to: old.to }), board, { ...track, ranges: next });
}

/** Splits the last stretch in two (its points copied), or adds one if the track has none. */
export function addRange(board: B): Cmd | null {
  const track = board.shareTrack;
  const last = track.ranges[track.ranges.length - 1];
  if (!last) return setTrack(t('editor.europe.u.trackAdd'), board, { ...track, ranges: [{ from: 0, to: track.length, points: [4, 2] }] });
  if (last.to - last.from < 1) return null;
  const mid = Math.floor((last.from + last.to) / 2);
  const ranges = [...track.ranges.slice(0, -1), { ...last, to: mid }, { ...last, from: mid + 1, points: [...last.points] }];
  return setTrack(t('editor.europe.u.trackSplit'), board, { ...track, ranges });
}

/** Removes a stretch; its neighbour takes its spaces. */
export function removeRange(board: B, index: number): Cmd | null {
  const track = board.shareTrack;
  if (track.ranges.length <= 1 || !track.ranges[index]) return null;
  const gone = track.ranges[index]!;
  const ranges = track.ranges.filter((_, i) => i !== index);
  if (index > 0) ranges[index - 1] = { ...ranges[index - 1]!, to: gone.to };
  else ranges[0] = { ...ranges[0]!, from: gone.from };
  return setTrack(t('editor.europe.u.trackRemove', { from: gone.from, to: gone.to }), board, { ...track, ranges });
}

/** The stretches spread evenly over the whole track, keeping their points and colours. */
export function evenRanges(board: B): Cmd | null {
  const track = board.shareTrack;
  const n = track.ranges.length;
  if (n === 0) return null;
  const spaces = track.length + 1;
  let from = 0;
  const ranges = track.ranges.map((r, i) => {
    const size = Math.floor(spaces / n) + (i < spaces % n ? 1 : 0);
    const out = { ...r, from, to: from + size - 1 };
    from += size;
    return out;
  });
  if (JSON.stringify(ranges) === JSON.stringify(track.ranges)) return null;
  return setTrack(t('editor.europe.u.trackEven'), board, { ...track, ranges });
}

export function updateAbacus(board: B, patch: Partial<Abacus>): Cmd | null {
  const old = board.abacus;
  if (Object.entries(patch).every(([k, v]) => JSON.stringify(old[k as keyof Abacus]) === JSON.stringify(v))) return null;
  return setField(t('editor.europe.u.abacus', { fields: Object.keys(patch).join(', ') }), board, 'abacus', { ...old, ...patch });
}

// ---- presets (one command each) -----------------------------------------------------------------

/** The printed game's total of airline shares. */
export const PRINTED_SHARES = 112;
/** The most shares one airline may have (the board format's limit). */
const MAX_SHARES = airlineSchema.shape.shares.maxValue ?? 40;

/** `total` over `n` parts as evenly as can be, the larger parts first. */
export function share(total: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i < total % n ? 1 : 0));
}

/**
 * 112 shares over the airlines, as the printed game has them: first airline most, the others
 * stepping down; and each start space set by the share count (fewer shares, a higher start).
 */
export function printedAirlines(board: B): Cmd | null {
  const n = board.airlines.length;
  if (n === 0) return null;
  // A slope of one share from one airline to the next, centred on the mean.
  const mean = PRINTED_SHARES / n;
  const raw = board.airlines.map((_, i) => Math.max(1, Math.round(mean + (n - 1) / 2 - i)));
  let diff = PRINTED_SHARES - raw.reduce((s, v) => s + v, 0);
  for (let i = 0; diff !== 0 && i < 1000; i++) {
    const k = i % n;
    if (diff > 0) {
      raw[k]!++;
      diff--;
    } else if (raw[k]! > 1) {
      raw[k]!--;
      diff++;
    }
  }
  const shares = raw.map((v) => Math.min(MAX_SHARES, v));
  const most = Math.max(...shares);
  const next = board.airlines.map((a, i) => ({ ...a, shares: shares[i]!, trackStart: Math.min(board.shareTrack.length, 1 + most - shares[i]!) }));
  if (JSON.stringify(next) === JSON.stringify(board.airlines)) return null;
  // Few airlines cannot hold the printed total (an airline has at most MAX_SHARES): say what they got.
  const total = shares.reduce((t, v) => t + v, 0);
  const label = t('editor.europe.u.printedShares', { fits: total === PRINTED_SHARES ? 'yes' : 'no', total, printed: PRINTED_SHARES, n, max: MAX_SHARES });
  return setAirlines(label, board, next);
}
