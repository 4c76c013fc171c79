/**
 * Airlines Europe for a search bot (GameDefinition.determinize): what `seat` cannot see, dealt
 * afresh (view.ts lists it). Unseen: the other hands, the draw pile's order and where its scoring
 * cards lie, the face-down discard, the cards out of the game (only their number is shown), the
 * others' opening choices while secret, and the game's RNG. The share cards among these are one
 * pool dealt back in the same sizes; the scoring cards go where the rules' pile building
 * (setup.ts, buildDrawPile) could have put them, below the cards already drawn.
 *
 * Kept: the other players' victory points. They are hidden from the view, but each scoring is
 * worked out from shares and share-track spaces that lie face up, so a seat that remembers the
 * scorings knows them.
 */
import { cardsToCounts, countsToCards, freshRngState, redeal } from '../core/determinize.js';
import type { Rng } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import { airlinesInPlay } from './board.js';
import { FIRST_PILE, SCORING_CARDS, handSize, marketSize, total } from './cards.js';
import { cloneState } from './rules.js';
import { SCORING_CARD, type EuropeState } from './types.js';

export function determinize(state: EuropeState, seat: PlayerId, rng: Rng): EuropeState {
  const s = cloneState(state);
  const others = s.players.map((p) => p.id).filter((id) => id !== seat);
  const inDeck = s.deck.filter((c) => c !== SCORING_CARD);
  const pool = [...others.flatMap((id) => countsToCards(s.hands[id]!)), ...inDeck, ...countsToCards(s.discard), ...countsToCards(s.removed)];
  const sizes = [...others.map((id) => total(s.hands[id]!)), inDeck.length, total(s.discard), total(s.removed)];
  const piles = redeal(pool, sizes, rng);
  others.forEach((id, i) => (s.hands[id] = cardsToCounts(piles[i]!)));
  const deckCards = piles[others.length]!;
  s.discard = cardsToCounts(piles[others.length + 1]!);
  s.removed = cardsToCounts(piles[others.length + 2]!);

  const scoringAt = new Set(scoringPositions(s, s.deck.length, s.deck.length - inDeck.length, rng));
  const deck: string[] = [];
  for (let i = 0, next = 0; i < s.deck.length; i++) deck.push(scoringAt.has(i) ? SCORING_CARD : deckCards[next++]!);
  s.deck = deck;

  // A secret opening choice: two shares of different airlines from the hand just dealt.
  for (const id of others) {
    if (s.phase !== 'opening' || s.opening[id] === null) continue;
    const kinds = Object.keys(s.hands[id]!).filter((k) => s.hands[id]![k]! > 0);
    const a = rng.pick(kinds);
    const b = rng.pick(kinds.filter((k) => k !== a));
    s.opening[id] = [a, b];
  }
  s.rng = freshRngState(rng);
  return s;
}

/**
 * Where the `left` scoring cards still in a pile of `size` cards may lie (indices from the
 * bottom), drawn as setup.ts builds the pile: one at the very bottom, one about halfway up the
 * middle part, one among the top part's cards. The ones drawn already were the top ones; a draw
 * that contradicts what is known (a scoring card above the cards still there) is drawn again,
 * and after a few tries the positions are simply the lowest free ones.
 */
function scoringPositions(s: EuropeState, size: number, left: number, rng: Rng): number[] {
  if (left <= 0) return [];
  const n = s.players.length;
  const shares = airlinesInPlay(s.board, n).reduce((t, a) => t + a.shares, 0);
  const cards = Math.max(0, shares - marketSize(n) - n * handSize(n));
  const first = Math.min(FIRST_PILE, cards);
  const rest = cards - first;
  for (let tries = 0; tries < 20; tries++) {
    const quarter = Math.max(0, Math.min(rest, Math.round(rest / 4) + rng.int(3) - 1));
    const middle = rest - quarter;
    const half = Math.max(0, Math.min(middle, Math.round(middle / 2) + rng.int(5) - 2));
    const all = [0, quarter + 1 + half, rest + 2 + rng.int(first + 1)].slice(0, SCORING_CARDS);
    const kept = all.slice(0, left);
    if (kept.every((p) => p < size) && (all[left] === undefined || all[left]! >= size)) return kept;
  }
  return Array.from({ length: left }, (_, i) => Math.min(i, size - 1));
}
