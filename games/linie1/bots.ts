/**
 * Two bots. "Random" plays any legal move. "Route builder" plans the cheapest way to finish its
 * own route (a search over the track as it lies, where an empty square costs one tile and an
 * upgrade of a tile two) and lays tiles along that plan; when nothing in hand fits the plan it
 * lays a tile away from it, so it does not block itself.
 */
import { randomBot } from '../core/bots.js';
import { hasOwnId, own } from '../core/ids.js';
import type { Bot, BotContext } from '../core/types.js';
import { EXITS, type Geometry, geometry, ONWARD, opposite, type Orientation, pairBit } from './geometry.js';
import { type Candidate, segGrid, sideRules, singlePlacements } from './placement.js';
import { playerOf, stopsOf } from './rules.js';
import type { Linie1Move, Linie1State } from './state.js';

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
  segs?: Uint8Array,
  /** Squares the plan may only cross on track already there (no tile, no upgrade). */
  avoid?: ReadonlySet<number>,
): PlanStep[] | null {
  const p = playerOf(state, playerId);
  if (!p) return null;
  const g = geometry(state.board);
  const grid = segs ?? segGrid(g, state.grid);
  const terms = g.terminals.flatMap((t, i) => (t.line === p.line ? [i] : []));
  if (terms.length !== 2) return null;
  // Stop squares: the sign's square, or any free square beside a building still without one.
  const stops = stopsOf(state, p);
  const k = stops.length;
  const stopBit = new Uint8Array(g.size);
  stops.forEach((b, i) => {
    const key = own(state.stopSigns, b);
    if (key !== undefined) {
      const [r, c] = key.split(',').map(Number);
      stopBit[(r! - 1) * g.cols + (c! - 1)]! |= 1 << i;
    } else {
      const bi = g.buildingIds.indexOf(b);
      for (const sq of g.buildingNeighbours[bi] ?? []) if (!grid[sq]) stopBit[sq]! |= 1 << i;
    }
  });
  const full = (1 << k) - 1;
  const trees = new Uint8Array(g.size);
  state.grid.forEach((t, sq) => {
    if (t && g.types[g.typeIndex.get(t.tile) ?? 0]?.trees) trees[sq] = 1;
  });
  // An avoided square is treated like a tree tile: usable only as it lies.
  for (const sq of avoid ?? []) trees[sq] = 1;
  // Track runs both ways, so the cheapest plan from one terminal is the cheapest from the other.
  const orients = (ids: Iterable<string>) =>
    [...new Set(ids)].flatMap((id) => g.types[g.typeIndex.get(id) ?? -1]?.orients ?? []);
  // Tiles still to come: the pile, and the open supplies of driving players when they may be taken.
  const later = [...state.pile];
  if (!state.options.driversTilesWhenPileEmpty || state.pile.length === 0) {
    for (const q of state.players) if (q.trip && q !== p) later.push(...q.hand);
  }
  const costs = costTable(orients(p.hand), orients(later));
  const throughOwn = state.options.throughOwnTerminals;
  const there = search(g, costs, grid, trees, stopBit, full, terms[0]!, terms[1]!, throughOwn);
  // Through its own terminals a route need not be valid backwards, so then both ways are planned.
  const back = throughOwn ? search(g, costs, grid, trees, stopBit, full, terms[1]!, terms[0]!, throughOwn) : null;
  const best = back && (!there || back.cost < there.cost) ? back : there;
  return best?.steps ?? null;
}

/** Search buffers, reused between calls (a bot plans twice per tile it lays). */
let scratch = { dist: new Int32Array(0), parent: new Int32Array(0) };

const NO_WAY = 255;
/**
 * Plan costs: a tile to lay costs TILE, each square driven STEP. A tile takes half a turn to
 * lay and a square about a third of a turn to drive, so long detours over existing track are
 * not free: 3 to 1 shortened four-player games by about a turn and a half in our trials.
 */
const TILE = 3;
const STEP = 1;

/**
 * For a square that must have track on `req` and none on `forb` and holds the track `old` (0 when
 * empty): the cost of each way through it (index = the segment's bit number), in TILEs. Laying
 * costs 1 when a tile in hand does it and 2 when only tiles still to come (the pile, drivers'
 * supplies) do; an upgrade costs one more. When no tile left does it, the cost is so high that
 * any other plan wins: the tile may come back through an exchange, but a plan that waits for it
 * is what left games without a winner.
 */
type Costs = (old: number, req: number, forb: number) => Uint8Array;

const LOST = 12;

