/**
 * A fresh Airlines Europe board for the editor: the header, empty map lists, and the default
 * board's share track and Air Abacus (so a first test map has a track to score on); a draft to
 * fill in.
 */
import europe from '../../../../../boards/airlines-europe/europe.board.json';
import type { Abacus, EuropeBoard, ShareTrack } from '../../../../../games/airlines-europe/types.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** A new board's name in the editor's language (worded when the board is made). */
const { t } = useT(editorArea);

export const DEFAULT_TRACK = (europe as { shareTrack: ShareTrack }).shareTrack;
export const DEFAULT_ABACUS = (europe as { abacus: Abacus }).abacus;

export function newEuropeBoard(): EuropeBoard {
  return {
    $schema: './board.schema.json',
    game: 'airlines-europe',
    format: 1,
    name: t('editor.newBoardName'),
    cities: [],
    routes: [],
    airlines: [],
    bonuses: [],
    shareTrack: structuredClone(DEFAULT_TRACK),
    abacus: structuredClone(DEFAULT_ABACUS),
  };
}
