/**
 * The simulation path's entry points (ARCHITECTURE.md, "two speeds of the same rules").
 * Bots, search and the lab call these; a game with a `sim` gets its fast path, a game without
 * one gets `apply` (pure, parsed, slower) with the same results.
 */
import { RuleError } from './errors.js';
import type { Rng } from './rng.js';
import type { GameDefinition, GameEvent, PlayerId } from './types.js';

/** A copy of a host state that `simStep` may change in place. */
export function simFork<S>(def: GameDefinition<any, any, S, any>, state: S): S {
  return def.sim ? def.sim.fork(state) : state;
}

/**
 * `simFork` of a state the caller has just made and no one else holds (a fresh `setup`): the
 * game's `own` takes it as it is where it has one, instead of copying it.
 */
export function simOwn<S>(def: GameDefinition<any, any, S, any>, state: S): S {
  if (def.sim?.own) return def.sim.own(state);
  return simFork(def, state);
}

/**
 * Applies a move taken from `legalMoves` (or `simRandomMove`) of `state`, which must come from
 * `simFork` or an earlier `simStep`. Returns the state to continue with. Throws (a `RuleError`
 * with the refusal's code) when the rules refuse the move: a trusted move that is refused is a
 * bug, never a player's mistake, and the state is then not to be used again.
 */
export function simStep<S, M>(
  def: GameDefinition<any, any, S, M>,
  state: S,
  player: PlayerId,
  move: M,
  events?: GameEvent[],
): S {
  if (def.sim) return def.sim.step(state, player, move, events);
  const res = def.apply(state, player, move);
  if (!res.ok) throw new RuleError(res.error.code, res.error.message);
  if (events) events.push(...res.events);
  return res.state;
}

/** A uniformly random legal move for `player`. */
export function simRandomMove<S, M>(
  def: GameDefinition<any, any, S, M>,
  state: S,
  player: PlayerId,
  rng: Rng,
): M {
  if (def.sim?.randomMove) return def.sim.randomMove(state, player, rng);
  const legal = def.legalMoves(state, player);
  if (legal.length === 0) throw new Error(`Player ${player} must act but has no legal move`);
  return rng.pick(legal);
}
