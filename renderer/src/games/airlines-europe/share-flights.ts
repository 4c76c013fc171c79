/**
 * Airlines Europe's side of the share flights (issue 29, see table-shell/use-share-flights.ts):
 * a share taken from the stock market or the draw pile flies into the taker's hand, and Air Abacus
 * shares from their supply into the trader's; shares laid out (the opening pair, an action B) fly
 * from the hand into the player's holdings. What its view holds, and where each place is on its screen.
 */
import type { EuropeBoard, EuropeView } from '../../../../games/airlines-europe/types.js';
import { ABACUS } from '../../../../games/airlines-europe/types.js';
import type { ShareSnapshot } from '../../table-shell/share-flights.js';
import type { ShareFlightGame } from '../../table-shell/use-share-flights.js';
import { namesOf } from './names.js';

export function europeShareSnapshot(v: EuropeView): ShareSnapshot {
  return {
    players: v.players.map((p) => ({ id: p.id, seat: p.seat, inHand: p.handSize, laidOut: { ...p.holdings } })),
    row: [...v.market],
    // Our own hand by airline, one id per card (a count from outside is bounded by the hand's size).
    hand: v.hand ? Object.entries(v.hand).flatMap(([id, n]) => Array<string>(Math.max(0, Math.min(n, HAND_CAP))).fill(id)) : null,
    supply: { [ABACUS]: v.abacusSupply },
    onTurn: v.current,
  };
}

/** More cards than any hand holds (the whole deck is well under this). */
const HAND_CAP = 500;

export function europeShareFlights(board: () => EuropeBoard): ShareFlightGame<EuropeView> {
  const q = (sel: string) => document.querySelector(sel);
  return {
    snapshot: europeShareSnapshot,
    elementOf(place) {
      switch (place.kind) {
        case 'faceup':
          return q(`[data-testid="market-${place.slot}"]`);
        case 'deck':
          return q('[data-testid="draw-pile"]');
        case 'supply':
          return q('[data-testid="abacus"]');
        case 'hand':
          return q(`[data-hand-airline="${CSS.escape(place.airline)}"]`) ?? q('[data-testid="hand"]');
        case 'played':
          return q(`[data-share-cell="${CSS.escape(`${place.player}/${place.airline}`)}"]`);
      }
    },
    chip(id) {
      const names = namesOf(board());
      const colour = names.colour(id);
      return colour ? { initials: names.initials(id), colour } : undefined;
    },
    over: (v) => v.over || v.phase === 'over',
  };
}
