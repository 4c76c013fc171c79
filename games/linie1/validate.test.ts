import { describe, expect, it } from 'vitest';
import { classicBoard, miniBoard } from './fixtures.test-helpers.js';
import type { Linie1Board } from './board.js';
import { wordProblem } from '../core/board-problem.js';
import type { BoardProblem } from '../core/types.js';
import { linie1Messages } from './messages.js';
import { validateBoard as checkedProblems } from './validate.js';

/** Where, what in English and how bad (the key and params word it in every language: messages.test.ts). */
const validateBoard = (b: Linie1Board): BoardProblem[] => checkedProblems(b).map(({ path, message, severity }) => ({ path, message, severity }));

function problems(change: (b: Linie1Board) => void): { path: string; message: string }[] {
  const b = miniBoard();
  change(b);
  return validateBoard(b).filter((p) => p.severity === 'error');
}

describe('validateBoard', () => {
  it('Board: the classic city and the mini town have no problems', () => {
    expect(validateBoard(classicBoard())).toEqual([]);
    expect(validateBoard(miniBoard())).toEqual([]);
  });

  it('Board: a terminal whose loop runs into a building leads nowhere', () => {
    const p = problems((b) => b.buildings.push({ id: 'X', name: 'Blocker', row: 2, col: 1 }));
    expect(p).toContainEqual(expect.objectContaining({ path: '$.terminals[0].squares', message: expect.stringMatching(/leads nowhere/) }));
  });

  it('Board: a building boxed in with no free square beside it can never get a stop sign', () => {
    const p = problems((b) => {
      b.buildings.push({ id: 'X', name: 'Left', row: 5, col: 4 }, { id: 'Y', name: 'Up', row: 4, col: 5 });
    });
    expect(p).toContainEqual(expect.objectContaining({ path: '$.buildings[1]', message: expect.stringMatching(/never get a stop sign/) }));
  });

  it('Board: a line needs exactly two terminals', () => {
    const p = problems((b) => b.terminals.pop());
    expect(p).toContainEqual(expect.objectContaining({ path: '$.lines[1]', message: expect.stringMatching(/needs exactly two/) }));
  });

  it('Board: a route card naming a missing building, or missing a line, is reported', () => {
    const p = problems((b) => {
      b.routeCards[0]!.stops['1'] = ['Q'];
      delete b.routeCards[1]!.stops['2'];
    });
    expect(p).toContainEqual(expect.objectContaining({ path: '$.routeCards[0].stops.1[0]' }));
    expect(p).toContainEqual(expect.objectContaining({ path: '$.routeCards[1].stops', message: expect.stringMatching(/no stops for line 2/) }));
  });

  it('Board: a terminal loop must touch two neighbouring squares on the board', () => {
    expect(problems((b) => (b.terminals[0]!.squares = [2, 4]))).toContainEqual(expect.objectContaining({ path: '$.terminals[0].squares' }));
    expect(problems((b) => (b.terminals[0]!.squares = [5, 6]))).toContainEqual(expect.objectContaining({ message: expect.stringMatching(/outside the grid/) }));
  });

  it('Board: a terminal past the end of its edge (the grid made smaller) is named by where it lies, in rows or columns', () => {
    const p = problems((b) => {
      b.rows = 4;
      b.terminals[0] = { ...b.terminals[0]!, edge: 'right', squares: [4, 5] };
      b.terminals[1] = { ...b.terminals[1]!, edge: 'top', squares: [6, 7] };
    });
    const [right, top] = [p.find((x) => x.path === '$.terminals[0].squares')!, p.find((x) => x.path === '$.terminals[1].squares')!];
    expect(right.message).toMatch(/^Terminal .+ lies outside the grid, below its last row: its loop is right of column \d+ at rows 4 and 5, but the grid has only 4 rows\. Move it onto the edge or delete it\.$/);
    expect(top.message).toMatch(/^Terminal .+ lies outside the grid, past its last column: its loop is above row 1 at columns 6 and 7, but the grid has only \d+ columns\./);
  });

  it('Board: a starting hand naming a missing tile type, or an empty pile, is reported', () => {
    expect(problems((b) => (b.startingHand = { nope: 1 }))).toContainEqual(expect.objectContaining({ path: '$.startingHand.nope' }));
    expect(problems((b) => b.tileTypes.forEach((t) => (t.pile = 0)))).toContainEqual(expect.objectContaining({ path: '$.tileTypes' }));
  });

  it('Board: two buildings on one square, or outside the grid', () => {
    const p = problems((b) => b.buildings.push({ id: 'Z', name: 'Twin', row: 3, col: 3 }, { id: 'W', name: 'Far', row: 9, col: 1 }));
    expect(p.map((x) => x.path)).toEqual(expect.arrayContaining(['$.buildings[2]', '$.buildings[3]']));
  });
});

