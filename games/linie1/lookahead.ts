/**
 * A root move for the search chosen by the evaluation (evaluate.ts) rather than by the route
 * builder's order: of the placements on the seat's own plan (with the track it needs there) and
 * on the squares the other building players' plans need (a tile there, of any shape, may block
 * them), the one after which the seat's chance to win is highest, averaged over a few worlds
 * (the others' hidden lines and route cards dealt afresh by `determinize`, so it reads only what
 * the seat may know). Other decisions (declare, roll, refill) are the route builder's. Used only
 * by the search (levels.ts), not offered at a table.
 */
import type { Bot, BotContext } from '../core/types.js';
import { planRoute, routeBot } from './bots.js';
import { determinize } from './determinize.js';
import { winChances } from './evaluate.js';
import { geometry, pairBit } from './geometry.js';
import { cloneState, stepTrusted } from './rules.js';
import type { Linie1Move, Linie1State } from './types.js';

type Place = Extract<Linie1Move, { type: 'place' }>;

/** Worlds each candidate is judged in. */
const WORLDS = 2;
/** Candidates judged at most (the first found: own plan first, then the others' in seat order). */
const MOST = 24;

function lookaheadChoose(ctx: BotContext<Linie1State, Linie1Move>): Linie1Move {
  const first = routeBot.choose(ctx);
  if (first.type !== 'place') return first;
  const { state, player, legal, rng } = ctx;
  const g = geometry(state.board);
  const sqOf = (m: Place): number => (m.row - 1) * g.cols + (m.col - 1);
  const places = legal.filter((m): m is Place => m.type === 'place');
  const worlds = Array.from({ length: WORLDS }, () => determinize(state, player, rng));
  // Squares worth a tile: own plan's with the track it needs; others' (in any world) with any.
  const need = new Map<number, number>();
  for (const st of planRoute(state, player) ?? []) need.set(st.sq, (need.get(st.sq) ?? 0) | pairBit(st.e, st.o));
  const block = new Set<number>();
  for (const w of worlds) for (const q of w.players) if (q.id !== player && !q.trip) for (const st of planRoute(w, q.id) ?? []) block.add(st.sq);
  const seg = (m: Place): number => {
    const ti = g.typeIndex.get(m.tile);
    return ti === undefined ? 0 : g.types[ti]!.segByRot[m.rotation & 3] ?? 0;
  };
  const own = places.filter((m) => need.has(sqOf(m)) && seg(m) & need.get(sqOf(m))!);
  const blocking = places.filter((m) => block.has(sqOf(m)) && !need.has(sqOf(m)));
  const cands = [first, ...own.filter((m) => m !== first), ...blocking].slice(0, MOST);
  let best: Linie1Move = first;
  let bestValue = -Infinity;
  for (const m of cands) {
    let value = 0;
    for (const w of worlds) {
      const s = cloneState(w);
      stepTrusted(s, m);
      value += winChances(s)[player] ?? 0;
    }
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = m;
    }
  }
  return best;
}

export const lookaheadBot: Bot<Linie1State, Linie1Move> = {
  id: 'lookahead',
  name: 'Route builder, judged ahead',
  description: 'The placement after which the evaluation gives the seat the best chance (a search\'s second move to try).',
  choose: lookaheadChoose,
};
