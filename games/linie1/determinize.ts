/**
 * Linie 1 for a search bot (GameDefinition.determinize): what `seat` cannot see, dealt afresh
 * (view.ts lists it). Hands are open in Linie 1; unseen are the line and route cards of the
 * players who have not declared yet, the tile pile's order, and the game's RNG (the die and
 * every draw). An undeclared player gets a line card and a route card from those this seat has
 * not seen (its own and the declared ones are out), of the kinds setup deals at this player
 * count; the pile is shuffled afresh.
 *
 * The line and card are not drawn uniformly: the track on the board says which routes someone
 * has been building. Each unseen pairing (a line, and the stops its card names for it) is
 * weighted by e^(INFER · the plan cost the board has already saved it): its cheapest plan on an
 * empty board minus that on this board (bots.ts's planner, every tile priced as still to come,
 * so no hand matters). In route-builder games at 2 seats (a throwaway probe, 20 games) the true
 * pairing of 25 ranked on average 0.8th best after the opponent's 3rd turn and 0.3th after its
 * 8th; with INFER 0.2 the mean log-probability of the truth was -1.76 and -0.54 there, against
 * -3.22 for a uniform draw (larger INFER scored worse: -2.18 at 0.3, -3.21 at 0.5). Only the
 * board (open to all) and the cards the seat has seen decide the weights: no peeking. With
 * several undeclared players, each in seat order draws among the pairings whose line and card
 * are still free.
 *
 * The track does not say who laid it, so at a bigger table every pairing the others' (and this
 * seat's own) track helps looks likely for every hidden player, and the draw grows confidently
 * wrong as the board fills. Mean log-probability of each hidden player's true pairing, 12
 * route-builder games per table, a state every 10th move (a throwaway probe): at 3 seats -5.22
 * with INFER 0.2, -2.59 with 0.05, -3.16 uniform; at 4 seats -10.09, -3.73 and -3.06; at 5 seats
 * -14.36 with 0.2 (-32.4 after move 100) and -2.94 uniform. There the search played against
 * opponents it had made up: on 16 decisions at 5 seats its root test (8-move rollouts, paired
 * worlds) agreed in sign with the same test on the true hidden cards in 9, and 3 of its 7
 * departures from the route builder were worse on the true cards (at 2 seats: 10 of 11, none).
 * So the sway shrinks with the table (`inferAt`): 0.2 at 2 seats, 0.05 at 3, none from 4.
 */
import { freshRngState, redeal } from '../core/determinize.js';
import type { Rng } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import { planRoute, type PlanCost } from './bots.js';
import { cloneState } from './rules.js';
import type { Linie1State } from './types.js';

/** How sharply the board's track sways the draw at 2 seats (see above). */
export const INFER = 0.2;

/** The sway at a table of `seats`: the track says less about each hidden player the more players lay it. */
export function inferAt(seats: number): number {
  return seats <= 2 ? INFER : seats === 3 ? 0.05 : 0;
}
/** Plan cost units of a tile (bots.ts prices a tile still to come at 2 TILEs of 3, a square at 1). */
const TILE = 3;
/** A pairing without a plan on this board: as if it had saved nothing. */
const NO_PLAN = 0;

/** Per state determinized (a search asks again and again for the same one) and seat: each pairing's weight. */
const weightCache = new WeakMap<Linie1State, Map<PlayerId, Map<string, number>>>();

function planCost(state: Linie1State, id: PlayerId, line: string, route: string): number | null {
  const s: Linie1State = { ...state, players: state.players.map((p) => (p.id === id ? { ...p, line, route, hand: [] } : p)) };
  const cost: PlanCost = { tiles: 0, squares: 0 };
  return planRoute(s, id, undefined, cost) ? cost.tiles * TILE + cost.squares : null;
}

/** The weight of each pairing `line/card` for a hidden player `id` of `state` (the same for every hidden player: no hand is read). */
function weights(state: Linie1State, seat: PlayerId, id: PlayerId, lines: readonly string[], cards: readonly string[]): Map<string, number> {
  let bySeat = weightCache.get(state);
  if (!bySeat) weightCache.set(state, (bySeat = new Map()));
  let w = bySeat.get(seat);
  if (w) return w;
  w = new Map();
  const infer = inferAt(state.players.length);
  if (infer === 0) {
    // A uniform draw: no plan to weigh.
    for (const line of lines) for (const card of cards) w.set(`${line}/${card}`, 1);
    bySeat.set(seat, w);
    return w;
  }
  const empty: Linie1State = { ...state, grid: state.grid.map(() => null), stopSigns: {} };
  const saved: number[] = [];
  const keys: string[] = [];
  for (const line of lines) {
    for (const card of cards) {
      const now = planCost(state, id, line, card);
      const before = planCost(empty, id, line, card);
      keys.push(`${line}/${card}`);
      saved.push(now === null || before === null ? NO_PLAN : before - now);
    }
  }
  const top = Math.max(0, ...saved);
  keys.forEach((k, i) => w!.set(k, Math.exp(infer * (saved[i]! - top))));
  bySeat.set(seat, w);
  return w;
}

export function determinize(state: Linie1State, seat: PlayerId, rng: Rng): Linie1State {
  const s = cloneState(state);
  const board = s.board;
  const n = s.players.length;
  const hidden = s.players.filter((p) => p.id !== seat && p.trip === null);
  const seen = s.players.filter((p) => !hidden.includes(p));
  const lines = board.lines
    .filter((l) => board.terminals.filter((t) => t.line === l.id).length === 2)
    .map((l) => l.id)
    .filter((id) => !seen.some((p) => p.line === id));
  const cards = board.routeCards
    .filter((c) => c.players.includes(n))
    .map((c) => c.id)
    .filter((id) => !seen.some((p) => p.route === id));
  if (hidden.length > 0) {
    const w = weights(state, seat, hidden[0]!.id, lines, cards);
    const usedLines = new Set<string>();
    const usedCards = new Set<string>();
    for (const p of hidden) {
      let total = 0;
      for (const line of lines) if (!usedLines.has(line)) for (const card of cards) if (!usedCards.has(card)) total += w.get(`${line}/${card}`)!;
      let r = rng.next() * total;
      let pick: [string, string] | null = null;
      for (const line of lines) {
        if (usedLines.has(line)) continue;
        for (const card of cards) {
          if (usedCards.has(card)) continue;
          pick = [line, card];
          r -= w.get(`${line}/${card}`)!;
          if (r < 0) break;
        }
        if (r < 0) break;
      }
      if (!pick) throw new Error(`Dealing ${hidden.length} unseen players from ${lines.length} lines and ${cards.length} route cards`);
      p.line = pick[0];
      p.route = pick[1];
      usedLines.add(p.line);
      usedCards.add(p.route);
    }
  }
  s.pile = redeal(s.pile, [s.pile.length], rng)[0]!;
  s.rng = freshRngState(rng);
  return s;
}
