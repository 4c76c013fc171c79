/**
 * Boards at their limits, for the resource tests: walks a board alongside its game's JSON Schema
 * (generated from the zod schema, as `npm run schemas` writes it) and, for every bounded field
 * the board holds (a number's `maximum`, a text's `maxLength`, a list's `maxItems`, a record's
 * `maxProperties`), makes two copies of the board: one with that field at its limit and one
 * just above it. A list element stands for its list: the first element of each list is walked.
 * What only a game knows (its heaviest board, its setup counts, its editor) is in its
 * test/games/<id>/bounds.ts.
 */
import { z } from 'zod';
import { formatPath } from '../../games/core/board-path.js';
import type { GameDefinition } from '../../games/core/types.js';
import type { EditorMode } from '../../renderer/src/editor-core/modes/types.js';
import { perGame } from '../games/per-game.js';

export type Json = Record<string, any>;
type Path = (string | number)[];

export interface BoundVariant {
  /** Where the field is, as problems name it ("$.tileTypes[0].pile"). */
  where: string;
  kind: 'number' | 'text' | 'list' | 'record';
  limit: number;
  /** The value just above the limit as a refusal states it: the number, or the count of characters, elements or entries. */
  above: number;
  atLimit: Json;
  overLimit: Json;
}

interface Node {
  type?: string | string[];
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
  items?: Node | false;
  prefixItems?: Node[];
  anyOf?: Node[];
  const?: unknown;
  enum?: unknown[];
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** The branch of a union that fits the value (a die face 3 is the number branch, "H" the text one). */
function branch(node: Node, v: unknown): Node {
  if (!node.anyOf) return node;
  const t = typeOf(v);
  return node.anyOf.find((b) => b.type === t || (t === 'integer' && b.type === 'number')) ?? node.anyOf[0]!;
}

/** A copy of `root` with the value at `path` replaced. */
function withValue(root: Json, path: Path, value: unknown): Json {
  const copy = structuredClone(root);
  let v: any = copy;
  for (const key of path.slice(0, -1)) v = v[key];
  v[path[path.length - 1]!] = value;
  return copy;
}

/** `n` elements made from the list's first: objects get fresh ids, so elements stay distinct. */
function grown(list: unknown[], n: number): unknown[] {
  const first = list[0];
  return Array.from({ length: n }, (_, i) => {
    if (i < list.length) return structuredClone(list[i]);
    const el = structuredClone(first);
    if (el !== null && typeof el === 'object' && !Array.isArray(el) && typeof (el as Json).id === 'string') (el as Json).id = `${String((el as Json).id).slice(0, 50)}-x${i}`;
    return el;
  });
}

/** Every bounded field of `board`, at its limit and just above. */
export function boundVariants(def: GameDefinition, board: Json): BoundVariant[] {
  const schema = z.toJSONSchema(def.boardSchema, { io: 'input', unrepresentable: 'any' }) as Node;
  const out: BoundVariant[] = [];
  const add = (path: Path, kind: BoundVariant['kind'], limit: number, above: number, atValue: unknown, overValue: unknown): void => {
    out.push({ where: formatPath(path), kind, limit, above, atLimit: withValue(board, path, atValue), overLimit: withValue(board, path, overValue) });
  };
  const walk = (raw: Node, v: unknown, path: Path): void => {
    const node = branch(raw, v);
    if (node.const !== undefined || node.enum) return;
    const t = typeOf(v);
    if ((t === 'integer' || t === 'number') && node.maximum !== undefined) {
      add(path, 'number', node.maximum, node.maximum + 1, node.maximum, node.maximum + 1);
    } else if (t === 'string' && node.maxLength !== undefined) {
      add(path, 'text', node.maxLength, node.maxLength + 1, 'x'.repeat(node.maxLength), 'x'.repeat(node.maxLength + 1));
    } else if (t === 'array') {
      const list = v as unknown[];
      if (node.prefixItems) {
        node.prefixItems.forEach((item, i) => walk(item, list[i], [...path, i]));
        return;
      }
      if (node.maxItems !== undefined && list.length > 0) add(path, 'list', node.maxItems, node.maxItems + 1, grown(list, node.maxItems), grown(list, node.maxItems + 1));
      if (node.items && list.length > 0) walk(node.items, list[0], [...path, 0]);
    } else if (t === 'object') {
      const obj = v as Json;
      if (node.properties) {
        for (const [key, sub] of Object.entries(node.properties)) if (Object.hasOwn(obj, key)) walk(sub, obj[key], [...path, key]);
      } else if (node.additionalProperties && typeof node.additionalProperties === 'object') {
        const keys = Object.keys(obj);
        if (keys.length === 0) return;
        if (node.maxProperties !== undefined) {
          const entries = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [keys[i] ?? `k${i}`, obj[keys[i] ?? keys[0]!]]));
          add(path, 'record', node.maxProperties, node.maxProperties + 1, entries(node.maxProperties), entries(node.maxProperties + 1));
        }
        walk(node.additionalProperties, obj[keys[0]!], [...path, keys[0]!]);
      }
    }
  };
  walk(schema, board, []);
  return out;
}

/** What a refusal of a variant above its limit must say: the value just above and the limit. */
export function refusalWords(v: BoundVariant): RegExp {
  // Counts are worded by ICU plurals, which group digits as English writes them ("1,001").
  const n = (x: number): string => x.toLocaleString('en');
  const limit = `at most ${n(v.limit)} (is|are) allowed`;
  switch (v.kind) {
    case 'number':
      return new RegExp(`\\b${v.above} is over the limit of ${v.limit}\\b`);
    case 'text':
      return new RegExp(`has ${n(v.above)} characters; ${limit}`);
    case 'list':
      return new RegExp(`there are ${n(v.above)} .*; ${limit}`, 'i');
    case 'record':
      return new RegExp(`has ${n(v.above)} entries; ${limit}`);
  }
}

/**
 * What a test of boards at their limits needs of each game, from test/games/<id>/bounds.ts.
 */
export interface GameBounds {
  /**
   * Counts that setup turns into cards, tiles or cubes: at their limits on the bundled board they
   * must still make a table (a bound that refused a real board's numbers would be a bug).
   */
  setupCounts: string[];
  /** The game's editor mode: its board reader is the editor's import. */
  editorMode: EditorMode<any>;
  /**
   * A playable board with every count that setup multiplies at its limit at once (and the lists
   * those counts belong to as long as the rules allow): the largest setup and first views a
   * board can ask of the host.
   */
  heaviest(base: Json): Json;
  /** A board that once exhausted the host (the edit, the field it breaks, and what the refusal says of it). */
  bomb?: { name: string; plant(board: Json): void; where: string; says: string };
}

/** Every registered game's bounds, in the registry's order. */
export function allBounds(): Promise<Map<string, GameBounds>> {
  return perGame<{ bounds: GameBounds }>('bounds').then((m) => new Map([...m].map(([id, x]) => [id, x.bounds])));
}

/** `n` elements: the list's own, then copies of them in turn, each changed by `change` (fresh ids and names). */
export function copies(list: any[], n: number, change: (el: any, i: number) => void): any[] {
  return Array.from({ length: n }, (_, i) => {
    if (i < list.length) return list[i];
    const el = structuredClone(list[i % list.length]);
    change(el, i);
    return el;
  });
}
