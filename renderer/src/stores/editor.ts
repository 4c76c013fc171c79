/** The board editor's store lives with the editor (renderer/src/editor/store.ts). */
export { useEditorStore, type SelectHow, type StatusMessage } from '../editor/store.js';
