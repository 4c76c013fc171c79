/**
 * Two bots. "Random" plays any legal move. "Route builder" plans the cheapest way to finish its
 * own route (a search over the track as it lies, where an empty square costs one tile and an
 * upgrade of a tile two) and lays tiles along that plan; when nothing in hand fits the plan it
 * lays a tile away from it, so it does not block itself. It declares a finished route at once,
 * unless the tiles in hand this turn finish a much shorter trip (waitsForShorterTrip).
 */
import { said } from './messages.js';
import { botWords } from '../core/bot-words.js';
import { randomBot } from '../core/bots.js';
import { hasOwnId, own } from '../core/ids.js';
import type { Bot, BotContext } from '../core/types.js';
import { EXITS, type Geometry, geometry, ONWARD, type Orientation, pairBit, squareKey } from './geometry.js';
import { gridTables } from './grid-tables.js';
import { BucketQueue } from './bucket-queue.js';
import { Bounds, UNREACHABLE } from './bounds.js';
import { NoPlanMemo } from './no-plan.js';
import { KeptPlan } from './kept-plan.js';
import { countPlacements, fitting, handTypes, NO_TILE, nthPlacement, placementsOn, type SquareFilter } from './placement.js';
import { playerOf, stopsOf } from './rules.js';
import { listedMove } from './listed.js';
import type { Linie1Move, Linie1Options, Linie1State } from './types.js';

type Ctx = BotContext<Linie1State, Linie1Move>;

/** One square of a plan that still needs work: lay (or upgrade to) a tile joining `e` and `o`. */
export interface PlanStep {
  sq: number;
  e: number;
  o: number;
}

/**
 * The cheapest plan for the player's route: the squares that still need a tile (or an
 * upgrade) with the track each needs, or null when no plan exists.
 */
export function planRoute(
  state: Linie1State,
  playerId: string,
  /** Squares the plan may only cross on track already there (no tile, no upgrade). */
  avoid?: ReadonlySet<number>,
  /** Filled in with the plan's cost when there is a plan. */
  cost?: PlanCost,
  /** Filled in with every square the plan passes, in order (the route bot keeps its plan: keptPlan). */
  path?: number[],
): PlanStep[] | null {
  const p = playerOf(state, playerId);
  if (!p) return null;
  const g = geometry(state.board);
  const { segs, keys } = gridTables(g, state);
  return planFor(state, p, g, segs, keys, stopsOf(state, p), avoid, cost, path);
}

/** planRoute for a player found, with the grid's tables and the player's stops at hand (routePlan has them already). */
function planFor(
  state: Linie1State,
  p: Linie1State['players'][number],
  g: Geometry,
  segs: Uint8Array,
  keys: Uint16Array,
  stops: readonly string[],
  avoid: ReadonlySet<number> | undefined,
  cost: PlanCost | undefined,
  path: number[] | undefined,
): PlanStep[] | null {
  const fixed = boardTables(g);
  const terms = fixed.lineTerminals.get(p.line);
  if (!terms) return null;
  const k = stops.length;
  const b = buffersFor(g.size);
  const stopBit = stopBitsOf(g, fixed, state, stops, segs, b.stopBit);
  const memo = wayMemoFor(g, state, p);
  // What a square allows depends only on its key (its track and its neighbours'): the cost of
  // each of the six ways through it by a new tile or an upgrade (the memo's row of its key:
  // `row[sq]` + the segment's bit number), and the least a plan pays to leave it. Where only the
  // track lying there may be used (buildings, blocked squares, tree tiles, the squares to avoid)
  // the row is SHUT (every way NO_WAY), and leaving costs a step over track, or is impossible
  // without track. Many squares share a key (most empty squares have the same), so each key's
  // costs are worked out once (wayMemoFor).
  const { row, leave, pass } = b;
  for (let sq = 0; sq < g.size; sq++) {
    const key = keys[sq]!;
    if (key === NO_TILE || avoid?.has(sq)) {
      row[sq] = SHUT;
      pass[sq] = SEG_PASS[segs[sq]!]!;
      leave[sq] = segs[sq] && !fixed.closed[sq] ? STEP : UNREACHABLE;
      continue;
    }
    const from = key * 6;
    if (memo.stamp[key] !== memo.now) {
      memo.stamp[key] = memo.now;
      wayCosts(memo, key, from);
    }
    row[sq] = from;
    pass[sq] = keyPass(key);
    leave[sq] = memo.leave[key]!;
  }
  // One search, from the first terminal. Through its own terminals a route need not be valid
  // backwards, but planning from the second terminal never finds a cheaper plan: every square
  // costs the same either way through it, so a plan from the second terminal, walked backwards,
  // is a walk this search may take (passing through its start terminal is allowed, and where the
  // walk would pass through its end terminal with every stop seen, this search arrives there,
  // sooner and cheaper). The second search (about a fifth of the bot's time) only ever lost, and
  // the tie went to this one (games/linie1/route-bot-choices.test.ts pins the choices).
  const throughOwn = state.options.throughOwnTerminals;
  if (noPlan.knownImpossible(g, terms[0], terms[1], stops, throughOwn, pass, stopBit)) return null;
  planBounds.reset(g, leave, stopBit, k, terms[1]);
  const there = search(g, fixed, memo.costs, row, segs, pass, stopBit, k, terms[0], terms[1], throughOwn, planBounds, path);
  if (!there) noPlan.remember(g, terms[0], terms[1], stops, throughOwn, pass, stopBit);
  if (there && cost) {
    // The plan's cost is STEP per square driven plus each step's tile cost: split the two.
    let tiles = 0;
    for (const st of there.steps) tiles += memo.costs[row[st.sq]! + WAY_OF[st.e * 4 + st.o]!]!;
    cost.tiles = tiles / TILE;
    cost.squares = (there.cost - tiles) / STEP;
  }
  return there?.steps ?? null;
}

