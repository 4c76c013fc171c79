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
import { ROUTE_TYPES, type AirlinesBoard, type AirlinesState, type Route, type RouteMarker, type RouteType } from './types.js';

/** A route an airline could claim now, with the lowest free number and its circle. */
export interface Claimable {
  route: Route;
  cost: number;
  circle: number;
  /** The route's number (board order). */
  no: number;
}

interface AirlineNet {
  /** Numbers (board order) of the routes it flies, ascending. */
  flown: number[];
  /** Per city number: 1 when its network reaches the city. */
  reached: Uint8Array;
  /** City numbers of its network in `networkCities` order (HQ, then the ends of its routes in board order); null: to be worked out. */
  order: number[] | null;
  /** The same as city ids (`networkCities`), or null: to be worked out. */
  cities: Set<string> | null;
  /** `claimableRoutes`, or null: to be worked out. */
  claimable: Claimable[] | null;
  /** `claimCounts` of the list `countsFor` (a list replaced or mended is a new list: counted again). */
  counts: Int32Array | null;
  countsFor: readonly Claimable[] | null;
}

export interface Derived {
  /** The board by numbers (`numbersOf`). */
  nums: BoardNumbers;
  /** Per airline number (board order): its network once founded. */
  airlines: (AirlineNet | undefined)[];
  /** `cheapestFree`, or null: to be worked out. Each state's own: noteMarker mends it in place. */
  cheapest: Record<RouteType, number> | null;
  /**
   * rules.ts `bestFlightInGame`, the same by route type number (`byType`), and the length of
   * `removedFlight` it was worked out at; shared with forks, never changed.
   */
  bestFlight: { removed: number; best: Readonly<Record<string, number>>; byType: Int32Array } | null;
  /**
   * The state's marker arrays by route number (board order): the very arrays of `state.routes`,
   * which the rules change in place, reached without a look-up by id (a record of a hundred
   * route ids is a hash table to V8).
   */
  marks: (RouteMarker | null)[][];
  /** How many circles a sabotage marker could go on (`sabotageSpots`), or null: to be counted. */
  sabotageSpots: number | null;
  /** Per route number, how many of those circles it has (`openForSabotage`); kept with `sabotageSpots`. */
  sabotageOpen: Uint8Array | null;
  /** Per airline number: 1 when a route at its HQ that it may fly has a free circle, 0 when none, -1: to be worked out. */
  hqOpen: Int8Array;
  /**
   * `state.supply` by airline number, and `state.played` by seat × airlines + airline number: the
   * same counts, which the rules change alongside (noteFounded, noteMarker, noteLaidOut). Read on
   * nearly every question, where a look-up by id in a record costs more than the question.
   */
  supply: Int32Array;
  played: Int32Array;
}

/** The board by numbers: built once per board object. */
export interface BoardNumbers {
  routeNo: Map<string, number>;
  airlineNo: Map<string, number>;
  cityNo: Map<string, number>;
  cityIds: string[];
  /** Per route number: the city numbers of its ends, and its type's place in ROUTE_TYPES. */
  from: Int32Array;
  to: Int32Array;
  type: Uint8Array;
  /** Per city number, the numbers of the routes touching it, in `indexBoard().routesAt` order. */
  routesAt: number[][];
  /** Per route type number, the numbers of its routes in board order. */
  routesOfType: number[][];
  /** Per airline number, per route number: may it fly that route's type. */
  allowed: Uint8Array[];
  /** Per airline number: its HQ's city number. */
  hq: Int32Array;
  /** Per route number: the airlines (numbers) whose HQ is one of its ends. */
  hqAirlines: number[][];
  /** For walking a network's routes, and its cities, once each. */
  seen: VisitMarks;
  citySeen: VisitMarks;
}

/**
 * Where a state keeps its derived data: a property under a symbol, not enumerable, so JSON, saves,
 * spreads, `Object.keys` and equality checks never see it (a look-up here is the cost of a field,
 * where a WeakMap hashes the state on every question).
 */
const KEPT = Symbol('airlines: derived data');

