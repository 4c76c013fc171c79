/**
 * The Linie 1 editor: the pure mode (tools, commands, words) and its screen side, loaded when the
 * editor first shows a Linie 1 board.
 */
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import type { EditorEntry } from '../../../editor-core/modes/types.js';
import { linie1Mode } from './mode.js';

export const linie1Editor: EditorEntry<Linie1Board> = {
  mode: linie1Mode,
  ui: () => import('./ui.js').then((m) => m.linie1Ui),
};
