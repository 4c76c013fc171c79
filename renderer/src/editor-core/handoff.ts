/**
 * What another screen (the playtest lab) may ask of the editor: which board it holds, and to put
 * an edit on a board (the one it holds, a report's board, or a library board) as one undo step.
 * The lab loads before the editor ever did and must not import the editor screen, so the app's
 * screen switch (App.vue) hands in a loader here, and the editor's part loads when the lab first
 * asks (renderer/src/editor/handoff.ts). Nothing here knows a game.
 */
import type { FieldEdit } from './model/field-edit.js';

export interface EditorHandoff {
  /** The open board's game and value (compare them, don't keep them: the editor changes them). */
  readonly game: string;
  readonly board: unknown;
  /** The editor's last status line, which says why an open or an edit below was refused. */
  readonly message: { readonly text: string } | null;
  /** True when the editor may open another board (no unsaved changes, or the user said so). */
  confirmLeave(ask: (text: string) => boolean): boolean;
  /**
   * Opens a board value; `source` is where it came from (a library id such as
   * `bundled:<game>/<name>` opens as that library board, anything else as a new one).
   */
  openFrom(board: unknown, source: string): boolean;
  /** Opens a board of the host's library by its id. */
  openLibrary(id: string): Promise<boolean>;
  /** One edit as one undo step, labelled with what it does. */
  stageEdit(edit: FieldEdit, words: string): boolean;
  /** Several edits as one undo step, with the step's label and the status line's words. */
  stageEdits(edits: readonly FieldEdit[], label: string, words: string): boolean;
}

let load: (() => Promise<EditorHandoff>) | null = null;

/** The screen switch hands in how to load the editor's side (once, as the app starts). */
export function provideEditorHandoff(loader: () => Promise<EditorHandoff>): void {
  load = loader;
}

/** The editor's side of the handoff, loading the editor's store and modes the first time. */
export function editorHandoff(): Promise<EditorHandoff> {
  if (!load) return Promise.reject(new Error('The editor is not part of this page: no screen switch handed it in.'));
  return load();
}