function keep(state: AirlinesState, d: Derived): void {
  Object.defineProperty(state, KEPT, { value: d, writable: true, configurable: true, enumerable: false });
}
const numbers = new WeakMap<AirlinesBoard, BoardNumbers>();

/** A route type's place in ROUTE_TYPES (-1 for none). */
export function typeNo(type: string): number {
  return (ROUTE_TYPES as readonly string[]).indexOf(type);
}

export function numbersOf(board: AirlinesBoard): BoardNumbers {
  let n = numbers.get(board);
  if (n) return n;
  const index = indexBoard(board);
  const routeNo = new Map(board.routes.map((r, i) => [r.id, i]));
  const cityIds = board.cities.map((c) => c.id);
  const cityNo = new Map(cityIds.map((c, i) => [c, i]));
  const city = (id: string): number => {
    let no = cityNo.get(id);
    if (no === undefined) {
      no = cityIds.length;
      cityIds.push(id);
      cityNo.set(id, no);
    }
    return no;
  };
  const from = Int32Array.from(board.routes, (r) => city(r.from));
  const to = Int32Array.from(board.routes, (r) => city(r.to));
  const hq = Int32Array.from(board.airlines, (a) => city(a.hq));
  const routesAt: number[][] = cityIds.map(() => []);
  for (const [c, routes] of index.routesAt) routesAt[city(c)] = routes.map((r) => routeNo.get(r.id)!);
  while (routesAt.length < cityIds.length) routesAt.push([]);
  const airlineNo = new Map(board.airlines.map((a, i) => [a.id, i]));
  const allowed = board.airlines.map((a) => {
    const types = index.allowed.get(a.id)!;
    return Uint8Array.from(board.routes, (r) => (types.has(r.type) ? 1 : 0));
  });
  const hqAirlines = board.routes.map((_, no) => {
    const out: number[] = [];
    hq.forEach((c, a) => {
      if (c === from[no] || c === to[no]) out.push(a);
    });
    return out;
  });
  n = {
    routeNo,
    airlineNo,
    cityNo,
    cityIds,
    from,
    to,
    type: Uint8Array.from(board.routes, (r) => typeNo(r.type)),
    routesAt,
    routesOfType: ROUTE_TYPES.map((t) => board.routes.flatMap((r, no) => (r.type === t ? [no] : []))),
    allowed,
    hq,
    hqAirlines,
    seen: new VisitMarks(board.routes.length),
    citySeen: new VisitMarks(cityIds.length),
  };
  numbers.set(board, n);
  return n;
}

/** The marker arrays of `state.routes` in board order. */
function marksOf(state: AirlinesState): (RouteMarker | null)[][] {
  const out: (RouteMarker | null)[][] = [];
  for (const r of state.board.routes) out.push(state.routes[r.id]!);
  return out;
}

export function derivedOf(state: AirlinesState): Derived | undefined {
  return (state as { [KEPT]?: Derived })[KEPT];
}

function newNet(nums: BoardNumbers, airline: number): AirlineNet {
  const reached = new Uint8Array(nums.cityIds.length);
  reached[nums.hq[airline]!] = 1;
  return { flown: [], reached, order: null, cities: null, claimable: null, counts: null, countsFor: null };
}

