import { describe, expect, it } from 'vitest';
import { games } from '../index.js';
import { classicBoard, players } from './fixtures.test-helpers.js';
import { handProblem, playerCounts, seatProblem } from './seats.js';
import { word } from '../core/wording.js';
import { linie1Messages } from './messages.js';
import type { BoardProblem } from '../core/types.js';
import { validateBoard as checkedProblems } from './validate.js';

/** Where, what in English and how bad (the key and params word it in every language: messages.test.ts). */
const validateBoard = (b: Linie1Board): BoardProblem[] => checkedProblems(b).map(({ path, message, severity }) => ({ path, message, severity }));
import type { Linie1Board } from './board.js';

describe('Linie 1: the player counts a board seats', () => {
  it('the bundled board seats 2 to 5, with no note', () => {
    expect(playerCounts(classicBoard())).toEqual({ min: 2, max: 5, note: null });
  });

  it('route cards dealt only at 2 and 3 players: the board seats 2 to 3, and setup refuses 4 in the same words', () => {
    const board = classicBoard();
    board.routeCards = board.routeCards.filter((c) => c.players.some((n) => n <= 3)).map((c) => ({ ...c, players: c.players.filter((n) => n <= 3) }));
    const counts = playerCounts(board);
    expect(counts.min).toBe(2);
    expect(counts.max).toBe(3);
    const why = seatProblem(board, 4)!;
    expect(why).toBe('This board has only 0 route cards for 4 players.');
    expect(counts.note).toBe(`This board seats 2 to 3 players. ${why}`);
    // The lobby and the playtest dialog word the note by key in the page's language.
    expect(word(linie1Messages, 'fr', counts.noteWords!)).toBe('Ce plateau se joue de 2 à 3 joueurs. Ce plateau n’a que 0 carte de trajet pour 4 joueurs.');
    expect(word(linie1Messages, 'de', counts.noteWords!)).toBe('Auf diesem Spielplan spielen 2 bis 3 Personen. Dieser Spielplan hat nur 0 Fahrtkarten für 4 Personen.');
    expect(() => games.get('linie1')!.setup({ board, players: players(4), options: {}, seed: 1 })).toThrow(why);
    expect(() => games.get('linie1')!.setup({ board, players: players(3), options: {}, seed: 1 })).not.toThrow();
  });

  /** The bundled board with a starting hand of 3 straights (of 5 in a hand) and a pile of `pile` tiles. */
  const smallPile = (pile: number): Linie1Board => {
    const board = classicBoard();
    const first = board.tileTypes[0]!.id;
    board.startingHand = { [first]: 3 };
    board.tileTypes = board.tileTypes.map((t, i) => ({ ...t, pile: i === 0 ? pile : 0, start: i === 0 ? Math.max(t.start, 15) : t.start }));
    return board;
  };
  const setup = (board: Linie1Board, n: number) => () => games.get('linie1')!.setup({ board, players: players(n), options: {}, seed: 1 });

  it('a pile too small to fill two hands: the editor check, setup and the player counts refuse it in the same words', () => {
    const board = smallPile(3);
    const why = handProblem(board, 2)!;
    expect(why).toBe("This board's draw pile has 3 tiles, too few to fill the hands of 2 players (2 each beyond the starting tiles, 4 in all).");
    expect(seatProblem(board, 2)).toBe(why);
    expect(validateBoard(board)).toContainEqual({ path: '$.tileTypes', message: why, severity: 'error' });
    expect(setup(board, 2)).toThrow(why);
    expect(playerCounts(board)).toMatchObject({ max: 1, note: why });
  });

  it('a pile that fills two or three hands but not four: 2 to 3 players, setup deals full hands and refuses 4 in the same words', () => {
    const board = smallPile(6);
    expect(validateBoard(board).filter((p) => p.severity === 'error')).toEqual([]);
    const counts = playerCounts(board);
    expect(counts).toMatchObject({ min: 2, max: 3 });
    const why = seatProblem(board, 4)!;
    expect(why).toBe("This board's draw pile has 6 tiles, too few to fill the hands of 4 players (2 each beyond the starting tiles, 8 in all).");
    expect(counts.note).toBe(`This board seats 2 to 3 players. ${why}`);
    expect(setup(board, 4)).toThrow(why);
    const state = setup(board, 3)() as { players: { hand: string[] }[] };
    for (const p of state.players) expect(p.hand).toHaveLength(board.handSize);
  });

  it('a full starting hand with a pile of 4: playable by the rules (refills then come from driving players), with a warning that says how soon it runs out', () => {
    const board = classicBoard();
    board.tileTypes = board.tileTypes.map((t, i) => ({ ...t, pile: i === 0 ? 4 : 0 }));
    const problems = validateBoard(board);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(problems).toContainEqual({
      path: '$.tileTypes',
      message: `The draw pile has 4 tiles: fewer than one round of 5 players laying ${board.tilesPerTurn} each (${5 * board.tilesPerTurn}). After that, players refill only from the tiles of players who are driving.`,
      severity: 'warning',
    });
    expect(setup(board, 5)).not.toThrow();
    expect(validateBoard(classicBoard()).some((p) => p.path === '$.tileTypes')).toBe(false);
  });
});
