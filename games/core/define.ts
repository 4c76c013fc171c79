/**
 * `defineGame`: the one place a game's `apply` is built (ARCHITECTURE.md, "a game is defined
 * once"). A game gives its move schema, its own cloner and its `step` (the rules, changing a copy
 * in place and refusing by throwing a `RuleError`); core parses the move once, copies the state
 * with that cloner, runs the step and turns a refusal into `{ ok: false }`. The host, which has
 * parsed a move already, calls `applyParsed` and so parses it once, not twice.
 */
import type { z } from 'zod';
import { fail, gameError, ok, RuleError } from './errors.js';
import type { ApplyResult, GameDefinition, GameEvent, PlayerId } from './types.js';

/** What a game gives in place of `apply` and `applyParsed`. */
export interface GameRules<S, M> {
  /**
   * A copy of everything a move may change; parts that never change (the board) may be shared.
   * May refuse (throw a `RuleError`) a state it cannot copy, with the game's own code.
   */
  clone(state: S): S;
  /** Applies a move of the right shape to the copy in place, pushing its events; throws a `RuleError` to refuse. */
  step(draft: S, player: PlayerId, move: M, events: GameEvent[]): void;
  /**
   * The words for a move that does not fit `moveSchema`, from the schema's first complaint.
   * Absent: "That is not a move of <name>: <complaint>." (the host's words for the same).
   */
  notAMove?(issue: z.core.$ZodIssue | undefined): string;
}

export type GameSpec<B, O, S, M, V> = Omit<GameDefinition<B, O, S, M, V>, 'apply' | 'applyParsed'> & GameRules<S, M>;

/** The words the host and `defineGame` use for a move of the wrong shape. */
export function notAMoveOf(name: string, issue: z.core.$ZodIssue | undefined): string {
  return `That is not a move of ${name}: ${issue?.message ?? 'wrong shape'}.`;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs `step` on a copy made by `clone`: a rule refusal becomes `{ ok: false }` with its code and
 * words; any other exception (a bug, a state of a shape nobody expected) becomes `internal`
 * rather than escaping, because `apply` never throws. The input state is never changed.
 */
export function applyOnCopy<S, M>(
  rules: Pick<GameRules<S, M>, 'clone' | 'step'>,
  state: S,
  player: PlayerId,
  move: M,
): ApplyResult<S> {
  let draft: S;
  try {
    draft = rules.clone(state);
  } catch (err) {
    if (err instanceof RuleError) return { ok: false, error: gameError(err.code, err) };
    return fail('internal', { key: 'core.refuse.stateUnreadable', params: { message: errorText(err) }, text: `This game state could not be read: ${errorText(err)}` });
  }
  const events: GameEvent[] = [];
  try {
    rules.step(draft, player, move, events);
  } catch (err) {
    if (err instanceof RuleError) return { ok: false, error: gameError(err.code, err) };
    return fail('internal', { key: 'core.refuse.internal', params: { message: errorText(err) }, text: `This move could not be applied: ${errorText(err)}` });
  }
  return ok(draft, events);
}

/** Every definition defineGame has made (the registry's test checks each game is one). */
const defined = new WeakSet<object>();

/** Whether `def` came from defineGame as it is, its `apply` and `applyParsed` core's own. */
export function isDefinedByCore(def: { apply: unknown; applyParsed?: unknown }): boolean {
  return defined.has(def.apply as object) && defined.has(def.applyParsed as object);
}

/** A game definition whose `apply` (parse, the game's cloner, refusals as results) core builds. */
export function defineGame<B, O, S, M, V>(spec: GameSpec<B, O, S, M, V>): GameDefinition<B, O, S, M, V> {
  const { clone, step, notAMove, ...definition } = spec;
  const rules = { clone, step };
  const applyParsed = (state: S, player: PlayerId, move: M): ApplyResult<S> => applyOnCopy(rules, state, player, move);
  const apply = (state: S, player: PlayerId, move: M): ApplyResult<S> => {
    const parsed = spec.moveSchema.safeParse(move);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail('bad-move', notAMove ? notAMove(issue) : notAMoveOf(spec.name, issue));
    }
    return applyParsed(state, player, parsed.data);
  };
  defined.add(apply);
  defined.add(applyParsed);
  return { ...definition, apply, applyParsed };
}
