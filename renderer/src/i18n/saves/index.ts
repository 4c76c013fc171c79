/** The Saves screen's words (its list, rows, messages and the questions it asks). */
import { defineArea } from '../area.js';
import type en from './en.js';

export const savesArea = defineArea<keyof typeof en>('saves', {
  en: () => import('./en.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
