/**
 * The test-only tile-grid editor (see mode.ts). Registered only by `registerTestModes()` when
 * the page asks for it; the browser tests and the benchmark use it to prove the interface.
 */
import type { EditorEntry } from '../../../editor-core/modes/types.js';
import type { GridBoard } from './board.js';
import { testGridMode } from './mode.js';

export const testGridEditor: EditorEntry<GridBoard> = {
  mode: testGridMode,
  ui: () => import('./ui.js').then((m) => m.testGridUi),
};
