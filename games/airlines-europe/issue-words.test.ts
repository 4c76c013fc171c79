/** Schema problems in words on Airlines Europe's bundled board, broken the way a hand edit breaks it (games/core/issue-words.test.ts: the wording itself). */
import { describe, expect, it } from 'vitest';
import europe from '../../boards/airlines-europe/europe.board.json';
import { copy, expectWords, messages } from '../core/issue-words.test-support.js';
import { airlinesEurope } from './index.js';

describe('Schema problems in words', () => {
  it('Airlines Europe: an empty licence list, a share count, a nested table', () => {
    const b = copy(europe);
    b.routes[0].licences = [];
    b.airlines[1].shares = 99;
    b.shareTrack.ranges[2].points = 'x';
    const m = messages(airlinesEurope, b);
    expect(m['$.routes[0].licences']).toBe('Route 1: there are no licences; at least 1 is needed.');
    expect(m['$.airlines[1].shares']).toBe(`Airline ${b.airlines[1].name}: shares 99 is over the limit of 40.`);
    expect(m['$.shareTrack.ranges[2].points']).toBe('Stretch 3: points should be a list, not text.');
    expectWords(m);
  });
});
