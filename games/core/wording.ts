/**
 * Words by key: what the games say (log lines, refusals, summaries), as a catalogue key and its
 * parameters, so that every client words it in its own person's language.
 *
 * A game never composes a sentence. It says `said('airlines.log.expand', { player })`, which
 * gives both the `Wording` (`key` + `params`, what the host sends) and the English `text` made
 * FROM the English catalogue (for the log file, the CLI, tests and saves), so the two cannot
 * drift. Parameters are ids, numbers, names from the board file, name tokens (`{{p1}}`, filled by
 * the screen with `fillNames` after wording), other wordings (a phrase inside a sentence) and
 * lists (worded with `Intl.ListFormat` in the reader's language).
 *
 * Pure: the host, the lab, the CLI and the renderer all use it.
 */
import { formatMessage, translate, type Catalogue, type Catalogues, type MessageParams } from './messages.js';
import { LOCALES, type Locale } from './locales.js';
import { semicolonJoin } from './semicolons.js';

export { semicolonJoin };

/** A message by key, with what fills its placeholders: what the host sends instead of a sentence. */
export interface Wording {
  key: string;
  params?: WordParams;
}

/** A list of values, worded as the reader's language lists things ("Ann, Bob and Cid" / "Ann, Bob et Cid"). */
export interface WordList {
  list: readonly WordValue[];
  /**
   * `and` (default) and `or` as the language joins a list; `comma` and `semicolon` join with
   * those alone ("a, b, c"; "a; b; c"), for items that hold lists of their own.
   */
  joiner?: 'and' | 'or' | 'comma' | 'semicolon';
}

export type WordValue = string | number | Wording | WordList;
export type WordParams = Readonly<Record<string, WordValue>>;

/** A wording and its English text, made from the English catalogue: spread into an event or a refusal. */
export interface Said extends Wording {
  text: string;
}

/** Catalogues put together (shared words and a game's own): a later area's key wins. */
export function mergeCatalogues(...areas: readonly Catalogues[]): Catalogues {
  const out = {} as Record<Locale, Catalogue>;
  for (const locale of LOCALES) out[locale] = Object.assign({}, ...areas.map((a) => a[locale])) as Catalogue;
  return out;
}

const MAX_DEPTH = 8;
const MAX_LIST = 64;

/**
 * A wording in a language: nested wordings and lists are worded first, then the message. A key
 * missing from every catalogue words as the key itself (a tester can report it); never throws.
 */
export function word(catalogues: Catalogues, locale: Locale, wording: Wording, depth = 0): string {
  return translate(catalogues, locale, wording.key, resolveParams(catalogues, locale, wording.params, depth));
}

function resolveParams(catalogues: Catalogues, locale: Locale, params: WordParams | undefined, depth: number): MessageParams {
  // Parameter names arrive over the wire: a prototype-free record, so `__proto__` is just a name.
  const out: Record<string, string | number> = Object.create(null) as Record<string, string | number>;
  if (!params || typeof params !== 'object') return out;
  for (const [name, value] of Object.entries(params)) out[name] = wordValue(catalogues, locale, value, depth);
  return out;
}

function wordValue(catalogues: Catalogues, locale: Locale, value: WordValue, depth: number): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return '';
  if (Array.isArray((value as WordList).list)) {
    const l = value as WordList;
    const items = l.list.slice(0, MAX_LIST).map((v) => String(wordValue(catalogues, locale, v, depth + 1)));
    if (l.joiner === 'comma') return items.join(', ');
    if (l.joiner === 'semicolon') return semicolonJoin(locale, items);
    return listFormat(locale, l.joiner === 'or' ? 'disjunction' : 'conjunction').format(items);
  }
  if (typeof (value as Wording).key === 'string') return word(catalogues, locale, value as Wording, depth + 1);
  return '';
}

