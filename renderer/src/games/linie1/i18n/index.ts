/**
 * Linie 1's table words (panels, prompts, the end), loaded with the game's screen.
 * English is bundled with the screen, so labels built in modules read at once; French and German
 * load when chosen.
 */
import { formatMessage } from '../../../../../games/core/messages.js';
import { defineArea, useT } from '../../../i18n/area.js';
import en from './en.js';

export const linie1Words = defineArea<keyof typeof en>(
  'linie1',
  { en: async () => ({ default: en }), fr: () => import('./fr.js'), de: () => import('./de.js') },
  { catalogues: { en }, format: formatMessage },
);

/** The words for modules (the screen); a component calls useT(linie1Words) itself. */
export const words = useT(linie1Words);
