/**
 * What the host's wire needs from Airlines beyond the rules: a seat's own part of its view (the
 * hand and what it allows) and which moves may be taken back.
 */
import { undoableWhenEventsAre } from '../core/undo.js';
import type { PlayerId } from '../core/types.js';
import type { AirlinesState, AirlinesView } from './types.js';
import { ownParts } from './view.js';

export function privateView(state: AirlinesState, player: PlayerId, publicView: AirlinesView): Partial<AirlinesView> {
  if (!Object.hasOwn(state.hands, player)) return {};
  // The hand, and what it would claim or found (the screen's "may" and "why not" per route).
  return ownParts(state, player, publicView);
}

/**
 * Founding, playing shares, claiming a route with a card from your hand, sabotage, passing and
 * taking a face-up stock card show nothing new. Drawing (flight cards after a claim or an
 * expansion, a stock card from the deck), refilling the display, a scoring card turning up and
 * anything that ends the game do.
 */
export const undoable = undoableWhenEventsAre(['found', 'playStock', 'claim', 'sabotage', 'sabotageAirline', 'pass', 'drawStock']);
