/** The lobby's words (the home screen, the page's banners, the shared dialogs and the language menu). */
import { defineArea } from '../area.js';
import type en from './en.js';

export const lobbyArea = defineArea<keyof typeof en>('lobby', {
  en: () => import('./en.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
