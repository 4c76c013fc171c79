/** Small helpers shared by the command-line tools. */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { isLocale, LOCALE_NAMES, LOCALES, pickLocale, type Locale } from '../../games/core/locales.js';
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

/**
 * The console's own language, as POSIX tools read it (LC_ALL, else LC_MESSAGES, else LANG; the
 * first one set wins, "fr_FR.UTF-8" → fr, "C" or none → English): what a tool speaks before
 * `--lang` is known.
 */
export function consoleLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const set = ['LC_ALL', 'LC_MESSAGES', 'LANG'].map((name) => env[name]).find((v) => typeof v === 'string' && v !== '');
  return set === undefined ? 'en' : pickLocale([set]);
}

/**
 * `--lang`'s language (English when not given), or its refusal. A language we do not speak cannot
 * choose the refusal's, so it is said in the console's (`consoleLocale`): a person who typed
 * `--lang francais` on a French system reads French, as every other tool of theirs speaks, and
 * is shown the codes with each language's name in itself, so any reader finds theirs.
 */
export function langArg(value: string | undefined, env: NodeJS.ProcessEnv = process.env): Locale {
  if (value === undefined) return 'en';
  if (isLocale(value)) return value;
  const codes = LOCALES.map((l) => `${l} (${LOCALE_NAMES[l]})`).join(', ');
  const said = consoleLocale(env);
  throw new LangRefused(said, toolSay(said, 'cli.arg.lang', { codes, value: value.slice(0, 40) }));
}

/** `--lang` refused: the refusal's words, and the language they are in (what follows it, a usage, is said in that one too). */
export class LangRefused extends Error {
  constructor(
    readonly lang: Locale,
    message: string,
  ) {
    super(message);
    this.name = 'LangRefused';
  }
}
