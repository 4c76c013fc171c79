/** A fresh Blue Skies board for the editor: the header, the game's usual numbers, no airports yet. */
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';

export function newBlueSkiesBoard(): BlueSkiesBoard {
  return {
    $schema: './board.schema.json',
    game: 'blue-skies',
    format: 1,
    name: 'New board',
    airports: [],
    regions: [],
    bag: { red: 100, green: 25 },
    pointsPerRound: 6,
    setupPoints: 6,
    setupGates: 2,
    gatesPerPlayer: { '2': 26, '3': 24, '4': 22, '5': 20 },
  };
}