describe('validateBoard: terminals that lead nowhere', () => {
  it('Board: a building on the edge that blocks the only way on from a terminal square', () => {
    // Terminal W1 touches (2,1) and (3,1); walls at (1,1), (2,2), (3,2) and (4,1) leave the loop
    // squares only each other, which no tile can use.
    const p = problems((b) => {
      b.buildings.push(
        { id: 'P', name: 'P', row: 1, col: 1 }, { id: 'Q', name: 'Q', row: 2, col: 2 },
        { id: 'R', name: 'R', row: 3, col: 2 }, { id: 'S', name: 'S', row: 4, col: 1 },
      );
    });
    expect(p).toContainEqual(expect.objectContaining({ path: '$.lines[0]', message: expect.stringMatching(/wall off/) }));
  });

  it('Board: a terminal square no tile type of the board can use leads nowhere', () => {
    // Loop on (1,1) and (2,1), a building at (1,2): (1,1) needs a curve west–south, and this
    // board has only straights.
    const p = problems((b) => {
      b.terminals[0]!.squares = [1, 2];
      b.buildings.push({ id: 'P', name: 'P', row: 1, col: 2 });
      b.tileTypes = b.tileTypes.filter((t) => t.id === 'straight');
    });
    expect(p).toContainEqual(expect.objectContaining({ path: '$.terminals[0].squares', message: expect.stringMatching(/no tile can lie on row 1, column 1/) }));
  });
});

