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
import { wordEventsWhenRead } from './events.js';
import { randomMove } from './random-move.js';
import { cloneState, step } from './rules.js';
import type { AirlinesMove, AirlinesState } from './types.js';

export const sim: SimulationPath<AirlinesState, AirlinesMove> = {
  fork(state) {
    return kept(cloneState(state), derivedOf(state));
  },
  own(state) {
    // A fresh setup's state: every array and record in it is its own (setup.ts makes them), so
    // it is kept as it is; a state that keeps data already is forked as usual.
    const from = derivedOf(state);
    return from ? kept(cloneState(state), from) : kept(state, undefined);
  },
  step(state: AirlinesState, player: PlayerId, move: AirlinesMove, events?: GameEvent[]): AirlinesState {
    // Without a list to fill, the rules build no events (nor their words); with one, its events
    // are worded when read (events.ts): the lab reads their types and data only.
    if (events === undefined) step(state, player, move, null);
    else stepWordedWhenRead(state, player, move, events);
    return state;
  },
  randomMove,
};

/** `state` (a copy, or a state no one else holds) with its shares' records as hash tables and its data kept beside it. */
function kept(state: AirlinesState, from: ReturnType<typeof derivedOf>): AirlinesState {
  for (const id in state.played) state.played[id] = hashRecord(state.played[id]!);
  keepDerived(state, from);
  return state;
}

/** `step` with its events worded when read (apart, so the common step without events stays small). */
function stepWordedWhenRead(state: AirlinesState, player: PlayerId, move: AirlinesMove, events: GameEvent[]): void {
  const was = wordEventsWhenRead(true);
  try {
    step(state, player, move, events);
  } finally {
    wordEventsWhenRead(was);
  }
}
