/**
 * An outside check of the games' undo declarations: a state-diffing test of whether taking a
 * move back could un-learn something. It was the host's undo check once (too slow for every
 * move, and too strict: it refused claims whose played card only went to a discard pile); now
 * it only checks what the games declare.
 *
 * A move passes when (1) none of its events was private, (2) no seeded RNG state
 * (`{ s: [4 numbers] }`) anywhere in the state changed, and (3) no list hidden from every view
 * (a deck, a bag; compared as a multiset; a view may show a list as one key of a list of
 * objects) lost an item: something left a hidden pile, so somebody learned something.
 */
import type { GameEvent } from '../../games/core/types.js';

function isRngState(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const s = (v as { s?: unknown }).s;
  return Array.isArray(s) && s.length === 4 && s.every((n) => typeof n === 'number') && Object.keys(v).length === 1;
}

/** A list of plain items (not holding lists or objects of their own). */
const isLeafList = (v: unknown[]): boolean => v.every((x) => typeof x !== 'object' || x === null || Object.values(x).every((y) => typeof y !== 'object' || y === null));
const items = (v: unknown[]): string[] => v.map((x) => JSON.stringify(x)).sort();

/** A node's own lists (a leaf list, a list of objects by key) or its RNG state; false when its children are not walked. */
function collectNode(v: unknown, path: string, lists: Map<string, string[]>, rngs: Map<string, string>): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (isRngState(v)) {
    rngs.set(path, JSON.stringify(v));
    return false;
  }
  if (Array.isArray(v)) {
    if (isLeafList(v)) lists.set(path, items(v));
    // A view may show a list as objects, one key holding each item (`gates: [{ owner }]`).
    const objects = v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x));
    if (objects.length === v.length && objects.length > 0) {
      for (const k of Object.keys(objects[0]!)) lists.set(`${path}.*${k}`, items(objects.map((o) => o[k])));
    }
  }
  return true;
}

/** A node's children, each with the suffix of its path. */
const childrenOf = (v: object): [string, unknown][] => (Array.isArray(v) ? v.map((x, i): [string, unknown] => [`[${i}]`, x]) : Object.entries(v).map(([k, x]): [string, unknown] => [`.${k}`, x]));

function collect(v: unknown, path: string, lists: Map<string, string[]>, rngs: Map<string, string>, depth: number): void {
  if (depth > 40 || !collectNode(v, path, lists, rngs)) return;
  for (const [suffix, x] of childrenOf(v as object)) collect(x, path + suffix, lists, rngs, depth + 1);
}

interface Collected {
  lists: Map<string, string[]>;
  rngs: Map<string, string>;
}

/**
 * `collect` of the states before and after a move, side by side, skipping every part the move
 * left as it was (the same object on both sides: states are never changed once made, apply is
 * pure): nothing in it lost an item and no RNG in it moved. Most of a state (its board, the
 * other players) is such a part, so a move costs what it changed, not the whole state.
 */
function collectPair(b: unknown, a: unknown, path: string, before: Collected, after: Collected, depth: number): void {
  if (depth > 40 || (b === a && typeof b === 'object' && b !== null)) return;
  const bKids = collectNode(b, path, before.lists, before.rngs) ? childrenOf(b as object) : [];
  const aKids = new Map(collectNode(a, path, after.lists, after.rngs) ? childrenOf(a as object) : []);
  for (const [suffix, x] of bKids) {
    collectPair(x, aKids.get(suffix), path + suffix, before, after, depth + 1);
    aKids.delete(suffix);
  }
  for (const [suffix, y] of aKids) collect(y, path + suffix, after.lists, after.rngs, depth + 1);
}

/** Some item of `before` (a sorted multiset) is not in `after`. */
function lostItem(before: string[], after: string[]): boolean {
  const left = new Map<string, number>();
  for (const x of after) left.set(x, (left.get(x) ?? 0) + 1);
  for (const x of before) {
    const n = left.get(x) ?? 0;
    if (n === 0) return true;
    left.set(x, n - 1);
  }
  return false;
}

/**
 * Null when the move un-learns nothing; else why not. `viewsBefore`: every seat's and the
 * spectator's view before the move. The views are walked only when some list lost an item (to
 * tell a hidden pile from a shown one): most moves take nothing off any list.
 */
export function undoOracle(before: unknown, after: unknown, events: readonly GameEvent[], viewsBefore: readonly unknown[]): string | null {
  if (events.some((e) => e.visibleTo !== undefined)) return 'a private event';
  const b: Collected = { lists: new Map(), rngs: new Map() };
  const a: Collected = { lists: new Map(), rngs: new Map() };
  collectPair(before, after, '$', b, a, 0);
  for (const [p, s] of b.rngs) if (a.rngs.get(p) !== s) return `a random draw (${p})`;
  let shown: Set<string> | null = null;
  for (const [path, list] of b.lists) {
    if (list.length < 2 || !lostItem(list, a.lists.get(path) ?? [])) continue;
    if (!shown) {
      shown = new Set<string>();
      for (const v of viewsBefore) {
        const vl = new Map<string, string[]>();
        collect(v, '$', vl, new Map(), 0);
        for (const x of vl.values()) shown.add(JSON.stringify(x));
      }
    }
    if (!shown.has(JSON.stringify(list))) return `an item left the hidden list ${path}`;
  }
  return null;
}
