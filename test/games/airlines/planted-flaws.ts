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
    // The cheapest route on the board made the dearest: it is left untaken. Rank 1 ('strengthen')
    // at 12, 20, 28 and 40 games a board on every seed range tried (1, 1,001, …, 5,001: 6 of 6
    // each); CI runs it at 40.
    name: 'a dear route: Boston–New York 1/3 → 14/14',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.routes, 'bos-nyc').costs = [14, 14]),
    expect: { elements: ['route:bos-nyc'], direction: 'strengthen' },
    players: 4,
  },
  {
    // Its dotted routes taken away, the airline is started less: a take-rate change of about −13
    // points at 1,000 games a board (lab8), small, so it needs many games. In the top three
    // ('strengthen', each time at rank 1, as the edit's own element) on 1 of 4 seed ranges at
    // 100 games a board (1,001 only), 2 of 4 at 200, 3 of 3 at 250 and 7 of 7 at 300 (1, 1,001,
    // …, 6,001); CI runs it at 300, where the bundled board's games are shared with the other
    // Airlines flaws.
    name: 'a boxed-in airline: Sun Coast Airlines flies wavy routes only',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.airlines, 'SCA').allowedRouteTypes = ['wavy']),
    expect: { elements: ['airline:SCA'], direction: 'strengthen' },
    players: 4,
  },
  {
    // Planted as a starved airline, it is the other way round for its player: founding needs one
    // card, and the one card's holder owns the whole majority. 1,000 games a board (lab bench):
    // the card is laid out in 794 games, late (median turn 36.5 against 7), and its lone holder
    // wins 43 % against 21 % (on the bundled board PRA's holders win 24 % against 27 %), earning
    // 14.5 points from it against 9.2. Its routes out of Kansas City are taken 31–33 points less
    // by turn 19 (the network starves), but the flaw to fix is the holder's edge: weaken, by
    // setting the cards back to 7.
    name: 'a stock count that gives one card the whole majority: Prairie Air 7 stock cards → 1',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.airlines, 'PRA').stockCards = 1),
    expect: { elements: ['airline:PRA'], direction: 'weaken' },
    players: 4,
  },
];
