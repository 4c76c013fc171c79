/**
 * The undo history of one open board. It owns the current board (immutable: every edit makes
 * a new board object that shares what did not change), applies commands, and keeps done and
 * undone steps. Gestures are grouped: between `begin()` and `end()` every command joins one
 * step (and consecutive commands with the same `mergeKey` fold into one), so a drag is one undo.
 *
 * The history is not tied to a tool: switching tools does not touch it.
 */
import { compound, type Command } from './command.js';

interface Step<B> {
  /** Unique per step, so "is the board as saved?" is one comparison. */
  id: number;
  command: Command<B>;
}

interface OpenGroup<B> {
  label: string;
  commands: Command<B>[];
}

export interface HistoryOptions {
  /** Oldest steps are forgotten beyond this many (default 500). */
  limit?: number;
}

export class History<B> {
  private done: Step<B>[] = [];
  private undone: Step<B>[] = [];
  private group: OpenGroup<B> | null = null;
  private nextId = 1;
  /** The step id the board was last saved (or opened) at; 0 is "no step". */
  private savedAt = 0;
  private readonly limit: number;
  private listeners: ((board: B) => void)[] = [];
  /** Grows on every change of the board; cheap to watch from a UI. */
  version = 0;

  constructor(
    private current: B,
    options: HistoryOptions = {},
  ) {
    this.limit = options.limit ?? 500;
  }

  get board(): B {
    return this.current;
  }

  /** Called after every change of the board (edit, undo, redo, reset). */
  onChange(listener: (board: B) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Applies a command and records it (inside an open group it joins the group). */
  exec(cmd: Command<B>): void {
    this.setBoard(cmd.do(this.current));
    this.undone = [];
    if (this.group) {
      const last = this.group.commands[this.group.commands.length - 1];
      const merged = last && last.merge && last.mergeKey !== undefined && last.mergeKey === cmd.mergeKey ? last.merge(cmd) : null;
      if (merged) this.group.commands[this.group.commands.length - 1] = merged;
      else this.group.commands.push(cmd);
      return;
    }
    this.push(cmd);
  }

  /** Opens a gesture: what is executed until `end()` becomes one undo step. */
  begin(label: string): void {
    if (this.group) this.end();
    this.group = { label, commands: [] };
  }

  /** Closes the gesture; an empty gesture leaves no step. Returns the step it made, if any. */
  end(): Command<B> | null {
    const group = this.group;
    this.group = null;
    if (!group || group.commands.length === 0) return null;
    const step = group.commands.length === 1 ? group.commands[0]! : compound(group.label, group.commands);
    this.push(step);
    return step;
  }

  /** Abandons the open gesture and puts the board back as it was before it (Escape mid-drag). */
  cancel(): void {
    const group = this.group;
    this.group = null;
    if (!group) return;
    let board = this.current;
    for (let i = group.commands.length - 1; i >= 0; i--) board = group.commands[i]!.undo(board);
    this.setBoard(board);
  }

  get inGroup(): boolean {
    return this.group !== null;
  }

  get canUndo(): boolean {
    return this.done.length > 0 || (this.group?.commands.length ?? 0) > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Label of the step Undo would take back, for the menu ("Undo Move 3 points"). */
  get undoLabel(): string | null {
    return this.done[this.done.length - 1]?.command.label ?? null;
  }

  get redoLabel(): string | null {
    return this.undone[this.undone.length - 1]?.command.label ?? null;
  }

  undo(): boolean {
    if (this.group) this.end();
    const step = this.done.pop();
    if (!step) return false;
    this.undone.push(step);
    this.setBoard(step.command.undo(this.current));
    return true;
  }

  redo(): boolean {
    if (this.group) this.end();
    const step = this.undone.pop();
    if (!step) return false;
    this.done.push(step);
    this.setBoard(step.command.do(this.current));
    return true;
  }

  /** Starts afresh with another board (New, Open, Revert): no undo across files. */
  reset(board: B): void {
    this.group = null;
    this.done = [];
    this.undone = [];
    this.savedAt = 0;
    this.setBoard(board);
  }

  /** Marks the current board as saved: `dirty` is false until the next change. */
  markSaved(): void {
    if (this.group) this.end();
    this.savedAt = this.currentStepId();
  }

  /** Marks the board as not saved anywhere (a restored draft): dirty until the next save. */
  markUnsaved(): void {
    this.savedAt = -1;
  }

  /** True when the board differs from the last save (undoing back to it makes it clean again). */
  get dirty(): boolean {
    return this.currentStepId() !== this.savedAt || (this.group?.commands.length ?? 0) > 0;
  }

  get undoDepth(): number {
    return this.done.length;
  }

  private currentStepId(): number {
    return this.done[this.done.length - 1]?.id ?? 0;
  }

  private push(cmd: Command<B>): void {
    this.done.push({ id: this.nextId++, command: cmd });
    if (this.done.length > this.limit) this.done.splice(0, this.done.length - this.limit);
  }

  private setBoard(board: B): void {
    this.current = board;
    this.version++;
    for (const l of this.listeners) l(board);
  }
}
