/**
 * The Blue Skies editor: the pure mode (tools, commands, words) and its screen side, loaded when
 * the editor first shows a Blue Skies board.
 */
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import type { EditorEntry } from '../../../editor-core/modes/types.js';
import { blueSkiesMode } from './mode.js';

export const blueSkiesEditor: EditorEntry<BlueSkiesBoard> = {
  mode: blueSkiesMode,
  ui: () => import('./ui.js').then((m) => m.blueSkiesUi),
};
