/**
 * Linie 1 for a search bot (GameDefinition.determinize): what `seat` cannot see, dealt afresh
 * (view.ts lists it). Hands are open in Linie 1; unseen are the line and route cards of the
 * players who have not declared yet, the tile pile's order, and the game's RNG (the die and
 * every draw). An undeclared player gets a line card and a route card drawn from those this
 * seat has not seen (its own and the declared ones are out), of the kinds setup deals at this
 * player count; the pile is shuffled afresh.
 */
import { freshRngState, redeal } from '../core/determinize.js';
import type { Rng } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import { cloneState } from './rules.js';
import type { Linie1State } from './types.js';

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
  const ones = hidden.map(() => 1);
  const lineDeal = redeal(lines, [...ones, lines.length - hidden.length], rng);
  const cardDeal = redeal(cards, [...ones, cards.length - hidden.length], rng);
  hidden.forEach((p, i) => {
    p.line = lineDeal[i]![0]!;
    p.route = cardDeal[i]![0]!;
  });
  s.pile = redeal(s.pile, [s.pile.length], rng)[0]!;
  s.rng = freshRngState(rng);
  return s;
}