/** Starts keeping derived data for `state`, which the caller owns and changes only through the rules. */
export function keepDerived(state: AirlinesState, from?: Derived): void {
  const nums = numbersOf(state.board);
  const airlines: (AirlineNet | undefined)[] = [];
  if (from) {
    from.airlines.forEach((net, a) => {
      if (net) airlines[a] = { flown: net.flown.slice(), reached: net.reached.slice(), order: net.order, cities: null, claimable: null, counts: null, countsFor: null };
    });
    keep(state, {
      nums,
      airlines,
      cheapest: from.cheapest && { ...from.cheapest },
      bestFlight: from.bestFlight,
      marks: marksOf(state),
      sabotageSpots: from.sabotageSpots,
      sabotageOpen: from.sabotageOpen && from.sabotageOpen.slice(),
      hqOpen: from.hqOpen.slice(),
      ...countsOf(state),
    });
    return;
  }
  for (const airline of state.founded) {
    const a = nums.airlineNo.get(airline);
    if (a !== undefined) airlines[a] = newNet(nums, a);
  }
  const marks = marksOf(state);
  for (let no = 0; no < marks.length; no++) {
    const on = marks[no] ?? [];
    for (let c = 0; c < on.length; c++) {
      const m = on[c];
      if (m === null || m === undefined || m.sabotage) continue;
      const a = nums.airlineNo.get(m.airline);
      const net = a === undefined ? undefined : airlines[a];
      if (!net) continue;
      net.flown.push(no);
      net.reached[nums.from[no]!] = 1;
      net.reached[nums.to[no]!] = 1;
    }
  }
  keep(state, {
    nums,
    airlines,
    cheapest: null,
    bestFlight: null,
    marks,
    sabotageSpots: null,
    sabotageOpen: null,
    hqOpen: new Int8Array(state.board.airlines.length).fill(-1),
    ...countsOf(state),
  });
}

/** The state's supply and laid-out shares by numbers (Derived `supply`, `played`). */
function countsOf(state: AirlinesState): { supply: Int32Array; played: Int32Array } {
  const airlines = state.board.airlines;
  const supply = new Int32Array(airlines.length);
  const played = new Int32Array(state.players.length * airlines.length);
  for (let a = 0; a < airlines.length; a++) {
    const id = airlines[a]!.id;
    supply[a] = Object.hasOwn(state.supply, id) ? state.supply[id]! : 0;
    for (let seat = 0; seat < state.players.length; seat++) {
      const mine = state.played[state.players[seat]!.id];
      if (mine && Object.hasOwn(mine, id)) played[seat * airlines.length + a] = mine[id]!;
    }
  }
  return { supply, played };
}

/** The rules laid out `count` shares of `airline` for the player in `seat`. */
export function noteLaidOut(state: AirlinesState, seat: number, airline: string, count: number): void {
  const d = derivedOf(state);
  if (!d) return;
  const a = d.nums.airlineNo.get(airline);
  if (a !== undefined) d.played[seat * d.supply.length + a]! += count;
}

/** Laid-out shares of airline number `a` for the player in `seat` (the Derived mirror). */
export function keptPlayed(d: Derived, seat: number, a: number): number {
  return d.played[seat * d.supply.length + a]!;
}

/** Whether anyone has laid out a share of airline number `a`. */
export function keptAnyPlayed(d: Derived, a: number): boolean {
  const n = d.supply.length;
  for (let k = a; k < d.played.length; k += n) if (d.played[k]! > 0) return true;
  return false;
}

/** The rules founded `airline` on `state`, its HQ marker taken from its supply. */
export function noteFounded(state: AirlinesState, airline: string): void {
  const d = derivedOf(state);
  if (!d) return;
  const nums = d.nums;
  const a = nums.airlineNo.get(airline);
  if (a === undefined) return;
  d.airlines[a] = newNet(nums, a);
  d.supply[a]! -= 1;
}

/**
 * The rules put a marker of `airline` (its number: `a`) from its supply on circle `circle` of
 * route number `no` (a claim when not `sabotage`).
 */
