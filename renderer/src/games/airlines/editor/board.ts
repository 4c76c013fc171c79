/** A fresh Airlines board for the editor: the header and empty lists, a draft to fill in. */
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** A new board's name in the editor's language (worded when the board is made). */
const { t } = useT(editorArea);

export function newAirlinesBoard(): AirlinesBoard {
  return {
    $schema: './board.schema.json',
    game: 'airlines',
    format: 1,
    name: t('editor.newBoardName'),
    cities: [],
    routes: [],
    airlines: [],
    flightCards: [],
    scoringCards: 3,
  };
}
