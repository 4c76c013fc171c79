/**
 * Information-set Monte-Carlo tree search (Cowling, Powley & Whitehouse, "Information Set Monte
 * Carlo Tree Search", IEEE TCIAIG 2012), single-observer, for any game over the contract.
 *
 * Each iteration draws the hidden information afresh through the game's `determinize` hook (what
 * the searching seat cannot see: others' hands, the order of decks and bags), walks one tree
 * shared by all determinizations, expands one move, rolls out with the game's heuristic bot to
 * the end (or a depth cap), and backs up every seat's reward (search-reward.ts). A tree node is a
 * sequence of moves; its edges are keyed by the acting seat and a stable string of the move
 * (move-key.ts), and below the root a move is only ever chosen among those legal in the current
 * determinization, with UCB1 over availability counts (the paper's ISMCTS selection). When
 * several seats must act at once, the first active one acts, as in core/simulate.ts.
 *
 * Three things make it play better than the heuristic it rolls out with, measured in
 * `npm run bench -- bots` (without them it lost most games to that heuristic):
 * - Move ordering. Wide games (hundreds of legal moves) would starve plain expansion, so a node
 *   grows its edges progressively (one more per about √visits), and tries first the heuristic's
 *   move, then the moves of the `candidates` bots (the game's playstyles: sound moves with
 *   another bias), and only then untried moves at random.
 * - Paired worlds at the root. The j-th visit of every root move is played in the same j-th
 *   world (the same determinization, the same dice and the same rollout choices), so two root
 *   moves are compared on the same luck: the noise of who drew what cancels out of their
 *   difference instead of drowning it.
 * - A cautious choice. The search keeps the heuristic's move unless the most visited other root
 *   move beat it, world by world, in at least `minWorlds` worlds, by more than `caution` standard
 *   errors of that paired difference: with few iterations, the move that merely looked best is
 *   mostly the luckiest one. The heuristic's move is visited at least as often as any other, so
 *   that test always has its worlds.
 *
 * Deterministic for a seed when budgeted by iterations (the default); `timeMs` stops early.
 */
import { Rng } from './rng.js';
import { moveKey } from './move-key.js';
import { playoutReward } from './search-reward.js';
import { simFork, simStep } from './sim.js';
import type { Bot, BotContext, GameDefinition, PlayerId } from './types.js';

export interface SearchOptions<S, M> {
  /** Iterations (determinize, select, expand, roll out, back up) per decision. */
  iterations: number;
  /** Stop after this many milliseconds even if iterations remain (then not deterministic). */
  timeMs?: number;
  /**
   * Moves simulated (below the root and in the rollouts) at most per decision: no iteration
   * starts once this many were played. A cap on CPU that counts work, not time, so a seed still
   * gives the same move: it stops the long rollouts of a game's early turns at a big table.
   */
  steps?: number;
  /** Plays the rollouts and names each node's first move: the game's heuristic bot. */
  policy: Bot<S, M>;
  /** Bots whose moves a node tries next, after the policy's (the game's playstyles). */
  candidates?: readonly Bot<S, M>[];
  /**
   * Bots whose moves the root alone tries right after the policy's, before the candidates': a
   * costly judge (one that weighs many moves) asked once a decision, not at every node.
   */
  rootCandidates?: readonly Bot<S, M>[];
  /** Rollout moves at most; an unfinished game is then valued by `standing`. */
  rolloutDepth: number;
  /** Who is ahead in an unfinished game, higher is better (the lab probe's `standing`). */
  standing(state: S): Record<PlayerId, number>;
  /** UCB1's exploration constant (rewards lie in [0, 1]). Default 0.7. */
  exploration?: number;
  /** Edges a node may have after n visits: max(1, ⌊widening · √n⌋). Default 1. */
  widening?: number;
  /**
   * Root moves at most, the first in the order (the heuristic's, then the candidates'): fewer
   * moves, each played in more shared worlds. Default: no limit beyond `widening`.
   */
  rootMoves?: number;
  /** Standard errors by which a root move must beat the heuristic's, world by world. Default 1. */
  caution?: number;
  /** Worlds both must have been played in before that test is made at all. Default 8. */
  minWorlds?: number;
  /**
   * Measure a finished playout's margin by `standing` rather than by the outcome's scores (the
   * winners still come from the outcome): for a game whose scores only say who won, so that a
   * move that wins by more, or loses by less, shows.
   */
  finalStanding?: boolean;
  /**
   * Each seat's chance to win an unfinished game, in [0, 1], as `seat` (the searching seat)
   * judges `state`: a determinization, so it holds only what the seat knows or a sample of what
   * it does not. When given, a rollout cut short at `rolloutDepth` is valued by it instead of by
   * `standing`, and a finished one by the win alone (1 shared by the winners, else 0), so both
   * are on the same scale: a chance to win.
   */
  evaluate?(state: S, seat: PlayerId): Record<PlayerId, number>;
}

