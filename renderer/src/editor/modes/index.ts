/**
 * The games the editor can edit: one entry per game (its mode folder's `index.ts`). A new game's
 * boards become editable by adding its entry here; nothing else in the editor changes.
 *
 * When the renderer has one registration per game (play screen, editor, rules help …), this
 * list becomes `registrations.filter((g) => g.editor).map((g) => g.editor)`.
 */
import { airlinesEditor } from './airlines/index.js';
import { europeEditor } from './airlines-europe/index.js';
import { linie1Editor } from './linie1/index.js';
import { blueSkiesEditor } from './blue-skies/index.js';
import type { EditorEntry } from './types.js';

const entries = new Map<string, EditorEntry>();

export function registerEditor(entry: EditorEntry): void {
  entries.set(entry.mode.game, entry);
}

export function editorFor(game: string): EditorEntry | undefined {
  return entries.get(game);
}

export function allEditors(): EditorEntry[] {
  return [...entries.values()];
}

registerEditor(airlinesEditor);
registerEditor(europeEditor);
registerEditor(linie1Editor);
registerEditor(blueSkiesEditor);

/**
 * Modes that exist only for tests (a tile grid that proves the interface): loaded when the page
 * is opened with `?editor-test-modes`, so the browser tests reach them in the built app and
 * nobody else ever sees them. Returns whether they were loaded.
 */
export async function registerTestModes(search: string = typeof location === 'undefined' ? '' : location.search): Promise<boolean> {
  if (!/[?&]editor-test-modes(=|&|$)/.test(search)) return false;
  const { testGridEditor } = await import('./test-grid/index.js');
  registerEditor(testGridEditor);
  return true;
}
