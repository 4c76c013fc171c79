/** A fresh Airlines board for the editor: the header and empty lists, a draft to fill in. */
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';

export function newAirlinesBoard(): AirlinesBoard {
  return {
    $schema: './board.schema.json',
    game: 'airlines',
    format: 1,
    name: 'New board',
    cities: [],
    routes: [],
    airlines: [],
    flightCards: [],
    scoringCards: 3,
  };
}