/** Per square, bit i for a square where stop i may be made: the sign's square, or any free square beside a building still without one. */
function stopBitsOf(g: Geometry, fixed: BoardTables, state: Linie1State, stops: readonly string[], segs: Uint8Array, out: Uint8Array): Uint8Array {
  const stopBit = out.fill(0);
  for (let i = 0; i < stops.length; i++) {
    const sign = own(state.stopSigns, stops[i]!);
    if (sign !== undefined) {
      // Signs are written "row,col" by the rules; anything else is read the long way.
      let sq = fixed.squareOf.get(sign);
      if (sq === undefined) {
        const [r, c] = sign.split(',').map(Number);
        sq = (r! - 1) * g.cols + (c! - 1);
      }
      stopBit[sq]! |= 1 << i;
    } else {
      const bi = g.buildingIds.indexOf(stops[i]!);
      for (const sq of g.buildingNeighbours[bi] ?? []) if (!segs[sq]) stopBit[sq]! |= 1 << i;
    }
  }
  return stopBit;
}

/** What a plan costs (planRoute fills it in when asked): tile units (1 a tile in hand, 2 one still to come, one more to upgrade) and squares driven. */
export interface PlanCost {
  tiles: number;
  squares: number;
}

/** Per board: what the planner looks up on every plan and never changes during a game. */
interface BoardTables {
  /** Each line's two terminals (lines without exactly two are left out: no plan for them). */
  lineTerminals: Map<string, [number, number]>;
  /** A square's index by its key ("row,col"), as stop signs name squares. */
  squareOf: Map<string, number>;
  /** 1 on a building or a blocked square (no plan ever enters it). */
  closed: Uint8Array;
  /**
   * Per square and side (sq * 4 + side): the square a plan steps to across that side, -1 when it
   * may not (the board's edge without a terminal, or a closed square), -2 into a terminal's loop.
   */
  hop: Int32Array;
}

const boardCache = new WeakMap<Geometry, BoardTables>();

function boardTables(g: Geometry): BoardTables {
  let t = boardCache.get(g);
  if (t) return t;
  const byLine = new Map<string, number[]>();
  g.terminals.forEach((term, i) => byLine.set(term.line, [...(byLine.get(term.line) ?? []), i]));
  const lineTerminals = new Map<string, [number, number]>();
  for (const [line, ts] of byLine) if (ts.length === 2) lineTerminals.set(line, [ts[0]!, ts[1]!]);
  const squareOf = new Map<string, number>();
  for (let sq = 0; sq < g.size; sq++) squareOf.set(squareKey(g, sq), sq);
  const closed = new Uint8Array(g.size);
  for (let sq = 0; sq < g.size; sq++) closed[sq] = g.building[sq]! >= 0 || g.blocked[sq] ? 1 : 0;
  const hop = new Int32Array(g.size * 4);
  for (let i = 0; i < hop.length; i++) {
    const nb = g.neighbour[i]!;
    hop[i] = nb >= 0 ? (closed[nb] ? -1 : nb) : g.port[i]! >= 0 ? -2 : -1;
  }
  boardCache.set(g, (t = { lineTerminals, squareOf, closed, hop }));
  return t;
}

/** The board's type indices of the tiles in these lists, each once, in increasing order, into `out`. */
function typeSet(g: Geometry, lists: readonly (readonly string[])[], out: number[]): number[] {
  const all = g.types.length;
  if (seenType.length < all) seenType = new Uint8Array(all);
  const seen = seenType.fill(0, 0, all);
  let count = 0;
  // The pile holds a hundred tiles or so, and every type until late in a game: stop once all are seen.
  for (let l = 0; l < lists.length && count < all; l++) {
    const ids = lists[l]!;
    for (let i = 0; i < ids.length && count < all; i++) {
      const ti = g.typeIndex.get(ids[i]!);
      if (ti !== undefined && !seen[ti]) {
        seen[ti] = 1;
        count++;
      }
    }
  }
  out.length = 0;
  for (let ti = 0; ti < all; ti++) if (seen[ti]) out.push(ti);
  return out;
}

/** typeSet's marks, reused. */
let seenType = new Uint8Array(0);

