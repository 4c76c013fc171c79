/**
 * Schema problems in words. Zod says "Too big: expected number to be <=14" about
 * `$.routes[3].costs[0]`; a person wants "Route Denver–Omaha: cost 31 is over the limit of 14".
 * This turns each zod issue code into a sentence about the field (named from the path, with the
 * value read from the board), and names the element the field belongs to: by default from the
 * path and the element's own name field, or by a caller's `name` (the editor's mode knows better).
 *
 * Pure: the host's board library and the editor use the same words.
 */
import { counted } from './words.js';
import type { z } from 'zod';
import { formatPath } from './board-path.js';
import type { BoardProblem } from './types.js';

export interface WordsOptions {
  /** Words for schema keys where the key itself reads badly (see `FieldNames`). */
  fields?: FieldNames;
  /**
   * The name of the element a path points into ("Route Denver–Omaha"), or null for the board
   * itself. Default: `elementName`.
   */
  name?(path: readonly PropertyKey[]): string | null;
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

/** A naive singular, for list keys: "cities" → "city", "routes" → "route", "bus" stays. */
export function singular(words: string): string {
  if (/ies$/.test(words)) return words.replace(/ies$/, 'y');
  if (/(ss|us|is)$/.test(words)) return words;
  if (/(sh|ch|x)es$/.test(words)) return words.replace(/es$/, '');
  return words.replace(/s$/, '');
}

function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function lowerFirst(s: string): string {
  // An acronym or a name stays as it is ("HQ", "Denver"); field words are lower case anyway.
  return /^[A-Z]([a-z]|\s)/.test(s) && !/^[A-Z][a-z]+[A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

/**
 * The field a path ends at: its words as a single item and as written (a list's name). A field
 * of a nested object takes its parent's words too ("bag red", "gates per player 3").
 */
export function fieldWords(path: readonly PropertyKey[], fields: FieldNames = {}): { one: string; many: string } {
  const words = (key: string): { one: string; many: string } => {
    const given = Object.prototype.hasOwnProperty.call(fields, key) ? fields[key]! : null;
    if (given === null) {
      const many = humanKey(key);
      return { one: singular(many), many };
    }
    return typeof given === 'string' ? { one: given, many: given } : given;
  };
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key !== 'string') continue;
    const parent = path[i - 1];
    const own = words(key);
    const before = typeof parent === 'string' ? `${words(parent).many} ` : '';
    // `costs[0]` is one cost; `costs` is the list.
    const indexed = i < path.length - 1;
    return indexed ? { one: before + own.one, many: before + own.many } : { one: before + own.many, many: before + own.many };
  }
  return { one: 'the board', many: 'the board' };
}

/** A value as a person reads it in a sentence (short). */
export function showValue(v: unknown): string {
  if (typeof v === 'string') return `“${v.length > 40 ? `${v.slice(0, 39)}…` : v}”`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v === null) return 'empty (null)';
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === 'object') return 'a group of fields';
  return String(v);
}

const KIND_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  array: 'a list',
  object: 'a group of fields',
  boolean: 'true or false',
  null: 'empty (null)',
  undefined: 'missing',
  record: 'a group of fields',
  tuple: 'a list',
};

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function a(kind: string): string {
  return KIND_WORDS[kind] ?? kind;
}


/** What a union accepts, from its options' issues: "a number or “H”". */
function alternatives(issue: Extract<Issue, { code: 'invalid_union' }>): string[] {
  const out: string[] = [];
  for (const branch of issue.errors) {
    for (const sub of branch) {
      if (sub.path.length > 0) continue;
      if (sub.code === 'invalid_type') out.push(a(sub.expected));
      else if (sub.code === 'invalid_value') out.push(...sub.values.map((x) => showValue(x)));
    }
  }
  return [...new Set(out)];
}

