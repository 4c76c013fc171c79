/**
 * An editor command: one edit as a pure do/undo pair over an immutable board.
 *
 * A command is built against the board it will first be applied to and captures what it needs
 * to undo (the old value, the removed elements and their positions). History applies `do` and
 * `undo` strictly in stack order, so the board is always in the state the command expects.
 * `undo(do(b))` must give back a board deep-equal to `b`, key for key.
 */
export interface Command<B> {
  /** For the Undo menu and tooltips: "Move 3 points". */
  readonly label: string;
  do(board: B): B;
  undo(board: B): B;
  /**
   * Folds a following command of the same gesture into this one (a drag sends many small
   * moves; the history keeps one). Returns the combined command, or null when they do not fold.
   */
  merge?(next: Command<B>): Command<B> | null;
  /** Commands that fold together share a key (e.g. "move:point:A,point:B"). */
  readonly mergeKey?: string;
}

/** Several commands as one: applied in order, undone in reverse. */
export function compound<B>(label: string, commands: readonly Command<B>[]): Command<B> {
  const list = [...commands];
  return {
    label,
    do: (board) => list.reduce((b, c) => c.do(b), board),
    undo: (board) => list.reduceRight((b, c) => c.undo(b), board),
  };
}

/** A command built from two board-to-board functions (most commands are this). */
export function command<B>(label: string, doFn: (b: B) => B, undoFn: (b: B) => B): Command<B> {
  return { label, do: doFn, undo: undoFn };
}

/**
 * Sets one top-level field of a board (a table, a count, the name). `undefined` removes the
 * key, and undo restores a field that was absent as absent, not as `undefined`: a file that
 * round-trips byte for byte stays so.
 */
export function setField<B extends object, K extends keyof B & string>(label: string, board: B, key: K, value: B[K] | undefined): Command<B> {
  const had = Object.prototype.hasOwnProperty.call(board, key);
  const old = board[key];
  const put = (b: B, v: B[K] | undefined, present: boolean): B => {
    const next = { ...b };
    if (present) next[key] = v as B[K];
    else delete next[key];
    return next;
  };
  return command(label, (b) => put(b, value, value !== undefined), (b) => put(b, old, had));
}
