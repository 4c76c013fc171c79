import type { ApplyResult, GameError, GameEvent } from './types.js';

/** Thrown by `setup` when it cannot start a game (player count, unplayable board). */
export class SetupError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SetupError';
  }
}

/**
 * Thrown inside a game's move handlers to refuse a move; `guardApply` turns it into
 * `{ ok: false }`. Handlers work on a clone, so a refusal halfway leaves the input untouched.
 */
export class RuleError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

export function refuse(code: string, message: string): never {
  throw new RuleError(code, message);
}

export function fail<S>(code: string, message: string): ApplyResult<S> {
  return { ok: false, error: { code, message } };
}

export function ok<S>(state: S, events: GameEvent[] = []): ApplyResult<S> {
  return { ok: true, state, events };
}

/**
 * Runs a move handler on a deep copy of the state. Rule refusals become `{ ok: false }`;
 * any other exception (a bug, or input of a shape nobody expected) is reported as
 * `internal` rather than thrown, because `apply` must never throw on bad input.
 */
export function guardApply<S>(
  state: S,
  run: (draft: S, events: GameEvent[]) => void,
): ApplyResult<S> {
  const draft = structuredClone(state);
  const events: GameEvent[] = [];
  try {
    run(draft, events);
  } catch (err) {
    if (err instanceof RuleError) return fail(err.code, err.message);
    const message = err instanceof Error ? err.message : String(err);
    return fail('internal', `This move could not be applied: ${message}`);
  }
  return ok(draft, events);
}

export function isGameError(value: unknown): value is GameError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as GameError).code === 'string' &&
    typeof (value as GameError).message === 'string'
  );
}
