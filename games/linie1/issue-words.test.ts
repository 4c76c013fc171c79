/** Schema problems in words on Linie 1's bundled board, broken the way a hand edit breaks it (games/core/issue-words.test.ts: the wording itself). */
import { describe, expect, it } from 'vitest';
import classic from '../../boards/linie1/classic.board.json';
import { copy, expectWords, messages } from '../core/issue-words.test-support.js';
import { linie1 } from './index.js';

describe('Schema problems in words', () => {
  it('Linie 1: grid size, an edge, a track side, a die face, a starting hand', () => {
    const b = copy(classic);
    b.rows = 40;
    b.terminals[1].edge = 'middle';
    b.tileTypes[0].segments = [['N', 'Q']];
    b.die.push('Q');
    b.startingHand.curve = -1;
    const m = messages(linie1, b);
    expect(m['$.rows']).toBe('Rows 40 is over the limit of 30.');
    expect(m['$.terminals[1].edge']).toBe(`Terminal ${b.terminals[1].street}: edge “middle” is not one of “top”, “right”, “bottom”, “left”.`);
    expect(m['$.tileTypes[0].segments[0][1]']).toBe(`Tile type ${b.tileTypes[0].name}: piece of track “Q” is not one of “N”, “E”, “S”, “W”.`);
    expect(m[`$.die[${b.die.length - 1}]`]).toBe('Die face “Q” should be a number or “H”.');
    expect(m['$.startingHand.curve']).toBe('Starting hand curve -1 is under the minimum of 0.');
    expectWords(m);
  });

  it('Bounds: a pile, a record of ids and a name over their limits name the field, the value and the limit', () => {
    const b = copy(classic);
    b.tileTypes[2].pile = 1e9;
    b.startingHand = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`t${i}`, 1]));
    b.name = 'x'.repeat(130);
    const m = messages(linie1, b);
    expect(m['$.tileTypes[2].pile']).toBe(`Tile type ${b.tileTypes[2].name}: pile 1000000000 is over the limit of 100.`);
    expect(m['$.name']).toBe('Name has 130 characters; at most 120 are allowed.');
    // The record's own check runs once its entries are of the right shape: alone here.
    const r = copy(classic);
    r.startingHand = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`t${i}`, 1]));
    expect(messages(linie1, r)['$.startingHand']).toBe('Starting hand has 70 entries; at most 64 are allowed.');
  });
});
