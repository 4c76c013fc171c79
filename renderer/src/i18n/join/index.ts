/** The Join screen's words, and "Open to the local network" (on the Join screen and the players panel). */
import { defineArea } from '../area.js';
import type en from './en.js';

export const joinArea = defineArea<keyof typeof en>('join', {
  en: () => import('./en.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
