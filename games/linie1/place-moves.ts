/**
 * Each placement's move and candidate as one object per board, made the first time it is listed
 * and handed out again after: a building turn lists hundreds of placements on every move, and
 * making two fresh objects for each was a good part of a lab game's CPU and of its garbage. The
 * objects are frozen, since every list that offers the placement shares them (a state change never
 * edits a move or a candidate; one that tried would throw instead of changing other lists).
 */
import type { Geometry, Orientation } from './geometry.js';
import type { Candidate } from './placement.js';
import type { Linie1Move } from './types.js';

export type PlaceMove = Extract<Linie1Move, { type: 'place' }>;

interface Made {
  moves: (PlaceMove | undefined)[];
  cands: (Candidate | undefined)[];
}

const made = new WeakMap<Geometry, Made>();
let lastGeometry: Geometry | null = null;
let last: Made = { moves: [], cands: [] };

function madeFor(g: Geometry): Made {
  if (g === lastGeometry) return last;
  let m = made.get(g);
  if (!m) made.set(g, (m = { moves: [], cands: [] }));
  lastGeometry = g;
  last = m;
  return m;
}

/** The move that lays tile type `ti` turned `rotation` on square `sq` (always the same object). */
export function placeMoveOf(g: Geometry, ti: number, rotation: number, sq: number): PlaceMove {
  const { moves } = madeFor(g);
  const at = (sq * g.types.length + ti) * 4 + rotation;
  const hit = moves[at];
  if (hit) return hit;
  const move: PlaceMove = Object.freeze({ type: 'place', tile: g.types[ti]!.id, rotation, row: Math.floor(sq / g.cols) + 1, col: (sq % g.cols) + 1 });
  moves[at] = move;
  return move;
}

/** The candidate of tile type `ti` in orientation `o` on square `sq`, laid new or as an exchange (always the same object). */
export function candidateOf(g: Geometry, ti: number, o: Orientation, sq: number, exchange: boolean): Candidate {
  const { cands } = madeFor(g);
  const at = ((sq * g.types.length + ti) * 4 + o.rotation) * 2 + (exchange ? 1 : 0);
  const hit = cands[at];
  if (hit) return hit;
  const c: Candidate = Object.freeze({ tile: g.types[ti]!.id, rotation: o.rotation, sq, seg: o.seg, exits: o.exits, exchange });
  cands[at] = c;
  return c;
}
