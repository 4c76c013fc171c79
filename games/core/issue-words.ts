/**
 * Schema problems in words. Zod says "Too big: expected number to be <=14" about
 * `$.routes[3].costs[0]`; a person wants "Route Denver–Omaha: cost 31 is over the limit of 14".
 * This turns each zod issue code into a sentence about the field (named from the path, with the
 * value read from the board), and names the element the field belongs to: by default from the
 * path and the element's own name field, or by a caller's `name` (the editor's mode knows better).
 *
 * Pure: the host's board library and the editor use the same words.
 */
import type { z } from 'zod';
import { formatPath } from './board-path.js';
import { problemSayer, upperFirst } from './board-problem.js';
import { listKeyOf, listNoun, qualifiedKey } from './list-nouns.js';
import { problemMessages } from './problem-messages.js';
import type { BoardProblem } from './types.js';
import { list, word, type Wording, type WordParams, type WordValue } from './wording.js';

const sayProblem = problemSayer(problemMessages);

/** What a complaint about the whole value calls it, unless told otherwise. */
const BOARD: Wording = { key: 'board.field.board' };

export interface WordsOptions {
  /** Words for schema keys where the key itself reads badly (see `FieldNames`). */
  fields?: FieldNames;
  /**
   * The name of the element a path points into ("Route Denver–Omaha"), or null for the board
   * itself. Default: `elementWording`.
   */
  name?(path: readonly PropertyKey[]): WordValue | null;
}

/**
 * Words for schema keys: a string is used as it is (`{ hq: 'headquarters' }`); a pair gives the
 * words for one element of a list and for the list (`{ cells: { one: 'row', many: 'rows' } }`).
 * Keys not listed are read from the key: `stockCards` → "stock cards", `costs[0]` → "cost".
 */
export type FieldNames = Readonly<Record<string, string | { one: string; many: string }>>;

type Issue = z.core.$ZodIssue;

/** The value at a path, and whether it is there at all. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let v: unknown = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, key as string)) return { found: false, value: undefined };
    v = (v as Record<PropertyKey, unknown>)[key as string];
  }
  return { found: true, value: v };
}

/** `stockCards` → "stock cards", `$schema` → "schema". */
export function humanKey(key: string): string {
  return key
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

export function lowerFirst(s: string): string {
  // An acronym or a name stays as it is ("HQ", "Denver"); field words are lower case anyway.
  return /^[A-Z]([a-z]|\s)/.test(s) && !/^[A-Z][a-z]+[A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

/**
 * The field a path ends at: its words as a single item and as written (a list's name). A field
 * of a nested object takes its parent's words too ("bag red", "gates per player 3"). A list's
 * element is named by the list's noun (list-nouns.ts: `costs[0]` is a "cost"), never by cutting
 * an "s" off its key; a key with no noun reads as written.
 */
export function fieldWords(path: readonly PropertyKey[], fields: FieldNames = {}): { one: string; many: string } {
  const words = (key: string, at: number): { one: string; many: string } => {
    const given = Object.prototype.hasOwnProperty.call(fields, key) ? fields[key]! : null;
    if (given === null) {
      const noun = listNoun(qualifiedKey(path, at));
      const many = humanKey(key);
      return noun ? { one: noun.one, many } : { one: many, many };
    }
    return typeof given === 'string' ? { one: given, many: given } : given;
  };
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key !== 'string') continue;
    const parent = path[i - 1];
    const own = words(key, i);
    const before = typeof parent === 'string' ? `${words(parent, i - 1).many} ` : '';
    // `costs[0]` is one cost; `costs` is the list.
    const indexed = i < path.length - 1;
    return indexed ? { one: before + own.one, many: before + own.many } : { one: before + own.many, many: before + own.many };
  }
  return { one: 'the board', many: 'the board' };
}

/**
 * The field a path ends at as the board file writes it: its schema key, after its parent's when
 * that is a key too (`costs`, `bag.red`); null for a path at no key. Readers of another language
 * than English see the field by this neutral label ("le champ « costs »"): the words made from
 * the keys are English.
 */
export function fieldKey(path: readonly PropertyKey[]): string | null {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key !== 'string') continue;
    const parent = path[i - 1];
    return typeof parent === 'string' ? `${parent}.${key}` : key;
  }
  return null;
}

/**
 * A field in a sentence, by key: English reads its words ("cost"), French and German the
 * neutral label of its schema key ("le champ « costs »", "das Feld „costs“").
 */
