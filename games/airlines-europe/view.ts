/**
 * What one seat may see. Hidden: other hands (only their sizes), pending opening choices, the
 * order of the draw pile (where its scoring cards lie), the face-down discard pile and, while
 * victory points are secret (the default), every other player's points: their totals and their
 * points of each scoring, until the game is over.
 */
import type { PlayerId } from '../core/types.js';
import { indexBoard, payoutAt } from './board.js';
import { total } from './cards.js';
import { pointsOpen, recordFor } from './secret.js';
import { SCORING_CARD, type EuropeState, type EuropeView } from './types.js';

export function view(s: EuropeState, player: PlayerId | null): EuropeView {
  const seated = player !== null && s.players.some((p) => p.id === player) ? player : null;
  const idx = indexBoard(s.board);
  const copyCounts = (c: Record<string, number>): Record<string, number> => ({ ...c });
  const open = pointsOpen(s);
  const out: EuropeView = {
    you: seated,
    phase: s.phase,
    current: s.players[s.current]!.id,
    turnNumber: s.turnNumber,
    players: s.players.map((p, seat) => ({
      id: p.id,
      name: p.name,
      seat,
      money: s.money[p.id]!,
      handSize: total(s.hands[p.id]!),
      holdings: copyCounts(s.holdings[p.id]!),
      vp: open || p.id === seated ? s.vp[p.id]! : null,
      hasChosen: s.opening[p.id] !== null,
      scoringCards: s.scoringCardsHeld.filter((h) => h === p.id).length,
    })),
    airlines: s.airlines.map((id) => ({
      id,
      track: s.track[id]!,
      payout: [...payoutAt(s.board, s.track[id]!)],
      planesLeft: s.planes[id]!,
      network: [...s.network[id]!],
      openBonuses: (idx.bonusesOf.get(id) ?? []).map((b) => b.id).filter((b) => !s.bonusesTaken.includes(b)),
    })),
    licences: Object.fromEntries(Object.entries(s.licences).map(([r, l]) => [r, [...l]])),
    market: [...s.market],
    deckSize: s.deck.length,
    scoringCardsLeft: s.deck.filter((c) => c === SCORING_CARD).length,
    discardSize: total(s.discard),
    removedSize: total(s.removed),
    abacusSupply: s.abacusSupply,
    abacusPayout: [...s.board.abacus.points],
    bank: s.bank,
    licencesThisTurn: s.licencesThisTurn,
    trade: s.trade ? { ...s.trade } : null,
    picks: [...s.picks],
    scorings: s.scorings.map((r) => recordFor(s, r, seated)),
    options: { ...s.options },
    over: s.over,
  };
  if (seated !== null) {
    out.hand = copyCounts(s.hands[seated]!);
    if (s.phase === 'opening') out.openingChoice = s.opening[seated] ? [...s.opening[seated]!] : null;
  }
  return out;
}
