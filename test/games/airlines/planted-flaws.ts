/** Airlines's planted lab flaws (test/lab/planted-flaws.ts gathers every game's). */
import { elementById as byId, type GameFlaw } from '../../lab/flaw-kit.js';

export const flaws: GameFlaw[] = [
  {
    name: 'a cheap route: Miami–New York 9/12/14 → 1/1/1',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.routes, 'mia-nyc').costs = [1, 1, 1]),
    expect: { elements: ['route:mia-nyc'], direction: 'weaken' },
    players: 4,
  },
  {
    name: 'a dear route: Boston–New York 1/3 → 14/14',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.routes, 'bos-nyc').costs = [14, 14]),
    expect: { elements: ['route:bos-nyc'], direction: 'strengthen' },
    players: 4,
  },
  {
    name: 'a boxed-in airline: Sun Coast Airlines flies wavy routes only',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.airlines, 'SCA').allowedRouteTypes = ['wavy']),
    expect: { elements: ['airline:SCA'], direction: 'strengthen' },
    players: 4,
  },
  {
    name: 'a stock count that starves an airline: Prairie Air 7 stock cards → 1',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.airlines, 'PRA').stockCards = 1),
    expect: { elements: ['airline:PRA'], direction: 'strengthen' },
    players: 4,
  },
];
