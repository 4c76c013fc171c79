/**
 * How many players a Linie 1 board can seat: each player needs a line (with both terminals on the
 * board), a route card dealt at that count, and the starting tiles. Setup refuses with these very
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
  return null;
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
