import type { ApplyResult, GameError, GameEvent } from './types.js';
import type { Said, WordParams } from './wording.js';

/** A refusal's words: an English sentence (old code, tests), or a wording with its English text. */
export type RefusalWords = string | Said;

/** Thrown by `setup` when it cannot start a game (player count, unplayable board). */
export class SetupError extends Error {
  /** The catalogue key and params, when said by key (core/wording.ts): the host sends these, not the English. */
  readonly key?: string;
  readonly params?: WordParams;
  constructor(
    readonly code: string,
    words: RefusalWords,
  ) {
    super(typeof words === 'string' ? words : words.text);
    this.name = 'SetupError';
    if (typeof words !== 'string') {
      this.key = words.key;
      if (words.params !== undefined) this.params = words.params;
    }
  }
}

/**
 * Thrown inside a game's move handlers to refuse a move; `guardApply` turns it into
 * `{ ok: false }`. Handlers work on a clone, so a refusal halfway leaves the input untouched.
 */
export class RuleError extends Error {
  /** The catalogue key and params of the refusal, when it was said by key (see core/wording.ts). */
  readonly key?: string;
  readonly params?: WordParams;
  constructor(
    readonly code: string,
    words: RefusalWords,
  ) {
    super(typeof words === 'string' ? words : words.text);
    this.name = 'RuleError';
    if (typeof words !== 'string') {
      this.key = words.key;
      if (words.params !== undefined) this.params = words.params;
    }
  }
}

export function refuse(code: string, words: RefusalWords): never {
  throw new RuleError(code, words);
}

/** A refusal as a result; `words` by key (`said(...)`) carries its key and params to every client. */
export function fail<S>(code: string, words: RefusalWords): ApplyResult<S> {
  return { ok: false, error: gameError(code, words) };
}

/** The `GameError` of a code and its words (a `RuleError`'s, or a `said(...)`). */
export function gameError(code: string, words: RefusalWords | RuleError): GameError {
  if (typeof words === 'string') return { code, message: words };
  const error: GameError = { code, message: words instanceof RuleError ? words.message : words.text };
  if (words.key !== undefined) error.key = words.key;
  if (words.params !== undefined) error.params = words.params;
  return error;
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
    if (err instanceof RuleError) return { ok: false, error: gameError(err.code, err) };
    const message = err instanceof Error ? err.message : String(err);
    return fail('internal', { key: 'core.refuse.internal', params: { message }, text: `This move could not be applied: ${message}` });
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
