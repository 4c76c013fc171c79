/**
 * Small helpers over card counts and the draw pile, shared by setup and the rules. A count is
 * read only through `countOf` (an own key or 0), so a card name like "valueOf" that reached one
 * by mistake counts 0 instead of reading the prototype.
 */
import { isPrototypeName } from '../core/board-ids.js';
import type { Counts, EuropeState } from './types.js';

/** How many cards of `key` the counts hold. */
export function countOf(counts: Counts, key: string): number {
  return Object.hasOwn(counts, key) ? counts[key]! : 0;
}

/**
 * Card names found not to be prototype names, kept (up to `KEPT_NAMES`): a card is added on
 * most moves of a simulation, and asking `Object.prototype` about a name that is not there
 * costs some 200 ns each time. (Object.prototype is never given new names here.)
 */
const cardNames = new Set<string>();
const KEPT_NAMES = 256;

export function addCards(counts: Counts, key: string, n = 1): void {
  // Board checks refuse such ids; this guards the write should one ever get this far.
  if (!cardNames.has(key)) {
    if (isPrototypeName(key)) throw new Error(`"${key}" is not a card`);
    if (cardNames.size < KEPT_NAMES) cardNames.add(key);
  }
  counts[key] = countOf(counts, key) + n;
}

/** Removes `n` cards of `key`; the caller has checked they are there. Empty keys are dropped. */
export function takeCards(counts: Counts, key: string, n = 1): void {
  const left = countOf(counts, key) - n;
  if (left < 0) throw new Error(`takeCards: not enough ${key}`);
  if (left === 0) delete counts[key];
  else counts[key] = left;
}

export function total(counts: Counts): number {
  let n = 0;
  for (const k in counts) n += counts[k]!;
  return n;
}

/** Stock-market size: six with six players, otherwise five. */
export function marketSize(players: number): number {
  return players === 6 ? 6 : 5;
}

/** Cards dealt to each hand: six with six players, otherwise eight. */
export function handSize(players: number): number {
  return players === 6 ? 6 : 8;
}

/** Scoring cards in a game; the game ends right after the last of them is scored. */
export const SCORING_CARDS = 3;
/** Start money per player, and the bank's total per player. */
export const START_MONEY = 8;
export const BANK_PER_PLAYER = 30;
/** Dividend per share played (action B) and the sum of action D. */
export const DIVIDEND = 2;
export const TAKE_MONEY = 8;
/** Cards on top of the draw pile among which the first scoring card is shuffled. */
export const FIRST_PILE = 10;

/** Where a card leaving play goes: the two-player face-down discard pile, or out of the game. */
export function discardCard(s: EuropeState, card: string, n = 1): void {
  if (s.players.length === 2) addCards(s.discard, card, n);
  else addCards(s.removed, card, n);
}
