/** Blue Skies's planted lab flaws (test/lab/planted-flaws.ts gathers every game's). */
import { elementById as byId, type GameFlaw } from '../../lab/flaw-kit.js';

export const flaws: GameFlaw[] = [
  {
    name: 'a dominant region: the Northeast bonus 14 → 80',
    file: 'usa.board.json',
    plant: (b) => (byId(b.regions, 'northeast').bonus = 80),
    expect: { elements: ['region:northeast'], direction: 'weaken' },
    players: 4,
  },
  {
    name: 'a dead airport: no demand card names Atlanta',
    file: 'usa.board.json',
    plant: (b) => (byId(b.airports, 'ATL').demand = 0),
    expect: { elements: ['airport:ATL'], direction: 'strengthen' },
    players: 4,
  },
];
