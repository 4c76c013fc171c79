/**
 * Three Linie 1 playstyles for the playtest lab:
 * - `shortcut` (short-route builder) lays tiles only on empty squares: along its own cheapest
 *   plan, straight track first, else as far from its plan as it can; it never exchanges a tile
 *   and always draws blind;
 * - `blocker` is the Route builder (bots.ts) steered (core/steer.ts): its second tile of a turn
 *   goes beside a building whose stop sign is not placed yet where it can (others' stops: it
 *   decides where their routes must pass), else closes off someone else's track; a tile the
 *   Route builder would lay at random, off its plan, goes at the open end of someone else's
 *   track instead, closing it with a dead end or a tree tile where it can; and it refills from
 *   drivers' open supplies whenever it may;
 * - `swapper` (tile swapper) upgrades tiles already on the board where it can, on its plan and
 *   off it, and takes tiles from drivers' open supplies whenever that is allowed.
 * All use only what they are offered, declare a finished route at once (the shortest trip) and
 * drive, so their games end like any other (a finished trip, or the stalemate rule).
 */
import { said } from './messages.js';
import { botWords } from '../core/bot-words.js';
import type { Bot, BotContext } from '../core/types.js';
import { steered } from '../core/steer.js';
import { decisionDetour, decisionPlan, routeBot, type PlanStep } from './bots.js';
import { EXITS, geometry, pairBit, type Geometry } from './geometry.js';
import { gridTables } from './grid-tables.js';
import { type Candidate, singlePlacements } from './placement.js';
import { listedPlacements } from './listed.js';
import { playerOf, stopsOf } from './rules.js';
import type { Linie1Move, Linie1State } from './types.js';

type Ctx = BotContext<Linie1State, Linie1Move>;
type Place = Extract<Linie1Move, { type: 'place' }>;

interface Board {
  g: Geometry;
  segs: Uint8Array;
  cands: readonly Candidate[];
  /** The candidates on square sq: `cands[from[sq]]` up to `cands[from[sq + 1]]` (they run square by square). */
  from: Int32Array;
  plan: PlanStep[];
  /** The legal placement move for a candidate. */
  move(c: Candidate): Place | undefined;
}

function board(ctx: Ctx): Board {
  const { state, player, legal } = ctx;
  const g = geometry(state.board);
  const { segs, keys } = gridTables(g, state);
  const plan = decisionPlan(ctx) ?? [];
  // A list as legalMoves made it: its first moves are its placements' (listed.ts).
  const listed = listedPlacements(legal, state);
  if (listed) return { g, segs, cands: listed, from: bySquare(g.size, listed), plan, move: (c) => legal[listed.indexOf(c)] as Place | undefined };
  // Any other list (a steered or restricted bot's): the placements it offers, in the rules' order.
  const p = playerOf(state, player)!;
  const places = new Map<number, Place>();
  const key = (ti: number, rotation: number, sq: number): number => (sq * 4 + rotation) * g.types.length + ti;
  for (const m of legal) {
    if (m.type !== 'place') continue;
    const ti = g.typeIndex.get(m.tile);
    if (ti !== undefined && Number.isInteger(m.rotation) && m.rotation >= 0 && m.rotation < 4 && Number.isInteger(m.row) && Number.isInteger(m.col) && m.row >= 1 && m.row <= g.rows && m.col >= 1 && m.col <= g.cols) {
      places.set(key(ti, m.rotation, (m.row - 1) * g.cols + m.col - 1), m);
    }
  }
  const keyOf = (c: Candidate): number => key(g.typeIndex.get(c.tile)!, c.rotation, c.sq);
  const cands = singlePlacements(g, state.grid, segs, p.hand, false, keys).filter((c) => places.has(keyOf(c)));
  return { g, segs, cands, from: bySquare(g.size, cands), plan, move: (c) => places.get(keyOf(c)) };
}

/** Where each square's candidates start in a list that runs square by square (one more entry: the end). */
function bySquare(size: number, cands: readonly Candidate[]): Int32Array {
  const from = new Int32Array(size + 1);
  let i = 0;
  for (let sq = 0; sq <= size; sq++) {
    while (i < cands.length && cands[i]!.sq < sq) i++;
    from[sq] = i;
  }
  return from;
}

