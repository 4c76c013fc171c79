/**
 * What the simulation path keeps beside a state it owns (sim.ts): per founded airline the routes
 * it flies, its network and the routes it could claim, and per route type the cheapest free
 * circle; the moves update or drop them instead of every question walking the whole board again.
 *
 * Kept outside the state (a WeakMap keyed by the state object), so saves, replays and JSON stay
 * exactly as they were. Only states made by `sim.fork` have an entry; a host state (never changed
 * in place) never gets one, and the queries walk the board for it as before. The answers are the
 * same either way, in the same order (a test plays whole games both ways and compares).
 */
import { VisitMarks } from '../core/visit-marks.js';
import { indexBoard } from './board.js';
import { lowestFree, SABOTAGE_MIN } from './queries.js';
import type { AirlinesBoard, AirlinesState, Route, RouteMarker, RouteType } from './types.js';

/** A route an airline could claim now, with the lowest free number and its circle. */
export interface Claimable {
  route: Route;
  cost: number;
  circle: number;
}

interface AirlineNet {
  /** Numbers (board order) of the routes it flies, ascending. */
  flown: number[];
  /** Its network in `networkCities` order (HQ, then the ends of its routes in board order); null: to be worked out. */
  cities: Set<string> | null;
  /** `claimableRoutes`, or null: to be worked out. */
  claimable: Claimable[] | null;
}

export interface Derived {
  airlines: Map<string, AirlineNet>;
  /** `cheapestFree`, or null: to be worked out. */
  cheapest: Record<RouteType, number> | null;
  /** rules.ts `bestFlightInGame` and the length of `removedFlight` it was worked out at; shared with forks, never changed. */
  bestFlight: { removed: number; best: Readonly<Record<string, number>> } | null;
  /**
   * The state's marker arrays by route number (board order): the very arrays of `state.routes`,
   * which the rules change in place, reached without a look-up by id (a record of a hundred
   * route ids is a hash table to V8).
   */
  marks: (RouteMarker | null)[][];
  /** How many circles a sabotage marker could go on (`sabotageSpots`), or null: to be counted. */
  sabotageSpots: number | null;
}

interface BoardNumbers {
  routeNo: Map<string, number>;
  /** Per city id, the numbers of the routes touching it, in `indexBoard().routesAt` order. */
  routesAt: Map<string, number[]>;
  /** Per airline id, per route number: may it fly that route's type. */
  allowed: Map<string, Uint8Array>;
  /** For walking a network's routes once each. */
  seen: VisitMarks;
}

const derived = new WeakMap<AirlinesState, Derived>();
const numbers = new WeakMap<AirlinesBoard, BoardNumbers>();

function numbersOf(board: AirlinesBoard): BoardNumbers {
  let n = numbers.get(board);
  if (!n) {
    const routeNo = new Map(board.routes.map((r, i) => [r.id, i]));
    const index = indexBoard(board);
    const routesAt = new Map<string, number[]>();
    for (const [city, routes] of index.routesAt) routesAt.set(city, routes.map((r) => routeNo.get(r.id)!));
    const allowed = new Map<string, Uint8Array>();
    for (const [airline, types] of index.allowed) allowed.set(airline, Uint8Array.from(board.routes, (r) => (types.has(r.type) ? 1 : 0)));
    n = { routeNo, routesAt, allowed, seen: new VisitMarks(board.routes.length) };
    numbers.set(board, n);
  }
  return n;
}

/** The marker arrays of `state.routes` in board order. */
function marksOf(state: AirlinesState): (RouteMarker | null)[][] {
  const out: (RouteMarker | null)[][] = [];
  for (const r of state.board.routes) out.push(state.routes[r.id]!);
  return out;
}

export function derivedOf(state: AirlinesState): Derived | undefined {
  return derived.get(state);
}

/** Starts keeping derived data for `state`, which the caller owns and changes only through the rules. */
export function keepDerived(state: AirlinesState, from?: Derived): void {
  const airlines = new Map<string, AirlineNet>();
  if (from) {
    for (const [id, net] of from.airlines) airlines.set(id, { flown: net.flown.slice(), cities: null, claimable: null });
    derived.set(state, { airlines, cheapest: from.cheapest, bestFlight: from.bestFlight, marks: marksOf(state), sabotageSpots: from.sabotageSpots });
    return;
  }
  for (const airline of state.founded) airlines.set(airline, { flown: [], cities: null, claimable: null });
  state.board.routes.forEach((r, no) => {
    for (const m of state.routes[r.id] ?? []) {
      if (m !== null && !m.sabotage) airlines.get(m.airline)?.flown.push(no);
    }
  });
  derived.set(state, { airlines, cheapest: null, bestFlight: null, marks: marksOf(state), sabotageSpots: null });
}

/** The rules founded `airline` on `state`. */
export function noteFounded(state: AirlinesState, airline: string): void {
  const d = derived.get(state);
  if (d) d.airlines.set(airline, { flown: [], cities: null, claimable: null });
}