function sameList(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Search buffers, reused between calls (a bot plans twice per tile it lays). */
let scratch = { dist: new Int32Array(0), parent: new Int32Array(0) };
/** The search's queue (states by cost so far plus bound). */
const stateQueue = new BucketQueue();
/** The bounds of the plan being made (bounds.ts), reused from plan to plan. */
const planBounds = new Bounds();
/** Searches that found no plan, for the searches that cannot find one either (no-plan.ts). */
const noPlan = new NoPlanMemo();

/** Forgets every search that found no plan: the next plans are searched afresh (tests compare the two). */
export function forgetNoPlans(): void {
  noPlan.clear();
}

/** How many plans were known impossible without a search, so far (tests: the shortcut was taken). */
export function noPlanHits(): number {
  return noPlan.hits;
}

const NO_WAY = 255;
/** The row of wayMemo's costs where every way is NO_WAY (placement keys are below 2^14). */
const SHUT = 6 << 14;
/**
 * Plan costs: a tile to lay costs TILE, each square driven STEP. A tile takes half a turn to
 * lay and a square about a third of a turn to drive, so long detours over existing track are
 * not free: 3 to 1 shortened four-player games by about a turn and a half in our trials.
 */
const TILE = 3;
const STEP = 1;

/**
 * What each placement key costs (placement.ts: the track `old` lying there, 0 when empty, and
 * the sides that must have track, `req`, or must not, `forb`), for one hand and one set of tiles
 * still to come: per key, the cost of each way through (`costs`, index key * 6 + the segment's
 * bit number) and the least cost of leaving a square of that key (`leave`). Valid where `stamp`
 * holds `now`; `now` moves on when the board, the hand's tile types or the coming ones change,
 * so the plans of one choice (a detour, a refill) and the bench's rounds share it only while
 * those are the same. `later` memoises the coming tiles' part alone (it changes far less often
 * than the hand), valid where `laterStamp` holds `laterNow`. Placement keys are below 2^14.
 */
interface WayMemo {
  g: Geometry | null;
  laid: Uint8Array;
  hand: number[];
  coming: number[];
  now: number;
  stamp: Uint32Array;
  costs: Uint8Array;
  leave: Int32Array;
  laterNow: number;
  laterStamp: Uint32Array;
  later: Uint8Array;
}

const wayMemo: WayMemo = {
  g: null,
  laid: new Uint8Array(0),
  hand: [],
  coming: [],
  now: 0,
  stamp: new Uint32Array(1 << 14),
  // One row more than the keys: SHUT, every way NO_WAY.
  costs: new Uint8Array((6 << 14) + 6).fill(NO_WAY),
  leave: new Int32Array(1 << 14),
  laterNow: 0,
  laterStamp: new Uint32Array(1 << 14),
  later: new Uint8Array(1 << 14),
};
const handNow: number[] = [];
const comingNow: number[] = [];

/** The memo, made valid for this player's hand and the tiles still to come. */
function wayMemoFor(g: Geometry, state: Linie1State, p: Linie1State['players'][number]): WayMemo {
  const memo = wayMemo;
  // Tiles still to come: the pile, and the open supplies of driving players when they may be taken.
  const lists: (readonly string[])[] = [state.pile];
  if (!state.options.driversTilesWhenPileEmpty || state.pile.length === 0) {
    for (const q of state.players) if (q.trip && q !== p) lists.push(q.hand);
  }
  typeSet(g, [p.hand], handNow);
  typeSet(g, lists, comingNow);
  const sameBoard = memo.g === g;
  const sameComing = sameBoard && sameList(comingNow, memo.coming);
  if (!sameComing) {
    memo.coming = [...comingNow];
    if (++memo.laterNow === 0xffffffff) {
      memo.laterStamp.fill(0);
      memo.laterNow = 1;
    }
  }
  if (!sameComing || !sameList(handNow, memo.hand)) {
    memo.hand = [...handNow];
    if (++memo.now === 0xffffffff) {
      memo.stamp.fill(0);
      memo.now = 1;
    }
  }
  if (!sameBoard) {
    memo.g = g;
    memo.laid = laidTable(g);
  }
  return memo;
}

/**
 * The ways through a square of placement key `key` and the cost of leaving it, into the memo
 * from `at` (= key * 6), in TILEs. Laying costs 1 when a tile in hand does it and 2 when only
 * tiles still to come (the pile, drivers' supplies) do; an upgrade costs one more. When no tile
 * left does it, the cost is so high that any other plan wins: the tile may come back through an
 * exchange, but a plan that waits for it is what left games without a winner. A way no track may
 * take (into a forbidden side) is NO_WAY. Leaving costs STEP more than the cheapest way through,
 * or only STEP where track lies (it may be driven as it is), UNREACHABLE when there is no way.
 */
function wayCosts(memo: WayMemo, key: number, at: number): void {
  const { g, laid, hand, coming, costs } = memo;
  const forb = key & 15;
  const extra = key >= 256 ? 1 : 0;
  let inHand = 0;
  for (const ti of hand) inHand |= segmentsLaid(g!, laid, ti, key);
  let later: number;
  if (memo.laterStamp[key] === memo.laterNow) later = memo.later[key]!;
  else {
    later = 0;
    for (const ti of coming) later |= segmentsLaid(g!, laid, ti, key);
    memo.laterStamp[key] = memo.laterNow;
    memo.later[key] = later;
  }
  let least: number = key >= 256 ? 0 : NO_WAY;
  for (let i = 0; i < 6; i++) {
    const bit = 1 << i;
    let c = NO_WAY;
    if (!(EXITS[bit]! & forb)) c = (inHand & bit ? 1 + extra : later & bit ? 2 + extra : LOST) * TILE;
    costs[at + i] = c;
    if (c < least) least = c;
  }
  memo.leave[key] = least === NO_WAY ? UNREACHABLE : least + STEP;
}

const LOST = 12;

/** Per board, for each tile type and placement key: the segments some turn of it lays there (bit i = segment i), 0xff until worked out. */
const laidCache = new WeakMap<Geometry, Uint8Array>();

function laidTable(g: Geometry): Uint8Array {
  let table = laidCache.get(g);
  if (!table) laidCache.set(g, (table = new Uint8Array(g.types.length << 14).fill(0xff)));
  return table;
}

function segmentsLaid(g: Geometry, table: Uint8Array, ti: number, key: number): number {
  // Key-major: the hand's types for one key lie side by side.
  const at = key * g.types.length + ti;
  if (table[at] !== 0xff) return table[at]!;
  const old = key >> 8;
  const req = (key >> 4) & 15;
  const forb = key & 15;
  let laid = 0;
  for (const o of g.types[ti]!.orients) {
    if ((o.seg & old) === old && o.seg !== old && (o.exits & req) === req && (o.exits & forb) === 0) laid |= o.seg;
  }
  table[at] = laid;
  return laid;
}


/**
 * Buffers of the bounds, reused from plan to plan (a bot plans once or twice per move, and a
 * typed array of this size lives outside V8's heap: making one costs more than filling it).
 */
const bufs = {
  size: -1,
  stopBit: new Uint8Array(0),
  row: new Int32Array(0),
  pass: new Uint16Array(0),
  leave: new Int32Array(0),
};

function buffersFor(size: number): typeof bufs {
  if (bufs.size !== size) {
    bufs.size = size;
    bufs.stopBit = new Uint8Array(size);
    bufs.row = new Int32Array(size);
    bufs.pass = new Uint16Array(size);
    bufs.leave = new Int32Array(size);
  }
  return bufs;
}

/** The segment's bit number (index into a square's six ways) of the track joining entry edge e and exit o: index e * 4 + o. */
const WAY_OF = new Uint8Array(16).map((_, i) => (i >> 2 === (i & 3) ? 0 : 31 - Math.clz32(pairBit(i >> 2, i & 3))));

/**
 * Per segment mask: the turns its track allows, bit o * 4 + e for in by edge e, out by edge o
 * (so `(mask >> o * 4) & 15` is the edges a tram may come in by to leave by o).
 */
const SEG_PASS = Uint16Array.from({ length: 64 }, (_, seg) => {
  let mask = 0;
  for (let e = 0; e < 4; e++) for (let o = 0; o < 4; o++) if (ONWARD[seg * 4 + e]! & (1 << o)) mask |= 1 << (o * 4 + e);
  return mask;
});

/** Per placement key, the turns a square of that key allows (SEG_PASS's bits), 0xffff until worked out. */
const passOfKey = new Uint16Array(1 << 14).fill(0xffff);

/**
 * The turns a square of placement key `key` allows: its track's, and every way no side rule
 * forbids (a tile that lays it may be in no one's hand, but wayCosts prices that way, never NO_WAY).
 */
function keyPass(key: number): number {
  let pass = passOfKey[key]!;
  if (pass !== 0xffff) return pass;
  const forb = key & 15;
  pass = SEG_PASS[key >> 8]!;
  for (let e = 0; e < 4; e++) {
    for (let o = 0; o < 4; o++) if (e !== o && !(EXITS[pairBit(e, o)]! & forb)) pass |= 1 << (o * 4 + e);
  }
  passOfKey[key] = pass;
  return pass;
}

/** States `search` takes before it works out which are live (liveEntries). */
const LIVE_AFTER = 300;
/** Every state live, for a search that has not worked them out (yet). */
let allLive = new Uint8Array(0);

/** Buffers of liveEntries, reused. */
let liveBufs = { live: new Uint8Array(0), queue: new Int32Array(0) };

/**
 * Per square and entry edge (sq * 4 + e), 1 when a walk on from there may still reach the end
 * terminal, whatever stops it has seen: a search backwards from the end's loop over the turns
 * each square allows (`pass`, SEG_PASS's bits: track lying there, or a tile that may be laid),
 * over every step `search` may take and more (into any square, through any terminal's loop). A
 * search state whose square and edge are not live can never arrive, nor can any state it leads
 * to, so `search` need not queue it: what it queues of the live states, at what cost, in what
 * order, and so the plan it finds, stay exactly what they were. It spares most of the work of a
 * search that finds no plan because the end's last squares hold track that cannot turn towards
 * it: such a search used to walk every state it could reach.
 */
function liveEntries(g: Geometry, pass: Uint16Array, end: number): Uint8Array {
  const n = g.size * 4;
  if (liveBufs.live.length < n) liveBufs = { live: new Uint8Array(n), queue: new Int32Array(n) };
  const { live, queue } = liveBufs;
  live.fill(0, 0, n);
  let tail = 0;
  // Into the end's loop: from a port square, entered by any edge that may turn out by the port's side.
  for (const p of g.terminals[end]!.ports) {
    for (let ins = (pass[p.sq]! >> (p.side * 4)) & 15; ins; ins &= ins - 1) {
      const at = p.sq * 4 + (31 - Math.clz32(ins & -ins));
      if (live[at]) continue;
      live[at] = 1;
      queue[tail++] = at;
    }
  }
  for (let head = 0; head < tail; head++) {
    const at = queue[head]!;
    // Where a walk entering this square by this edge came from: the square across the edge, left
    // by the opposite edge, or the terminal's other port square, left by its side.
    let from: number;
    let out: number;
    const nb = g.neighbour[at]!;
    if (nb >= 0) {
      from = nb;
      out = ((at & 3) + 2) & 3;
    } else if (g.port[at]! >= 0) {
      const ports = g.terminals[g.port[at]!]!.ports;
      const other = ports[0].sq * 4 + ports[0].side === at ? ports[1] : ports[0];
      from = other.sq;
      out = other.side;
    } else continue;
    for (let ins = (pass[from]! >> (out * 4)) & 15; ins; ins &= ins - 1) {
      const before = from * 4 + (31 - Math.clz32(ins & -ins));
      if (live[before]) continue;
      live[before] = 1;
      queue[tail++] = before;
    }
  }
  return live;
}

/**
 * The cheapest plan from terminal `start` to terminal `end` through every stop: A* over states
 * ((square << k | stops seen) << 2 | entry edge), where taking a way through a square costs what
 * its row of `costs` says (NO_WAY: not at all) unless track lying there already leads on, plus STEP.
 */
function search(
  g: Geometry,
  fixed: BoardTables,
  /** wayMemoFor's costs per key and way, and each square's row of them (planRoute). */
  costs: Uint8Array,
  row: Int32Array,
  segs: Uint8Array,
  /** The turns each square allows (SEG_PASS's bits), for `liveEntries`. */
  pass: Uint16Array,
  stopBit: Uint8Array,
  k: number,
  start: number,
  end: number,
  /** May the tram pass through its own terminals (the table option)? As in route.ts. */
  throughOwn: boolean,
  /** Per (square << k | stops seen), the least still to pay: `bounds.table`, worked out (`bounds.at`) where the search first asks. */
  bounds: Bounds,
  /** Filled in with the plan's squares, in order, when asked. */
  path?: number[],
): { cost: number; steps: PlanStep[] } | null {
  const { port } = g;
  const { hop } = fixed;
  const full = (1 << k) - 1;
  const n = (g.size << k) << 2;
  if (scratch.dist.length < n) scratch = { dist: new Int32Array(n), parent: new Int32Array(n) };
  const dist = scratch.dist.fill(0x7fffffff, 0, n);
  const bound = bounds.table;
  const parent = scratch.parent;
  // States are taken in order of cost so far plus `bound` (A*), first in first out among equals
  // (the order decides between equally cheap plans). A state is queued again, and its old entry
  // skipped, when a cheaper way to it turns up.
  const q = stateQueue;
  q.clear();
  // Which states may still arrive (liveEntries), worked out only once the search has taken
  // LIVE_AFTER states: most searches find their plan sooner than the table takes to build. Until
  // then every state counts as live; a dead one queued before it can only lead to dead ones, so
  // what the search finds does not change.
  const lives = g.size * 4;
  if (allLive.length < lives) allLive = new Uint8Array(lives).fill(1);
  let live: Uint8Array = allLive;
  let taken = 0;
  let buckets = 1;
  for (const p of g.terminals[start]!.ports) {
    if (!live[p.sq * 4 + p.side]) continue;
    const st = (((p.sq << k) | stopBit[p.sq]!) << 2) | p.side;
    let h = bound[st >> 2]!;
    if (h < 0) h = bounds.at(st >> 2);
    if (dist[st]! <= 0 || h >= UNREACHABLE) continue;
    dist[st] = 0;
    parent[st] = -1;
    q.push(st, h);
    if (h >= buckets) buckets = h + 1;
  }
  // The cheapest arrival found so far; arrivals cost differently, so the search runs on until
  // no cheaper one can come.
  let bestCost = -1;
  let bestS = 0;
  let bestO = 0;
  // The queue's arrays as locals (the loop below is the bot's hottest), synced with it when they grow.
  let { head, tail, item, next, used } = q;
  for (let f = 0; f < buckets && (bestCost < 0 || f < bestCost); f++) {
    // A step may leave the estimate where it was: such states join the end of bucket f while
    // it is walked, and are taken in turn.
    for (let at = f < head.length ? head[f]! : -1; at >= 0; at = next[at]!) {
      const s = item[at]!;
      const d = dist[s]!;
      const rest = s >> 2;
      if (d + bound[rest]! !== f) continue;
      if (++taken === LIVE_AFTER) live = liveEntries(g, pass, end);
      const e = s & 3;
      const sq = rest >> k;
      const m = rest & full;
      const seg = segs[sq]!;
      const onward = seg ? ONWARD[seg * 4 + e]! : 0;
      const ways = row[sq]!;
      for (let o = 0; o < 4; o++) {
        if (o === e) continue;
        // The square beside, across side o (-1: none, or closed; -2: a terminal's loop).
        const nb = hop[sq * 4 + o]!;
        if (nb === -1) continue;
        let cost: number;
        if (onward & (1 << o)) cost = STEP;
        else {
          cost = costs[ways + WAY_OF[e * 4 + o]!]!;
          if (cost === NO_WAY) continue;
          cost += STEP;
        }
        let ns: number;
        if (nb >= 0) {
          if (!live[nb * 4 + ((o + 2) & 3)]) continue;
          ns = (((nb << k) | m | stopBit[nb]!) << 2) | ((o + 2) & 3);
        } else {
          const ti = port[sq * 4 + o]!;
          if (ti === end) {
            if (m === full) {
              if (bestCost < 0 || d + cost < bestCost) {
                bestCost = d + cost;
                bestS = s;
                bestO = o;
              }
              continue;
            }
            if (!throughOwn) continue;
          } else if (ti === start && !throughOwn) continue;
          const ports = g.terminals[ti]!.ports;
          const other = ports[0].sq === sq && ports[0].side === o ? ports[1] : ports[0];
          if (!live[other.sq * 4 + other.side]) continue;
          ns = (((other.sq << k) | m | stopBit[other.sq]!) << 2) | other.side;
        }
        const g0 = d + cost;
        if (g0 >= dist[ns]!) continue;
        let h = bound[ns >> 2]!;
        if (h < 0) h = bounds.at(ns >> 2);
        if (h >= UNREACHABLE) continue;
        dist[ns] = g0;
        parent[ns] = s * 4 + o;
        const fn = g0 + h;
        if (fn >= head.length || used >= item.length) {
          q.used = used;
          q.reserve(used + 1, fn + 1);
          ({ head, tail, item, next } = q);
        }
        item[used] = ns;
        next[used] = -1;
        if (head[fn]! < 0) head[fn] = used;
        else next[tail[fn]!] = used;
        tail[fn] = used++;
        if (fn >= buckets) buckets = fn + 1;
      }
    }
  }
  return bestCost >= 0 ? { cost: bestCost, steps: unwind(segs, parent, k, bestS, bestO, path) } : null;
}

function unwind(segs: Uint8Array, parent: Int32Array, k: number, last: number, lastExit: number, path?: number[]): PlanStep[] {
  const steps: PlanStep[] = [];
  if (path) path.length = 0;
  let s = last;
  let o = lastExit;
  while (s >= 0) {
    const e = s & 3;
    const sq = s >> (2 + k);
    const seg = segs[sq]!;
    if (!seg || !(ONWARD[seg * 4 + e]! & (1 << o))) steps.push({ sq, e, o });
    path?.push(sq);
    const from = parent[s]!;
    if (from < 0) break;
    s = from >> 2;
    o = from & 3;
  }
  path?.reverse();
  return steps.reverse();
}

function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

/**
 * The plans of the decision asked about last: a steered bot (playstyles.ts) plans to see what
 * its aim allows and then, as often as not, hands the same decision to this bot, which planned
 * it all over again. A decision is the legal-move list it was asked about (each decision gets a
 * list of its own), the state object and the player; the plans are read, never changed.
 */
let decision: { legal: readonly Linie1Move[]; state: Linie1State; player: string; plan: PlanStep[] | null; cost: PlanCost; detour: PlanStep[] | null | undefined } | null = null;

function sameDecision(ctx: Ctx): boolean {
  return decision !== null && decision.legal === ctx.legal && decision.state === ctx.state && decision.player === ctx.player;
}

/**
 * The route bot's last plan in each game, for its next decisions there (kept-plan.ts). Which of
 * equally cheap plans the bot follows depends on whether it kept one, so a plan kept for one game
 * must never be read in another: one process runs many games side by side (the lab's workers, a
 * host's tables), and with a single plan for them all a game would play differently when another
 * ran between its moves. The key is the game's options object: setup parses a new one for every
 * game, and every later state of that game (cloneState, the simulation path's fork) shares it.
 * A restored save parses its own, so it starts without a kept plan (a fresh search, as after a
 * restart). A search bot's playouts fork their game's state and so share its kept plan; they run
 * in the same order every time, so the game still plays the same alone as beside others.
 */
let keptByGame = new WeakMap<Linie1Options, KeptPlan>();
const keptPath: number[] = [];
const keptCost: PlanCost = { tiles: 0, squares: 0 };
let keptHits = 0;

function keptFor(state: Linie1State): KeptPlan {
  let k = keptByGame.get(state.options);
  if (!k) keptByGame.set(state.options, (k = new KeptPlan()));
  return k;
}

/** Forgets every game's kept plan: the next plans are searched afresh (tests compare the two). */
export function forgetKeptPlans(): void {
  keptByGame = new WeakMap();
}

/** How many of the route bot's plans were its kept plan, so far, in every game (tests: the shortcut was taken). */
export function keptPlanHits(): number {
  return keptHits;
}

/** The way cost of a square of placement key `key` (wayMemoFor's, worked out now when stale). */
function keyWayCost(memo: WayMemo, key: number, e: number, o: number): number {
  if (key === NO_TILE) return NO_WAY;
  const from = key * 6;
  if (memo.stamp[key] !== memo.now) {
    memo.stamp[key] = memo.now;
    wayCosts(memo, key, from);
  }
  return memo.costs[from + WAY_OF[e * 4 + o]!]!;
}

/** Off while the route bot plays as it did before it kept its plans (`freshPlans`: the bench's duel, the tests). */
let keepPlans = true;

/** Runs `f` with the route bot planning every decision afresh, as before kept plans (the bench's duel and the tests: never offered at a table). */
export function freshPlans<T>(f: () => T): T {
  const was = keepPlans;
  keepPlans = false;
  try {
    return f();
  } finally {
    keepPlans = was;
  }
}

/**
 * A cheapest plan for the route bot: its kept plan when that is still one (kept-plan.ts), else
 * `planRoute`'s, then kept. Either is a cheapest plan; which of equally cheap ones may differ.
 */
export function routePlan(state: Linie1State, playerId: string, cost?: PlanCost): PlanStep[] | null {
  if (!keepPlans) return planRoute(state, playerId, undefined, cost);
  const p = playerOf(state, playerId);
  if (!p) return null;
  const g = geometry(state.board);
  const { segs, keys } = gridTables(g, state);
  const stops = stopsOf(state, p);
  const throughOwn = state.options.throughOwnTerminals;
  const wayCost = (sq: number, e: number, o: number): number => keyWayCost(wayMemo, keys[sq]!, e, o);
  const kept = keptFor(state);
  const laid = kept.laidSince(g, playerId, p.line, stops, throughOwn, segs);
  if (laid > -2) {
    wayMemoFor(g, state, p);
    const stopBit = stopBitsOf(g, boardTables(g), state, stops, segs, buffersFor(g.size).stopBit);
    const inputs = { g, player: playerId, line: p.line, stops, throughOwn, segs, hand: handNow, coming: comingNow };
    const again = kept.reuse<PlanStep>(inputs, laid, wayCost, stopBit, (1 << stops.length) - 1);
    if (again) {
      keptHits++;
      if (cost) kept.costInto(cost, TILE);
      return again;
    }
  }
  const planned = cost ?? keptCost;
  const plan = planFor(state, p, g, segs, keys, stops, undefined, planned, keptPath);
  if (plan) {
    // planRoute left the memo made for this state and player: the steps' costs as the search priced them.
    const inputs = { g, player: playerId, line: p.line, stops, throughOwn, segs, hand: handNow, coming: comingNow };
    kept.keep(inputs, plan, plan.map((st) => wayCost(st.sq, st.e, st.o)), keptPath, planned.squares);
  } else kept.clear();
  return plan;
}

/** `routePlan(ctx.state, ctx.player)`, planned once per decision. */
export function decisionPlan(ctx: Ctx): PlanStep[] | null {
  if (sameDecision(ctx)) return decision!.plan;
  // Asking for the cost changes nothing in the plan: routePlan works it out either way.
  const cost: PlanCost = { tiles: 0, squares: 0 };
  const plan = routePlan(ctx.state, ctx.player, cost);
  decision = { legal: ctx.legal, state: ctx.state, player: ctx.player, plan, cost, detour: undefined };
  return plan;
}

/**
 * A finished route's trip may be this many squares longer than the plan's before the route bot
 * lays the plan's tiles instead of declaring. Declaring at once, the bot drove trips up to two or
 * three times as long as the one its plan offered a turn later. Same deals played both ways, in
 * the deals where it waits its seat won 10 of 70 at 4 seats (3 declaring at once) and 22 of 90 at
 * 5 seats (5): test/bench/linie1-declare-wait.bench.ts, deals 90000 on.
 */
const WAIT_SQUARES = 10;

/**
 * Should the route bot, offered a declaration whose trip is `shortest` squares, build instead?
 * When its plan needs no more tiles than it lays this turn, a tile in hand fits each of its
 * squares, and the plan's trip is WAIT_SQUARES or more shorter: one turn of building then saves
 * many turns of driving.
 */
export function waitsForShorterTrip(ctx: Ctx, shortest: number): boolean {
  const plan = decisionPlan(ctx);
  if (!plan || plan.length === 0 || plan.length > ctx.state.board.tilesPerTurn - ctx.state.laid) return false;
  if (shortest - decision!.cost.squares < WAIT_SQUARES) return false;
  const g = geometry(ctx.state.board);
  const { keys } = gridTables(g, ctx.state);
  const types = handTypes(g, playerOf(ctx.state, ctx.player)!.hand);
  return plan.every((st) => bestOnPlan(g, keys, types, [st]) !== null);
}

/** The best way round the squares of `plan` (the decision's plan): `planRoute` avoiding them, planned once per decision. */
export function decisionDetour(ctx: Ctx, plan: readonly PlanStep[]): PlanStep[] | null {
  const plan_ = () => planRoute(ctx.state, ctx.player, new Set(plan.map((st) => st.sq)));
  if (!sameDecision(ctx) || decision!.plan !== plan) return plan_();
  return decision!.detour === undefined ? (decision!.detour = plan_()) : decision!.detour;
}

export function chooseRouteMove(ctx: Ctx): Linie1Move {
  const { state, player, legal, rng } = ctx;
  // A finished route is declared at once, from whichever terminal gives the shorter trip (either
  // when they are equal), unless one turn's tiles in hand finish a much shorter trip
  // (waitsForShorterTrip). legalMoves lists the declarations last (and a list filtered from it,
  // as a steered bot passes, keeps them last), so only the end of the list is read: it runs to
  // hundreds of placements, and this runs on every move.
  let firstDeclare = legal.length;
  let shortest = Infinity;
  for (let i = legal.length - 1; i >= 0; i--) {
    const m = legal[i]!;
    if (m.type !== 'declare') break;
    firstDeclare = i;
    if (m.path.length < shortest) shortest = m.path.length;
  }
  if (shortest < Infinity && !waitsForShorterTrip(ctx, shortest)) {
    const declares: Linie1Move[] = [];
    for (let i = firstDeclare; i < legal.length; i++) {
      const m = legal[i]!;
      if (m.type === 'declare' && m.path.length === shortest) declares.push(m);
    }
    return rng.pick(declares);
  }
  const first = legal[0]!;
  if (first.type === 'roll' || first.type === 'pass') return first;
  if (first.type === 'draw' || first.type === 'take') return chooseRefill(ctx);
  const g = geometry(state.board);
  const { keys } = gridTables(g, state);
  const p = playerOf(state, player)!;
  const types = handTypes(g, p.hand);
  const plan = decisionPlan(ctx);
  const hit = plan ? bestOnPlan(g, keys, types, plan) : null;
  if (hit) return placeMove(ctx, g, hit);
  // Stuck on squares no tile in hand can fill: work on the best way round them meanwhile.
  const detour = plan && plan.length > 0 ? decisionDetour(ctx, plan) : null;
  const alt = detour ? bestOnPlan(g, keys, types, detour) : null;
  if (alt) return placeMove(ctx, g, alt);

  // Nothing fits the plan: lay a tile away from it (and not beside our own buildings).
  if (keepOut.length < g.size) keepOut = new Uint8Array(g.size);
  const keep = keepOut.fill(0, 0, g.size);
  for (const st of plan ?? []) {
    keep[st.sq] = 1;
    for (let d = 0; d < 4; d++) {
      const nb = g.neighbour[st.sq * 4 + d]!;
      if (nb >= 0) keep[nb] = 1;
    }
  }
  for (const b of stopsOf(state, p)) {
    if (hasOwnId(state.stopSigns, b)) continue;
    for (const sq of g.buildingNeighbours[g.buildingIds.indexOf(b)] ?? []) keep[sq] = 1;
  }
  // A random one of those new tiles (of any placement when there is none), counted and drawn
  // square by square rather than listed: it is the move of most turns early in a game.
  const away: SquareFilter = (sq, key) => key < 256 && !keep[sq];
  const filter = countPlacements(g, keys, types, away) > 0 ? away : undefined;
  const total = countPlacements(g, keys, types, filter);
  if (total === 0) return rng.pick(legal);
  return placeMove(ctx, g, nthPlacement(g, keys, types, rng.int(total), filter)!);
}

/** Squares to keep clear of (1), reused from choice to choice. */
let keepOut = new Uint8Array(0);

/** The placement as a move: the legal list's own object when it is `legalMoves`' list (listed.ts), else a new one equal to it. */
function placeMove(ctx: Ctx, g: Geometry, { ti, sq, o }: Placement): Linie1Move {
  const tile = g.types[ti]!.id;
  const listed = listedMove(ctx.legal, ctx.state, sq, tile, o.rotation);
  if (listed) return listed;
  return { type: 'place', tile: g.types[ti]!.id, rotation: o.rotation, row: Math.floor(sq / g.cols) + 1, col: (sq % g.cols) + 1 };
}

/** Refilling: take a driving player's tile that fits the plan now, else draw blind. */
function chooseRefill({ state, player, legal, rng }: Ctx): Linie1Move {
  const takes = legal.filter((m): m is Extract<Linie1Move, { type: 'take' }> => m.type === 'take');
  if (takes.length > 0) {
    const g = geometry(state.board);
    const { segs, keys } = gridTables(g, state);
    const types = handTypes(g, takes.map((m) => m.tile));
    const plan = routePlan(state, player) ?? [];
    for (const step of plan) {
      if (segs[step.sq]) continue;
      const need = pairBit(step.e, step.o);
      const fitting = placementsOn(g, keys[step.sq]!, types, step.sq).find((c) => c.seg & need);
      if (fitting) return takes.find((m) => m.tile === fitting.tile)!;
    }
  }
  return legal.find((m) => m.type === 'draw') ?? rng.pick(legal);
}

/** A tile type, a turn of it, and a square. */
interface Placement {
  ti: number;
  sq: number;
  o: Orientation;
}

/**
 * The hand's best tile for some square of the plan (fewest extra pieces of track, earliest
 * square), looked up in the placement tables without listing the candidates: the first of the
 * least score in the order of `placementsOn` (square of the plan, hand type, turn).
 */
function bestOnPlan(g: Geometry, keys: Uint16Array, types: readonly number[], plan: readonly PlanStep[]): Placement | null {
  let bestScore = Infinity;
  let best: Placement | null = null;
  for (let i = 0; i < plan.length; i++) {
    const step = plan[i]!;
    const key = keys[step.sq]!;
    if (key === NO_TILE) continue;
    const need = pairBit(step.e, step.o);
    const exchange = key >= 256 ? 2 : 0;
    for (const ti of types) {
      for (const o of fitting(g, ti, key)) {
        if (!(o.seg & need)) continue;
        const score = popcount(o.seg) * 4 + exchange + i * 0.01;
        if (score < bestScore) {
          bestScore = score;
          best = { ti, sq: step.sq, o };
        }
      }
    }
  }
  return best;
}

export const routeBot: Bot<Linie1State, Linie1Move> = {
  id: 'route',
  ...botWords(said, 'linie1', 'route'),
  choose: chooseRouteMove,
};

export const anyMoveBot: Bot<Linie1State, Linie1Move> = randomBot<Linie1State, Linie1Move>();

export const bots: Bot<Linie1State, Linie1Move>[] = [routeBot, anyMoveBot];