/** The moves every style makes the same way: declare the shortest trip, roll, pass. */
function common(ctx: Ctx): Linie1Move | null {
  const declares = ctx.legal.filter((m): m is Extract<Linie1Move, { type: 'declare' }> => m.type === 'declare');
  if (declares.length > 0) return declares.reduce((a, b) => (b.path.length < a.path.length ? b : a));
  const first = ctx.legal[0]!;
  if (first.type === 'roll' || first.type === 'pass') return first;
  return null;
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** The best candidate on a plan square carrying the track the plan needs there. */
function onPlan(b: Board, score: (c: Candidate, stepIndex: number) => number, keep: (c: Candidate) => boolean = () => true): Candidate | null {
  let best: Candidate | null = null;
  let bestScore = Infinity;
  for (let i = 0; i < b.plan.length; i++) {
    const step = b.plan[i]!;
    const need = pairBit(step.e, step.o);
    for (let j = b.from[step.sq]!, end = b.from[step.sq + 1]!; j < end; j++) {
      const c = b.cands[j]!;
      if (!(c.seg & need) || !keep(c)) continue;
      const v = score(c, i);
      if (v < bestScore) {
        bestScore = v;
        best = c;
      }
    }
  }
  return best;
}

/** Squares a player's own plans need: the plan and its stops' neighbours. */
function ownSquares(ctx: Ctx, b: Board): Set<number> {
  const keep = new Set(b.plan.map((s) => s.sq));
  const p = playerOf(ctx.state, ctx.player)!;
  for (const id of stopsOf(ctx.state, p)) {
    for (const sq of b.g.buildingNeighbours[b.g.buildingIds.indexOf(id)] ?? []) keep.add(sq);
  }
  return keep;
}

function distanceTo(g: Geometry, sq: number, targets: readonly number[]): number {
  const r = Math.floor(sq / g.cols);
  const c = sq % g.cols;
  let best = Infinity;
  for (const t of targets) best = Math.min(best, Math.abs(Math.floor(t / g.cols) - r) + Math.abs((t % g.cols) - c));
  return best === Infinity ? 0 : best;
}

/** Exits of a candidate that lead on into an empty square: the open ends it leaves. */
function openEnds(b: Board, c: Candidate): number {
  let n = 0;
  for (let d = 0; d < 4; d++) {
    if (!(c.exits & (1 << d))) continue;
    const nb = b.g.neighbour[c.sq * 4 + d]!;
    if (nb >= 0 && b.g.building[nb]! < 0 && !b.segs[nb]) n++;
  }
  return n;
}

function refill(ctx: Ctx, preferTake: boolean): Linie1Move {
  if (preferTake) {
    const take = ctx.legal.find((m) => m.type === 'take');
    if (take) return take;
  }
  return ctx.legal.find((m) => m.type === 'draw') ?? ctx.legal[0]!;
}

// --- Short-route builder -------------------------------------------------------------------------

function shortcutChoose(ctx: Ctx): Linie1Move {
  const done = common(ctx);
  if (done) return done;
  if (ctx.legal[0]!.type === 'draw' || ctx.legal[0]!.type === 'take') return refill(ctx, false);
  const b = board(ctx);
  const lay = (c: Candidate | null): Linie1Move | undefined => (c ? b.move(c) : undefined);
  const fresh = (c: Candidate): boolean => !c.exchange;
  // Straight pieces first: the least track that does the job, nearest the start of the plan.
  const planned = lay(onPlan(b, (c, i) => popcount(c.seg) * 4 + i * 0.01, fresh));
  if (planned) return planned;
  const planSquares = b.plan.map((s) => s.sq);
  let far: Candidate | null = null;
  let farScore = -Infinity;
  for (const c of b.cands) {
    if (c.exchange) continue;
    const v = distanceTo(b.g, c.sq, planSquares) - popcount(c.seg) * 0.1;
    if (v > farScore) {
      farScore = v;
      far = c;
    }
  }
  return lay(far) ?? lay(b.cands[0] ?? null) ?? ctx.legal[0]!;
}

// --- Blocker -------------------------------------------------------------------------------------

/** The best tile to block with: beside a building whose stop sign is not placed yet, else at
 * the open end of someone else's track, leaving as few ways on as it can; null when none. */
function bestBlock(ctx: Ctx, b: Board, stopsOnly: boolean): Candidate | null {
  const mine = ownSquares(ctx, b);
  const types = b.g.types;
  const signed = new Set(Object.keys(ctx.state.stopSigns));
  // The squares beside a building whose stop sign is not placed yet, marked once.
  const free = new Uint8Array(b.g.size);
  b.g.buildingIds.forEach((id, bi) => {
    if (!signed.has(id)) for (const sq of b.g.buildingNeighbours[bi] ?? []) free[sq] = 1;
  });
  const besideFreeStop = (sq: number): boolean => free[sq] === 1;
  let block: Candidate | null = null;
  let blockScore = -Infinity;
  for (const c of b.cands) {
    if (mine.has(c.sq) || c.exchange) continue;
    const stop = besideFreeStop(c.sq);
    if (stopsOnly && !stop) continue;
    const joins = popcount(c.exits & requiredSides(b, c.sq));
    if (!stop && joins === 0) continue;
    const trees = types[b.g.typeIndex.get(c.tile) ?? -1]?.trees ? 2 : 0;
    const v = (stop ? 20 : 0) + trees - openEnds(b, c) * 3 - popcount(c.seg);
    if (v > blockScore) {
      blockScore = v;
      block = c;
    }
  }
  return block;
}

/**
 * The Route builder's judgement with a blocker's bias: its second tile of a turn takes another
 * player's stop where it can (the first tile beside a building carries its stop sign, so a tile
 * there decides where their route must pass), else closes off someone else's track (no way on
 * left) where it can; a tile the Route builder would lay at random, off its plan, blocks
 * instead; and it refills from drivers' open supplies whenever that is allowed, so those tiles
 * are gone for the others. A blocker that chose its own tiles and blocked with every second
 * tile won 15 to 23 % of 2-seat games against the Route builder; this one 35 % (bots.bench.ts).
 */
function blockerAim(ctx: Ctx): Linie1Move[] | undefined {
  const takes = ctx.legal.filter((m) => m.type === 'take');
  if (takes.length > 0) return takes;
  if (!ctx.legal.some((m) => m.type === 'place') || ctx.legal.some((m) => m.type === 'declare')) return undefined;
  const b = board(ctx);
  const lay = (c: Candidate | null): Linie1Move[] | undefined => {
    const m = c ? b.move(c) : undefined;
    return m ? [m] : undefined;
  };
  if (ctx.state.laid === 1) {
    const stop = lay(bestBlock(ctx, b, true));
    if (stop) return stop;
    const close = bestBlock(ctx, b, false);
    if (close && openEnds(b, close) === 0) return lay(close);
  }
  // Leave the Route builder its plan (or its detour round squares nothing in hand fills).
  const any = () => true;
  if (onPlan(b, () => 0, any)) return undefined;
  const detour = b.plan.length > 0 ? decisionDetour(ctx, b.plan) : null;
  if (detour && onPlan({ ...b, plan: detour }, () => 0, any)) return undefined;
  return lay(bestBlock(ctx, b, false));
}

/** Sides of a square facing track that runs into it. */
function requiredSides(b: Board, sq: number): number {
  let req = 0;
  for (let d = 0; d < 4; d++) {
    const nb = b.g.neighbour[sq * 4 + d]!;
    if (nb >= 0 && b.segs[nb] && EXITS[b.segs[nb]!]! & (1 << ((d + 2) & 3))) req |= 1 << d;
  }
  return req;
}

// --- Tile swapper --------------------------------------------------------------------------------

function swapperChoose(ctx: Ctx): Linie1Move {
  const done = common(ctx);
  if (done) return done;
  if (ctx.legal[0]!.type === 'draw' || ctx.legal[0]!.type === 'take') return refill(ctx, true);
  const b = board(ctx);
  const lay = (c: Candidate | null): Linie1Move | undefined => (c ? b.move(c) : undefined);
  // An upgrade on its plan beats a new tile there; an upgrade anywhere beats a new tile elsewhere.
  const planned = lay(onPlan(b, (c, i) => (c.exchange ? 0 : 10) + popcount(c.seg) + i * 0.01));
  if (planned) return planned;
  const pair = ctx.legal.find((m) => m.type === 'exchangePair');
  if (pair) return pair;
  const upgrade = b.cands.filter((c) => c.exchange).sort((x, y) => popcount(y.seg) - popcount(x.seg))[0] ?? null;
  return lay(upgrade) ?? lay(b.cands[0] ?? null) ?? ctx.legal[0]!;
}

export const shortcutBot: Bot<Linie1State, Linie1Move> = {
  id: 'shortcut',
  ...botWords(said, 'linie1', 'shortcut'),
  choose: shortcutChoose,
};

export const blockerBot: Bot<Linie1State, Linie1Move> = steered(routeBot, {
  id: 'blocker',
  ...botWords(said, 'linie1', 'blocker'),
  aim: blockerAim,
});

export const swapperBot: Bot<Linie1State, Linie1Move> = {
  id: 'swapper',
  ...botWords(said, 'linie1', 'swapper'),
  choose: swapperChoose,
};

/**
 * For the search only (levels.ts), never offered at a table: the route builder's runner-up, the
 * on-plan placement its own score ranks next after the one it lays (another tile, turn or square
 * of its plan), else the route builder's move. The playstyles mostly lay the route builder's own
 * tile early on, so without it the search's second root move was a random placement.
 */
function runnerUpChoose(ctx: Ctx): Linie1Move {
  const first = routeBot.choose(ctx);
  if (first.type !== 'place') return first;
  const b = board(ctx);
  const next = onPlan(b, (c, i) => popcount(c.seg) * 4 + (c.exchange ? 2 : 0) + i * 0.01, (c) => !sameSpot(b.move(c), first));
  return (next && b.move(next)) ?? first;
}

function sameSpot(m: Place | undefined, p: Place): boolean {
  return m !== undefined && m.tile === p.tile && m.rotation === p.rotation && m.row === p.row && m.col === p.col;
}

export const runnerUpBot: Bot<Linie1State, Linie1Move> = {
  id: 'runner-up',
  name: 'Route builder, runner-up',
  description: "The route builder's next best tile on its plan (a search's second move to try).",
  choose: runnerUpChoose,
};

/** The playstyles, added to the game's bots (index.ts). */
export const styles: Bot<Linie1State, Linie1Move>[] = [shortcutBot, blockerBot, swapperBot];
