/**
 * A board problem by key: what the game's check found, as a catalogue key and its parameters
 * (the field's path, the id, the bound), which the editor words in its person's language, and
 * the English message made from the English catalogue at once (the CLI, the logs, the host's
 * refusals), so the two cannot drift.
 *
 * Pure: the games' checks, the host and the renderer all use it.
 */
import type { Catalogues } from './messages.js';
import type { Locale } from './locales.js';
import type { BoardProblem } from './types.js';
import { plainParams, word, type Wording, type WordParams, type WordValue } from './wording.js';

/** Makes one problem: where, what (by key), and whether it stops play. */
export type ProblemSay = (path: string, key: string, params?: WordParams, severity?: 'error' | 'warning') => BoardProblem;

/** A sentence starts with a capital in every language we speak (a field's words lead many). */
export function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * A problem maker over a game's catalogues. The English is made now, not lazily: a problem is
 * rare, and its message is read by whoever holds it (a CLI, a log), never in a hot loop.
 */
export function problemSayer(catalogues: Catalogues): ProblemSay {
  return (path, key, params, severity = 'error') => {
    const wording: Wording = params === undefined ? { key } : { key, params };
    return { path, message: upperFirst(word(catalogues, 'en', wording)), ...wording, severity };
  };
}

/**
 * A problem in a language: by its key when the catalogues know it, else its English message
 * (a problem from an older host, or one only ever said in English).
 */
export function wordProblem(catalogues: Catalogues, locale: Locale, p: Pick<WireProblem, 'message' | 'key' | 'params'>): string {
  if (typeof p.key !== 'string' || !Object.hasOwn(catalogues.en, p.key)) return p.message ?? p.key ?? '';
  const params = p.params !== null && typeof p.params === 'object' ? p.params : undefined;
  return upperFirst(word(catalogues, locale, params === undefined ? { key: p.key } : { key: p.key, params }));
}

/**
 * A problem as the host sends it (the board lists, a refused upload): where, its key and params,
 * and no English beside them (each client words the key). A problem said only in English (one
 * from an older game, if any) keeps its message, the only words it has.
 */
export interface WireProblem {
  path: string;
  message?: string;
  key?: string;
  params?: WordParams;
  severity?: 'error' | 'warning';
}

export function wireProblem(p: BoardProblem): WireProblem {
  if (typeof p.key !== 'string') return p;
  const { message: _english, ...keyed } = p;
  return keyed;
}

/** A problem as a parameter of a sentence (a setup refusal's): by its key when it has one, else its English. */
export function problemWords(p: Pick<BoardProblem, 'message' | 'key' | 'params'>): WordValue {
  if (typeof p.key !== 'string') return p.message;
  return p.params === undefined ? { key: p.key } : { key: p.key, params: plainParams(p.params) };
}
