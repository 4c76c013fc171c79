/**
 * Airlines for a search bot (GameDefinition.determinize): what `seat` cannot see, dealt afresh.
 * Unseen: the other players' stock and flight cards, the order of both decks (and where the
 * scoring cards lie in the stock deck), the flight discard's cards (the view shows its size
 * only) and the game's RNG. Kept: everything on the table and in the seat's own hand, and every
 * pile's size. Stock cards in other hands and in the deck are one pool (scoring cards stay in
 * the deck: they are never held); flight cards in other hands, the deck and the discard another.
 */
import { freshRngState, redeal } from '../core/determinize.js';
import type { Rng } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import { cloneState } from './rules.js';
import { SCORING_CARD, type AirlinesState, type FlightCard } from './types.js';

export function determinize(state: AirlinesState, seat: PlayerId, rng: Rng): AirlinesState {
  const s = cloneState(state);
  const others = s.players.map((p) => p.id).filter((id) => id !== seat);
  const scoringInDeck = s.stockDeck.filter((c) => c === SCORING_CARD).length;
  const stockPool = [...others.flatMap((id) => s.hands[id]!.stock), ...s.stockDeck.filter((c) => c !== SCORING_CARD)];
  const stock = redeal(stockPool, [...others.map((id) => s.hands[id]!.stock.length), s.stockDeck.length - scoringInDeck], rng);
  others.forEach((id, i) => (s.hands[id]!.stock = stock[i]!));
  s.stockDeck = rng.shuffle([...stock[others.length]!, ...Array.from({ length: scoringInDeck }, () => SCORING_CARD)]);

  const flightPool: FlightCard[] = [...others.flatMap((id) => s.hands[id]!.flight), ...s.flightDeck, ...s.flightDiscard];
  const flight = redeal(flightPool, [...others.map((id) => s.hands[id]!.flight.length), s.flightDeck.length, s.flightDiscard.length], rng, (c) => `${c.type}:${String(c.value).padStart(2, '0')}`);
  others.forEach((id, i) => (s.hands[id]!.flight = flight[i]!));
  s.flightDeck = flight[others.length]!;
  s.flightDiscard = flight[others.length + 1]!;
  s.rng = freshRngState(rng);
  return s;
}
