/**
 * Every legal move of one player, each in one canonical form (identical cards are one move).
 * Kept small by the phases: a trade is chosen card by card, licences one at a time.
 */
import type { PlayerId } from '../core/types.js';
import { total } from './cards.js';
import { VisitMarks } from '../core/visit-marks.js';
import { isActive } from './rules.js';
import { boardNumbers, freeSpace, licenceSlots, networkNumbers, spacePrice, type BoardNumbers, type NetworkNumbers } from './numbers.js';
import { ABACUS, type EuropeBoard, type EuropeMove, type EuropeState } from './types.js';

export function legalMoves(s: EuropeState, player: PlayerId): EuropeMove[] {
  if (s.over || !isActive(s, player)) return [];
  const out: EuropeMove[] = [];
  const hand = s.hands[player]!;
  switch (s.phase) {
    case 'opening': {
      const kinds = Object.keys(hand).sort();
      for (let i = 0; i < kinds.length; i++) {
        for (let j = i + 1; j < kinds.length; j++) out.push({ type: 'chooseOpening', airlines: [kinds[i]!, kinds[j]!] });
      }
      return out;
    }
    case 'action': {
      licenceMoves(s, player, out);
      const kinds = sortedKinds(hand);
      const plays = playsOf(s.board);
      // The hand's cards counted over its kinds (`total`'s sum, without another walk of its keys);
      // the face-up ones only when the hand alone is short of a three-card trade.
      let inHand = 0;
      for (let i = 0; i < kinds.length; i++) {
        const k = kinds[i]!;
        inHand += hand[k]!;
        for (let c = 1; c <= hand[k]!; c++) out.push(plays.same(k, c));
        for (let j = i + 1; j < kinds.length; j++) out.push(plays.pair(k, kinds[j]!));
      }
      const cards = inHand >= 3 ? inHand : inHand + total(s.holdings[player]!);
      if (cards >= 1 && s.abacusSupply >= 1) out.push({ type: 'startTrade', give: 1 });
      if (cards >= 3 && s.abacusSupply >= 2) out.push({ type: 'startTrade', give: 3 });
      out.push({ type: 'takeMoney' });
      return out;
    }
    case 'licence': {
      if (s.licencesThisTurn < 2) licenceMoves(s, player, out);
      shareMoves(s, out, true);
      if (s.market.length === 0 && s.deck.length === 0) out.push({ type: 'endTurn' });
      return out;
    }
    case 'trade': {
      for (const k of Object.keys(hand).sort()) out.push({ type: 'discard', from: 'hand', airline: k });
      for (const k of Object.keys(s.holdings[player]!).sort()) out.push({ type: 'discard', from: 'holdings', airline: k });
      return out;
    }
    case 'scoringPick':
      shareMoves(s, out, false);
      return out;
    default:
      return out;
  }
}

/**
 * A hand's kinds in `sort()`'s order (by UTF-16 code units, as `<` compares strings), by
 * insertion: a hand holds a few kinds, and this is asked on every action of a simulation.
 */
function sortedKinds(hand: Readonly<Record<string, number>>): string[] {
  const kinds: string[] = [];
  for (const k in hand) {
    if (!Object.hasOwn(hand, k)) continue;
    let i = kinds.length;
    kinds.push(k);
    for (; i > 0 && kinds[i - 1]! > k; i--) kinds[i] = kinds[i - 1]!;
    kinds[i] = k;
  }
  return kinds;
}

/** The market's kinds, each once, in `sort()`'s order (insertion, as `sortedKinds`; a market holds five or six cards). */
function marketKinds(market: readonly string[]): string[] {
  const kinds: string[] = [];
  for (const k of market) {
    let i = kinds.length;
    if (kinds.includes(k)) continue;
    kinds.push(k);
    for (; i > 0 && kinds[i - 1]! > k; i--) kinds[i] = kinds[i - 1]!;
    kinds[i] = k;
  }
  return kinds;
}

/**
 * The share plays of one board's cards, one frozen move per play and made when first listed
 * (every action of a simulation lists some ten of them): `same(k, c)` lays `c` cards of kind
 * `k`, `pair(k, j)` one of each. Only the board's share kinds and counts up to `KEPT_PLAY` are
 * kept; any other play (a state from elsewhere) is made anew each time.
 */
