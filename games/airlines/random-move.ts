/**
 * A uniformly random legal move for the simulation path (sim.ts `randomMove`): the very move
 * `rng.pick(legalMoves(state, player))` would give, with the same draw from `rng`, but for the
 * claim phases (the longest lists: every route × every card that pays for it) it counts the
 * moves and builds only the one drawn.
 */
import type { Rng } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import { derivedOf, keptSabotageSpots, openForSabotage } from './derived.js';
import { claimableRoutes, distinctCards, SABOTAGE_MIN, sabotageSpots } from './queries.js';
import { currentPlayer, legalMoves } from './rules.js';
import type { AirlinesMove, AirlinesState, FlightCard } from './types.js';

export function randomMove(state: AirlinesState, player: PlayerId, rng: Rng): AirlinesMove {
  const phase = state.turn.phase;
  if (!state.over && currentPlayer(state) === player && phase === 'sabotagePlace') return sabotageMove(state, rng);
  if (state.over || currentPlayer(state) !== player || (phase !== 'expandClaim' && phase !== 'foundClaim')) {
    const legal = legalMoves(state, player);
    if (legal.length === 0) throw new Error(`Player ${player} must act but has no legal move`);
    return rng.pick(legal);
  }
  // legalMoves' order: per airline (the one being founded, or every founded one), per route it
  // could claim, per distinct card of the hand that pays for it; then `pass` when expanding.
  const cards = distinctCards(state.hands[player]!.flight);
  const airlines = phase === 'foundClaim' ? [state.turn.airline!] : state.founded;
  const counts: number[] = [];
  let n = phase === 'expandClaim' ? 1 : 0;
  for (const airline of airlines) {
    const c = claims(state, airline, cards, -1).count;
    counts.push(c);
    n += c;
  }
  if (n === 0) throw new Error(`Player ${player} must act but has no legal move`);
  let i = rng.int(n);
  for (let a = 0; a < airlines.length; a++) {
    if (i < counts[a]!) return claims(state, airlines[a]!, cards, i).move!;
    i -= counts[a]!;
  }
  return { type: 'pass' };
}

/** How many claims the airline has with these cards, and the `at`-th of them when there are that many. */
function claims(state: AirlinesState, airline: string, cards: readonly FlightCard[], at: number): { count: number; move: AirlinesMove | null } {
  let count = 0;
  for (const { route, cost } of claimableRoutes(state, airline)) {
    for (const card of cards) {
      if (card.type !== route.type || card.value < cost) continue;
      if (count === at) return { count, move: { type: 'claim', airline, route: route.id, card } };
      count++;
    }
  }
  return { count, move: null };
}

/**
 * legalMoves' sabotage circles (queries.ts `sabotageSpots`: board order of routes, circles in line
 * order), then `pass`: counted (a forked state keeps the count), and only the drawn one built.
 */
function sabotageMove(state: AirlinesState, rng: Rng): AirlinesMove {
  const kept = derivedOf(state);
  const count = kept ? keptSabotageSpots(state, kept) : sabotageSpots(state).length;
  const i = rng.int(count + 1);
  if (i === count) return { type: 'pass' };
  let before = 0;
  const routes = state.board.routes;
  for (let no = 0; no < routes.length; no++) {
    const r = routes[no]!;
    const marks = kept ? kept.marks[no]! : state.routes[r.id]!;
    const open = openForSabotage(marks, r.costs, -1);
    if (before + open <= i) {
      before += open;
      continue;
    }
    for (let c = 0; c < marks.length; c++) {
      if (marks[c] === null && r.costs[c]! >= SABOTAGE_MIN && before++ === i) return { type: 'sabotage', route: r.id, circle: c };
    }
  }
  throw new Error('The sabotage circles were miscounted');
}