/** One zod issue as a phrase about its field, starting in lower case, without the final stop. */
export function issuePhrase(issue: Issue, root: unknown, fields?: FieldNames): string {
  const path = issue.path as PropertyKey[];
  const { one, many } = fieldWords(path, fields);
  const { found, value } = valueAt(root, path);
  const V = showValue(value);
  let s: string;
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        s = issue.inclusive === false ? `${one} ${V} must be under ${issue.maximum}` : `${one} ${V} is over the limit of ${issue.maximum}`;
      } else if (issue.origin === 'string') {
        const n = typeof value === 'string' ? value.length : NaN;
        s = `${one} has ${counted(n, 'character')}; at most ${issue.maximum} ${Number(issue.maximum) === 1 ? 'is' : 'are'} allowed`;
      } else if (issue.origin === 'array' || issue.origin === 'set') {
        const n = Array.isArray(value) ? value.length : NaN;
        s = `there ${n === 1 ? 'is' : 'are'} ${counted(n, singular(many), many)}; at most ${issue.maximum} ${Number(issue.maximum) === 1 ? 'is' : 'are'} allowed`;
      } else if (issue.origin === 'record') {
        // A record keyed by ids (see limits.ts `boundedRecord`): its entries are a list too.
        const n = value !== null && typeof value === 'object' ? Object.keys(value).length : NaN;
        s = `${one} has ${counted(n, 'entry', 'entries')}; at most ${issue.maximum} ${Number(issue.maximum) === 1 ? 'is' : 'are'} allowed`;
      } else s = `${one} is too large`;
      break;
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        s = issue.inclusive === false ? `${one} ${V} must be over ${issue.minimum}` : `${one} ${V} is under the minimum of ${issue.minimum}`;
      } else if (issue.origin === 'string') {
        s = Number(issue.minimum) <= 1 ? `${one} is empty` : `${one} is shorter than ${issue.minimum} characters`;
      } else if (issue.origin === 'array' || issue.origin === 'set') {
        const n = Array.isArray(value) ? value.length : 0;
        const have = n === 0 ? `there are no ${many}` : `there ${n === 1 ? 'is' : 'are'} only ${counted(n, singular(many), many)}`;
        s = `${have}; at least ${issue.minimum} ${Number(issue.minimum) === 1 ? 'is' : 'are'} needed`;
      } else s = `${one} is too small`;
      break;
    case 'invalid_type':
      if (!found || value === undefined) s = `${one} is missing`;
      else if (issue.expected === 'int') s = `${one} ${V} must be a whole number`;
      else s = `${one} should be ${a(issue.expected)}, not ${a(kindOf(value))}`;
      break;
    case 'invalid_value':
      s =
        issue.values.length === 1
          ? `${one} must be ${showValue(issue.values[0])}, not ${V}`
          : `${one} ${V} is not one of ${issue.values.map((x) => showValue(x)).join(', ')}`;
      break;
    case 'invalid_format':
      // A schema's own message ("A colour is written "#rrggbb".") says it best; zod's default does not.
      s = /^Invalid/.test(issue.message) ? `${one} ${V} is not written the right way` : `${one} ${V} is not valid: ${lowerFirst(issue.message.replace(/\.$/, ''))}`;
      break;
    case 'not_multiple_of':
      s = `${one} ${V} must be a multiple of ${issue.divisor}`;
      break;
    case 'unrecognized_keys':
      s = `${issue.keys.length === 1 ? 'the field' : 'the fields'} ${issue.keys.map((k) => `“${k}”`).join(', ')} ${issue.keys.length === 1 ? 'is' : 'are'} not part of this game's boards`;
      break;
    case 'invalid_union': {
      const alts = alternatives(issue);
      s = alts.length ? `${one} ${V} should be ${alts.join(' or ')}` : `${one} ${V} is not in a form this field accepts`;
      break;
    }
    case 'invalid_key':
      s = `${one} has a key that is not valid`;
      break;
    case 'invalid_element':
      s = `${one} has an entry that is not valid`;
      break;
    case 'custom':
      s = lowerFirst(issue.message.replace(/\.$/, ''));
      break;
    default:
      s = `${one} is not valid`;
  }
  return s;
}

/** One zod issue as a sentence about its field (no element name; see `schemaProblemsInWords`). */
export function issueSentence(issue: Issue, root: unknown, fields?: FieldNames): string {
  return `${upperFirst(issuePhrase(issue, root, fields))}.`;
}

/**
 * The element a path points into, named as a person knows it: each list element on the path
 * that is an object, by its `name` (or `city`, `street`, `title`), else by its kind and place:
 * "Airport Atlanta, gate 2", "Route 4". Null for a path at the board's own fields.
 */
export function elementName(root: unknown, path: readonly PropertyKey[]): string | null {
  let v: unknown = root;
  const names: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, key as string)) break;
    v = (v as Record<PropertyKey, unknown>)[key as string];
    const listKey = path[i - 1];
    if (typeof key !== 'number' || typeof listKey !== 'string' || v === null || typeof v !== 'object' || Array.isArray(v)) continue;
    const kind = singular(humanKey(listKey));
    const el = v as Record<string, unknown>;
    const label = ['name', 'city', 'street', 'title'].map((k) => el[k]).find((x) => typeof x === 'string' && x.trim());
    names.push(typeof label === 'string' ? `${kind} ${label}` : `${kind} ${key + 1}`);
  }
  return names.length ? upperFirst(names.join(', ')) : null;
}

/** One issue as a problem in words: "<element>: <sentence>", with its JSON path kept. */
export function issueProblem(issue: Issue, root: unknown, opts: WordsOptions = {}): BoardProblem {
  const path = issue.path as PropertyKey[];
  const phrase = issuePhrase(issue, root, opts.fields);
  const name = opts.name ? opts.name(path) : elementName(root, path);
  return { path: formatPath(path), message: name ? `${name}: ${phrase}.` : `${upperFirst(phrase)}.`, severity: 'error' };
}

/** Every issue as a problem in words. */
export function schemaProblemsInWords(error: z.ZodError, root: unknown, opts: WordsOptions = {}): BoardProblem[] {
  return error.issues.map((issue) => issueProblem(issue, root, opts));
}
