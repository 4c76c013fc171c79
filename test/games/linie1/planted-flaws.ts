/** Linie 1's planted lab flaws (test/lab/planted-flaws.ts gathers every game's). */
import { elementById as byId, type GameFlaw } from '../../lab/flaw-kit.js';

export const flaws: GameFlaw[] = [
  {
    // Not so trivial with the default bots: the stops on its route card still send the tram
    // across the city and back. 1,000 games a board (lab bench): its holders win 33 % against
    // 23 % on B, 28 % against 24 % on A. The change of that lead, +6 points (95 % interval +0 to
    // +12), is q 0.17 among the comparison's 410 tests, while squares near the moved terminal
    // change by up to 39 points. B's own report finds the lead (+9 points, q 0.00001, within
    // bots), so the comparison names the edited terminal T1b first from it, the cause of the
    // squares' changes (main/lab/compare-findings.ts, ownCause).
    name: 'a trivial tram line: line 1 ends beside its start',
    file: 'classic.board.json',
    plant: (b) => {
      const t = byId(b.terminals, 'T1b');
      t.edge = 'left';
      t.squares = [8, 9];
    },
    expect: { elements: ['line:1', 'terminal:T1a', 'terminal:T1b'], direction: 'weaken' },
    players: 4,
  },
  {
    name: 'a starved tile pile: 2 curves in the pile instead of 20',
    file: 'classic.board.json',
    plant: (b) => (byId(b.tileTypes, 'curve').pile = 2),
    expect: { elements: ['tile:curve'], direction: 'strengthen' },
    players: 4,
  },
];
