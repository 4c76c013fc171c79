/**
 * The placements behind a legal-move list. `legalMoves` lists every single placement as a move
 * (placement.ts's `listPlacements`); a bot handed that same list would otherwise work them all out
 * again as `Candidate`s and match them to the moves by key (the playstyles did, on every decision:
 * about half a lab game's CPU). So the last list made is remembered, with the state it was made
 * for and how many placements it starts with; their candidates are made when a bot first asks
 * (the route bot never does: it finds its move by square, below). Only the last one: a game asks
 * for the list and then has its bot choose from it, and a WeakMap of every list made cost more in
 * garbage collection than listing the placements again.
 */
import { geometry } from './geometry.js';
import { type Candidate, candidatesOf, listedCandidates, type PlaceMove } from './placement.js';
import type { Linie1Move, Linie1State } from './types.js';

let last: { legal: readonly Linie1Move[]; state: Linie1State; count: number; listing: number; cands: readonly Candidate[] | null } | null = null;

/** Records that `legal` starts with `count` placements, listing number `listing` of `listPlacements`, for `state` as it is now. */
export function rememberPlacements(legal: readonly Linie1Move[], state: Linie1State, count: number, listing: number): void {
  last = { legal, state, count, listing, cands: null };
}

/** Is `legal` the list `legalMoves` made last, for this state object? */
function isLast(legal: readonly Linie1Move[], state: Linie1State): boolean {
  return last !== null && last.legal === legal && last.state === state && legal.length >= last.count;
}

/**
 * The candidates of `legal`'s placements when `legal` is the list `legalMoves` made last, for
 * this state object (a list filtered from it, or made for another state, is not: undefined):
 * `legal[i]` is the move of the i-th candidate. Made on the first call, for a state not changed
 * since the list was made (a bot chooses before its move is applied).
 */
export function listedPlacements(legal: readonly Linie1Move[], state: Linie1State): readonly Candidate[] | undefined {
  if (!isLast(legal, state)) return undefined;
  const g = geometry(state.board);
  // From the listing's own record while it is the last one made (the usual case), else from the moves.
  return (last!.cands ??= listedCandidates(g, last!.listing) ?? candidatesOf(g, state.grid, legal, last!.count));
}

/**
 * The move `legal` itself holds for the placement of `tile` turned `rotation` on square `sq`, when
 * `legal` is the list `legalMoves` made last for this state and offers it, else undefined. A bot
 * that answers with the list's own object spares the caller matching its move to the list field
 * by field (the lab checks every move it is given against the list it offered).
 */
export function listedMove(legal: readonly Linie1Move[], state: Linie1State, sq: number, tile: string, rotation: number): Linie1Move | undefined {
  if (!isLast(legal, state)) return undefined;
  const cols = geometry(state.board).cols;
  const squareOf = (i: number): number => {
    const m = legal[i] as PlaceMove;
    return (m.row - 1) * cols + (m.col - 1);
  };
  // The placements run square by square: the first on `sq`, by halving.
  const count = last!.count;
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (squareOf(mid) < sq) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < count && squareOf(i) === sq; i++) {
    const m = legal[i] as PlaceMove;
    if (m.tile === tile && m.rotation === rotation) return legal[i];
  }
  return undefined;
}
