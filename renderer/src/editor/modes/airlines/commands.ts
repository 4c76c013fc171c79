/**
 * The Airlines editor commands. Each builder takes the board the command will first apply to
 * and returns a do/undo pair (see model/command.ts). Map elements (cities, routes) have
 * element-level commands; the tables (airlines, flight cards, scoring cards) swap one top-level
 * field, which is exact and cheap because boards are immutable and share what did not change.
 * The board's name, description, credits and picture are the core's (model/header.ts).
 */
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  ROUTE_TYPES,
  type Airline,
  type AirlinesBoard,
  type City,
  type FlightCardEntry,
  type Route,
  type RouteType,
} from '../../../../../games/airlines/types.js';
import { command, compound, setField, type Command } from '../../model/command.js';
import { nextNumbered, uniqueId } from '../../model/ids.js';

type B = AirlinesBoard;
type Cmd = Command<B>;

function cityName(board: B, id: string): string {
  return board.cities.find((c) => c.id === id)?.name ?? id;
}

export function clampToMap(x: number, y: number): { x: number; y: number } {
  const r = (v: number) => Math.round(v * 10) / 10;
  return { x: r(Math.min(MAP_WIDTH, Math.max(0, x))), y: r(Math.min(MAP_HEIGHT, Math.max(0, y))) };
}

// ---- cities ---------------------------------------------------------------------------------

export function addCity(board: B, city: City): Cmd {
  return command(
    `Add city ${city.name}`,
    (b) => ({ ...b, cities: [...b.cities, city] }),
    (b) => ({ ...b, cities: b.cities.filter((c) => c.id !== city.id) }),
  );
}

/** A new city at a map point, with the first free id "city-N" and a name to match. */
export function newCity(board: B, x: number, y: number, name?: string): City {
  const id = nextNumbered('city-', new Set(board.cities.map((c) => c.id)));
  return { id, name: name ?? `City ${id.slice(5)}`, ...clampToMap(x, y) };
}

type Positions = ReadonlyMap<string, { x: number; y: number }>;

function placeCities(b: B, at: Positions): B {
  return { ...b, cities: b.cities.map((c) => (at.has(c.id) ? { ...c, ...at.get(c.id)! } : c)) };
}

/** Puts cities at new places. Moves of the same cities in one drag fold into one. */
export function moveCitiesTo(board: B, targets: Positions): Cmd {
  const from = new Map<string, { x: number; y: number }>();
  for (const c of board.cities) if (targets.has(c.id)) from.set(c.id, { x: c.x, y: c.y });
  return moveCommand(from, targets, board);
}

function moveCommand(from: Positions, to: Positions, board: B): Cmd {
  const ids = [...from.keys()].sort();
  const label = ids.length === 1 ? `Move ${cityName(board, ids[0]!)}` : `Move ${ids.length} cities`;
  const cmd: Cmd = {
    label,
    mergeKey: `move:${ids.join(',')}`,
    do: (b) => placeCities(b, to),
    undo: (b) => placeCities(b, from),
    merge: (next) => {
      const n = next as Cmd & { targets?: Positions };
      return n.targets ? moveCommand(from, n.targets, board) : null;
    },
  };
  return Object.assign(cmd, { targets: to });
}

/** Moves cities by an offset, each kept inside the map. */
export function moveCitiesBy(board: B, ids: readonly string[], dx: number, dy: number): Cmd | null {
  const wanted = new Set(ids);
  const targets = new Map<string, { x: number; y: number }>();
  for (const c of board.cities) if (wanted.has(c.id)) targets.set(c.id, clampToMap(c.x + dx, c.y + dy));
  return targets.size ? moveCitiesTo(board, targets) : null;
}

export function renameCity(board: B, id: string, name: string): Cmd {
  const old = cityName(board, id);
  const put = (b: B, n: string): B => ({ ...b, cities: b.cities.map((c) => (c.id === id ? { ...c, name: n } : c)) });
  return command(`Rename ${old} to ${name}`, (b) => put(b, name), (b) => put(b, old));
}

// ---- removal (cities, routes, airlines; a city takes its routes with it) ---------------------

interface Removed<T> {
  index: number;
  item: T;
}