interface Plays {
  same(kind: string, count: number): EuropeMove;
  pair(kind: string, other: string): EuropeMove;
}

const KEPT_PLAY = 16;
const plays = new WeakMap<EuropeBoard, Plays>();

function playsOf(board: EuropeBoard): Plays {
  let p = plays.get(board);
  if (p) return p;
  const kinds = new Set([ABACUS, ...board.airlines.map((a) => a.id)]);
  const same = new Map<string, EuropeMove[]>();
  const pairs = new Map<string, Map<string, EuropeMove>>();
  p = {
    same(kind, count) {
      if (!kinds.has(kind) || !(count >= 1 && count <= KEPT_PLAY)) return { type: 'playShares', airlines: Array<string>(count).fill(kind) };
      let list = same.get(kind);
      if (!list) same.set(kind, (list = []));
      return (list[count - 1] ??= Object.freeze({ type: 'playShares', airlines: Object.freeze(Array<string>(count).fill(kind)) as string[] }));
    },
    pair(kind, other) {
      if (!kinds.has(kind) || !kinds.has(other)) return { type: 'playShares', airlines: [kind, other] };
      let by = pairs.get(kind);
      if (!by) pairs.set(kind, (by = new Map()));
      let m = by.get(other);
      if (!m) by.set(other, (m = Object.freeze({ type: 'playShares', airlines: Object.freeze([kind, other]) as string[] })));
      return m;
    },
  };
  plays.set(board, p);
  return p;
}

function shareMoves(s: EuropeState, out: EuropeMove[], deckToo: boolean): void {
  for (const k of marketKinds(s.market)) out.push({ type: 'takeShare', from: 'market', airline: k });
  if (deckToo && s.deck.length > 0) out.push({ type: 'takeShare', from: 'deck' });
}

/**
 * This list's finding per route (`OPEN`, `DEAR`, `FULL`; valid where `found` marks it), and marks
 * for looking at each route once per list (not once per airline that reaches it). A legal-move
 * list is asked for on every move of a simulation: the routes each airline reaches are kept by
 * network (numbers.ts `networkNumbers`), and each is looked at only when an airline reaches it.
 */
interface Walk {
  found: VisitMarks;
  open: Uint8Array;
  /**
   * The licence moves listed so far, one per (airline, route) and made when first listed, by
   * airline id, then route number: a list of some fifty licences is asked for on every move of
   * a simulation, and a new object for each was a third of the list's time with what the
   * garbage collector spent on them. Frozen, as every list shares them.
   */
  moves: Map<string, (EuropeMove | undefined)[]>;
}

const walks = new WeakMap<EuropeBoard, Walk>();

function walkOf(board: EuropeBoard): Walk {
  let walk = walks.get(board);
  if (walk) return walk;
  const n = board.routes.length;
  walk = { found: new VisitMarks(n), open: new Uint8Array(n), moves: new Map() };
  walks.set(board, walk);
  return walk;
}

/**
 * The licences of the last list made and their routes' numbers, in the order listed: the Tycoon
 * weighs every licence of the list it is given, in its order, and reads each one's route number
 * here (`listedRouteNo`) rather than looking its id up.
 */
const listed = { board: null as BoardNumbers | null, moves: [] as EuropeMove[], routes: new Int32Array(64), count: 0, next: 0 };

/**
 * The route number of a licence move, when it is one of the last list's (the same object),
 * else -1 (the caller looks the id up). Asked in the order listed, each answer is one
 * comparison: the move after the last one asked, or the list's first. Asked in that order with
 * some left out (the Tycoon passes over airlines it holds no share of), it is found further on.
 */
export function listedRouteNo(b: BoardNumbers, m: EuropeMove & { type: 'buyLicence' }): number {
  if (listed.board !== b) return -1;
  let k = listed.next;
  if (k >= listed.count || listed.moves[k] !== m) {
    if (listed.count > 0 && listed.moves[0] === m) k = 0;
    else {
      do k++;
      while (k < listed.count && listed.moves[k] !== m);
      if (k >= listed.count) return -1;
    }
  }
  // A listed move is the board's own frozen object for its (airline, route) (`Walk.moves`): its
  // route is the one listed beside it.
  listed.next = k + 1;
  return listed.routes[k]!;
}

