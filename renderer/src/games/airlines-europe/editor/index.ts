/**
 * The Airlines Europe editor: the pure mode (tools, commands, words) and its screen side,
 * loaded when the editor first shows an Airlines Europe board.
 */
import type { EuropeBoard } from '../../../../../games/airlines-europe/types.js';
import type { EditorEntry } from '../../../editor-core/modes/types.js';
import { europeMode } from './mode.js';

export const europeEditor: EditorEntry<EuropeBoard> = {
  mode: europeMode,
  ui: () => import('./ui.js').then((m) => m.europeUi),
};