export function fieldWording(path: readonly PropertyKey[], fields?: FieldNames, whole: Wording = BOARD): WordValue {
  const name = fieldKey(path);
  return name === null ? whole : { key: 'board.field.named', params: { words: fieldWords(path, fields).one, name } };
}

/** A value as a person reads it in a sentence (short): text in quotes, a number as it is, else in words. */
export function valueWords(v: unknown): WordValue {
  if (typeof v === 'string') return `“${v.length > 40 ? `${v.slice(0, 39)}…` : v}”`;
  // As text, so no language groups its digits ("12345" is an id as often as a count).
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v === null) return { key: 'board.value.null' };
  if (Array.isArray(v)) return { key: 'board.value.list', params: { n: v.length } };
  if (typeof v === 'object') return { key: 'board.value.group' };
  return String(v);
}

/** A value as a person reads it in an English sentence (short). */
export function showValue(v: unknown): string {
  return english(valueWords(v));
}

const KINDS = new Set(['number', 'int', 'string', 'array', 'object', 'boolean', 'null', 'undefined', 'record', 'tuple']);

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** A kind of value in words ("a number"); a kind zod names that we have no words for, as zod names it. */
function a(kind: string): WordValue {
  return KINDS.has(kind) ? { key: `board.kind.${kind}` } : kind;
}

function english(v: WordValue): string {
  return typeof v === 'object' && 'key' in v ? word(problemMessages, 'en', v) : String(v);
}

/** What a union accepts, from its options' issues: "a number or “H”". */
function alternatives(issue: Extract<Issue, { code: 'invalid_union' }>): WordValue[] {
  const out: WordValue[] = [];
  const seen = new Set<string>();
  for (const branch of issue.errors) {
    for (const sub of branch) {
      if (sub.path.length > 0) continue;
      const found = sub.code === 'invalid_type' ? [a(sub.expected)] : sub.code === 'invalid_value' ? sub.values.map((x) => valueWords(x)) : [];
      for (const f of found) {
        const id = JSON.stringify(f);
        if (!seen.has(id)) out.push(f), seen.add(id);
      }
    }
  }
  return out;
}

/**
 * One zod issue as a phrase about its field, by key (problem-messages.ts), starting in lower
 * case, without the final stop: the field's words, its value read from the board, the bound.
 */
export function issueWording(issue: Issue, root: unknown, fields?: FieldNames, whole: Wording = BOARD): Wording {
  const path = issue.path as PropertyKey[];
  const field = fieldWording(path, fields, whole);
  // A count names the list's elements by its key (list-nouns.ts): "there are 4 costs".
  const listKey = listKeyOf(path) ?? '';
  const { found, value } = valueAt(root, path);
  const V = valueWords(value);
  const say = (key: string, params: WordParams = {}): Wording => ({ key: `board.issue.${key}`, params: { field, ...params } });
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return say(issue.inclusive === false ? 'underMax' : 'overMax', { value: V, max: String(issue.maximum) });
      if (issue.origin === 'string') return say('tooLong', { n: typeof value === 'string' ? value.length : 0, max });
      if (issue.origin === 'array' || issue.origin === 'set') return say('tooMany', { n: Array.isArray(value) ? value.length : 0, max, list: listKey });
      // A record keyed by ids (see limits.ts `boundedRecord`): its entries are a list too.
      if (issue.origin === 'record') return say('tooManyEntries', { n: value !== null && typeof value === 'object' ? Object.keys(value).length : 0, max });
      return say('tooLarge');
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return say(issue.inclusive === false ? 'overMin' : 'underMin', { value: V, min: String(issue.minimum) });
      if (issue.origin === 'string') return min <= 1 ? say('empty') : say('tooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set') {
        const n = Array.isArray(value) ? value.length : 0;
        return n === 0 ? say('none', { min, list: listKey }) : say('tooFew', { n, min, list: listKey });
      }
      return say('tooSmall');
    }
    case 'invalid_type':
      if (!found || value === undefined) return say('missing');
      if (issue.expected === 'int') return say('notWhole', { value: V });
      return say('wrongType', { expected: a(issue.expected), got: a(kindOf(value)) });
    case 'invalid_value':
      return issue.values.length === 1
        ? say('notValue', { expected: valueWords(issue.values[0]), value: V })
        : say('notOneOf', { value: V, options: list(issue.values.map((x) => valueWords(x)), 'comma') });
    case 'invalid_format':
      // A schema's own message ("A colour is written "#rrggbb".") says it best; zod's default does not.
      return /^Invalid/.test(issue.message) ? say('badFormat', { value: V }) : say('badFormatWhy', { value: V, why: lowerFirst(issue.message.replace(/\.$/, '')) });
    case 'not_multiple_of':
      return say('notMultiple', { value: V, divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return say('unknownKeys', { n: issue.keys.length, keys: list(issue.keys.map((k) => `“${k}”`), 'comma') });
    case 'invalid_union': {
      const alts = alternatives(issue);
      return alts.length ? say('union', { value: V, options: list(alts, 'or') }) : say('unionNone', { value: V });
    }
    case 'invalid_key':
      return say('badKey');
    case 'invalid_element':
      return say('badEntry');
    case 'custom':
      return say('custom', { why: lowerFirst(issue.message.replace(/\.$/, '')) });
    default:
      return say('invalid');
  }
}

