/** Schema problems in words on Airlines's bundled board, broken the way a hand edit breaks it (games/core/issue-words.test.ts: the wording itself). */
import { describe, expect, it } from 'vitest';
import northAmerica from '../../boards/airlines/north-america.board.json';
import { copy, expectWords, messages, type Json } from '../core/issue-words.test-support.js';
import { airlines } from './index.js';

describe('Schema problems in words', () => {
  it('Airlines: costs, names, types, colours and counts', () => {
    const b = copy(northAmerica);
    const i = b.routes.findIndex((r: Json) => r.from === 'DEN');
    b.routes[i].costs[0] = 31;
    b.routes[3].costs = [1, 2, 3, 4];
    b.routes[5].type = 'zigzag';
    b.cities[3].name = '';
    delete b.cities[4].x;
    b.airlines[0].colour = 'gold';
    b.scoringCards = 2.5;
    const m = messages(airlines, b);
    expect(m[`$.routes[${i}].costs[0]`]).toBe(`Route ${i + 1}: cost 31 is over the limit of 14.`);
    expect(m['$.routes[3].costs']).toBe('Route 4: there are 4 costs; at most 3 are allowed.');
    expect(m['$.routes[5].type']).toBe('Route 6: type “zigzag” is not one of “wavy”, “dotted”, “dashed”, “double”, “solid”.');
    expect(m['$.cities[3].name']).toBe('City 4: name is empty.');
    expect(m['$.cities[4].x']).toBe(`City ${b.cities[4].name}: x is missing.`);
    expect(m['$.airlines[0].colour']).toBe(`Airline ${b.airlines[0].name}: colour “gold” is not valid: a colour is written "#rrggbb".`);
    expect(m['$.scoringCards']).toBe('Scoring cards 2.5 must be a whole number.');
    expectWords(m);
  });
});
