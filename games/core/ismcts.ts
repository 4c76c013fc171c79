/**
 * Information-set Monte-Carlo tree search (Cowling, Powley & Whitehouse, "Information Set Monte
 * Carlo Tree Search", IEEE TCIAIG 2012), single-observer, for any game over the contract.
 *
 * Each iteration draws the hidden information afresh through the game's `determinize` hook (what
 * the searching seat cannot see: others' hands, the order of decks and bags), walks one tree
 * shared by all determinizations, expands one move, rolls out with the game's heuristic bot for a
 * few moves, and backs up every seat's reward (search-reward.ts). A tree node is a sequence of
 * moves; its edges are keyed by the acting seat and a stable string of the move (move-key.ts),
 * and a move is only ever chosen among those legal in the current determinization, with UCB1
 * over availability counts (the paper's ISMCTS selection). When several seats must act at once,
 * the first active one acts, as in core/simulate.ts (at the root: the seat being asked).
 *
 * Wide games (hundreds of legal moves) would starve plain expansion, so a node grows its edges
 * progressively (one more per about √visits) and the first one it tries is the heuristic's own
 * move: with a small budget the search is the heuristic checked against a few alternatives.
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
  /** Plays the rollouts and names each node's first move: the game's heuristic bot. */
  policy: Bot<S, M>;
  /** Rollout moves at most; an unfinished game is then valued by `standing`. */
  rolloutDepth: number;
  /** Who is ahead in an unfinished game, higher is better (the lab probe's `standing`). */
  standing(state: S): Record<PlayerId, number>;
  /** UCB1's exploration constant (rewards lie in [0, 1]). Default 0.7. */
  exploration?: number;
  /** Edges a node may have after n visits: max(1, ⌊widening · √n⌋). Default 1. */
  widening?: number;
}

export interface SearchStats {
  iterations: number;
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

const newNode = <M>(): TreeNode<M> => ({ visits: 0, edges: new Map() });

/** The move the search prefers for `ctx.player`, with what it saw. */
export function searchMove<S, M>(def: GameDefinition<any, any, S, M>, ctx: BotContext<S, M>, opts: SearchOptions<S, M>): { move: M; stats: SearchStats } {
  const rootKeys = new Map(ctx.legal.map((m) => [moveKey(m), m] as const));
  if (ctx.legal.length <= 1) return { move: ctx.legal[0]!, stats: { iterations: 0, root: [] } };
  const rng = Rng.fromSeed(ctx.rng.nextUint32());
  const c = opts.exploration ?? 0.7;
  const widening = opts.widening ?? 1;
  const root = newNode<M>();
  const started = opts.timeMs === undefined ? 0 : performance.now();
  let done = 0;
  for (; done < opts.iterations; done++) {
    if (opts.timeMs !== undefined && done > 0 && performance.now() - started > opts.timeMs) break;
    let state = simFork(def, def.determinize ? def.determinize(ctx.state, ctx.player, rng) : ctx.state);
    const path: Edge<M>[] = [];
    let node = root;
    let expanded = false;
    // Selection and expansion.
    for (;;) {
      if (def.outcome(state) !== null) break;
      const player = path.length === 0 ? ctx.player : def.activePlayers(state)[0];
      if (player === undefined) break;
      const legal = path.length === 0 ? ctx.legal : def.legalMoves(state, player);
      if (legal.length === 0) break;
      const keyed = legal.map((m) => ({ key: `${player} ${moveKey(m)}`, move: m }));
      const available = keyed.filter((k) => node.edges.has(k.key));
      const allowed = Math.max(1, Math.floor(widening * Math.sqrt(node.visits)));
      let edge: Edge<M> | undefined;
      if (available.length < allowed && available.length < keyed.length) {
        // Expand: the heuristic's move first, then an untried one at random.
        const first = available.length === 0 ? opts.policy.choose({ state, player, legal, rng }) : undefined;
        const firstKey = first === undefined ? undefined : `${player} ${moveKey(first)}`;
        const untried = keyed.filter((k) => !node.edges.has(k.key));
        const pick = untried.find((k) => k.key === firstKey) ?? rng.pick(untried);
        edge = { player, move: pick.move, visits: 0, avail: 0, reward: 0, child: newNode() };
        node.edges.set(pick.key, edge);
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
          }
        }
        // The stored move may be another determinization's object: play this one's.
        edge!.move = keyed.find((k) => node.edges.get(k.key) === edge)!.move;
      }
      state = simStep(def, state, player, edge!.move);
      path.push(edge!);
      node = edge!.child;
      if (expanded) break;
    }
    const reward = rollout(def, state, opts, rng);
    root.visits++;
    for (const e of path) {
      e.visits++;
      e.reward += Object.hasOwn(reward, e.player) ? reward[e.player]! : 0;
      e.child.visits++;
    }
  }
  const stats: SearchStats = { iterations: done, root: [] };
  let bestMove: M | undefined;
  let bestVisits = -1;
  let bestMean = -Infinity;
  for (const [key, e] of root.edges) {
    const plain = key.slice(ctx.player.length + 1);
    const mean = e.visits > 0 ? e.reward / e.visits : 0;
    stats.root.push({ key: plain, visits: e.visits, mean });
    const move = rootKeys.get(plain);
    if (move === undefined) continue;
    if (e.visits > bestVisits || (e.visits === bestVisits && mean > bestMean)) {
      bestMove = move;
      bestVisits = e.visits;
      bestMean = mean;
    }
  }
  return { move: bestMove ?? opts.policy.choose(ctx), stats };
}

/** Plays the heuristic up to the depth cap and values the result for every seat. */
function rollout<S, M>(def: GameDefinition<any, any, S, M>, start: S, opts: SearchOptions<S, M>, rng: Rng): Record<PlayerId, number> {
  let state = start;
  for (let depth = 0; depth < opts.rolloutDepth; depth++) {
    if (def.outcome(state) !== null) break;
    const player = def.activePlayers(state)[0];
    if (player === undefined) break;
    const legal = def.legalMoves(state, player);
    if (legal.length === 0) break;
    state = simStep(def, state, player, opts.policy.choose({ state, player, legal, rng }));
  }
  const o = def.outcome(state);
  if (o) return playoutReward(o.scores, o.winners);
  return playoutReward(opts.standing(state));
}
