/**
 * Airlines: drawing flight and stock cards, refilling the face-up row, and the scoring cards met
 * on the way. Part of the rules.
 */
import { article } from '../core/words.js';
import { type Wording } from '../core/wording.js';
import { cardWords, said } from './messages.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import { cardLabel, indexBoard } from './board.js';
import { playerName } from './queries.js';
import { SCORING_CARD, type AirlinesState } from './types.js';
import { rngOf, formFictitious, finish, runScoring } from './end.js';

/** Draws a flight card into a hand, reshuffling the discard pile when the deck is empty. */
export function drawFlight(s: AirlinesState, player: PlayerId, events: GameEvent[] | null): void {
  if (s.flightDeck.length === 0 && s.flightDiscard.length > 0) {
    s.flightDeck.push(...rngOf(s).shuffle(s.flightDiscard.splice(0)));
    events?.push({ type: 'reshuffle', ...said('airlines.log.reshuffle') });
  }
  const card = s.flightDeck.pop();
  if (!card) {
    events?.push({ type: 'drawFlight', player, ...said('airlines.log.noFlightLeft', { player: playerName(s, player) }) });
    return;
  }
  s.hands[player]!.flight.push(card);
  events?.push({ type: 'drawFlight', player, ...said('airlines.log.drawFlight', { player: playerName(s, player) }) });
  events?.push({ type: 'drawFlight', player, visibleTo: [player], ...said('airlines.log.drawFlightYou', { card: cardWords(card), cardArt: article(cardLabel(card)) }), data: { card } });
}

/**
 * Takes a stock card off the deck into a hand, scoring on each scoring card met on the way.
 * False when no stock card was left in the deck to take (or the game ended on the way).
 */
export function drawStockFromDeck(s: AirlinesState, player: PlayerId, events: GameEvent[] | null): boolean {
  for (;;) {
    const card = s.stockDeck.pop();
    if (card === undefined) return false;
    if (card === SCORING_CARD) {
      scoringCardUp(s, events, { key: 'airlines.how.drawn', params: { player: playerName(s, player) } });
      if (s.over) return false;
      continue;
    }
    s.hands[player]!.stock.push(card);
    const a = indexBoard(s.board).airline.get(card);
    events?.push({ type: 'drawStock', player, visibleTo: [player], ...said('airlines.log.drawStockYou', { initials: a?.initials ?? card, initialsArt: article(a?.initials ?? card) }), data: { airline: card } });
    return true;
  }
}

/** Fills an empty face-up slot from the deck; a scoring card revealed there is scored and replaced. */
export function refillSlot(s: AirlinesState, slot: number, events: GameEvent[] | null): void {
  for (;;) {
    const card = s.stockDeck.pop();
    if (card === undefined) {
      s.faceUp[slot] = null;
      return;
    }
    if (card === SCORING_CARD) {
      scoringCardUp(s, events, { key: 'airlines.how.revealed' });
      if (s.over) return;
      continue;
    }
    s.faceUp[slot] = card;
    const a = indexBoard(s.board).airline.get(card);
    events?.push({ type: 'reveal', ...said('airlines.log.reveal', { initials: a?.initials ?? card, initialsArt: article(a?.initials ?? card) }), data: { slot, airline: card } });
    return;
  }
}

/** A scoring card came up (drawn or revealed). */
function scoringCardUp(s: AirlinesState, events: GameEvent[] | null, how: Wording): void {
  const firstRound = s.turn.number <= s.players.length;
  if (firstRound && s.stockDeck.some((c) => c !== SCORING_CARD)) {
    s.stockDeck.push(SCORING_CARD);
    rngOf(s).shuffle(s.stockDeck);
    events?.push({ type: 'scoringReshuffled', ...said('airlines.log.scoringReshuffled', { how }) });
    return;
  }
  s.scoringUsed += 1;
  events?.push({ type: 'scoringCard', ...said('airlines.log.scoringCard', { how }) });
  if (s.players.length === 2 && s.scoringUsed >= s.board.scoringCards) {
    // Two players: the last scoring card ends the game; the cards left form a third shareholder.
    formFictitious(s, events);
    finish(s, events);
    return;
  }
  runScoring(s, 'card', events);
}
