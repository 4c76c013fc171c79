/**
 * How many players an Airlines board can seat. The box is for 2 to 6; a board's card counts may
 * allow fewer. Before the first turn every player is dealt 5 stock cards and 3 flight cards and 5
 * stock cards lie face up, and each deck must still hold a card to draw: a designer's tiny test
 * map may have cards for 2 or 3 players only. That is a warning in the board check, and a player
 * count the cards cannot supply is refused at setup with the same words.
 */
import type { PlayerCounts } from '../core/types.js';
import type { AirlinesBoard } from './types.js';
import { list, wordingOf, type Wording } from '../core/wording.js';
import { said } from './messages.js';

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

/** "2 players", "2 to 4 players": the params of `airlines.seats.range`. */
export function playerRange(max: number): Wording {
  return { key: 'airlines.seats.range', params: { min: MIN_PLAYERS, max, same: max > MIN_PLAYERS ? 'no' : 'yes' } };
}

/** The player counts an Airlines board's cards can deal for, and why not more (by key, with its English). */
export function playerCounts(board: Pick<AirlinesBoard, 'airlines' | 'flightCards'>): PlayerCounts {
  const stock = stockTotal(board);
  const flight = flightTotal(board);
  const max = Math.min(mostPlayersFor(stock, stockNeeded), mostPlayersFor(flight, flightNeeded));
  if (max === MAX_PLAYERS) return { min: MIN_PLAYERS, max, note: null };
  const next = max + 1;
  const short: Wording[] = [];
  if (stock < stockNeeded(next)) short.push({ key: 'airlines.seats.stock', params: { n: stock, next, need: stockNeeded(next), hand: STOCK_HAND, faceUp: FACE_UP } });
  if (flight < flightNeeded(next)) short.push({ key: 'airlines.seats.flight', params: { n: flight, next, need: flightNeeded(next), hand: FLIGHT_HAND } });
  const reach: Wording = max < MIN_PLAYERS ? { key: 'airlines.seats.none', params: { min: MIN_PLAYERS } } : { key: 'airlines.seats.enough', params: { range: playerRange(max) } };
  const note = said('airlines.seats.note', { reach, short: list(short) });
  return { min: MIN_PLAYERS, max, note: note.text, noteWords: wordingOf(note) };
}