export function noteMarker(state: AirlinesState, airline: string, route: Route, circle: number, sabotage: boolean): void {
  const d = derivedOf(state);
  if (!d) return;
  const nums = d.nums;
  const no = nums.routeNo.get(route.id)!;
  const spent = nums.airlineNo.get(airline);
  if (spent !== undefined) d.supply[spent]! -= 1;
  const marks = d.marks[no]!;
  if (d.sabotageSpots !== null && d.sabotageOpen) {
    const open = openForSabotage(marks, route.costs, -1);
    d.sabotageSpots += open - d.sabotageOpen[no]!;
    d.sabotageOpen[no] = open;
  }
  // A route at an HQ may have lost its last free circle.
  const atHq = nums.hqAirlines[no]!;
  for (let k = 0; k < atHq.length; k++) d.hqOpen[atHq[k]!] = -1;
  // Filling a circle dearer than the cheapest free one of its type leaves that one free.
  if (d.cheapest && route.costs[circle] === d.cheapest[route.type]) d.cheapest[route.type] = keptCheapestOfType(state, d, nums.type[no]!);
  // The circle filled changes what the route costs (or closes it) for every airline that could
  // claim it: the entry is mended in place of the list, which keeps its order (the network and
  // the board's order of routes at each city are unchanged), and the list's counts with it. A
  // claim grows the claiming airline's network: its list is grown below, or worked out again.
  const own = sabotage ? -1 : (spent ?? -1);
  const t = nums.type[no]!;
  for (let a = 0; a < d.airlines.length; a++) {
    const net = d.airlines[a];
    const list = net?.claimable;
    if (!list || a === own) continue;
    // Only a route of its types at its network can be in its list.
    if (nums.allowed[a]![no] === 0 || (net!.reached[nums.from[no]!] === 0 && net!.reached[nums.to[no]!] === 0)) continue;
    for (let i = 0; i < list.length; i++) {
      if (list[i]!.route !== route) continue;
      // A new list: the old one may be in a caller's hands.
      const mended = list.slice();
      const free = lowestFree(marks, route.costs);
      if (free < 0) mended.splice(i, 1);
      else mended[i] = { route, cost: route.costs[free]!, circle: free, no };
      if (net!.countsFor === list && net!.counts) {
        countOne(net!.counts, t, list[i]!.cost, -1);
        if (free >= 0) countOne(net!.counts, t, route.costs[free]!, 1);
        net!.countsFor = mended;
      }
      net!.claimable = mended;
      break;
    }
  }
  // (An array read at -1 is a property look-up to V8, not an element's.)
  if (own < 0) return;
  const net = d.airlines[own];
  if (!net) return;
  // Into its place in ascending order.
  const flown = net.flown;
  let at = flown.length;
  flown.push(no);
  while (at > 0 && flown[at - 1]! > no) {
    flown[at] = flown[at - 1]!;
    at--;
  }
  flown[at] = no;
  const from = nums.from[no]!;
  const to = nums.to[no]!;
  // The city the route brings into the network (a claim touches it, so at most one end is new).
  const added = net.reached[from] === 0 ? from : net.reached[to] === 0 ? to : -1;
  net.reached[from] = 1;
  net.reached[to] = 1;
  const order = net.order;
  const list = net.claimable;
  net.order = null;
  net.cities = null;
  net.claimable = null;
  if (order && list) net.claimable = grownClaimable(state, d, net, own, no, added, order, list);
}

/**
 * Adds `delta` to a list's counts (`claimCounts`) for one route of type number `t` costing `cost`:
 * a card of that type pays for it from that value up.
 */
function countOne(counts: Int32Array, t: number, cost: number, delta: number): void {
  const row = t * COST_COLUMNS;
  for (let v = cost < COST_COLUMNS ? cost : COST_COLUMNS - 1; v < COST_COLUMNS; v++) counts[row + v]! += delta;
}

/**
 * Airline number `a`'s claimable routes after it claimed route number `no`, grown from the list
 * before (`list`, made over the city order `before`), or null when they must be worked out again.
 * The order of `keptClaimable` follows the network's city order, and that order moves when the
 * route joins the middle of the network (its ends are ordered by the routes flown, in board
 * order): only when the order before is the start of the new one (`added`, the city the route
 * brought, last; or no city added and nothing moved) is the list the one before without the route,
 * then the routes at the new city that no city before reached, in `routesAt` order. Every other
 * route keeps its verdict: of the board's markers only this route's changed.
 */
