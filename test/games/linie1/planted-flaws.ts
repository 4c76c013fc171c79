/** Linie 1's planted lab flaws (test/lab/planted-flaws.ts gathers every game's). */
import { elementById as byId, type GameFlaw } from '../../lab/flaw-kit.js';

export const flaws: GameFlaw[] = [
  {
    // Both ends on the left edge, side by side, and every route card sends line 1 only to the
    // Dom and the E-Werk, the stops beside those ends: its tram's trip is a few squares long.
    // Moving the terminal alone (the plant before lab11) left the card's stops, which still
    // sent the tram across the city: its holders won 33 % against 23 % on B, 28 % against 24 % on
    // A (1,000 games a board), a change of the lead of +6 points (95 % interval +0 to +12), so at
    // 100–400 games a board it ranked in the top three on 1 seed range of 4 and not even there at
    // 400; a +6-point change needs about 2,000 games a board to clear the comparison's
    // multiple-testing bar. This plant moves the lead by +53 to +95 points: rank 1 ('weaken',
    // terminal T1b) at 20, 28 and 40 games a board on every seed range tried (1, 1,001, …,
    // 8,001: 5 of 5 at 20 and 28, 9 of 9 at 40), none at 12 (0 of 5).
    name: 'a trivial tram line: line 1 ends beside its start, and its stops are beside its ends',
    file: 'classic.board.json',
    plant: (b) => {
      const t = byId(b.terminals, 'T1b');
      t.edge = 'left';
      t.squares = [8, 9];
      for (const c of b.routeCards) c.stops['1'] = c.stops['1'].length === 2 ? ['D', 'E'] : ['D', 'E', 'L'];
    },
    expect: { elements: ['line:1', 'terminal:T1a', 'terminal:T1b'], direction: 'weaken' },
    players: 4,
  },
  {
    // The starting hands come from the box, not the pile: with 2 curves each in them (the
    // classic board), a pile of 2 curves instead of 20 (the plant before lab11) still had every
    // seat laying curves from its first turn, and the lab never named the curve (100–400 games a
    // board, 4 seed ranges: other curved tiles were taken more instead). With no curve in the
    // hands (3 straights, the rest drawn from the pile) the 2 in the pile are all there is: the
    // curve is taken by its usual turn 46 to 75 points less often, rank 1 ('strengthen') at 20,
    // 28 and 40 games a board on every seed range tried (5 of 5, 5 of 5, 9 of 9), 3 of 5 at 12.
    name: 'a starved tile pile: 2 curves in the pile instead of 20, and none in the starting hands',
    file: 'classic.board.json',
    plant: (b) => {
      byId(b.tileTypes, 'curve').pile = 2;
      b.startingHand = { straight: 3 };
    },
    expect: { elements: ['tile:curve'], direction: 'strengthen' },
    players: 4,
  },
];
