/** The table shell's words: its bar, panels, dialogs, replay bar and notices' own words (not the host's texts). */
import { defineArea } from '../area.js';
import type en from './en.js';

export const tableArea = defineArea<keyof typeof en>('table', {
  en: () => import('./en.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
