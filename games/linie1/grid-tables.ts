/**
 * The grid as numbers (segment masks and placement keys, see placement.ts), kept beside a
 * simulation state and updated square by square as tiles are laid, instead of worked out from
 * the whole grid on every move. They live in a WeakMap keyed by the state object, never in the
 * state, so saved states and replays stay exactly what they were. Host states have no entry:
 * for them the tables are built fresh on each call (a host state is never changed, but a test
 * may build one by hand and edit it).
 */
import type { Geometry } from './geometry.js';
import { segGrid, squareKeyAt, squareKeys } from './placement.js';
import type { Linie1State } from './types.js';

export interface GridTables {
  segs: Uint8Array;
  keys: Uint16Array;
}

const kept = new WeakMap<Linie1State, GridTables>();

function build(g: Geometry, s: Linie1State): GridTables {
  const segs = segGrid(g, s.grid);
  return { segs, keys: squareKeys(g, s.grid, segs) };
}

/** The tables of a state: the kept ones of a simulation state, else built now. */
export function gridTables(g: Geometry, s: Linie1State): GridTables {
  return kept.get(s) ?? build(g, s);
}

/** Starts keeping the tables of a simulation state (its grid is changed only through `tileLaid`). */
export function keepTables(g: Geometry, s: Linie1State): void {
  kept.set(s, build(g, s));
}

/** Brings a simulation state's tables up to date after a tile was laid on `sq` (no-op for host states). */
export function tileLaid(g: Geometry, s: Linie1State, sq: number): void {
  const t = kept.get(s);
  if (!t) return;
  const placed = s.grid[sq]!;
  const ti = g.typeIndex.get(placed.tile);
  t.segs[sq] = ti === undefined ? 0 : g.types[ti]!.segByRot[placed.rotation & 3]!;
  t.keys[sq] = squareKeyAt(g, s.grid, t.segs, sq);
  for (let d = 0; d < 4; d++) {
    const n = g.neighbour[sq * 4 + d]!;
    if (n >= 0) t.keys[n] = squareKeyAt(g, s.grid, t.segs, n);
  }
}
