/**
 * The one writer of board files, for the editor and the host alike. A board is written so it
 * diffs well and reads back byte for byte:
 *
 * - keys in the order the game's schema declares them (unknown keys after them, alphabetically);
 * - the top level one key per line; a list of objects (cities, routes …) one element per line,
 *   each element on one line; a long list of strings (grid rows) one string per line;
 * - an object that holds such a list (a share track with its ranges) opened the same way one
 *   level down; every other value on one line, with ", " and ": " between items.
 *
 *   {
 *     "game": "<game id>",
 *     "cities": [
 *       {"id": "DEN", "name": "Denver", "x": 538.5, "y": 396.7},
 *       …
 *     ],
 *   }
 *
 * Writing the text of a parsed file gives the same text again (numbers keep JSON's shortest
 * form), so `boardText(JSON.parse(boardText(b)))` is `boardText(b)`: the host may store the
 * editor's bytes, or rewrite a value it received, and get the same file.
 */
import type { z } from 'zod';

/** Key order for one object and for the values under each of its keys. */
export interface KeyTree {
  keys: readonly string[];
  /** The object is a record: its keys are data (line ids, player counts) and keep their order. */
  record?: boolean;
  /** The order inside the value of a key (an object, or a list's elements). */
  children: ReadonlyMap<string, KeyTree>;
  /** A record's: the order inside every one of its values. */
  values?: KeyTree;
}

function childOf(tree: KeyTree, key: string): KeyTree {
  return tree.children.get(key) ?? tree.values ?? EMPTY;
}

const EMPTY: KeyTree = { keys: [], children: new Map() };

/** Inline lists of strings longer than this go one string per line (grid rows stay readable). */
const LONG_STRING_LIST = 100;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  valueType?: z.ZodType;
  options?: readonly z.ZodType[];
  items?: readonly z.ZodType[];
  getter?: () => z.ZodType;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** A schema without its optional, nullable and default wrappers: `{ type, element?, shape? }`. */
export function unwrapSchema(schema: z.ZodType): { type: string; element?: z.ZodType; shape?: Record<string, z.ZodType> } {
  let def = defOf(schema);
  for (let i = 0; i < 10 && def.innerType && def.type !== 'object' && def.type !== 'array'; i++) def = defOf(def.innerType);
  return def;
}

/**
 * The key order a schema declares, down through lists, options, defaults, unions and records.
 * Unions merge the orders of their options (first option first).
 */
export function keyTreeOf(schema: z.ZodType, depth = 0): KeyTree {
  if (depth > 20) return EMPTY;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const children = new Map<string, KeyTree>();
      for (const [k, v] of Object.entries(shape)) children.set(k, keyTreeOf(v, depth + 1));
      return { keys: Object.keys(shape), children };
    }
    case 'array':
      return def.element ? keyTreeOf(def.element, depth + 1) : EMPTY;
    case 'record': {
      // Every key of a record shares the value's order; the keys themselves stay as written.
      const value = def.valueType ? keyTreeOf(def.valueType, depth + 1) : EMPTY;
      return { keys: [], record: true, children: new Map(), values: value };
    }
    case 'tuple':
      return merge((def.items ?? []).map((s) => keyTreeOf(s, depth + 1)));
    case 'union':
      return merge((def.options ?? []).map((s) => keyTreeOf(s, depth + 1)));
    case 'pipe':
      return def.in ? keyTreeOf(def.in, depth + 1) : EMPTY;
    case 'lazy':
      return def.getter ? keyTreeOf(def.getter(), depth + 1) : EMPTY;
    default:
      return def.innerType ? keyTreeOf(def.innerType, depth + 1) : EMPTY;
  }
}

function merge(trees: readonly KeyTree[]): KeyTree {
  const keys: string[] = [];
  const children = new Map<string, KeyTree>();
  let record = false;
  let values: KeyTree | undefined;
  for (const t of trees) {
    record ||= t.record === true;
    if (t.values) values = values ? merge([values, t.values]) : t.values;
    for (const k of t.keys) if (!keys.includes(k)) keys.push(k);
    for (const [k, c] of t.children) children.set(k, children.has(k) ? merge([children.get(k)!, c]) : c);
  }
  return values ? { keys, children, record, values } : { keys, children, record };
}

const trees = new WeakMap<object, KeyTree>();

/** The key tree of a board schema, worked out once per schema. */
export function boardKeyTree(schema: z.ZodType): KeyTree {
  let t = trees.get(schema);
  if (!t) {
    t = keyTreeOf(schema);
    trees.set(schema, t);
  }
  return t;
}

function orderedKeys(obj: Record<string, unknown>, tree: KeyTree): string[] {
  const present = Object.keys(obj).filter((k) => obj[k] !== undefined);
  const have = new Set(present);
  if (tree.record) return present;
  const known = tree.keys.filter((k) => have.has(k));
  const knownSet = new Set(known);
  return [...known, ...present.filter((k) => !knownSet.has(k)).sort()];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** One value on one line. */
export function inlineText(value: unknown, tree: KeyTree = EMPTY): string {
  if (Array.isArray(value)) return `[${value.map((v) => inlineText(v, tree)).join(', ')}]`;
  if (isObject(value)) {
    return `{${orderedKeys(value, tree)
      .map((k) => `${JSON.stringify(k)}: ${inlineText(value[k], childOf(tree, k))}`)
      .join(', ')}}`;
  }
  // JSON has no NaN or Infinity; a board never holds them (the schema says so), null is honest.
  return JSON.stringify(value ?? null) ?? 'null';
}

function listOnLines(value: unknown[]): boolean {
  if (value.length === 0) return false;
  if (value.some((v) => v !== null && typeof v === 'object')) return true;
  return value.every((v) => typeof v === 'string') && inlineText(value).length > LONG_STRING_LIST;
}

function opensOnLines(value: Record<string, unknown>): boolean {
  return Object.values(value).some((v) => (Array.isArray(v) && listOnLines(v)) || (isObject(v) && opensOnLines(v)));
}

function member(value: unknown, tree: KeyTree, indent: string): string {
  const inner = `${indent}  `;
  if (Array.isArray(value) && listOnLines(value)) {
    return `[\n${value.map((v) => `${inner}${inlineText(v, tree)}`).join(',\n')}\n${indent}]`;
  }
  if (isObject(value) && opensOnLines(value)) return block(value, tree, indent);
  return inlineText(value, tree);
}

function block(obj: Record<string, unknown>, tree: KeyTree, indent: string): string {
  const inner = `${indent}  `;
  const lines = orderedKeys(obj, tree).map((k) => `${inner}${JSON.stringify(k)}: ${member(obj[k], childOf(tree, k), inner)}`);
  return lines.length ? `{\n${lines.join(',\n')}\n${indent}}` : '{}';
}

/** A board as its file's text, in the order of `schema` (the game's `boardSchema`). */
export function boardText(schema: z.ZodType, board: unknown): string {
  const tree = boardKeyTree(schema);
  return `${isObject(board) ? block(board, tree, '') : inlineText(board, tree)}\n`;
}
