/**
 * A seat's name where a screen lists a table's seats (the lobby, Join, Saves): its own name, the
 * reader's "Player N" when nobody named it, or a lab replay's seat (named by key, see
 * `labSeatWording`) worded in the page's language from the games' catalogues, which load after
 * the first paint (the number stands in until then).
 */
import { isUnnamed, labSeatWording } from '../../../formats/protocol.js';
import { wordWhenLoaded } from './game-info-words.js';

export function listedSeatName(s: { index: number; name: string }, playerN: (n: number) => string): string {
  if (isUnnamed(s)) return playerN(s.index + 1);
  const lab = labSeatWording(s);
  return lab ? wordWhenLoaded(lab, playerN(s.index + 1)) : s.name;
}