function costTable(hand: Orientation[], later: Orientation[]): Costs {
  const memo = new Map<number, Uint8Array>();
  return (old, req, forb) => {
    const key = (old << 8) | (req << 4) | forb;
    const hit = memo.get(key);
    if (hit) return hit;
    const out = new Uint8Array(6).fill(NO_WAY);
    const extra = old ? 1 : 0;
    for (let i = 0; i < 6; i++) {
      const bit = 1 << i;
      if (EXITS[bit]! & forb) continue;
      const ok = (o: Orientation) =>
        (o.seg & bit) !== 0 && (o.seg & old) === old && o.seg !== old && (o.exits & req) === req && (o.exits & forb) === 0;
      out[i] = (hand.some(ok) ? 1 + extra : later.some(ok) ? 2 + extra : LOST) * TILE;
    }
    memo.set(key, out);
    return out;
  };
}

function search(
  g: Geometry,
  costs6: Costs,
  segs: Uint8Array,
  trees: Uint8Array,
  stopBit: Uint8Array,
  full: number,
  start: number,
  end: number,
  /** May the tram pass through its own terminals (the table option)? As in route.ts. */
  throughOwn: boolean,
): { cost: number; steps: PlanStep[] } | null {
  const masks = full + 1;
  const n = g.size * 4 * masks;
  if (scratch.dist.length < n) scratch = { dist: new Int32Array(n), parent: new Int32Array(n) };
  const dist = scratch.dist.fill(0x7fffffff, 0, n);
  const parent = scratch.parent;
  // What a square allows depends only on its neighbours and its track: work it out once, as
  // the cost of each of the six ways through it by a new tile or an upgrade (index = the
  // segment's bit number). Tree tiles and avoided squares are used only as they lie.
  const through = new Uint8Array(g.size * 6).fill(NO_WAY);
  for (let sq = 0; sq < g.size; sq++) {
    if (g.building[sq]! >= 0 || g.blocked[sq] || trees[sq]) continue;
    const rules = sideRules(g, segs, sq);
    const costs = costs6(segs[sq]!, rules.req, rules.forb);
    for (let i = 0; i < 6; i++) through[sq * 6 + i] = costs[i]!;
  }
  const buckets: number[][] = [[]];
  const enc = (sq: number, e: number, m: number) => ((m * g.size + sq) << 2) | e;
  const push = (s: number, d: number, from: number) => {
    if (d >= dist[s]!) return;
    dist[s] = d;
    parent[s] = from;
    while (buckets.length <= d) buckets.push([]);
    buckets[d]!.push(s);
  };
  for (const p of g.terminals[start]!.ports) push(enc(p.sq, p.side, stopBit[p.sq]!), 0, -1);
  // The cheapest arrival found so far; arrivals cost differently, so the search runs on until
  // no cheaper one can come.
  let best: { cost: number; s: number; o: number } | null = null;
  for (let d = 0; d < buckets.length && (!best || d < best.cost); d++) {
    const bucket = buckets[d]!;
    for (let bi = 0; bi < bucket.length; bi++) {
      const s = bucket[bi]!;
      if (dist[s] !== d) continue;
      const e = s & 3;
      const rest = s >> 2;
      const sq = rest % g.size;
      const m = (rest - sq) / g.size;
      const seg = segs[sq]!;
      const onward = seg ? ONWARD[seg * 4 + e]! : 0;
      for (let o = 0; o < 4; o++) {
        if (o === e) continue;
        let cost: number;
        if (onward & (1 << o)) cost = 0;
        else {
          cost = through[sq * 6 + (31 - Math.clz32(pairBit(e, o)))]!;
          if (cost === NO_WAY) continue;
        }
        cost += STEP;
        const nb = g.neighbour[sq * 4 + o]!;
        if (nb < 0) {
          const ti = g.port[sq * 4 + o]!;
          if (ti < 0) continue;
          if (ti === end) {
            if (m === full) {
              if (!best || d + cost < best.cost) best = { cost: d + cost, s, o };
              continue;
            }
            if (!throughOwn) continue;
          } else if (ti === start && !throughOwn) continue;
          const other = g.terminals[ti]!.ports.find((p) => !(p.sq === sq && p.side === o))!;
          push(enc(other.sq, other.side, m | stopBit[other.sq]!), d + cost, s * 4 + o);
          continue;
        }
        if (g.building[nb]! >= 0 || g.blocked[nb]) continue;
        push(enc(nb, opposite(o), m | stopBit[nb]!), d + cost, s * 4 + o);
      }
    }
  }
  return best ? { cost: best.cost, steps: unwind(g, segs, parent, best.s, best.o) } : null;
}

