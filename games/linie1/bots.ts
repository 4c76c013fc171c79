/**
 * Two bots. "Random" plays any legal move. "Route builder" plans the cheapest way to finish its
 * own route (a search over the track as it lies, where an empty square costs one tile and an
 * upgrade of a tile two) and lays tiles along that plan; when nothing in hand fits the plan it
 * lays a tile away from it, so it does not block itself.
 */
import { randomBot } from '../core/bots.js';
import type { Bot, BotContext } from '../core/types.js';
import { type Geometry, geometry, ONWARD, opposite, pairBit } from './geometry.js';
import { segGrid, sideRules, singlePlacements } from './placement.js';
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
export function planRoute(state: Linie1State, playerId: string, segs?: Uint8Array): PlanStep[] | null {
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
    const key = state.stopSigns[b];
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
  // Track runs both ways, so the cheapest plan from one terminal is the cheapest from the other.
  return search(g, grid, trees, stopBit, full, terms[0]!, terms[1]!)?.steps ?? null;
}

/** Search buffers, reused between calls (a bot plans twice per tile it lays). */
let scratch = { dist: new Int32Array(0), parent: new Int32Array(0) };

function search(
  g: Geometry,
  segs: Uint8Array,
  trees: Uint8Array,
  stopBit: Uint8Array,
  full: number,
  start: number,
  end: number,
): { cost: number; steps: PlanStep[] } | null {
  const masks = full + 1;
  const n = g.size * 4 * masks;
  if (scratch.dist.length < n) scratch = { dist: new Int32Array(n), parent: new Int32Array(n) };
  const dist = scratch.dist.fill(0x7fffffff, 0, n);
  const parent = scratch.parent;
  // What an empty square forbids depends only on its neighbours: work it out once.
  const forb = new Uint8Array(g.size);
  const req = new Uint8Array(g.size);
  for (let sq = 0; sq < g.size; sq++) {
    if (segs[sq] || g.building[sq]! >= 0) continue;
    const rules = sideRules(g, segs, sq);
    forb[sq] = rules.forb;
    req[sq] = rules.req;
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
  for (let d = 0; d < buckets.length; d++) {
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
        if (!seg) {
          const mine = (1 << e) | (1 << o);
          if (mine & forb[sq]!) continue;
          // Track from neighbours that this square must also take up needs a rarer tile.
          cost = req[sq]! & ~mine ? 3 : 1;
        } else if (onward & (1 << o)) cost = 0;
        else if (!trees[sq]) cost = 2;
        else continue;
        const nb = g.neighbour[sq * 4 + o]!;
        if (nb < 0) {
          const ti = g.port[sq * 4 + o]!;
          if (ti < 0) continue;
          if (ti === end) {
            if (m === full) return { cost: d + cost, steps: unwind(g, segs, parent, s, o) };
            continue;
          }
          const other = g.terminals[ti]!.ports.find((p) => !(p.sq === sq && p.side === o))!;
          push(enc(other.sq, other.side, m | stopBit[other.sq]!), d + cost, s * 4 + o);
          continue;
        }
        if (g.building[nb]! >= 0) continue;
        push(enc(nb, opposite(o), m | stopBit[nb]!), d + cost, s * 4 + o);
      }
    }
  }
  return null;
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
  const declare = legal.find((m) => m.type === 'declare');
  if (declare) return declare;
  const first = legal[0]!;
  if (first.type === 'roll' || first.type === 'pass') return first;
  if (first.type === 'draw' || first.type === 'take') {
    return legal.find((m) => m.type === 'draw') ?? rng.pick(legal);
  }
  const g = geometry(state.board);
  const segs = segGrid(g, state.grid);
  const p = playerOf(state, player)!;
  const plan = planRoute(state, player, segs);
  const cands = singlePlacements(g, state.grid, segs, p.hand);
  if (plan && plan.length > 0) {
    let bestScore = Infinity;
    let best: (typeof cands)[number] | null = null;
    plan.forEach((step, i) => {
      const need = pairBit(step.e, step.o);
      for (const c of cands) {
        if (c.sq !== step.sq || !(c.seg & need)) continue;
        // Fewer extra pieces of track leave more freedom; earlier plan squares first on ties.
        const score = popcount(c.seg) * 4 + (c.exchange ? 2 : 0) + i * 0.01;
        if (score < bestScore) {
          bestScore = score;
          best = c;
        }
      }
    });
    if (best) {
      const c = best as (typeof cands)[number];
      return { type: 'place', tile: c.tile, rotation: c.rotation, row: Math.floor(c.sq / g.cols) + 1, col: (c.sq % g.cols) + 1 };
    }
  }
  // Nothing fits the plan: lay a tile away from it (and not beside our own buildings).
  const keep = new Set<number>();
  for (const st of plan ?? []) {
    keep.add(st.sq);
    for (let d = 0; d < 4; d++) keep.add(g.neighbour[st.sq * 4 + d]!);
  }
  for (const b of stopsOf(state, p)) {
    if (state.stopSigns[b] !== undefined) continue;
    for (const sq of g.buildingNeighbours[g.buildingIds.indexOf(b)] ?? []) keep.add(sq);
  }
  const away = cands.filter((c) => !keep.has(c.sq) && !c.exchange);
  const pool = away.length > 0 ? away : cands;
  if (pool.length === 0) return rng.pick(legal);
  const c = rng.pick(pool);
  return { type: 'place', tile: c.tile, rotation: c.rotation, row: Math.floor(c.sq / g.cols) + 1, col: (c.sq % g.cols) + 1 };
}

export const routeBot: Bot<Linie1State, Linie1Move> = {
  id: 'route',
  name: 'Route builder',
  description: 'Plans the cheapest way to finish its own route, lays tiles along it, then drives.',
  choose: chooseRouteMove,
};

export const anyMoveBot: Bot<Linie1State, Linie1Move> = randomBot<Linie1State, Linie1Move>();

export const bots: Bot<Linie1State, Linie1Move>[] = [routeBot, anyMoveBot];

