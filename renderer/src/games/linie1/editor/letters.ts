/** Building letters on a Linie 1 board (its own module: the grid's region tools and the commands both need it). */
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import { nextNumbered } from '../../../editor-core/model/ids.js';

const LETTERS = 'ABCDEFGHIKLMNOPQRSTUVWXYZ'.split('');

/** The next free building letter (then "N27", "N28" … once the alphabet is used up). */
export function nextLetter(b: Pick<Linie1Board, 'buildings' | 'terminals'>): string {
  const taken = new Set([...b.buildings.map((x) => x.id), ...b.terminals.map((t) => t.id)]);
  return LETTERS.find((l) => !taken.has(l)) ?? nextNumbered('N', taken);
}
