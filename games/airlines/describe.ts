/** Short words for a move, for buttons and the log: "Found GGA with 2 shares". */
import { withArticle } from '../core/words.js';
import type { PlayerId } from '../core/types.js';
import { cardLabel, indexBoard, routeLabel } from './board.js';
import type { AirlinesMove, AirlinesState } from './types.js';

export function describeMove(state: AirlinesState, _player: PlayerId, move: AirlinesMove): string {
  const index = indexBoard(state.board);
  const initials = (id: string) => index.airline.get(id)?.initials ?? id;
  const route = (id: string) => {
    const r = index.route.get(id);
    return r ? routeLabel(index, r) : id;
  };
  switch (move.type) {
    case 'removeInactive': {
      const c = state.faceUp[move.slot];
      return `Remove the face-up ${c ? initials(c) : ''} card (inactive airline)`.replace('  ', ' ');
    }
    case 'exchangeFlight':
      return `Exchange the unusable ${cardLabel(move.card)} flight card`;
    case 'found':
      return `Found ${initials(move.airline)} with ${move.shares} ${move.shares === 1 ? 'share' : 'shares'}`;
    case 'expand':
      return 'Expand: draw a flight card';
    case 'playStock':
      return `Play ${move.count} ${initials(move.airline)} ${move.count === 1 ? 'share' : 'shares'}`;
    case 'claim':
      return `Claim ${route(move.route)} for ${initials(move.airline)} with ${withArticle(cardLabel(move.card))}`;
    case 'pass':
      return state.turn.phase === 'expandClaim' ? 'Claim nothing (keep the card)' : 'No sabotage';
    case 'drawStock': {
      if (move.from === 'deck') return 'Draw a stock card from the deck';
      const c = state.faceUp[move.from];
      return `Take the face-up ${c ? initials(c) : ''} stock card`.replace('  ', ' ');
    }
    case 'sabotageAirline':
      return `Sabotage with ${withArticle(initials(move.airline))} marker`;
    case 'sabotage': {
      const r = index.route.get(move.route);
      return `Sabotage ${route(move.route)} on the circle marked ${r?.costs[move.circle] ?? '?'}`;
    }
  }
}
