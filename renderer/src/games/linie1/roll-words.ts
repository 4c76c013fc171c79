/**
 * The die's banner in words: what was rolled and, for an H, which stop the tram drives on to
 * (the building whose stop sign stands there, and the square as the log names it) or the
 * terminal it reaches. Read from the roll's event (where the tram went on its path) and the view
 * after it; pure, so it is tested in Node.
 */
import type { Linie1Board } from '../../../../games/linie1/board.js';
import { parseSquare } from './geometry.js';

export interface RollFacts {
  /** Who rolled (their seat's name). */
  who: string;
  face: string;
  /** The tram's path and the step it stands on after the roll (absent: not known). */
  path?: readonly string[];
  to?: number;
  /** Building id → the square ("row,col") its stop sign is on. */
  stopSigns: Readonly<Record<string, string>>;
}

/** The table's words (`words.t` of the linie1 area), passed in so this stays pure. */
export type Say = (key: 'linie1.roll.number' | 'linie1.roll.hTo' | 'linie1.roll.hNext' | 'linie1.place.terminal' | 'linie1.place.stop' | 'linie1.where', params?: Record<string, string | number>) => string;

/** Where the tram stands at step `to` of its path, in words ("the stop at Dom (D), row 9, column 3"). */
export function placeWords(board: Pick<Linie1Board, 'terminals' | 'buildings'>, key: string, stopSigns: Readonly<Record<string, string>>, t: Say): string {
  const term = board.terminals.find((x) => x.id === key);
  if (term) return t('linie1.place.terminal', { street: term.street });
  const sq = parseSquare(key);
  if (!sq) return key;
  const square = t('linie1.where', { row: sq.row, col: sq.col });
  const stop = Object.keys(stopSigns).find((b) => stopSigns[b] === key);
  const building = stop ? board.buildings.find((b) => b.id === stop) : undefined;
  return building ? t('linie1.place.stop', { building: building.name, id: building.id, square }) : square;
}

/** "Ann rolled 3", or for an H "Ann rolled H: on to the stop at Dom (D), row 9, column 3". */
export function rollWords(board: Pick<Linie1Board, 'terminals' | 'buildings'>, r: RollFacts, t: Say): string {
  if (r.face !== 'H') return t('linie1.roll.number', { who: r.who, face: r.face });
  const key = r.path && r.to !== undefined && r.to >= 0 ? r.path[r.to] : undefined;
  return key === undefined ? t('linie1.roll.hNext', { who: r.who }) : t('linie1.roll.hTo', { who: r.who, place: placeWords(board, key, r.stopSigns, t) });
}
