/**
 * The die's banner in words: what was rolled and, for an H, which stop the tram drives on to
 * (the building whose stop sign stands there, and the square as the log names it) or the
 * terminal it reaches. Read from the roll's event (where the tram went on its path) and the view
 * after it; pure, so it is tested in Node.
 */
import type { Linie1Board } from '../../../../games/linie1/board.js';
import { parseSquare, squareWords } from './geometry.js';

export interface RollFacts {
  face: string;
  /** The tram's path and the step it stands on after the roll (absent: not known). */
  path?: readonly string[];
  to?: number;
  /** Building id → the square ("row,col") its stop sign is on. */
  stopSigns: Readonly<Record<string, string>>;
}

/** Where the tram stands at step `to` of its path, in words ("the stop at Dom (D), row 9, column 3"). */
export function placeWords(board: Pick<Linie1Board, 'terminals' | 'buildings'>, key: string, stopSigns: Readonly<Record<string, string>>): string {
  const t = board.terminals.find((x) => x.id === key);
  if (t) return `the terminal ${t.street}`;
  const sq = parseSquare(key);
  if (!sq) return key;
  const stop = Object.keys(stopSigns).find((b) => stopSigns[b] === key);
  const building = stop ? board.buildings.find((b) => b.id === stop) : undefined;
  return building ? `the stop at ${building.name} (${building.id}), ${squareWords(sq)}` : squareWords(sq);
}

/** "rolled 3", or for an H "rolled H: on to the stop at Dom (D), row 9, column 3". */
export function rollWords(board: Pick<Linie1Board, 'terminals' | 'buildings'>, r: RollFacts): string {
  if (r.face !== 'H') return `rolled ${r.face}`;
  const key = r.path && r.to !== undefined && r.to >= 0 ? r.path[r.to] : undefined;
  return key === undefined ? 'rolled H: on to the next stop' : `rolled H: on to ${placeWords(board, key, r.stopSigns)}`;
}
