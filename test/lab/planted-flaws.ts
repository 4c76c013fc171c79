/**
 * Planted flaws: bundled boards with one element made absurd on purpose, and what the lab should
 * say about each (the element, and which way to fix it). The lab's planted-flaw test
 * (planted-flaws.test.ts) and its bench (test/bench/lab.bench.ts) run them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBoard } from '../../games/core/board-check.js';
import { games } from '../../games/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/* eslint-disable @typescript-eslint/no-explicit-any */
type Raw = any;

export interface PlantedFlaw {
  name: string;
  game: string;
  /** The bundled board it is planted in (boards/<game>/<file>). */
  file: string;
  plant(board: Raw): void;
  /** The elements a report may name for it (kind:id), and the way the fix goes. */
  expect: { elements: string[]; direction: 'weaken' | 'strengthen' };
  players: number;
}

const byId = (list: Raw[], id: string): Raw => {
  const x = list.find((e: Raw) => e.id === id);
  if (!x) throw new Error(`No element ${id}`);
  return x;
};

export const PLANTED: PlantedFlaw[] = [
  {
    name: 'a cheap route: Miami–New York 9/12/14 → 1/1/1',
    game: 'airlines',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.routes, 'mia-nyc').costs = [1, 1, 1]),
    expect: { elements: ['route:mia-nyc'], direction: 'weaken' },
    players: 4,
  },
  {
    name: 'a dear route: Boston–New York 1/3 → 14/14',
    game: 'airlines',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.routes, 'bos-nyc').costs = [14, 14]),
    expect: { elements: ['route:bos-nyc'], direction: 'strengthen' },
    players: 4,
  },
  {
    name: 'a boxed-in airline: Sun Coast Airlines flies wavy routes only',
    game: 'airlines',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.airlines, 'SCA').allowedRouteTypes = ['wavy']),
    expect: { elements: ['airline:SCA'], direction: 'strengthen' },
    players: 4,
  },
  {
    name: 'a stock count that starves an airline: Prairie Air 7 stock cards → 1',
    game: 'airlines',
    file: 'north-america.board.json',
    plant: (b) => (byId(b.airlines, 'PRA').stockCards = 1),
    expect: { elements: ['airline:PRA'], direction: 'strengthen' },
    players: 4,
  },
  {
    name: 'a dominant region: the Northeast bonus 14 → 80',
    game: 'blue-skies',
    file: 'usa.board.json',
    plant: (b) => (byId(b.regions, 'northeast').bonus = 80),
    expect: { elements: ['region:northeast'], direction: 'weaken' },
    players: 4,
  },
  {
    name: 'a dead airport: no demand card names Atlanta',
    game: 'blue-skies',
    file: 'usa.board.json',
    plant: (b) => (byId(b.airports, 'ATL').demand = 0),
    expect: { elements: ['airport:ATL'], direction: 'strengthen' },
    players: 4,
  },
  {
    name: 'a trivial tram line: line 1 ends beside its start',
    game: 'linie1',
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
    game: 'linie1',
    file: 'classic.board.json',
    plant: (b) => (byId(b.tileTypes, 'curve').pile = 2),
    expect: { elements: ['tile:curve'], direction: 'strengthen' },
    players: 4,
  },
];

/** The bundled board as a checked board, with the flaw planted when given. */
export function plantedBoard(flaw: Pick<PlantedFlaw, 'game' | 'file'> & { plant?: PlantedFlaw['plant'] }): unknown {
  const raw = JSON.parse(readFileSync(join(ROOT, 'boards', flaw.game, flaw.file), 'utf8'));
  flaw.plant?.(raw);
  const check = checkBoard(games.get(flaw.game)!, raw);
  if (!check.ok) throw new Error(`${flaw.file}: ${check.problems[0]?.path}: ${check.problems[0]?.message}`);
  return check.board;
}
