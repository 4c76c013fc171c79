/** A fresh Blue Skies board for the editor: the header, the game's usual numbers, no airports yet. */
import type { BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** A new board's name in the editor's language (worded when the board is made). */
const { t } = useT(editorArea);

export function newBlueSkiesBoard(): BlueSkiesBoard {
  return {
    $schema: './board.schema.json',
    game: 'blue-skies',
    format: 1,
    name: t('editor.newBoardName'),
    airports: [],
    regions: [],
    bag: { red: 100, green: 25 },
    pointsPerRound: 6,
    setupPoints: 6,
    setupGates: 2,
    gatesPerPlayer: { '2': 26, '3': 24, '4': 22, '5': 20 },
  };
}
