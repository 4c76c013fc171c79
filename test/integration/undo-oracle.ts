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

function collect(v: unknown, path: string, lists: Map<string, string[]>, rngs: Map<string, string>, depth: number): void {
  if (depth > 40 || typeof v !== 'object' || v === null) return;
  if (isRngState(v)) {
    rngs.set(path, JSON.stringify(v));
    return;
  }
  if (Array.isArray(v)) {
    if (isLeafList(v)) lists.set(path, items(v));
    // A view may show a list as objects, one key holding each item (`gates: [{ owner }]`).
    const objects = v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x));
    if (objects.length === v.length && objects.length > 0) {
      for (const k of Object.keys(objects[0]!)) lists.set(`${path}.*${k}`, items(objects.map((o) => o[k])));
    }
    v.forEach((x, i) => collect(x, `${path}[${i}]`, lists, rngs, depth + 1));
    return;
  }
  for (const [k, x] of Object.entries(v)) collect(x, `${path}.${k}`, lists, rngs, depth + 1);
}

/** Null when the move un-learns nothing; else why not. `viewsBefore`: every seat's and the spectator's view before the move. */
export function undoOracle(before: unknown, after: unknown, events: readonly GameEvent[], viewsBefore: readonly unknown[]): string | null {
  if (events.some((e) => e.visibleTo !== undefined)) return 'a private event';
  const lb = new Map<string, string[]>();
  const rb = new Map<string, string>();
  const la = new Map<string, string[]>();
  const ra = new Map<string, string>();
  collect(before, '$', lb, rb, 0);
  collect(after, '$', la, ra, 0);
  for (const [p, s] of rb) if (ra.get(p) !== s) return `a random draw (${p})`;
  const shown = new Set<string>();
  for (const v of viewsBefore) {
    const vl = new Map<string, string[]>();
    collect(v, '$', vl, new Map(), 0);
    for (const x of vl.values()) shown.add(JSON.stringify(x));
  }
  for (const [path, list] of lb) {
    if (list.length < 2 || shown.has(JSON.stringify(list))) continue;
    const now = la.get(path) ?? [];
    const left = new Map<string, number>();
    for (const x of now) left.set(x, (left.get(x) ?? 0) + 1);
    for (const x of list) {
      const n = left.get(x) ?? 0;
      if (n === 0) return `an item left the hidden list ${path}`;
      left.set(x, n - 1);
    }
  }
  return null;
}
