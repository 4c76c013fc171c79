/** The playtest lab's words (its settings, progress, reports, tools and results; the report's own sentences come from the host). */
import { defineArea } from '../area.js';
import type en from './en.js';

export const labArea = defineArea<keyof typeof en>('lab', {
  en: () => import('./en.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
});
