/** Linie 1 at its limits, for the resource tests and the board-limits bench (test/integration/board-bounds.ts). */
import { LINIE1_LIMITS as L } from '../../../games/linie1/limits.js';
import { linie1Mode } from '../../../renderer/src/games/linie1/editor/mode.js';
import { copies, type GameBounds } from '../../integration/board-bounds.js';

export const bounds: GameBounds = {
  setupCounts: ['$.tileTypes[0].pile', '$.tileTypes[0].start', '$.handSize', '$.tilesPerTurn'],
  editorMode: linie1Mode,
  heaviest(base) {
    const b = structuredClone(base);
    b.tileTypes = copies(b.tileTypes, L.tileTypes, (t, i) => Object.assign(t, { id: `x${i}`, name: `Extra ${i}` }));
    for (const t of b.tileTypes) Object.assign(t, { pile: L.tilesPerType, start: L.tilesPerType });
    b.handSize = L.handSize;
    b.tilesPerTurn = L.tilesPerTurn;
    // The largest grid: the terminals stay on their edges, the buildings where they are.
    b.rows = L.gridSide;
    b.cols = L.gridSide;
    return b;
  },
  // On the code before board limits, this made the host build a billion-element array and die out of memory.
  bomb: {
    name: 'an inline Linie 1 board with a tile pile of 1e9',
    plant: (b) => {
      b.tileTypes[2].pile = 1e9;
    },
    where: '$.tileTypes[2].pile',
    says: 'pile 1000000000 is over the limit of 100',
  },
};
