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
