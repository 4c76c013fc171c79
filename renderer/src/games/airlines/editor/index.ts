/**
 * The Airlines editor: the pure mode (tools, commands, words) and its screen side, loaded when
 * the editor first shows an Airlines board. The game's renderer registration can point its
 * `editor` entry here.
 */
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import type { EditorEntry } from '../../../editor-core/modes/types.js';
import { airlinesMode } from './mode.js';

export const airlinesEditor: EditorEntry<AirlinesBoard> = {
  mode: airlinesMode,
  ui: () => import('./ui.js').then((m) => m.airlinesUi),
};