/** What a list found of a route (`Walk.open`): its cheapest free space affordable, too dear, or none. */
const OPEN = 1;
const DEAR = 2;
const FULL = 3;

/**
 * One airline's routes still worth looking at, kept per network list: its network's routes
 * (`networkNumbers`) less those found full or holding a licence of the airline, in their order.
 * Both stay so (the rules only ever fill a space, rules.ts `buyLicence`), and they were over a
 * third of the routes each list walked. Made again from the network's routes when the network
 * is numbered again, or the state's licence record is another one (a new state, or one put in
 * place of the old).
 */
interface LiveRoutes {
  net: NetworkNumbers;
  record: EuropeState['licences'];
  airline: string;
  /** How many of `net.routes` have been taken in (a network only grows: the rest are new). */
  taken: number;
  routes: number[];
  /**
   * The airline's planes left when every route of `routes` was last found not to hold its
   * licence (-1: not yet). Each licence bought takes a plane, so while the count is the same no
   * route can have come to hold one, and that is not looked at again.
   */
  planes: number;
}

const live = new WeakMap<readonly string[], LiveRoutes>();

function liveRoutes(b: BoardNumbers, s: EuropeState, airline: string): LiveRoutes {
  const list = s.network[airline]!;
  const net = networkNumbers(b, list);
  let l = live.get(list);
  if (!l || l.net !== net || l.record !== s.licences || l.airline !== airline) live.set(list, (l = { net, record: s.licences, airline, taken: 0, routes: [], planes: -1 }));
  const all = net.routes;
  if (l.taken < all.length) {
    for (let i = l.taken; i < all.length; i++) l.routes.push(all[i]!);
    l.taken = all.length;
    l.planes = -1;
  }
  return l;
}

/** Every (airline, route) licence the player can afford now. */
export function licenceMoves(s: EuropeState, player: PlayerId, out: EuropeMove[]): void {
  const b = boardNumbers(s.board);
  const walk = walkOf(s.board);
  const slots = licenceSlots(s);
  const money = s.money[player]!;
  walk.found.begin();
  listed.board = b;
  listed.count = 0;
  listed.next = 0;
  for (const airline of s.airlines) {
    if (s.planes[airline]! <= 0) continue;
    const l = liveRoutes(b, s, airline);
    const routes = l.routes;
    const planes = s.planes[airline]!;
    const heldSeen = l.planes === planes;
    let made = walk.moves.get(airline);
    if (!made) {
      made = new Array<EuropeMove | undefined>(b.routes.length);
      // Kept for the board's airlines (a state from elsewhere naming others gets its moves anew).
      if (walk.moves.size < s.board.airlines.length) walk.moves.set(airline, made);
    }
    let kept = 0;
    for (let i = 0; i < routes.length; i++) {
      const n = routes[i]!;
      // Whether the route's cheapest free space is free and affordable (rules.ts
      // `cheapestFreeSpace`), once per list.
      if (walk.found.first(n)) {
        const space = freeSpace(b, slots, n);
        walk.open[n] = space < 0 ? FULL : spacePrice(b, n, space) <= money ? OPEN : DEAR;
      }
      const open = walk.open[n];
      // Full, or the airline's already: dropped from its live routes for good.
      if (open === FULL || (!heldSeen && holds(slots[n]!, airline))) continue;
      routes[kept++] = n;
      if (open !== OPEN) continue;
      const move = (made[n] ??= Object.freeze({ type: 'buyLicence', airline, route: b.routes[n]!.id }));
      out.push(move);
      if (listed.count === listed.routes.length) {
        const grown = new Int32Array(listed.count * 2);
        grown.set(listed.routes);
        listed.routes = grown;
      }
      listed.moves[listed.count] = move;
      listed.routes[listed.count++] = n;
    }
    if (kept < routes.length) routes.length = kept;
    l.planes = planes;
  }
}

/** Whether a route's spaces hold a licence of the airline (`includes`, as an indexed loop: no NaN among ids). */
function holds(taken: readonly (string | null)[], airline: string): boolean {
  for (let i = 0; i < taken.length; i++) if (taken[i] === airline) return true;
  return false;
}
