/**
 * An Airlines Europe board by number, for the code asked something on every move of a simulation
 * (the legal licences, the Tycoon's licence values): routes and cities numbered in board order,
 * each route's ends and cheapest-first spaces, the routes at each city, the bonus connections'
 * ends. A state's records are keyed by id (saves, the wire and the views read them so), and a
 * record of 79 routes is a hash lookup of ~45 ns; these tables make the same walks array reads.
 */
import { indexBoard, payoutAt } from './board.js';
import type { EuropeBoard, EuropeState, Route } from './types.js';

export interface BoardNumbers {
  routes: readonly Route[];
  routeNo: ReadonlyMap<string, number>;
  /** Every city id the board names (its cities, route ends, homes and bonus ends), numbered. */
  cityNo: ReadonlyMap<string, number>;
  cities: number;
  /** Each route's ends, by city number. */
  from: Int32Array;
  to: Int32Array;
  /** Each route's space indices, cheapest first (ties: drawing order), as `indexBoard` orders them. */
  spaceOrder: readonly (readonly number[])[];
  /**
   * The same, flat: route `n`'s spaces are `order[start[n]]` … `order[start[n + 1] - 1]`, and
   * `price[start[n] + i]` is the price of its space `i` (an indexed loop over one typed array
   * where the legal list and the Tycoon read a route's cheapest free space for every licence).
   */
  start: Int32Array;
  order: Int32Array;
  price: Float64Array;
  /** The routes at each city, by number, in `indexBoard`'s order (a loop route once). */
  routesAt: readonly (readonly number[])[];
  /** Per airline id: its bonus connections' ends by city number, in the board's order. */
  bonusEnds: ReadonlyMap<string, readonly { from: number; to: number }[]>;
  /** The payout table of every share-track space, 0 … its length (board.ts `payoutAt`, the same lists). */
  payout: readonly (readonly number[])[];
}

const numbered = new WeakMap<EuropeBoard, BoardNumbers>();

export function boardNumbers(board: EuropeBoard): BoardNumbers {
  const hit = numbered.get(board);
  if (hit) return hit;
  const idx = indexBoard(board);
  const cityNo = new Map<string, number>();
  const city = (id: string): number => {
    let n = cityNo.get(id);
    if (n === undefined) cityNo.set(id, (n = cityNo.size));
    return n;
  };
  for (const c of board.cities) city(c.id);
  for (const r of board.routes) {
    city(r.from);
    city(r.to);
  }
  for (const a of board.airlines) city(a.home);
  for (const b of board.bonuses) {
    city(b.from);
    city(b.to);
  }
  // The last route of an id wins, as in `indexBoard`'s map (a validated board has unique ids).
  const routeNo = new Map(board.routes.map((r, i) => [r.id, i]));
  const no = new Map(board.routes.map((r, i) => [r, i]));
  const routesAt: number[][] = Array.from({ length: cityNo.size }, () => []);
  for (const [c, list] of idx.routesAt) routesAt[cityNo.get(c)!] = list.map((r) => no.get(r)!);
  const bonusEnds = new Map<string, { from: number; to: number }[]>();
  for (const [airline, list] of idx.bonusesOf) bonusEnds.set(airline, list.map((b) => ({ from: cityNo.get(b.from)!, to: cityNo.get(b.to)! })));
  const start = new Int32Array(board.routes.length + 1);
  for (let n = 0; n < board.routes.length; n++) start[n + 1] = start[n]! + board.routes[n]!.licences.length;
  const order = new Int32Array(start[board.routes.length]!);
  const price = new Float64Array(start[board.routes.length]!);
  board.routes.forEach((r, n) => {
    const o = idx.spaceOrder.get(r.id)!;
    for (let k = 0; k < o.length; k++) order[start[n]! + k] = o[k]!;
    for (let i = 0; i < r.licences.length; i++) price[start[n]! + i] = r.licences[i]!;
  });
  const out: BoardNumbers = {
    routes: board.routes,
    routeNo,
    cityNo,
    cities: cityNo.size,
    from: Int32Array.from(board.routes, (r) => cityNo.get(r.from)!),
    to: Int32Array.from(board.routes, (r) => cityNo.get(r.to)!),
    spaceOrder: board.routes.map((r) => idx.spaceOrder.get(r.id)!),
    start,
    order,
    price,
    routesAt,
    bonusEnds,
    payout: Array.from({ length: board.shareTrack.length + 1 }, (_, space) => payoutAt(board, space)),
  };
  numbered.set(board, out);
  return out;
}