function removeAt<T extends { id: string }>(list: readonly T[], ids: ReadonlySet<string>): Removed<T>[] {
  const out: Removed<T>[] = [];
  list.forEach((item, index) => {
    if (ids.has(item.id)) out.push({ index, item });
  });
  return out;
}

function reinsert<T>(list: readonly T[], removed: readonly Removed<T>[]): T[] {
  const next = [...list];
  for (const r of removed) next.splice(r.index, 0, r.item); // ascending: each index is final
  return next;
}

export function deleteElements(
  board: B,
  sel: { cities?: readonly string[]; routes?: readonly string[]; airlines?: readonly string[] },
): Cmd | null {
  const cityIds = new Set(sel.cities ?? []);
  const routeIds = new Set(sel.routes ?? []);
  for (const r of board.routes) if (cityIds.has(r.from) || cityIds.has(r.to)) routeIds.add(r.id);
  const airlineIds = new Set(sel.airlines ?? []);
  const cities = removeAt(board.cities, cityIds);
  const routes = removeAt(board.routes, routeIds);
  const airlines = removeAt(board.airlines, airlineIds);
  const count = cities.length + routes.length + airlines.length;
  if (count === 0) return null;
  const parts: string[] = [];
  if (cities.length) parts.push(cities.length === 1 ? cities[0]!.item.name : `${cities.length} cities`);
  if (routes.length) parts.push(`${routes.length} route${routes.length === 1 ? '' : 's'}`);
  if (airlines.length) parts.push(airlines.length === 1 ? airlines[0]!.item.name : `${airlines.length} airlines`);
  return command(
    `Delete ${parts.join(', ')}`,
    (b) => ({
      ...b,
      cities: cities.length ? b.cities.filter((c) => !cityIds.has(c.id)) : b.cities,
      routes: routes.length ? b.routes.filter((r) => !routeIds.has(r.id)) : b.routes,
      airlines: airlines.length ? b.airlines.filter((a) => !airlineIds.has(a.id)) : b.airlines,
    }),
    (b) => ({
      ...b,
      cities: cities.length ? reinsert(b.cities, cities) : b.cities,
      routes: routes.length ? reinsert(b.routes, routes) : b.routes,
      airlines: airlines.length ? reinsert(b.airlines, airlines) : b.airlines,
    }),
  );
}

// ---- routes ---------------------------------------------------------------------------------

export function newRoute(board: B, from: string, to: string, type: RouteType = 'solid', costs: number[] = [3]): Route {
  const id = uniqueId(`${from}-${to}`.toLowerCase(), new Set(board.routes.map((r) => r.id)));
  return { id, from, to, type, costs };
}

export function addRoute(board: B, route: Route): Cmd {
  return command(
    `Add route ${cityName(board, route.from)}–${cityName(board, route.to)}`,
    (b) => ({ ...b, routes: [...b.routes, route] }),
    (b) => ({ ...b, routes: b.routes.filter((r) => r.id !== route.id) }),
  );
}

function patchRoutes(b: B, values: ReadonlyMap<string, Partial<Route>>): B {
  return { ...b, routes: b.routes.map((r) => (values.has(r.id) ? { ...r, ...values.get(r.id)! } : r)) };
}

export function setRouteType(board: B, ids: readonly string[], type: RouteType): Cmd | null {
  const wanted = new Set(ids);
  const before = new Map<string, Partial<Route>>();
  const after = new Map<string, Partial<Route>>();
  for (const r of board.routes) {
    if (!wanted.has(r.id) || r.type === type) continue;
    before.set(r.id, { type: r.type });
    after.set(r.id, { type });
  }
  if (!after.size) return null;
  return command(
    `Set ${after.size === 1 ? 'route' : `${after.size} routes`} to ${type}`,
    (b) => patchRoutes(b, after),
    (b) => patchRoutes(b, before),
  );
}

/** The numbers in a route's circles: 1 to 3 of them (the schema checks each value). */
export function setRouteCosts(board: B, id: string, costs: readonly number[]): Cmd | null {
  const route = board.routes.find((r) => r.id === id);
  if (!route || costs.length < 1 || costs.length > 3) return null;
  const before = new Map([[id, { costs: route.costs }]]);
  const after = new Map([[id, { costs: [...costs] }]]);
  return command(
    `Set costs of ${cityName(board, route.from)}–${cityName(board, route.to)} to ${costs.join(', ')}`,
    (b) => patchRoutes(b, after),
    (b) => patchRoutes(b, before),
  );
}

