/**
 * How many players a Linie 1 board can seat: each player needs a line (with both terminals on the
 * board), a route card dealt at that count, the starting tiles, and a full hand (the rules: each
 * player holds `handSize` tiles, 5 in the box; a starting hand smaller than that is filled from
 * the draw pile at setup). Setup refuses with these very
 * words, and the lobby, the editor's checks and the playtest dialog offer only the counts that pass.
 */
import type { PlayerCounts } from '../core/types.js';
import { counted } from '../core/words.js';
import type { Linie1Board } from './board.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

/** Why `n` players can't play this board, or null when they can. */
export function seatProblem(board: Linie1Board, n: number): string | null {
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) return `Linie 1 is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}.`;
  const lines = board.lines.filter((l) => board.terminals.filter((t) => t.line === l.id).length === 2);
  if (lines.length < n) return `This board has line cards for only ${counted(lines.length, 'player')}.`;
  const cards = board.routeCards.filter((c) => c.players.includes(n));
  if (cards.length < n) return `This board has only ${counted(cards.length, 'route card')} for ${n} players.`;
  for (const [tile, count] of Object.entries(board.startingHand)) {
    const t = board.tileTypes.find((x) => x.id === tile);
    if (!t || t.start < count * n) return `This board has too few starting tiles "${tile}" for ${n} players.`;
  }
  return handProblem(board, n);
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
  return s && `This board's draw pile has ${counted(s.pile, 'tile')}, too few to fill the hands of ${n} players (${s.short} each beyond the starting tiles, ${s.all} in all).`;
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
  while (min <= MAX_PLAYERS && seatProblem(board, min) !== null) min++;
  if (min > MAX_PLAYERS) return { min: MIN_PLAYERS, max: MIN_PLAYERS - 1, note: seatProblem(board, MIN_PLAYERS) };
  let max = min;
  while (max < MAX_PLAYERS && seatProblem(board, max + 1) === null) max++;
  if (min === MIN_PLAYERS && max === MAX_PLAYERS) return { min, max, note: null };
  const why = [min > MIN_PLAYERS ? seatProblem(board, min - 1) : null, max < MAX_PLAYERS ? seatProblem(board, max + 1) : null].filter(Boolean);
  return { min, max, note: `This board seats ${min === max ? `${min}` : `${min} to ${max}`} players. ${why.join(' ')}` };
}
