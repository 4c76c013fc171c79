import { describe, expect, it } from 'vitest';
import { describeDate, describePlayers, describeProgress } from './saves.js';

describe('Saves list lines', () => {
  it('Saves list: shows the round or turn, the moves, and whether the game is over', () => {
    expect(describeProgress({ turn: 4, moves: 23, finished: false })).toBe('turn 4 · 23 moves');
    expect(describeProgress({ round: 2, moves: 1, finished: false })).toBe('round 2 · 1 move');
    expect(describeProgress({ moves: 90, finished: true })).toBe('90 moves · finished');
  });

  it('Saves list: players, bots marked, open seats said as such', () => {
    expect(
      describePlayers([
        { name: 'Ann', kind: 'human' },
        { name: 'Bob', kind: 'bot' },
        { name: 'Seat 3', kind: 'open' },
      ]),
    ).toBe('Ann, Bob (bot), open seat');
  });

  it('Saves list: an unreadable date is shown as written rather than as "Invalid Date"', () => {
    expect(describeDate('not a date')).toBe('not a date');
    expect(describeDate('2026-11-22T07:12:00.000Z', 'en-GB')).toMatch(/2026/);
  });
});