/**
 * A state's licence spaces by route number: `s.licences[route.id]` for each route of the board.
 * The list is remembered for the last licence record asked about: the rules write a bought
 * licence into its route's list in place (rules.ts `buyLicence`) and never put a new list into a
 * state's record, and every new state (setup, `cloneState`) has a new record, so the lists found
 * once stay the state's for as long as it lives. A simulation keeps one record a whole game.
 */
let lastRecord: EuropeState['licences'] | null = null;
let lastSlots: readonly (readonly (string | null)[])[] = [];

export function licenceSlots(s: EuropeState): readonly (readonly (string | null)[])[] {
  if (s.licences === lastRecord) return lastSlots;
  const routes = s.board.routes;
  const slots: (readonly (string | null)[])[] = new Array(routes.length);
  for (let n = 0; n < routes.length; n++) slots[n] = s.licences[routes[n]!.id]!;
  lastRecord = s.licences;
  lastSlots = slots;
  return slots;
}

/** Route `n`'s cheapest free space (rules.ts `cheapestFreeSpace`), or -1 when it is full. */
export function freeSpace(b: BoardNumbers, slots: readonly (readonly (string | null)[])[], n: number): number {
  const taken = slots[n]!;
  const order = b.order;
  for (let k = b.start[n]!, end = b.start[n + 1]!; k < end; k++) {
    const i = order[k]!;
    if (taken[i] === null) return i;
  }
  return -1;
}

/** The price of route `n`'s space `space` (the board's `licences[space]`). */
export function spacePrice(b: BoardNumbers, n: number, space: number): number {
  return b.price[b.start[n]! + space]!;
}

/**
 * One airline's network by number: its cities, and the routes at them, each route once, in the
 * order a walk of the network's cities (and each city's `routesAt`) first meets it. The legal
 * licences and the Tycoon ask this of every airline on every move of a simulation, and a network
 * changes far less often than that: it is kept per network list and brought up to date from the
 * cities added since. The rules only ever append to a network (rules.ts `buyLicence`), and a new
 * state has new lists (setup, `cloneState`, a parsed save); a list that got shorter, or whose
 * last known city is no longer where it was, is numbered again from the start.
 */
export interface NetworkNumbers {
  readonly cities: readonly number[];
  readonly routes: readonly number[];
  /** The network's cities as marks by city number (1: in the network), kept with the lists. */
  readonly marks: Uint8Array;
}

interface KeptNetwork extends NetworkNumbers {
  cities: number[];
  routes: number[];
  board: BoardNumbers;
  length: number;
  last: string | undefined;
  met: Uint8Array;
  marks: Uint8Array;
}

const networks = new WeakMap<readonly string[], KeptNetwork>();

export function networkNumbers(b: BoardNumbers, net: readonly string[]): NetworkNumbers {
  let w = networks.get(net);
  if (w && (w.board !== b || w.length > net.length || (w.length > 0 && net[w.length - 1] !== w.last))) w = undefined;
  if (!w) networks.set(net, (w = { cities: [], routes: [], board: b, length: 0, last: undefined, met: new Uint8Array(b.routes.length), marks: new Uint8Array(b.cities) }));
  for (let i = w.length; i < net.length; i++) {
    const c = b.cityNo.get(net[i]!);
    if (c === undefined) continue;
    w.cities.push(c);
    w.marks[c] = 1;
    for (const n of b.routesAt[c]!) {
      if (w.met[n] === 1) continue;
      w.met[n] = 1;
      w.routes.push(n);
    }
  }
  w.length = net.length;
  w.last = net[net.length - 1];
  return w;
}
