/**
 * Airlines: drawing flight and stock cards, refilling the face-up row, and the scoring cards met
 * on the way. Part of the rules.
 */
import { article } from '../core/words.js';
import { type Wording } from '../core/wording.js';
import { cardWords } from './messages.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import { cardLabel, indexBoard } from './board.js';
import { playerName } from './queries.js';
import { SCORING_CARD, type AirlinesState, type FlightCard } from './types.js';
import { rngOf, formFictitious, finish, runScoring } from './end.js';
import { moveEvent, playerEvent, readyEvent } from './events.js';

// The events' makers are functions of their own: a params maker inside a rule would capture the
// rule's variables, which V8 would then allocate in a context on every call, events or none.


/** The flight card drawn, for its drawer's eyes only. */
function flightDrawnEvent(player: PlayerId, card: FlightCard): GameEvent {
  return moveEvent('drawFlight', player, 'airlines.log.drawFlightYou', () => ({ card: cardWords(card), cardArt: article(cardLabel(card)) }), { card }, [player]);
}

/** A stock card named by its airline's initials, with their article ("an AA", "a GGA"). */
function stockEvent(type: string, s: AirlinesState, player: PlayerId | undefined, key: string, card: string, data: unknown, visibleTo?: PlayerId[]): GameEvent {
  return moveEvent(
    type,
    player,
    key,
    () => {
      const initials = indexBoard(s.board).airline.get(card)?.initials ?? card;
      return { initials, initialsArt: article(initials) };
    },
    data,
    visibleTo,
  );
}

/** Draws a flight card into a hand, reshuffling the discard pile when the deck is empty. */
export function drawFlight(s: AirlinesState, player: PlayerId, events: GameEvent[] | null): void {
  if (s.flightDeck.length === 0 && s.flightDiscard.length > 0) {
    s.flightDeck.push(...rngOf(s).shuffle(s.flightDiscard.splice(0)));
    events?.push(moveEvent('reshuffle', undefined, 'airlines.log.reshuffle'));
  }
  const card = s.flightDeck.pop();
  if (!card) {
    events?.push(playerEvent('drawFlight', s, player, 'airlines.log.noFlightLeft'));
    return;
  }
  s.hands[player]!.flight.push(card);
  events?.push(playerEvent('drawFlight', s, player, 'airlines.log.drawFlight'));
  events?.push(flightDrawnEvent(player, card));
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
    events?.push(stockEvent('drawStock', s, player, 'airlines.log.drawStockYou', card, { airline: card }, [player]));
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
    events?.push(stockEvent('reveal', s, undefined, 'airlines.log.reveal', card, { slot, airline: card }));
    return;
  }
}

/** A scoring card came up (drawn or revealed). */
function scoringCardUp(s: AirlinesState, events: GameEvent[] | null, how: Wording): void {
  const firstRound = s.turn.number <= s.players.length;
  if (firstRound && s.stockDeck.some((c) => c !== SCORING_CARD)) {
    s.stockDeck.push(SCORING_CARD);
    rngOf(s).shuffle(s.stockDeck);
    events?.push(readyEvent('scoringReshuffled', 'airlines.log.scoringReshuffled', { how }));
    return;
  }
  s.scoringUsed += 1;
  events?.push(readyEvent('scoringCard', 'airlines.log.scoringCard', { how }));
  if (s.players.length === 2 && s.scoringUsed >= s.board.scoringCards) {
    // Two players: the last scoring card ends the game; the cards left form a third shareholder.
    formFictitious(s, events);
    finish(s, events);
    return;
  }
  runScoring(s, 'card', events);
}
