/**
 * The simulation path of Airlines (core/types.ts `SimulationPath`): the same rules as `apply`
 * (rules.ts `step`), run in place on a state the caller owns, without the move's schema check or
 * the copy of the state, and with each airline's network kept beside the state (derived.ts)
 * instead of walked again on every question. Its random move is the random bot's, drawn without
 * listing every claim (random-move.ts).
 */
import type { GameEvent, PlayerId, SimulationPath } from '../core/types.js';
import { hashRecord } from '../core/hash-record.js';
import { derivedOf, keepDerived } from './derived.js';
import { randomMove } from './random-move.js';
import { cloneState, step } from './rules.js';
import type { AirlinesMove, AirlinesState } from './types.js';

export const sim: SimulationPath<AirlinesState, AirlinesMove> = {
  fork(state) {
    const copy = cloneState(state);
    for (const id in copy.played) copy.played[id] = hashRecord(copy.played[id]!);
    keepDerived(copy, derivedOf(state));
    return copy;
  },
  step(state: AirlinesState, player: PlayerId, move: AirlinesMove, events?: GameEvent[]): AirlinesState {
    // Without a list to fill, the rules build no events (nor their words).
    step(state, player, move, events ?? null);
    return state;
  },
  randomMove,
};