function grownClaimable(
  state: AirlinesState,
  d: Derived,
  net: AirlineNet,
  a: number,
  no: number,
  added: number,
  before: readonly number[],
  list: readonly Claimable[],
): Claimable[] | null {
  const nums = d.nums;
  const order = networkOrder(nums, net, a);
  if (order.length !== before.length + (added < 0 ? 0 : 1)) return null;
  for (let k = 0; k < before.length; k++) if (order[k] !== before[k]) return null;
  const counts = net.countsFor === list ? net.counts : null;
  const out: Claimable[] = [];
  for (let i = 0; i < list.length; i++) {
    if (list[i]!.no === no) {
      if (counts) countOne(counts, nums.type[no]!, list[i]!.cost, -1);
    } else out.push(list[i]!);
  }
  if (added >= 0) {
    const allowed = nums.allowed[a]!;
    const routes = state.board.routes;
    const seen = nums.seen;
    seen.begin();
    const at = nums.routesAt[added]!;
    for (let j = 0; j < at.length; j++) {
      const r = at[j]!;
      // A route whose other end the network reached before was judged there (the claimed one too).
      const other = nums.from[r] === added ? nums.to[r]! : nums.from[r]!;
      if (allowed[r] === 0 || (other !== added && net.reached[other] === 1) || !seen.first(r)) continue;
      const circle = lowestFree(d.marks[r]!, routes[r]!.costs);
      if (circle < 0) continue;
      const cost = routes[r]!.costs[circle]!;
      out.push({ route: routes[r]!, cost, circle, no: r });
      if (counts) countOne(counts, nums.type[r]!, cost, 1);
    }
  }
  if (counts) net.countsFor = out;
  return out;
}

/** The lowest number any route of type number `t` still shows free (Infinity if none). */
function keptCheapestOfType(state: AirlinesState, d: Derived, t: number): number {
  let best = Infinity;
  const ofType = d.nums.routesOfType[t]!;
  const routes = state.board.routes;
  for (let k = 0; k < ofType.length; k++) {
    const no = ofType[k]!;
    const costs = routes[no]!.costs;
    const i = lowestFree(d.marks[no]!, costs);
    if (i >= 0 && costs[i]! < best) best = costs[i]!;
  }
  return best;
}

function netOf(state: AirlinesState, d: Derived, airline: string): AirlineNet | undefined {
  const a = d.nums.airlineNo.get(airline);
  return a === undefined ? undefined : d.airlines[a];
}

/** Markers of the airline that score (HQ and routes flown), or null when it is not founded. */
export function keptValue(state: AirlinesState, d: Derived, airline: string): number | null {
  const net = netOf(state, d, airline);
  return net ? net.flown.length + 1 : null;
}

/** City numbers of the network in `networkCities` order. */
function networkOrder(nums: BoardNumbers, net: AirlineNet, airline: number): number[] {
  if (net.order) return net.order;
  const seen = nums.citySeen;
  seen.begin();
  const hq = nums.hq[airline]!;
  seen.first(hq);
  const order = [hq];
  for (const no of net.flown) {
    const f = nums.from[no]!;
    const t = nums.to[no]!;
    if (seen.first(f)) order.push(f);
    if (seen.first(t)) order.push(t);
  }
  net.order = order;
  return order;
}

const NO_CITIES: ReadonlySet<string> = new Set();

export function keptNetwork(state: AirlinesState, d: Derived, airline: string): ReadonlySet<string> {
  const net = netOf(state, d, airline);
  if (!net) return NO_CITIES;
  if (net.cities) return net.cities;
  const nums = d.nums;
  const cities = new Set<string>();
  for (const c of networkOrder(nums, net, nums.airlineNo.get(airline)!)) cities.add(nums.cityIds[c]!);
  net.cities = cities;
  return cities;
}

/** Whether the airline's network reaches either end of the route (null: no kept network for it). */
export function keptTouches(state: AirlinesState, d: Derived, airline: string, route: Route): boolean {
  const net = netOf(state, d, airline);
  if (!net) return false;
  const nums = d.nums;
  const no = nums.routeNo.get(route.id);
  return no !== undefined && (net.reached[nums.from[no]!] === 1 || net.reached[nums.to[no]!] === 1);
}

const NONE: readonly Claimable[] = [];

