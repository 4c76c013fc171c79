/**
 * A save's name or a table's title where a screen lists it (Saves, the lobby, Join): a lab
 * replay's (a token of its board, seed and move, see `labNameWording`) worded in the page's
 * language from the host's catalogue, which loads after the first paint (the board's name stands
 * in until then); any other name as it was written, an older lab replay's English included.
 */
import { labNameBoard, labNameWording } from '../../../formats/protocol.js';
import { wordWhenLoaded } from './game-info-words.js';

export function listedName(name: string): string {
  const lab = labNameWording(name);
  return lab ? wordWhenLoaded(lab, labNameBoard(name)) : name;
}
