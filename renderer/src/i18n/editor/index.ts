/**
 * The board editor's words: its bar, tools column, side panels, dialogs and status line, the
 * route-map parts every route game's editor shares, and each game's editor mode (inspector,
 * tables, tool options).
 *
 * English is bundled with the editor (its chunk holds the ICU formatter anyway, for the board
 * problems), so the store's status line words at once, in a unit test too; French and German
 * load when chosen.
 */
import { formatMessage } from '../../../../games/core/messages.js';
import { defineArea } from '../area.js';
import en from './en.js';

export const editorArea = defineArea<keyof typeof en>(
  'editor',
  { en: async () => ({ default: en }), fr: () => import('./fr.js'), de: () => import('./de.js') },
  { catalogues: { en }, format: formatMessage },
);
