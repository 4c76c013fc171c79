/**
 * What the host's wire needs from Airlines beyond the rules: a seat's own part of its view (the
 * hand) and which moves may be taken back.
 */
import { undoableWhenEventsAre } from '../core/undo.js';
import type { PlayerId } from '../core/types.js';
import type { AirlinesState, AirlinesView } from './types.js';

export function privateView(state: AirlinesState, player: PlayerId): Partial<AirlinesView> {
  if (!Object.hasOwn(state.hands, player)) return {};
  const own = state.hands[player]!;
  const flight = own.flight.map((c) => ({ ...c })).sort((a, b) => (a.type === b.type ? a.value - b.value : a.type < b.type ? -1 : 1));
  return { hand: { stock: [...own.stock].sort(), flight } };
}

/**
 * Founding, playing shares, claiming a route with a card from your hand, sabotage, passing and
 * taking a face-up stock card show nothing new. Drawing (flight cards after a claim or an
 * expansion, a stock card from the deck), refilling the display, a scoring card turning up and
 * anything that ends the game do.
 */
export const undoable = undoableWhenEventsAre(['found', 'playStock', 'claim', 'sabotage', 'sabotageAirline', 'pass', 'drawStock']);
