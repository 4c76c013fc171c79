/** Airlines at its limits, for the resource tests and the board-limits bench (test/integration/board-bounds.ts). */
import { AIRLINES_LIMITS as L } from '../../../games/airlines/limits.js';
import { ROUTE_TYPES } from '../../../games/airlines/types.js';
import { airlinesMode } from '../../../renderer/src/games/airlines/editor/mode.js';
import { copies, type GameBounds } from '../../integration/board-bounds.js';

export const bounds: GameBounds = {
  setupCounts: ['$.airlines[0].stockCards', '$.airlines[0].markers', '$.flightCards[0].count', '$.scoringCards'],
  editorMode: airlinesMode,
  heaviest(base) {
    const b = structuredClone(base);
    // More airlines, each headquartered where an airline of the board is (ids and names fresh).
    b.airlines = copies(b.airlines, L.airlines, (a, i) => Object.assign(a, { id: `X${i}`, name: `Extra ${i}`, initials: `X${i}`.slice(0, 4) }));
    for (const a of b.airlines) Object.assign(a, { stockCards: L.stockCards, markers: L.markers });
    // Every type and value once (a card listed twice is refused), each at the most cards.
    b.flightCards = ROUTE_TYPES.flatMap((type) => Array.from({ length: 14 }, (_, v) => ({ type, value: v + 1, count: L.flightCardCount })));
    b.scoringCards = L.scoringCards;
    return b;
  },
};
