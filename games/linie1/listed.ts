/**
 * The placements behind a legal-move list. `legalMoves` works out every single placement as a
 * `Candidate` (placement.ts) and turns each into a move; a bot handed that same list would
 * otherwise work them all out again and match them to the moves by key (the playstyles did, on
 * every decision: about half a lab game's CPU). So the list remembers its candidates, in a
 * WeakMap keyed by the list (never in the list or the state: what is saved or sent stays as it
 * was), with the state it was made for: `legal[i]` is the move of `cands[i]` for every candidate.
 */
import type { Candidate } from './placement.js';
import type { Linie1Move, Linie1State } from './types.js';

interface Listed {
  state: Linie1State;
  cands: readonly Candidate[];
}

const listed = new WeakMap<readonly Linie1Move[], Listed>();

/** Records that `legal` starts with the moves of `cands`, in order, for `state` as it is now. */
export function rememberPlacements(legal: readonly Linie1Move[], state: Linie1State, cands: readonly Candidate[]): void {
  listed.set(legal, { state, cands });
}

/**
 * The candidates of `legal`'s placements when `legal` is a list `legalMoves` made for this state
 * object (a list filtered from it, or made for another state, is not: undefined).
 */
export function listedPlacements(legal: readonly Linie1Move[], state: Linie1State): readonly Candidate[] | undefined {
  const hit = listed.get(legal);
  return hit && hit.state === state && legal.length >= hit.cands.length ? hit.cands : undefined;
}