export interface SearchStats {
  iterations: number;
  /** Moves simulated below the root and in the rollouts (what `steps` caps). */
  steps: number;
  /** Per root move key: visits and mean reward for the searching seat. */
  root: { key: string; visits: number; mean: number }[];
}

interface Edge<M> {
  player: PlayerId;
  move: M;
  visits: number;
  /** Iterations in which this edge's move was legal at its node (ISMCTS's availability). */
  avail: number;
  /** Summed reward of `player`, who made the move. */
  reward: number;
  child: TreeNode<M>;
}

interface TreeNode<M> {
  visits: number;
  edges: Map<string, Edge<M>>;
}

/** A root move: its edge, and its reward in each world it was played in (world j at index j). */
interface RootMove<M> {
  key: string;
  edge: Edge<M>;
  byWorld: number[];
}

const newNode = <M>(): TreeNode<M> => ({ visits: 0, edges: new Map() });

/** The seed of world `j`: a fixed mix of the search's seed and j, so world j is the same for every root move. */
const worldSeed = (base: number, j: number): number => (Math.imul(base ^ (j + 1), 0x9e3779b1) ^ Math.imul(j + 0x632be5ab, 0x85ebca6b)) >>> 0;

/**
 * `legal` ordered as a node tries them: the policy's move, the candidates' moves, then the rest
 * shuffled. `keys` are the moves' keys when the caller has them already (keying hundreds of
 * moves is a good share of a decision's CPU in a wide game).
 */
function ordered<S, M>(policy: Bot<S, M>, candidates: readonly Bot<S, M>[], state: S, player: PlayerId, legal: M[], rng: Rng, keys: readonly string[] = legal.map(moveKey)): { key: string; move: M }[] {
  const keyed = new Map(legal.map((m, i) => [keys[i]!, m] as const));
  const out: { key: string; move: M }[] = [];
  const seen = new Set<string>();
  for (const b of [policy, ...candidates]) {
    const k = moveKey(b.choose({ state, player, legal, rng }));
    if (!seen.has(k) && keyed.has(k)) {
      seen.add(k);
      out.push({ key: k, move: keyed.get(k)! });
    }
  }
  for (const [key, move] of rng.shuffle([...keyed].filter(([k]) => !seen.has(k)))) out.push({ key, move });
  return out;
}

/** The move the search prefers for `ctx.player`, with what it saw. */
export function searchMove<S, M>(def: GameDefinition<any, any, S, M>, ctx: BotContext<S, M>, opts: SearchOptions<S, M>): { move: M; stats: SearchStats } {
  if (ctx.legal.length <= 1) return { move: ctx.legal[0]!, stats: { iterations: 0, steps: 0, root: [] } };
  const rng = Rng.fromSeed(ctx.rng.nextUint32());
  const base = rng.nextUint32();
  const c = opts.exploration ?? 0.7;
  const widening = opts.widening ?? 1;
  const candidates = opts.candidates ?? [];
  const hide = (state: S, r: Rng): S => (def.determinize ? def.determinize(state, ctx.player, r) : state);
  // The root's order is drawn on a determinization too: a bot handed the real state could peek.
  const rootOrder = ordered(opts.policy, [...(opts.rootCandidates ?? []), ...candidates], hide(ctx.state, rng), ctx.player, ctx.legal, rng);
  const roots: RootMove<M>[] = [];
  const started = opts.timeMs === undefined ? 0 : performance.now();
  let done = 0;
  const work = { steps: 0 };
  for (; done < opts.iterations; done++) {
    if (opts.timeMs !== undefined && done > 0 && performance.now() - started > opts.timeMs) break;
    if (opts.steps !== undefined && done > 0 && work.steps >= opts.steps) break;
    // The root: grow by the order, else UCB1 (every root move is legal in every world).
    let at: RootMove<M>;
    const expandRoot = roots.length < Math.max(1, Math.floor(widening * Math.sqrt(done))) && roots.length < Math.min(rootOrder.length, Math.max(1, opts.rootMoves ?? Infinity));
    if (expandRoot) {
      const next = rootOrder[roots.length]!;
      at = { key: next.key, byWorld: [], edge: { player: ctx.player, move: next.move, visits: 0, avail: 0, reward: 0, child: newNode() } };
      roots.push(at);
    } else if (roots.some((r) => r.edge.visits > roots[0]!.edge.visits)) {
      // The heuristic's move keeps pace with the most visited other: the choice at the end
      // compares the two world by world, and UCB1 alone would starve a move that began unlucky.
      at = roots[0]!;
    } else {
      at = roots[0]!;
      let best = -Infinity;
      for (const r of roots) {
        const v = r.edge.reward / r.edge.visits + c * Math.sqrt(Math.log(done) / r.edge.visits);
        if (v > best) {
          best = v;
          at = r;
        }
      }
    }
    // Its j-th visit is played in world j, as the j-th visit of every other root move was.
    const world = Rng.fromSeed(worldSeed(base, at.edge.visits));
    let state = simStep(def, simFork(def, hide(ctx.state, world)), ctx.player, at.edge.move);
    const path: Edge<M>[] = [at.edge];
    let node = at.edge.child;
    // Selection and expansion below the root.
    for (let expanded = expandRoot; !expanded; ) {
      if (def.outcome(state) !== null) break;
      const player = def.activePlayers(state)[0];
      if (player === undefined) break;
      const legal = def.legalMoves(state, player);
      if (legal.length === 0) break;
      const keys = legal.map(moveKey);
      const keyed = legal.map((m, i) => ({ key: `${player} ${keys[i]!}`, move: m }));
      const available = keyed.filter((k) => node.edges.has(k.key));
      const allowed = Math.max(1, Math.floor(widening * Math.sqrt(node.visits)));
      let edge: Edge<M> | undefined;
      let chosen: { key: string; move: M } | undefined;
      if (available.length < allowed && available.length < keyed.length) {
        const pick = ordered(opts.policy, candidates, state, player, legal, world, keys).find((k) => !node.edges.has(`${player} ${k.key}`))!;
        edge = { player, move: pick.move, visits: 0, avail: 0, reward: 0, child: newNode() };
        node.edges.set(`${player} ${pick.key}`, edge);
        expanded = true;
      }
      for (const k of available) node.edges.get(k.key)!.avail++;
      if (edge) {
        edge.avail++;
      } else {
        let best = -Infinity;
        for (const k of available) {
          const e = node.edges.get(k.key)!;
          const v = e.reward / e.visits + c * Math.sqrt(Math.log(e.avail) / e.visits);
          if (v > best) {
            best = v;
            edge = e;
            chosen = k;
          }
        }
        // The stored move may be another determinization's object: play this one's.
        edge!.move = chosen!.move;
      }
      state = simStep(def, state, player, edge!.move);
      work.steps++;
      path.push(edge!);
      node = edge!.child;
    }
    const reward = rollout(def, state, opts, world, ctx.player, work);
    for (const e of path) {
      e.visits++;
      e.reward += Object.hasOwn(reward, e.player) ? reward[e.player]! : 0;
      e.child.visits++;
    }
    at.byWorld.push(Object.hasOwn(reward, ctx.player) ? reward[ctx.player]! : 0);
  }
  const stats: SearchStats = { iterations: done, steps: work.steps, root: roots.map((r) => ({ key: r.key, visits: r.edge.visits, mean: r.edge.visits > 0 ? r.edge.reward / r.edge.visits : 0 })) };
  return { move: choose(roots, opts.caution ?? 1, opts.minWorlds ?? 8)?.edge.move ?? opts.policy.choose(ctx), stats };
}

