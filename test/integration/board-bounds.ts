/**
 * Boards at their limits, for the resource tests: walks a board alongside its game's JSON Schema
 * (generated from the zod schema, as `npm run schemas` writes it) and, for every bounded field
 * the board holds (a number's `maximum`, a text's `maxLength`, a list's `maxItems`, a record's
 * `maxProperties`), makes two copies of the board: one with that field at its limit and one
 * just above it. A list element stands for its list: the first element of each list is walked.
 */
import { z } from 'zod';
import { formatPath } from '../../games/core/board-path.js';
import type { GameDefinition } from '../../games/core/types.js';
import { AIRLINES_LIMITS } from '../../games/airlines/limits.js';
import { ROUTE_TYPES } from '../../games/airlines/types.js';
import { EUROPE_LIMITS } from '../../games/airlines-europe/limits.js';
import { BLUE_SKIES_LIMITS } from '../../games/blue-skies/limits.js';
import { LINIE1_LIMITS } from '../../games/linie1/limits.js';

type Json = Record<string, unknown>;
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
 * Per game, a playable board with every count that setup multiplies at its limit at once (and
 * the lists those counts belong to as long as the rules allow): the largest setup and first
 * views a board can ask of the host.
 */
export function heaviestBoard(game: string, base: Json): Json {
  const b = structuredClone(base) as any;
  const copies = (list: any[], n: number, change: (el: any, i: number) => void): any[] =>
    Array.from({ length: n }, (_, i) => {
      if (i < list.length) return list[i];
      const el = structuredClone(list[i % list.length]);
      change(el, i);
      return el;
    });
  switch (game) {
    case 'airlines': {
      const L = AIRLINES_LIMITS;
      // More airlines, each headquartered where an airline of the board is (ids and names fresh).
      b.airlines = copies(b.airlines, L.airlines, (a, i) => Object.assign(a, { id: `X${i}`, name: `Extra ${i}`, initials: `X${i}`.slice(0, 4) }));
      for (const a of b.airlines) Object.assign(a, { stockCards: L.stockCards, markers: L.markers });
      // Every type and value once (a card listed twice is refused), each at the most cards.
      b.flightCards = ROUTE_TYPES.flatMap((type) => Array.from({ length: 14 }, (_, v) => ({ type, value: v + 1, count: L.flightCardCount })));
      b.scoringCards = L.scoringCards;
      return b;
    }
    case 'airlines-europe': {
      const L = EUROPE_LIMITS;
      b.airlines = copies(b.airlines, L.airlines, (a, i) => Object.assign(a, { id: `x${i}`, name: `Extra ${i}`, initials: `X${i}`.slice(0, 4) }));
      for (const a of b.airlines) a.shares = L.shares;
      b.abacus.shares = L.abacusShares;
      return b;
    }
    case 'linie1': {
      const L = LINIE1_LIMITS;
      b.tileTypes = copies(b.tileTypes, L.tileTypes, (t, i) => Object.assign(t, { id: `x${i}`, name: `Extra ${i}` }));
      for (const t of b.tileTypes) Object.assign(t, { pile: L.tilesPerType, start: L.tilesPerType });
      b.handSize = L.handSize;
      b.tilesPerTurn = L.tilesPerTurn;
      // The largest grid: the terminals stay on their edges, the buildings where they are.
      b.rows = L.gridSide;
      b.cols = L.gridSide;
      return b;
    }
    case 'blue-skies': {
      const L = BLUE_SKIES_LIMITS;
      b.airports = copies(b.airports, L.airports, (a, i) => Object.assign(a, { id: `X${i}`, city: `Extra ${i}` }));
      for (const a of b.airports) a.demand = L.demand;
      // Every airport in a region (one more region holds the extra airports).
      b.regions.push({ id: 'extra', name: 'Extra', bonus: 1, airports: b.airports.slice((base.airports as unknown[]).length).map((a: any) => a.id) });
      b.bag = { red: L.cubes, green: L.cubes };
      b.gatesPerPlayer = { 2: L.gatesPerPlayer, 3: L.gatesPerPlayer, 4: L.gatesPerPlayer, 5: L.gatesPerPlayer };
      return b;
    }
    default:
      throw new Error(`no heaviest board for ${game}`);
  }
}
