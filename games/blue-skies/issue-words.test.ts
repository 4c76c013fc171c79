/** Schema problems in words on Blue Skies's bundled board, broken the way a hand edit breaks it (games/core/issue-words.test.ts: the wording itself). */
import { describe, expect, it } from 'vitest';
import usa from '../../boards/blue-skies/usa.board.json';
import { copy, expectWords, messages } from '../core/issue-words.test-support.js';
import { blueSkies } from './index.js';

describe('Schema problems in words', () => {
  it('Blue Skies: a gate inside an airport, an empty region, the bag and the player-count table', () => {
    const b = copy(usa);
    b.airports[0].gates[1].cost = 0;
    b.regions[2].airports = [];
    b.bag.red = -1;
    b.gatesPerPlayer['3'] = 'many';
    const m = messages(blueSkies, b);
    expect(m['$.airports[0].gates[1].cost']).toBe(`Airport ${b.airports[0].city}, gate 2: cost 0 is under the minimum of 1.`);
    expect(m['$.regions[2].airports']).toBe(`Region ${b.regions[2].name}: there are no airports; at least 1 is needed.`);
    expect(m['$.bag.red']).toBe('Bag red -1 is under the minimum of 1.');
    expect(m['$.gatesPerPlayer["3"]']).toBe('Gates per player 3 should be a number, not text.');
    expectWords(m);
  });
});