describe('validateBoard: blocked squares and stop sides (board-design extensions)', () => {
  it('Board rule (blocked squares): a blocked square off the grid, or on a building, is reported at the square', () => {
    const p = problems((b) => (b.blocked = [{ row: 9, col: 2 }, { row: 3, col: 3 }]));
    expect(p).toContainEqual({ path: '$.blocked[0]', severity: 'error', message: 'The blocked square at row 9, column 2 lies outside the 5 by 5 grid.' });
    expect(p).toContainEqual({ path: '$.blocked[1]', severity: 'error', message: 'Row 3, column 3 is both blocked and the building A: make it one or the other.' });
  });

  it('Board rule (blocked squares): a square listed twice is a warning only', () => {
    const b = miniBoard({ blocked: [{ row: 4, col: 2 }, { row: 4, col: 2 }] });
    expect(validateBoard(b)).toEqual([{ path: '$.blocked[1]', severity: 'warning', message: 'The blocked square at row 4, column 2 is listed twice.' }]);
  });

  it('Board rule (stop sides): a building whose allowed sides all face the edge can never get a stop sign', () => {
    // B stands in the corner (5,5): its south and east sides are the edge of the city.
    const p = problems((b) => (b.buildings[1]!.stopSides = ['S', 'E']));
    expect(p).toContainEqual({
      path: '$.buildings[1].stopSides',
      severity: 'error',
      message: 'Bad can never get a stop sign: no tile can lie beside any side it may take it on (south: the edge of the city; east: the edge of the city).',
    });
  });

  it('Board rule (stop sides): the problem carries its key and params, and reads in French and German with the game’s terms', () => {
    const b = miniBoard();
    b.buildings[1]!.stopSides = ['S', 'E'];
    const p = checkedProblems(b).find((x) => x.path === '$.buildings[1].stopSides')!;
    expect(p.key).toBe('linie1.board.noStopSign');
    expect(wordProblem(linie1Messages, 'fr', p)).toBe('Bad ne pourra jamais avoir de panneau d’arrêt : aucune tuile ne peut être posée à côté d’un côté qui peut le recevoir (sud : le bord de la ville\u202f; est : le bord de la ville).');
    expect(wordProblem(linie1Messages, 'de', p)).toBe('Bad bekommt nie ein Haltestellenschild: An keiner Seite, an der es eins bekommen darf, kann ein Plättchen liegen (Süden: der Stadtrand; Osten: der Stadtrand).');
  });

  it('Board rule (stop sides): a building whose allowed sides are blocked (or built on) can never get a stop sign', () => {
    const p = problems((b) => {
      b.buildings[0]!.stopSides = ['N', 'W'];
      b.blocked = [{ row: 2, col: 3 }];
      b.buildings.push({ id: 'X', name: 'Next door', row: 3, col: 2 });
    });
    expect(p).toContainEqual(expect.objectContaining({ path: '$.buildings[0].stopSides', message: expect.stringContaining('(north: a blocked square; west: building X)') }));
  });

  it('Board rule (blocked squares): a building boxed in by blocked squares is told so', () => {
    const p = problems((b) => (b.blocked = [{ row: 2, col: 3 }, { row: 4, col: 3 }, { row: 3, col: 2 }, { row: 3, col: 4 }]));
    expect(p).toContainEqual(expect.objectContaining({ path: '$.buildings[0]', message: expect.stringMatching(/^Apotheke can never get a stop sign: .*north: a blocked square/) }));
  });

  it('Board rule (stop sides): an empty or repeated list of stop sides is reported', () => {
    expect(problems((b) => (b.buildings[0]!.stopSides = []))).toContainEqual(expect.objectContaining({ path: '$.buildings[0].stopSides', message: 'Apotheke has no side marked for its stop sign, so it can never get one.' }));
    expect(problems((b) => (b.buildings[0]!.stopSides = ['N', 'N']))).toContainEqual(expect.objectContaining({ path: '$.buildings[0].stopSides', message: 'Apotheke lists a stop side twice.' }));
  });

  it('Board rule (blocked squares): a terminal whose loop runs into a blocked square is cut off', () => {
    const p = problems((b) => (b.blocked = [{ row: 2, col: 1 }]));
    expect(p).toContainEqual({ path: '$.terminals[0].squares', severity: 'error', message: 'Terminal Westgate is cut off: its loop runs into the blocked square at row 2, column 1.' });
  });

  it('Board rule (blocked squares): a terminal hemmed in by blocked squares is walled off from the other', () => {
    // W1 touches (2,1) and (3,1): blocking (1,1), (2,2), (3,2) and (4,1) leaves each loop square
    // only the other, which no tile can use.
    const p = problems((b) => (b.blocked = [{ row: 1, col: 1 }, { row: 2, col: 2 }, { row: 3, col: 2 }, { row: 4, col: 1 }]));
    expect(p).toContainEqual(expect.objectContaining({ path: '$.lines[0]', message: 'The buildings and blocked squares wall off the two terminals of line 1: no track can join them.' }));
  });

  it('Board rule (blocked squares): a river of blocked squares across the town walls off a line', () => {
    // Column 3 blocked but for building A at (3,3): line 1 (left to right) can no longer cross.
    const p = problems((b) => (b.blocked = [1, 2, 4, 5].map((row) => ({ row, col: 3 }))));
    expect(p).toContainEqual(expect.objectContaining({ path: '$.lines[0]', message: expect.stringMatching(/wall off the two terminals of line 1/) }));
  });

  it('Board: blocked squares and stop sides that leave every building and line a way are no problem', () => {
    const b = miniBoard({ blocked: [{ row: 4, col: 2 }, { row: 1, col: 5 }] });
    b.buildings[0]!.stopSides = ['S'];
    b.buildings[1]!.stopSides = ['N', 'W'];
    expect(validateBoard(b)).toEqual([]);
  });
});
