/**
 * What a game's editor panels (and the shared route-map panels) may ask of the editor's store:
 * the open board, the selection, the tool and its options, and the actions that edit through a
 * command. The store itself (editor/store.ts, a Pinia store over the undo history, files and
 * drafts) lives in the editor screen above this layer; it hands itself in with
 * `provideEditorStore` when its module loads, so the game folders never import the screen.
 */
import type { Arrange } from './model/arrange.js';
import type { Command } from './model/command.js';
import type { MirrorAxis } from './model/grid-region.js';
import type { ElementRef, Selection } from './model/selection.js';
import type { EditorMode } from './modes/types.js';

export type SelectHow = 'replace' | 'toggle' | 'add';
export type StatusTone = 'info' | 'ok' | 'warn' | 'error';

export interface EditorStore {
  /** The open board's game mode. */
  readonly mode: EditorMode<any>;
  /** The open board (a frozen value: edit it through `exec`). */
  readonly board: any;
  readonly selection: Selection;
  readonly selectedRefs: readonly ElementRef[];
  /** The armed tool's id, and its options (the options panel edits them). */
  readonly tool: string;
  readonly currentOptions: Readonly<Record<string, unknown>>;
  /** The quarter turns (R / Shift+R) a stamp tool lays its next piece with. */
  readonly rotation: number;
  /** The element under the problem the user last clicked, drawn highlighted. */
  readonly highlight: ElementRef | null;
  /** Runs an edit as one undo step; false when there was none to run. */
  exec(cmd: Command<any> | null): boolean;
  say(text: string, tone?: StatusTone): void;
  select(refs: readonly ElementRef[], how?: SelectHow): void;
  setTool(id: string): void;
  setToolOptions(id: string, patch: Readonly<Record<string, unknown>>): void;
  deleteSelection(): void;
  arrange(how: Arrange): void;
  copySelection(): boolean;
  pasteSelection(): boolean;
  mirrorSelection(axis: MirrorAxis): boolean;
  turnSelection(quarter: 1 | -1): boolean;
}

let source: (() => EditorStore) | null = null;

/** The editor's store hands itself in here (once, when its module loads). */
export function provideEditorStore(use: () => EditorStore): void {
  source = use;
}

/** The editor's store, for a panel shown inside the editor screen. */
export function useEditorStore(): EditorStore {
  if (!source) throw new Error('The editor store is not loaded: an editor panel was shown outside the editor screen.');
  return source();
}