/** The rules put a marker on circle `circle` of `route` (a claim when not `sabotage`); markers and supply changed. */
export function noteMarker(state: AirlinesState, airline: string, route: Route, circle: number, sabotage: boolean): void {
  const d = derived.get(state);
  if (!d) return;
  if (d.sabotageSpots !== null) {
    const marks = d.marks[numbersOf(state.board).routeNo.get(route.id)!]!;
    d.sabotageSpots += openForSabotage(marks, route.costs, -1) - openForSabotage(marks, route.costs, circle);
  }
  // Filling a circle dearer than the cheapest free one of its type leaves that one free.
  if (d.cheapest && route.costs[circle] === d.cheapest[route.type]) {
    // Shared with forks of this state: replaced, never changed.
    const cheapest = { ...d.cheapest };
    cheapest[route.type] = cheapestOfType(state, route.type);
    d.cheapest = cheapest;
  }
  // The circle filled changes what the route costs (or closes it) for every airline that could
  // claim it: the entry is mended in place of the list, which keeps its order (the network and
  // the board's order of routes at each city are unchanged). A claim grows the claiming airline's
  // network: its list is worked out again.
  for (const [id, net] of d.airlines) {
    const list = net.claimable;
    if (!list) continue;
    if (id === airline && !sabotage) {
      net.claimable = null;
      continue;
    }
    for (let i = 0; i < list.length; i++) {
      if (list[i]!.route !== route) continue;
      // A new list: the old one may be in a caller's hands.
      const mended = list.slice();
      const free = lowestFree(d.marks[numbersOf(state.board).routeNo.get(route.id)!]!, route.costs);
      if (free < 0) mended.splice(i, 1);
      else mended[i] = { route, cost: route.costs[free]!, circle: free };
      net.claimable = mended;
      break;
    }
  }
  if (sabotage) return;
  const net = d.airlines.get(airline);
  if (!net) return;
  const no = numbersOf(state.board).routeNo.get(route.id)!;
  let at = net.flown.length;
  while (at > 0 && net.flown[at - 1]! > no) at--;
  net.flown.splice(at, 0, no);
  net.cities = null;
}

/** The lowest number any route of this type still shows free (Infinity if none). */
export function cheapestOfType(state: AirlinesState, type: RouteType): number {
  let best = Infinity;
  for (const r of indexBoard(state.board).routesOfType.get(type) ?? []) {
    const i = lowestFree(state.routes[r.id]!, r.costs);
    if (i >= 0 && r.costs[i]! < best) best = r.costs[i]!;
  }
  return best;
}

/** Markers of the airline that score (HQ and routes flown), or null when it is not founded. */
export function keptValue(d: Derived, airline: string): number | null {
  const net = d.airlines.get(airline);
  return net ? net.flown.length + 1 : null;
}

const NO_CITIES: ReadonlySet<string> = new Set();

export function keptNetwork(state: AirlinesState, d: Derived, airline: string): ReadonlySet<string> {
  const net = d.airlines.get(airline);
  if (!net) return NO_CITIES;
  if (net.cities) return net.cities;
  const a = indexBoard(state.board).airline.get(airline);
  const cities = new Set<string>();
  if (a) cities.add(a.hq);
  const routes = state.board.routes;
  for (const no of net.flown) {
    cities.add(routes[no]!.from);
    cities.add(routes[no]!.to);
  }
  net.cities = cities;
  return cities;
}

const NONE: readonly Claimable[] = [];

export function keptClaimable(state: AirlinesState, d: Derived, airline: string): readonly Claimable[] {
  if ((state.supply[airline] ?? 0) < 1) return NONE;
  const net = d.airlines.get(airline);
  if (!net) return NONE;
  if (net.claimable) return net.claimable;
  const nums = numbersOf(state.board);
  const allowed = nums.allowed.get(airline);
  if (!allowed) return NONE;
  const routes = state.board.routes;
  nums.seen.begin();
  const out: Claimable[] = [];
  for (const city of keptNetwork(state, d, airline)) {
    const at = nums.routesAt.get(city);
    if (!at) continue;
    for (const no of at) {
      if (allowed[no] === 0 || !nums.seen.first(no)) continue;
      const marks = d.marks[no]!;
      let flies = false;
      for (const m of marks) if (m !== null && m.airline === airline && !m.sabotage) flies = true;
      if (flies) continue;
      const r = routes[no]!;
      const circle = lowestFree(marks, r.costs);
      if (circle < 0) continue;
      out.push({ route: r, cost: r.costs[circle]!, circle });
    }
  }
  net.claimable = out;
  return out;
}

/** `sabotageSpots(state).length`, counted once per marker placed. */
export function keptSabotageSpots(state: AirlinesState, d: Derived): number {
  if (d.sabotageSpots !== null) return d.sabotageSpots;
  let n = 0;
  for (let no = 0; no < d.marks.length; no++) n += openForSabotage(d.marks[no]!, state.board.routes[no]!.costs, -1);
  d.sabotageSpots = n;
  return n;
}

/**
 * Circles of one route a sabotage marker may go on: free ones of 5 or more, none on a route that
 * has one. `free`: a circle to count as free whatever it holds (-1: none), for the count before a
 * marker was put there.
 */
export function openForSabotage(marks: readonly (RouteMarker | null)[], costs: readonly number[], free: number): number {
  let open = 0;
  for (let c = 0; c < marks.length; c++) {
    const m = c === free ? null : marks[c];
    if (m === null) {
      if (costs[c]! >= SABOTAGE_MIN) open++;
    } else if (m!.sabotage) return 0;
  }
  return open;
}
