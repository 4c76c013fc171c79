/**
 * The games the editor can edit: each game's registration (renderer/src/games/registry.ts)
 * names its editor part, and `loadEditors` loads them all when the editor opens. A new game's
 * boards become editable by its registration; nothing in the editor changes.
 */
import { loadArea } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';
import { registrations } from '../../games/registry.js';
import type { EditorEntry } from '../../editor-core/modes/types.js';

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

let loading: Promise<void> | null = null;

/**
 * Loads every registered game's editor part, once; the editor screen and its store open after
 * it (they ask for the list synchronously). Registered in the registrations' order.
 */
export function loadEditors(): Promise<void> {
  // The editor's English words come along: the status line and the modes' words fall back on them.
  const words = loadArea(editorArea, 'en');
  loading ??= Promise.all(registrations().map((g) => g.editor?.())).then(async (loaded) => {
    for (const e of loaded) if (e) registerEditor(e);
    await words;
  });
  return loading;
}

/**
 * Modes that exist only for tests (a tile grid that proves the interface): loaded when the page
 * is opened with `?editor-test-modes`, so the browser tests reach them in the built app and
 * nobody else ever sees them. Returns whether they were loaded.
 */
export async function registerTestModes(search: string = typeof location === 'undefined' ? '' : location.search): Promise<boolean> {
  if (!/[?&]editor-test-modes(=|&|$)/.test(search)) return false;
  const { testGridEditor } = await import('../../games/test-grid/editor/index.js');
  registerEditor(testGridEditor);
  return true;
}