const listFormats = new Map<string, Intl.ListFormat>();
function listFormat(locale: Locale, type: 'conjunction' | 'disjunction'): Intl.ListFormat {
  const k = `${locale}:${type}`;
  let f = listFormats.get(k);
  // British English lists without the serial comma, as the games' English always has: "Ann, Bob and Cid".
  if (!f) listFormats.set(k, (f = new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { style: 'long', type })));
  return f;
}

/** A value read from outside (a frame, a save) that is a wording: a string key and, if any, an object of params. */
export function isWording(value: unknown): value is Wording {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Wording;
  return typeof w.key === 'string' && w.key.length <= 200 && (w.params === undefined || (typeof w.params === 'object' && w.params !== null && !Array.isArray(w.params)));
}

/** The wording part alone, nested wordings too (no English text anywhere in it): what a frame carries. */
export function wordingOf(w: Wording): Wording {
  return w.params === undefined ? { key: w.key } : { key: w.key, params: plainParams(w.params) };
}

/** Params with every nested wording reduced to its key and params (a `said` inside carries English). */
export function plainParams(params: WordParams, depth = 0): WordParams {
  const out: Record<string, WordValue> = {};
  for (const [name, v] of Object.entries(params)) out[name] = plainValue(v, depth);
  return out;
}

function plainValue(v: WordValue, depth: number): WordValue {
  if (typeof v !== 'object' || v === null || depth >= MAX_DEPTH) return v;
  if (Array.isArray((v as WordList).list)) {
    const l = v as WordList;
    const items = l.list.map((x) => plainValue(x, depth + 1));
    return l.joiner === undefined ? { list: items } : { list: items, joiner: l.joiner };
  }
  const w = v as Wording;
  return w.params === undefined ? { key: w.key } : { key: w.key, params: plainParams(w.params, depth + 1) };
}

/** Above 0 while `withoutEnglish` runs: `said` words nothing, its `text` is empty. */
let englishOff = 0;

/**
 * Runs `f` with every `said` text left empty: for a reader of events that needs only their type,
 * player, key and data (the playtest lab), which would otherwise pay for an English sentence per
 * event (a spread into an event reads the text at once), a fifth of an all-bot game's time.
 * Nothing made inside may be shown to a person; a refusal keeps its key and params.
 */
export function withoutEnglish<T>(f: () => T): T {
  englishOff++;
  try {
    return f();
  } finally {
    englishOff--;
  }
}

/**
 * An area's `said`: its key and params, and the English text made from its English catalogue.
 * Every game makes one over its catalogues (`games/<id>/messages.ts`).
 */
export function sayer(catalogues: Catalogues): (key: string, params?: WordParams) => Said {
  return (key, params) => {
    // Without English: plain data (a spread copies it on V8's fast path; a getter takes the slow one).
    if (englishOff > 0) return params === undefined ? { key, text: '' } : { key, params, text: '' };
    // The English is made when first read (a spread into an event reads it at once): a rule
    // check that only asks whether there is a problem never pays for the formatting.
    let text: string | undefined;
    const english = (): string => (text ??= word(catalogues, 'en', params === undefined ? { key } : { key, params }));
    return params === undefined
      ? {
          key,
          get text() {
            return english();
          },
        }
      : {
          key,
          params,
          get text() {
            return english();
          },
        };
  };
}

/** `word` bound to catalogues and a language: for a module that words many things at once (a printed board). */
export function wordsIn(catalogues: Catalogues, locale: Locale): (key: string, params?: WordParams) => string {
  return (key, params) => word(catalogues, locale, params === undefined ? { key } : { key, params });
}

/** A list parameter: `list(['{{p1}}', '{{p2}}'])` words as "Ann and Bob", "Ann et Bob", "Ann und Bob". */
export function list(items: readonly WordValue[], joiner: NonNullable<WordList['joiner']> = 'and'): WordList {
  return joiner === 'and' ? { list: items } : { list: items, joiner };
}

/** English's "a" or "an" as a select parameter for messages like `{art, select, an {an} other {a}} {initials}`. */
export { article } from './words.js';

/** A message text in a language with plain params (re-exported for areas that only format). */
export { formatMessage };
