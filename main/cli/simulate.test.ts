import { describe, expect, it } from 'vitest';
import { runSimulations } from './simulate.js';
import { tally, tallyBoardFile } from '../../test/fixtures/fixture-game.js';
import type { Bot } from '../../games/core/types.js';

describe('npm run simulate', () => {
  it('counts wins per bot over seeded games, rotating the seats', () => {
    const board = tally.boardSchema.parse(tallyBoardFile());
    const bots = tally.bots as unknown as Bot<unknown, unknown>[];
    const a = runSimulations(tally, board, { players: 3, games: 20, bots, seed: 1 });
    const b = runSimulations(tally, board, { players: 3, games: 20, bots, seed: 1 });
    expect(a).toEqual(b);
    expect(a.finished).toBe(20);
    expect(a.seats).toEqual({ random: 30, greedy: 30 });
    expect(a.wins['random']! + a.wins['greedy']!).toBeCloseTo(20);
    expect(a.wins['greedy']!).toBeGreaterThan(a.wins['random']!);
  });
});