// ---- airlines (the table, and headquarters on the map) --------------------------------------

const PALETTE = ['#d4a017', '#2e8b57', '#b22222', '#1e6fd9', '#8a2be2', '#ff8c00', '#008b8b', '#c71585', '#556b2f', '#4b4b4b'];

/** A new airline with the counts of a mid-sized 1990 airline, its HQ at `hq`. */
export function newAirline(board: B, hq: string): Airline {
  const ids = new Set(board.airlines.map((a) => a.id));
  let n = board.airlines.length + 1;
  while (ids.has(`AL${n}`)) n++;
  return {
    id: `AL${n}`,
    name: `Airline ${n}`,
    initials: `AL${n}`.slice(0, 4),
    colour: PALETTE[(n - 1) % PALETTE.length]!,
    stockCards: 9,
    markers: 14,
    allowedRouteTypes: [...ROUTE_TYPES],
    hq,
  };
}

function setAirlines(label: string, board: B, airlines: Airline[]): Cmd {
  return setField(label, board, 'airlines', airlines);
}

export function addAirline(board: B, airline: Airline): Cmd {
  return setAirlines(`Add airline ${airline.name}`, board, [...board.airlines, airline]);
}

/** An airline table edit: name, initials, colour, counts, allowed route types, HQ. */
export function updateAirline(board: B, id: string, patch: Partial<Omit<Airline, 'id'>>): Cmd | null {
  const old = board.airlines.find((a) => a.id === id);
  if (!old) return null;
  const fields = Object.keys(patch).join(', ');
  return setAirlines(
    `Change ${old.name}: ${fields}`,
    board,
    board.airlines.map((a) => (a.id === id ? { ...a, ...patch } : a)),
  );
}

/** Makes `city` the headquarters of `airline` (the inspector's "HQ of"). */
export function setHq(board: B, airline: string, city: string): Cmd | null {
  const a = board.airlines.find((x) => x.id === airline);
  if (!a || a.hq === city) return null;
  return setAirlines(`Make ${cityName(board, city)} the HQ of ${a.name}`, board, board.airlines.map((x) => (x.id === airline ? { ...x, hq: city } : x)));
}

/** The HQ tool on a city already there: a new airline based at that city. */
export function addHqIn(board: B, city: string): { command: Cmd; airline: Airline } {
  const airline = newAirline(board, city);
  return { command: addAirline(board, airline), airline };
}

/** The HQ tool on empty map: a new city at the point and a new airline based there, as one step. */
export function addHqAt(board: B, x: number, y: number): { command: Cmd; city: City; airline: Airline } {
  const city = newCity(board, x, y);
  const airline = newAirline(board, city.id);
  city.name = `${airline.name} HQ`;
  const first = addCity(board, city);
  const second = addAirline(first.do(board), airline);
  return { command: compound(`Add HQ of ${airline.name}`, [first, second]), city, airline };
}

// ---- flight-card deck -----------------------------------------------------------------------

function deckOrder(a: FlightCardEntry, b: FlightCardEntry): number {
  return ROUTE_TYPES.indexOf(a.type) - ROUTE_TYPES.indexOf(b.type) || a.value - b.value;
}

/** How many flight cards of one route type and value; 0 takes the entry out of the deck. */
export function setFlightCardCount(board: B, type: RouteType, value: number, count: number): Cmd | null {
  const existing = board.flightCards.find((e) => e.type === type && e.value === value);
  if ((existing?.count ?? 0) === count) return null;
  let next = board.flightCards.filter((e) => e !== existing);
  if (count > 0) next = [...next, { type, value, count }].sort(deckOrder);
  return setField(`Set ${type} ${value} cards to ${count}`, board, 'flightCards', next);
}

// ---- scoring cards ----------------------------------------------------------------------------

export function setScoringCards(board: B, count: number): Cmd | null {
  if (board.scoringCards === count) return null;
  return setField(`Set scoring cards to ${count}`, board, 'scoringCards', count);
}
