/** Blue Skies at its limits, for the resource tests and the board-limits bench (test/integration/board-bounds.ts). */
import { BLUE_SKIES_LIMITS as L } from '../../../games/blue-skies/limits.js';
import { blueSkiesMode } from '../../../renderer/src/games/blue-skies/editor/mode.js';
import { copies, type GameBounds } from '../../integration/board-bounds.js';

export const bounds: GameBounds = {
  setupCounts: ['$.airports[0].demand', '$.bag.red', '$.bag.green', '$.gatesPerPlayer["2"]'],
  editorMode: blueSkiesMode,
  heaviest(base) {
    const b = structuredClone(base);
    b.airports = copies(b.airports, L.airports, (a, i) => Object.assign(a, { id: `X${i}`, city: `Extra ${i}` }));
    for (const a of b.airports) a.demand = L.demand;
    // Every airport in a region (one more region holds the extra airports).
    b.regions.push({ id: 'extra', name: 'Extra', bonus: 1, airports: b.airports.slice((base.airports as unknown[]).length).map((a: any) => a.id) });
    b.bag = { red: L.cubes, green: L.cubes };
    b.gatesPerPlayer = { 2: L.gatesPerPlayer, 3: L.gatesPerPlayer, 4: L.gatesPerPlayer, 5: L.gatesPerPlayer };
    return b;
  },
};
