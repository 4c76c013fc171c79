/**
 * How many players an Airlines board can seat. The box is for 2 to 6; a board's card counts may
 * allow fewer. Before the first turn every player is dealt 5 stock cards and 3 flight cards and 5
 * stock cards lie face up, and each deck must still hold a card to draw: a designer's tiny test
 * map may have cards for 2 or 3 players only. That is a warning in the board check, and a player
 * count the cards cannot supply is refused at setup with the same words.
 */
import type { PlayerCounts } from '../core/types.js';
import type { AirlinesBoard } from './types.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const STOCK_HAND = 5;
export const FLIGHT_HAND = 3;
export const FACE_UP = 5;

/** Stock cards a game of `n` players deals (hands and the face-up row) plus one left to draw. */
export function stockNeeded(n: number): number {
  return n * STOCK_HAND + FACE_UP + 1;
}

/** Flight cards a game of `n` players deals plus one left to draw. */
export function flightNeeded(n: number): number {
  return n * FLIGHT_HAND + 1;
}

export function stockTotal(board: Pick<AirlinesBoard, 'airlines'>): number {
  return board.airlines.reduce((n, a) => n + a.stockCards, 0);
}

export function flightTotal(board: Pick<AirlinesBoard, 'flightCards'>): number {
  return board.flightCards.reduce((n, e) => n + e.count, 0);
}

/** The most players `have` cards can deal for, `need` being the cards `n` players need (MIN_PLAYERS − 1 when not even the fewest). */
export function mostPlayersFor(have: number, need: (n: number) => number): number {
  let n = MAX_PLAYERS;
  while (n >= MIN_PLAYERS && have < need(n)) n--;
  return n;
}

/** "2 players", "2 to 4 players". */
export function playerRange(max: number): string {
  return max > MIN_PLAYERS ? `${MIN_PLAYERS} to ${max} players` : `${MIN_PLAYERS} players`;
}

/** The player counts an Airlines board's cards can deal for, and why not more. */
export function playerCounts(board: Pick<AirlinesBoard, 'airlines' | 'flightCards'>): PlayerCounts {
  const stock = stockTotal(board);
  const flight = flightTotal(board);
  const max = Math.min(mostPlayersFor(stock, stockNeeded), mostPlayersFor(flight, flightNeeded));
  if (max === MAX_PLAYERS) return { min: MIN_PLAYERS, max, note: null };
  const next = max + 1;
  const short: string[] = [];
  if (stock < stockNeeded(next)) short.push(`${stock} stock cards (${next} players need ${stockNeeded(next)}: ${STOCK_HAND} each, ${FACE_UP} face up and one to draw)`);
  if (flight < flightNeeded(next)) short.push(`${flight} flight cards (${next} players need ${flightNeeded(next)}: ${FLIGHT_HAND} each and one to draw)`);
  const reach = max < MIN_PLAYERS ? `not enough even for ${MIN_PLAYERS} players` : `enough for ${playerRange(max)}`;
  return { min: MIN_PLAYERS, max, note: `This board's cards are ${reach}: it has ${short.join(' and ')}.` };
}
