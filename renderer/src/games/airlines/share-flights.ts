/**
 * Airlines' side of the share flights (issue 29, see table-shell/use-share-flights.ts): stock
 * cards go from the face-up row or the deck into a hand, and from a hand into the played-shares
 * table. What its view holds, and where each place is on its screen.
 */
import type { AirlinesBoard, AirlinesView } from '../../../../games/airlines/types.js';
import type { ShareSnapshot } from '../../table-shell/share-flights.js';
import type { ShareFlightGame } from '../../table-shell/use-share-flights.js';

export function shareSnapshot(v: AirlinesView): ShareSnapshot {
  return {
    players: v.players.map((p) => ({ id: p.id, seat: p.seat, inHand: p.stockInHand, laidOut: { ...p.played } })),
    row: [...v.faceUp],
    hand: v.hand ? [...v.hand.stock] : null,
  };
}

export function airlinesShareFlights(board: () => AirlinesBoard): ShareFlightGame<AirlinesView> {
  const q = (sel: string) => document.querySelector(sel);
  return {
    snapshot: shareSnapshot,
    elementOf(place) {
      switch (place.kind) {
        case 'faceup':
          return q(`[data-testid="faceup-${place.slot}"]`);
        case 'deck':
          return q('[data-testid="draw-deck"]');
        case 'hand':
          return q(`[data-testid="hand-stock-${CSS.escape(place.airline)}"]`) ?? q('[data-testid="hand"]');
        case 'played':
          return q(`[data-share-cell="${CSS.escape(`${place.player}/${place.airline}`)}"]`);
        case 'supply':
          return null;
      }
    },
    chip: (id) => board().airlines.find((a) => a.id === id),
    over: (v) => v.over,
  };
}