/**
 * The heuristic's move (the first root move), unless the challenger, the most visited other root
 * move, beat it in the worlds both were played in (at least `minWorlds`) by more than `caution`
 * standard errors of the paired difference. One test, not one per root move: the best of a dozen
 * moves that are no better than the heuristic's often passes a one-error test by luck alone (in
 * Linie 1 and Airlines those departures lost games), and the most visited move is the one the
 * search trusts most, on the most worlds.
 */
function choose<M>(roots: RootMove<M>[], caution: number, minWorlds: number): RootMove<M> | undefined {
  const anchor = roots[0];
  if (!anchor) return undefined;
  let challenger: RootMove<M> | undefined;
  for (const r of roots.slice(1)) if (!challenger || r.edge.visits > challenger.edge.visits) challenger = r;
  if (!challenger) return anchor;
  const n = Math.min(challenger.byWorld.length, anchor.byWorld.length);
  if (n < Math.max(2, minWorlds)) return anchor;
  let sum = 0;
  let sq = 0;
  for (let j = 0; j < n; j++) {
    const d = challenger.byWorld[j]! - anchor.byWorld[j]!;
    sum += d;
    sq += d * d;
  }
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, sq / n - mean * mean) * (n / (n - 1)));
  return mean - (caution * sd) / Math.sqrt(n) > 0 ? challenger : anchor;
}

/** Plays the heuristic up to the depth cap (counting its moves in `work`) and values the result for every seat. */
function rollout<S, M>(def: GameDefinition<any, any, S, M>, start: S, opts: SearchOptions<S, M>, rng: Rng, seat: PlayerId, work: { steps: number }): Record<PlayerId, number> {
  let state = start;
  for (let depth = 0; depth < opts.rolloutDepth; depth++) {
    if (def.outcome(state) !== null) break;
    const player = def.activePlayers(state)[0];
    if (player === undefined) break;
    const legal = def.legalMoves(state, player);
    if (legal.length === 0) break;
    state = simStep(def, state, player, opts.policy.choose({ state, player, legal, rng }));
    work.steps++;
  }
  const o = def.outcome(state);
  if (opts.evaluate) {
    if (!o) return opts.evaluate(state, seat);
    const won: Record<PlayerId, number> = {};
    for (const p of Object.keys(o.scores)) won[p] = o.winners.includes(p) ? 1 / o.winners.length : 0;
    return won;
  }
  if (o) return playoutReward(opts.finalStanding ? opts.standing(state) : o.scores, o.winners);
  return playoutReward(opts.standing(state));
}
