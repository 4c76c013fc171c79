/** Airlines Europe at its limits, for the resource tests and the board-limits bench (test/integration/board-bounds.ts). */
import { EUROPE_LIMITS as L } from '../../../games/airlines-europe/limits.js';
import { europeMode } from '../../../renderer/src/games/airlines-europe/editor/mode.js';
import { copies, type GameBounds } from '../../integration/board-bounds.js';

export const bounds: GameBounds = {
  setupCounts: ['$.airlines[0].shares', '$.abacus.shares'],
  editorMode: europeMode,
  heaviest(base) {
    const b = structuredClone(base);
    b.airlines = copies(b.airlines, L.airlines, (a, i) => Object.assign(a, { id: `x${i}`, name: `Extra ${i}`, initials: `X${i}`.slice(0, 4) }));
    for (const a of b.airlines) a.shares = L.shares;
    b.abacus.shares = L.abacusShares;
    return b;
  },
};
