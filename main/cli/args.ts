/** Small helpers shared by the command-line tools. */
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '../../games/core/locales.js';
import { word, type WordParams } from '../../games/core/wording.js';
import { toolMessages } from './tool-messages.js';

/** Where `npm run host` keeps boards and saves: `--data`, else $BOARDWRIGHT_DATA, else ~/.boardwright. */
export function defaultDataDir(flag?: string): string {
  return flag ?? process.env['BOARDWRIGHT_DATA'] ?? join(homedir(), '.boardwright');
}

/** One of the tools' own lines (tool-messages.ts) in a language. */
export function toolSay(lang: Locale, key: string, params?: WordParams): string {
  return word(toolMessages, lang, params === undefined ? { key } : { key, params });
}

/** A whole-number flag, refused in `lang` when it is not one or out of its range. */
export function intArg(value: string | undefined, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER, lang: Locale = 'en'): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(toolSay(lang, 'cli.arg.int', { name, min, max, value }));
  return n;
}
