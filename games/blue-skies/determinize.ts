/**
 * Blue Skies for a search bot (GameDefinition.determinize): what `seat` cannot see, dealt afresh
 * (view.ts lists it). Unseen: the other hands, the demand deck's order, the discard pile's cards
 * (the view shows its size only), the others' undecided-for-the-table assistance discards, and
 * the game's RNG (which would foretell every draw from the deck and the bag). The demand cards
 * among these are one pool dealt back in the same sizes; a discard another player has already
 * chosen becomes a random choice from the hand just dealt. Kept: the board, the bag's counts,
 * everyone's points and gates, the seat's own hand and choice.
 */
import { freshRngState, redeal } from '../core/determinize.js';
import type { Rng } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import { discardChoices } from './rules.js';
import type { BlueSkiesState } from './types.js';

export function determinize(state: BlueSkiesState, seat: PlayerId, rng: Rng): BlueSkiesState {
  const { board, ...rest } = state;
  const s: BlueSkiesState = { ...structuredClone(rest), board };
  const others = s.players.filter((p) => p.id !== seat);
  const pool = [...others.flatMap((p) => p.hand), ...s.deck, ...s.discard];
  const piles = redeal(pool, [...others.map((p) => p.hand.length), s.deck.length, s.discard.length], rng);
  others.forEach((p, i) => (p.hand = piles[i]!));
  s.deck = piles[others.length]!;
  s.discard = piles[others.length + 1]!;
  const phase = s.phase;
  if (phase.kind === 'assistDiscard') {
    s.players.forEach((p, i) => {
      if (p.id !== seat && phase.pending[i] !== null) phase.pending[i] = rng.pick(discardChoices(p.hand));
    });
  }
  s.rng = freshRngState(rng);
  return s;
}
