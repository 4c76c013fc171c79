/** Linie 1's planted lab flaws (test/lab/planted-flaws.ts gathers every game's). */
import { elementById as byId, type GameFlaw } from '../../lab/flaw-kit.js';

export const flaws: GameFlaw[] = [
  {
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
