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
import { cityName, cityRouteCommands, deleteFromLists } from '../../../route-map/editor/commands.js';
import { compound, setField, type Command } from '../../../editor-core/model/command.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';
import { netLower } from '../i18n/index.js';

/** Undo labels in the editor's language (worded when a command is made). */
const { t } = useT(editorArea);

type B = AirlinesBoard;
type Cmd = Command<B>;

// ---- cities and routes (the route-map kit's commands on a 1000 × 700 map) -------------------

const cr = cityRouteCommands<B, Route>({ width: MAP_WIDTH, height: MAP_HEIGHT });
export const { addCity, moveCitiesTo, moveCitiesBy, renameCity, addRoute, setCityLabel, setRouteBend, setRouteLabel } = cr;

/** A new city at a map point, with the first free id "city-N" and a name to match. */
export function newCity(board: B, x: number, y: number, name?: string): City {
  return cr.newCity(board, x, y, name);
}

// ---- removal (cities, routes, airlines; a city takes its routes with it) ---------------------

export function deleteElements(
  board: B,
  sel: { cities?: readonly string[]; routes?: readonly string[]; airlines?: readonly string[] },
): Cmd | null {
  const { cities, routes } = cr.withTouchingRoutes(board, sel.cities ?? [], sel.routes ?? []);
  return deleteFromLists(board, [
    cr.cityRemoval(cities),
    cr.routeRemoval(routes),
    { key: 'airlines', ids: new Set(sel.airlines ?? []), one: (a) => (a as Airline).name, many: (n) => `${n} airlines` },
  ]);
}

// ---- routes ---------------------------------------------------------------------------------

export function newRoute(board: B, from: string, to: string, type: RouteType = 'solid', costs: number[] = [3]): Route {
  return { id: cr.routeId(board, from, to), from, to, type, costs };
}

export function setRouteType(board: B, ids: readonly string[], type: RouteType): Cmd | null {
  return cr.patchRoutesCommand(board, ids, (r) => (r.type === type ? null : { type }), (n) => t('editor.airlines.u.routeType', { n, net: netLower(type) }));
}

/** The numbers in a route's circles: 1 to 3 of them (the schema checks each value). */
export function setRouteCosts(board: B, id: string, costs: readonly number[]): Cmd | null {
  if (costs.length < 1 || costs.length > 3) return null;
  return cr.patchRoutesCommand(board, [id], () => ({ costs: [...costs] }), (_n, r) => t('editor.airlines.u.costs', { route: `${cityName(board, r.from)}–${cityName(board, r.to)}`, costs: costs.join(', ') }));
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
  return setAirlines(t('editor.airlines.u.addAirline', { name: airline.name }), board, [...board.airlines, airline]);
}

/** An airline table edit: name, initials, colour, counts, allowed route types, HQ. */
export function updateAirline(board: B, id: string, patch: Partial<Omit<Airline, 'id'>>): Cmd | null {
  const old = board.airlines.find((a) => a.id === id);
  if (!old) return null;
  const fields = Object.keys(patch).join(', ');
  return setAirlines(
    t('editor.airlines.u.change', { name: old.name, fields }),
    board,
    board.airlines.map((a) => (a.id === id ? { ...a, ...patch } : a)),
  );
}

/** Makes `city` the headquarters of `airline` (the inspector's "HQ of"). */
export function setHq(board: B, airline: string, city: string): Cmd | null {
  const a = board.airlines.find((x) => x.id === airline);
  if (!a || a.hq === city) return null;
  return setAirlines(t('editor.airlines.u.hq', { city: cityName(board, city), name: a.name }), board, board.airlines.map((x) => (x.id === airline ? { ...x, hq: city } : x)));
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
  return { command: compound(t('editor.airlines.u.addHq', { name: airline.name }), [first, second]), city, airline };
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
  return setField(t('editor.airlines.u.cards', { net: netLower(type), value, n: count }), board, 'flightCards', next);
}

// ---- scoring cards ----------------------------------------------------------------------------

export function setScoringCards(board: B, count: number): Cmd | null {
  if (board.scoringCards === count) return null;
  return setField(t('editor.airlines.u.scoring', { n: count }), board, 'scoringCards', count);
}