export function keptClaimable(state: AirlinesState, d: Derived, airline: string): readonly Claimable[] {
  const nums = d.nums;
  const a = nums.airlineNo.get(airline);
  if (a === undefined || d.supply[a]! < 1) return NONE;
  const net = d.airlines[a];
  if (!net) return NONE;
  if (net.claimable) return net.claimable;
  const allowed = nums.allowed[a]!;
  const routes = state.board.routes;
  const seen = nums.seen;
  const order = networkOrder(nums, net, a);
  seen.begin();
  const out: Claimable[] = [];
  for (let k = 0; k < order.length; k++) {
    const at = nums.routesAt[order[k]!]!;
    for (let j = 0; j < at.length; j++) {
      const no = at[j]!;
      if (allowed[no] === 0 || !seen.first(no)) continue;
      const marks = d.marks[no]!;
      const r = routes[no]!;
      let circle = -1;
      let flies = false;
      for (let c = 0; c < marks.length; c++) {
        const m = marks[c];
        if (m === null) {
          if (circle < 0 || r.costs[c]! < r.costs[circle]!) circle = c;
        } else if (m!.airline === airline && !m!.sabotage) flies = true;
      }
      if (flies || circle < 0) continue;
      out.push({ route: r, cost: r.costs[circle]!, circle, no });
    }
  }
  net.claimable = out;
  return out;
}

/** Card values and circle numbers run 1 to 14; the counts' last column takes anything dearer. */
export const COST_COLUMNS = 16;

/**
 * Per route type number and value v (capped at COST_COLUMNS - 1): how many routes of that type in
 * `list` (airline number `a`'s claimable routes) cost v or less, that is how many claims one card
 * of that type and value pays for. Kept with the list it counts.
 */
export function claimCounts(d: Derived, a: number, list: readonly Claimable[]): Int32Array {
  const net = d.airlines[a];
  if (net && net.countsFor === list && net.counts) return net.counts;
  const counts = net?.counts ?? new Int32Array(ROUTE_TYPES.length * COST_COLUMNS);
  counts.fill(0);
  const types = d.nums.type;
  // Rows (types) met, and the dearest cost met: the running sums go no further.
  let rows = 0;
  let top = 0;
  for (let j = 0; j < list.length; j++) {
    const t = types[list[j]!.no]!;
    const cost = list[j]!.cost < COST_COLUMNS ? list[j]!.cost : COST_COLUMNS - 1;
    counts[t * COST_COLUMNS + cost]!++;
    rows |= 1 << t;
    if (cost > top) top = cost;
  }
  for (let t = 0; t < ROUTE_TYPES.length; t++) {
    if ((rows & (1 << t)) === 0) continue;
    const row = t * COST_COLUMNS;
    let sum = 0;
    for (let v = 0; v <= top; v++) counts[row + v] = sum += counts[row + v]!;
    for (let v = top + 1; v < COST_COLUMNS; v++) counts[row + v] = sum;
  }
  if (net) {
    net.counts = counts;
    net.countsFor = list;
  }
  return counts;
}

/**
 * Whether a route at the airline's HQ that it may fly still has a free circle (queries.ts
 * `isInactive`'s walk), kept until a marker lands on a route at that HQ.
 */
export function keptHqOpen(state: AirlinesState, d: Derived, airline: string): boolean | null {
  const nums = d.nums;
  const a = nums.airlineNo.get(airline);
  if (a === undefined) return null;
  const known = d.hqOpen[a]!;
  if (known >= 0) return known === 1;
  const allowed = nums.allowed[a]!;
  const routes = state.board.routes;
  let open = 0;
  for (const no of nums.routesAt[nums.hq[a]!]!) {
    if (allowed[no] === 1 && lowestFree(d.marks[no]!, routes[no]!.costs) >= 0) {
      open = 1;
      break;
    }
  }
  d.hqOpen[a] = open;
  return open === 1;
}

/** `sabotageSpots(state).length`, counted once per marker placed. */
export function keptSabotageSpots(state: AirlinesState, d: Derived): number {
  if (d.sabotageSpots !== null) return d.sabotageSpots;
  let n = 0;
  const open = new Uint8Array(d.marks.length);
  for (let no = 0; no < d.marks.length; no++) {
    open[no] = openForSabotage(d.marks[no]!, state.board.routes[no]!.costs, -1);
    n += open[no]!;
  }
  d.sabotageSpots = n;
  d.sabotageOpen = open;
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