function unwind(g: Geometry, segs: Uint8Array, parent: Int32Array, last: number, lastExit: number): PlanStep[] {
  const steps: PlanStep[] = [];
  let s = last;
  let o = lastExit;
  while (s >= 0) {
    const e = s & 3;
    const sq = (s >> 2) % g.size;
    const seg = segs[sq]!;
    if (!seg || !(ONWARD[seg * 4 + e]! & (1 << o))) steps.push({ sq, e, o });
    const from = parent[s]!;
    if (from < 0) break;
    s = from >> 2;
    o = from & 3;
  }
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

export function chooseRouteMove(ctx: Ctx): Linie1Move {
  const { state, player, legal, rng } = ctx;
  // A finished route is declared at once, from whichever terminal gives the shorter trip (either
  // when they are equal).
  const declares = legal.filter((m): m is Extract<Linie1Move, { type: 'declare' }> => m.type === 'declare');
  if (declares.length > 0) {
    const shortest = Math.min(...declares.map((m) => m.path.length));
    return rng.pick(declares.filter((m) => m.path.length === shortest));
  }
  const first = legal[0]!;
  if (first.type === 'roll' || first.type === 'pass') return first;
  if (first.type === 'draw' || first.type === 'take') return chooseRefill(ctx);
  const g = geometry(state.board);
  const segs = segGrid(g, state.grid);
  const p = playerOf(state, player)!;
  const cands = singlePlacements(g, state.grid, segs, p.hand);
  const toMove = (c: Candidate): Linie1Move => ({ type: 'place', tile: c.tile, rotation: c.rotation, row: Math.floor(c.sq / g.cols) + 1, col: (c.sq % g.cols) + 1 });
  const plan = planRoute(state, player, segs);
  const hit = plan ? bestOnPlan(plan, cands) : null;
  if (hit) return toMove(hit);
  // Stuck on squares no tile in hand can fill: work on the best way round them meanwhile.
  const detour = plan && plan.length > 0 ? planRoute(state, player, segs, new Set(plan.map((st) => st.sq))) : null;
  const alt = detour ? bestOnPlan(detour, cands) : null;
  if (alt) return toMove(alt);
  // Nothing fits the plan: lay a tile away from it (and not beside our own buildings).
  const keep = new Set<number>();
  for (const st of plan ?? []) {
    keep.add(st.sq);
    for (let d = 0; d < 4; d++) keep.add(g.neighbour[st.sq * 4 + d]!);
  }
  for (const b of stopsOf(state, p)) {
    if (hasOwnId(state.stopSigns, b)) continue;
    for (const sq of g.buildingNeighbours[g.buildingIds.indexOf(b)] ?? []) keep.add(sq);
  }
  const away = cands.filter((c) => !keep.has(c.sq) && !c.exchange);
  const pool = away.length > 0 ? away : cands;
  if (pool.length === 0) return rng.pick(legal);
  return toMove(rng.pick(pool));
}

/** Refilling: take a driving player's tile that fits the plan now, else draw blind. */
function chooseRefill({ state, player, legal, rng }: Ctx): Linie1Move {
  const takes = legal.filter((m): m is Extract<Linie1Move, { type: 'take' }> => m.type === 'take');
  if (takes.length > 0) {
    const g = geometry(state.board);
    const segs = segGrid(g, state.grid);
    const plan = planRoute(state, player, segs) ?? [];
    for (const step of plan) {
      if (segs[step.sq]) continue;
      const need = pairBit(step.e, step.o);
      const fitting = singlePlacements(g, state.grid, segs, takes.map((m) => m.tile))
        .find((c) => c.sq === step.sq && c.seg & need);
      if (fitting) return takes.find((m) => m.tile === fitting.tile)!;
    }
  }
  return legal.find((m) => m.type === 'draw') ?? rng.pick(legal);
}

/** The hand's best tile for some square of the plan (fewest extra pieces of track, earliest square). */
function bestOnPlan(plan: PlanStep[], cands: Candidate[]): Candidate | null {
  let bestScore = Infinity;
  let best: Candidate | null = null;
  plan.forEach((step, i) => {
    const need = pairBit(step.e, step.o);
    for (const c of cands) {
      if (c.sq !== step.sq || !(c.seg & need)) continue;
      const score = popcount(c.seg) * 4 + (c.exchange ? 2 : 0) + i * 0.01;
      if (score < bestScore) {
        bestScore = score;
        best = c;
      }
    }
  });
  return best;
}

export const routeBot: Bot<Linie1State, Linie1Move> = {
  id: 'route',
  name: 'Route builder',
  description: 'Plans the cheapest way to finish its own route, lays tiles along it, then drives.',
  choose: chooseRouteMove,
};

export const anyMoveBot: Bot<Linie1State, Linie1Move> = randomBot<Linie1State, Linie1Move>();

export const bots: Bot<Linie1State, Linie1Move>[] = [routeBot, anyMoveBot];

