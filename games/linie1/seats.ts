/**
 * How many players a Linie 1 board can seat: each player needs a line (with both terminals on the
 * board), a route card dealt at that count, the starting tiles, and a full hand (the rules: each
 * player holds `handSize` tiles, 5 in the box; a starting hand smaller than that is filled from
 * the draw pile at setup). Setup refuses with these very
 * words, and the lobby, the editor's checks and the playtest dialog offer only the counts that pass.
 */
import type { PlayerCounts } from '../core/types.js';
import { wordingOf, type Said } from '../core/wording.js';
import { said } from './messages.js';
import type { Linie1Board } from './board.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

/** Why `n` players can't play this board, by key with its English, or null when they can. */
export function seatSaid(board: Linie1Board, n: number): Said | null {
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) return said('core.setup.playerCount', { game: 'Linie 1', min: MIN_PLAYERS, max: MAX_PLAYERS, n });
  const lines = board.lines.filter((l) => board.terminals.filter((t) => t.line === l.id).length === 2);
  if (lines.length < n) return said('linie1.seats.lines', { lines: lines.length });
  const cards = board.routeCards.filter((c) => c.players.includes(n));
  if (cards.length < n) return said('linie1.seats.cards', { cards: cards.length, n });
  for (const [tile, count] of Object.entries(board.startingHand)) {
    const t = board.tileTypes.find((x) => x.id === tile);
    if (!t || t.start < count * n) return said('linie1.seats.start', { tile, n });
  }
  const s = handShortfall(board, n);
  return s && said('linie1.board.pileHands', { ...s });
}

/** Why `n` players can't play this board, in English, or null when they can. */
export function seatProblem(board: Linie1Board, n: number): string | null {
  return seatSaid(board, n)?.text ?? null;
}

/** The tiles every player's starting hand holds. */
function startingTiles(board: Linie1Board): number {
  return Object.values(board.startingHand).reduce((s, k) => s + k, 0);
}

export function pileSize(board: Linie1Board): number {
  return board.tileTypes.reduce((s, t) => s + t.pile, 0);
}

/**
 * Why setup can't give `n` players a full hand, or null. The rules deal the starting tiles from
 * their own supply and fill the rest of each hand from the draw pile, so a pile smaller than
 * `n` × (hand size − starting tiles) would leave someone short from the first turn.
 */
export function handProblem(board: Linie1Board, n: number): string | null {
  const s = handShortfall(board, n);
  return s && said('linie1.board.pileHands', { ...s }).text;
}

/** The numbers of `handProblem`: the pile, what each hand lacks beyond its starting tiles, and all of it; null when the pile is enough. */
export function handShortfall(board: Linie1Board, n: number): { pile: number; n: number; short: number; all: number } | null {
  const short = Math.max(0, board.handSize - startingTiles(board));
  const pile = pileSize(board);
  return short * n <= pile ? null : { pile, n, short, all: short * n };
}

/** The counts from the smallest that can play up to the last one before a gap, and why not more. */
export function playerCounts(board: Linie1Board): PlayerCounts {
  let min = MIN_PLAYERS;
  while (min <= MAX_PLAYERS && seatSaid(board, min) !== null) min++;
  if (min > MAX_PLAYERS) return withNote({ min: MIN_PLAYERS, max: MIN_PLAYERS - 1 }, seatSaid(board, MIN_PLAYERS));
  let max = min;
  while (max < MAX_PLAYERS && seatSaid(board, max + 1) === null) max++;
  if (min === MIN_PLAYERS && max === MAX_PLAYERS) return { min, max, note: null };
  const why = [min > MIN_PLAYERS ? seatSaid(board, min - 1) : null, max < MAX_PLAYERS ? seatSaid(board, max + 1) : null].filter((w): w is Said => w !== null);
  const [first, second] = why.map((w) => wordingOf(w));
  const range = { min, max, same: min === max ? 'yes' : 'no' };
  return withNote({ min, max }, second ? said('linie1.seats.noteBoth', { ...range, why: first!, also: second }) : said('linie1.seats.note', { ...range, why: first! }));
}

function withNote(counts: { min: number; max: number }, note: Said | null): PlayerCounts {
  return note === null ? { ...counts, note: null } : { ...counts, note: note.text, noteWords: wordingOf(note) };
}
