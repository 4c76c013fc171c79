import { describe, expect, it } from 'vitest';
import { games } from '../index.js';
import { classicBoard, players } from './fixtures.test-helpers.js';
import { playerCounts, seatProblem } from './seats.js';

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
    expect(() => games.get('linie1')!.setup({ board, players: players(4), options: {}, seed: 1 })).toThrow(why);
    expect(() => games.get('linie1')!.setup({ board, players: players(3), options: {}, seed: 1 })).not.toThrow();
  });
});
