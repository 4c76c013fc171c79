/**
 * The placements behind a legal-move list. `legalMoves` works out every single placement as a
 * `Candidate` (placement.ts) and turns each into a move; a bot handed that same list would
 * otherwise work them all out again and match them to the moves by key (the playstyles did, on
 * every decision: about half a lab game's CPU). So the last list made remembers its candidates,
 * with the state it was made for: `legal[i]` is the move of `cands[i]` for every candidate. Only
 * the last one: a game asks for the list and then has its bot choose from it, and a WeakMap of
 * every list made cost more in garbage collection than listing the placements again.
 */
import type { Candidate } from './placement.js';
import type { Linie1Move, Linie1State } from './types.js';

let last: { legal: readonly Linie1Move[]; state: Linie1State; cands: readonly Candidate[] } | null = null;

/** Records that `legal` starts with the moves of `cands`, in order, for `state` as it is now. */
export function rememberPlacements(legal: readonly Linie1Move[], state: Linie1State, cands: readonly Candidate[]): void {
  last = { legal, state, cands };
}

/**
 * The candidates of `legal`'s placements when `legal` is the list `legalMoves` made last, for
 * this state object (a list filtered from it, or made for another state, is not: undefined).
 */
export function listedPlacements(legal: readonly Linie1Move[], state: Linie1State): readonly Candidate[] | undefined {
  return last !== null && last.legal === legal && last.state === state && legal.length >= last.cands.length ? last.cands : undefined;
}

/**
 * The move `legal` itself holds for the placement of `tile` turned `rotation` on square `sq`, when
 * `legal` is the list `legalMoves` made last for this state and offers it, else undefined. A bot
 * that answers with the list's own object spares the caller matching its move to the list field
 * by field (the lab checks every move it is given against the list it offered).
 */
export function listedMove(legal: readonly Linie1Move[], state: Linie1State, sq: number, tile: string, rotation: number): Linie1Move | undefined {
  const cands = listedPlacements(legal, state);
  if (!cands) return undefined;
  // The candidates run square by square: the first on `sq`, by halving.
  let lo = 0;
  let hi = cands.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cands[mid]!.sq < sq) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < cands.length && cands[i]!.sq === sq; i++) {
    const c = cands[i]!;
    if (c.tile === tile && c.rotation === rotation) return legal[i];
  }
  return undefined;
}
