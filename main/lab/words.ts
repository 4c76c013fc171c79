/**
 * How the lab's report says things (formats/lab-words.ts): a sentence by key and params, and its
 * English made from the English catalogue, for the report's English fields (the CLI, the logs).
 * Rates go in as percent figures rounded as the report shows them, so every language writes the
 * same figure in its own way.
 */
import { labWords, pWording } from '../../formats/lab-words.js';
import { allMessages } from '../../games/messages.js';
import { wordingOf, type Wording, type WordParams } from '../../games/core/wording.js';
import type { Locale } from '../../games/core/locales.js';

/** The lab's words over every game's catalogue (the charts, the HTML export and the tests use these). */
export const { labSaid, labWord, labSay, labBotWord } = labWords(allMessages);

/** A sentence: its wording (what the report carries) and its English. */
export interface LabSentence {
  wording: Wording;
  text: string;
}

export function say(key: string, params?: WordParams): LabSentence {
  const s = labSaid(key, params);
  return { wording: wordingOf(s), text: s.text };
}

/**
 * An error the lab says by key: its message is the English (the CLI, the logs), its wording what
 * the app words in its reader's language (a run's `errorWords`).
 */
export class WordedError extends Error {
  constructor(
    readonly wording: Wording,
    english: string,
  ) {
    super(english);
  }
}

export function wordedError(key: string, params?: WordParams): WordedError {
  const s = labSaid(key, params);
  return new WordedError(wordingOf(s), s.text);
}

/** A rate (0..1) as the percent figure the report shows: whole points, one decimal under 10 %. */
export const pctFigure = (x: number): number => Number((100 * x).toFixed(x > 0 && x < 0.1 ? 1 : 0));

/** A p-value, by key (formats/lab-words.ts: the app words it too). */
export { pWording };

/** A game's turn unit ("turns", "rounds"), singular for one. */
export function unitWording(unit: string, n: number): Wording {
  return { key: 'labr.unit', params: { unit, n } };
}

/**
 * A suggested edit with its field ("raise its costs from 1/1/1 to 2/2/2 (routes[3].costs)"): the
 * game's own wording when it has one, else the field's path and values (a game without wordings).
 */
export function editWording(s: { field: string; from: unknown; to: unknown; words: string; wording?: Wording }): Wording {
  if (s.wording) return { key: 'labr.editSaid', params: { words: s.wording, field: s.field } };
  const shown = (v: unknown): string => (Array.isArray(v) ? v.join('/') : String(v));
  return { key: 'labr.edit', params: { words: s.words, field: s.field, from: shown(s.from), to: shown(s.to) } };
}

/** An element kind's label in a language ("Routes", "Strecken"): its wording, else its English. */
export function kindLabel(locale: Locale, k: { label: string; labelWording?: Wording }): string {
  return labWord(locale, k.labelWording, k.label);
}

/** The same inside a sentence: lower case, but German keeps its nouns' capitals. */
export function kindInSentence(locale: Locale, k: { label: string; labelWording?: Wording }): string {
  const label = kindLabel(locale, k);
  return locale === 'de' ? label : label.toLocaleLowerCase(locale);
}
