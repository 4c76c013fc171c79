/**
 * The editor's side of editor-core/handoff.ts: every game's editor part loaded, then the real
 * store seen through the handoff's few calls. The screen switch (App.vue) loads this module when
 * the lab first asks.
 */
import type { EditorHandoff } from '../editor-core/handoff.js';
import { loadEditors } from './modes/index.js';
import { parseLibraryId, type FileRef } from './services/files.js';
import { useEditorStore } from './store.js';

/** A board's source (`bundled:<game>/<name>`, `user:…`, a file name, the draft) as the editor's file. */
export function fileOfSource(source: string): FileRef {
  const ref = parseLibraryId(source);
  return ref ? { kind: 'library', id: source, ...ref } : { kind: 'new' };
}

export async function editorHandoff(): Promise<EditorHandoff> {
  await loadEditors();
  const s = useEditorStore();
  return {
    get game() {
      return s.mode.game;
    },
    get board() {
      return s.board as unknown;
    },
    get message() {
      return s.message;
    },
    confirmLeave: (ask) => s.confirmLeave(ask),
    openFrom: (board, source) => s.openValue(board, fileOfSource(source)),
    openLibrary: (id) => s.openLibrary(id),
    stageEdit: (edit, words) => s.stageEdit(edit, words),
    stageEdits: (edits, label, words) => s.stageEdits(edits, label, words),
  };
}