/** One zod issue as an English phrase about its field, starting in lower case, without the final stop. */
export function issuePhrase(issue: Issue, root: unknown, fields?: FieldNames): string {
  return word(problemMessages, 'en', issueWording(issue, root, fields));
}

/** One zod issue as a sentence about its field (no element name; see `schemaProblemsInWords`). */
export function issueSentence(issue: Issue, root: unknown, fields?: FieldNames): string {
  return `${upperFirst(issuePhrase(issue, root, fields))}.`;
}

/**
 * The element a path points into, named as a person knows it, by key: each list element on the
 * path that is an object, by its kind and its `name` (or `city`, `street`, `title`), else its
 * place: "Airport Atlanta, gate 2", "Route 4"; « Ville 1 », „Stadt 1“. The kind is the list's
 * key: each language names the lists it knows (`board.element.*`; English from list-nouns.ts)
 * and any other by its key. Null for a path at the board's own fields.
 */
export function elementWording(root: unknown, path: readonly PropertyKey[]): Wording | null {
  let v: unknown = root;
  const names: Wording[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, key as string)) break;
    v = (v as Record<PropertyKey, unknown>)[key as string];
    const listKey = path[i - 1];
    if (typeof key !== 'number' || typeof listKey !== 'string' || v === null || typeof v !== 'object' || Array.isArray(v)) continue;
    const el = v as Record<string, unknown>;
    const label = ['name', 'city', 'street', 'title'].map((k) => el[k]).find((x) => typeof x === 'string' && x.trim());
    // The first part opens the sentence (capitalised), the others follow a comma.
    const params = { list: listKey, label: typeof label === 'string' ? label : String(key + 1) };
    names.push({ key: names.length === 0 ? 'board.element.first' : 'board.element.later', params });
  }
  if (names.length === 0) return null;
  return names.length === 1 ? names[0]! : { key: 'board.element.path', params: { parts: list(names, 'comma') } };
}

/** The element a path points into, in English ("Airport Atlanta, gate 2"); see `elementWording`. */
export function elementName(root: unknown, path: readonly PropertyKey[]): string | null {
  const name = elementWording(root, path);
  return name === null ? null : english(name);
}

/** One issue as a problem in words: "<element>: <sentence>", by key, with its JSON path kept. */
export function issueProblem(issue: Issue, root: unknown, opts: WordsOptions = {}): BoardProblem {
  const path = issue.path as PropertyKey[];
  const problem = issueWording(issue, root, opts.fields);
  const name = opts.name ? opts.name(path) : elementWording(root, path);
  const at = formatPath(path);
  return name ? sayProblem(at, 'board.problem.at', { element: name, problem }) : sayProblem(at, 'board.problem.alone', { problem });
}

/** Every issue as a problem in words. */
export function schemaProblemsInWords(error: z.ZodError, root: unknown, opts: WordsOptions = {}): BoardProblem[] {
  return error.issues.map((issue) => issueProblem(issue, root, opts));
}

/**
 * A schema's first complaint as a phrase by key: a setup refusal's or a move refusal's detail.
 * `whole` names the value itself when the complaint is about all of it (`board.field.move`).
 */
export function firstIssueWording(error: z.ZodError, root: unknown, whole: Wording = BOARD): Wording {
  const issue = error.issues[0];
  return issue ? issueWording(issue, root, undefined, whole) : { key: 'board.issue.invalid', params: { field: whole } };
}
