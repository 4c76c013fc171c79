/**
 * The simulation path of Airlines Europe (core/types.ts `SimulationPath`): the same rules as
 * `apply` (rules.ts `step`), run in place on a state the caller owns, without the move's schema
 * check or the copy of the state, and without building events nobody asked for.
 */
import type { GameEvent, PlayerId, SimulationPath } from '../core/types.js';
import { cloneState, step } from './rules.js';
import type { EuropeMove, EuropeState } from './types.js';

export const sim: SimulationPath<EuropeState, EuropeMove> = {
  fork: cloneState,
  step(state: EuropeState, player: PlayerId, move: EuropeMove, events?: GameEvent[]): EuropeState {
    step(state, player, move, events ?? null);
    return state;
  },
};
