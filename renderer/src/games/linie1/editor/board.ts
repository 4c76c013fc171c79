/**
 * A fresh Linie 1 board for the editor: a small city that plays at once (two or three players),
 * with the printed game's tiles, starting hand and die taken from the bundled classic board, so
 * a designer changes what they mean to and starts from a working city.
 */
import classic from '../../../../../boards/linie1/classic.board.json';
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** The sample city's names in the editor's language (worded when a board is made). */
const { t } = useT(editorArea);

const printed = classic as unknown as Linie1Board;

export function newLinie1Board(): Linie1Board {
  return {
    $schema: './board.schema.json',
    game: 'linie1',
    format: 1,
    name: t('editor.linie1.new.city'),
    rows: 8,
    cols: 8,
    buildings: [
      { id: 'A', name: t('editor.linie1.new.building', { id: 'A' }), row: 3, col: 3 },
      { id: 'B', name: t('editor.linie1.new.building', { id: 'B' }), row: 3, col: 6 },
      { id: 'C', name: t('editor.linie1.new.building', { id: 'C' }), row: 6, col: 3 },
      { id: 'D', name: t('editor.linie1.new.building', { id: 'D' }), row: 6, col: 6 },
    ],
    lines: printed.lines.slice(0, 3).map((l) => ({ ...l })),
    terminals: [
      { id: 'T1a', line: '1', edge: 'left', squares: [2, 3], street: t('editor.linie1.new.westGate') },
      { id: 'T1b', line: '1', edge: 'right', squares: [6, 7], street: t('editor.linie1.new.eastGate') },
      { id: 'T2a', line: '2', edge: 'top', squares: [5, 6], street: t('editor.linie1.new.northGate') },
      { id: 'T2b', line: '2', edge: 'bottom', squares: [2, 3], street: t('editor.linie1.new.southGate') },
      { id: 'T3a', line: '3', edge: 'left', squares: [6, 7], street: t('editor.linie1.new.millRoad') },
      { id: 'T3b', line: '3', edge: 'right', squares: [2, 3], street: t('editor.linie1.new.harbourRoad') },
    ],
    tileTypes: printed.tileTypes.map((t) => ({ ...t, segments: t.segments.map((s) => [...s] as typeof s) })),
    startingHand: { ...printed.startingHand },
    handSize: printed.handSize,
    tilesPerTurn: printed.tilesPerTurn,
    routeCards: [
      { id: 'B1', players: [2, 3], stops: { '1': ['A', 'D'], '2': ['B', 'C'], '3': ['C', 'B'] } },
      { id: 'B2', players: [2, 3], stops: { '1': ['B', 'C'], '2': ['A', 'D'], '3': ['A', 'D'] } },
      { id: 'B3', players: [2, 3], stops: { '1': ['C', 'D'], '2': ['A', 'B'], '3': ['B', 'D'] } },
    ],
    die: [...printed.die],
  };
}
