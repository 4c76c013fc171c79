/**
 * The board editor's words: its bar, tools column, side panels, dialogs and status line, the
 * route-map parts every route game's editor shares, and each game's editor mode (inspector,
 * tables, tool options).
 */
import { defineArea } from '../area.js';
import type en from './en.js';

export const editorArea = defineArea<keyof typeof en>('editor', {
  en: () => import('./en.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
