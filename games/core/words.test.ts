import { describe, expect, it } from 'vitest';
import { article, capitalised, counted, finalTotalsLine, listed, roundOfTurn, withArticle } from './words.js';

describe('The shared log grammar', () => {
  it('Lists: "A", "A and B", "A, B and C" (never "A and B and C")', () => {
    expect(listed([])).toBe('');
    expect(listed(['Player 1'])).toBe('Player 1');
    expect(listed(['Player 1', 'Player 2'])).toBe('Player 1 and Player 2');
    expect(listed(['Player 1', 'Player 2', 'Player 3'])).toBe('Player 1, Player 2 and Player 3');
  });

  it('Articles: "an" before a vowel sound, "a" before a consonant sound, initials by their letters', () => {
    expect(withArticle('Aegean Arrow')).toBe('an Aegean Arrow');
    expect(withArticle('Blue Line')).toBe('a Blue Line');
    expect(withArticle('Iberia Express')).toBe('an Iberia Express');
    expect(withArticle('United')).toBe('a United');
    expect(withArticle('Euro Wings')).toBe('a Euro Wings');
    expect(withArticle('8')).toBe('an 8');
    expect(withArticle('11')).toBe('an 11');
    expect(withArticle('7')).toBe('a 7');
    expect(withArticle('wavy 8')).toBe('a wavy 8');
    expect(withArticle('XAR')).toBe('an XAR');
    expect(withArticle('FBA')).toBe('an FBA');
    expect(withArticle('GGA')).toBe('a GGA');
    expect(withArticle('UAL')).toBe('a UAL');
    expect(article('hour')).toBe('an');
    expect(capitalised(withArticle('XAR'))).toBe('An XAR');
  });

  it('Final totals: every seat, best first, with its total and where the points came from', () => {
    expect(
      finalTotalsLine([
        { name: 'Ann', total: 30, parts: [{ label: 'scoring 1', points: 10 }, { label: 'final scoring', points: 20 }] },
        { name: 'Bob', total: 41, parts: [{ label: 'scoring 1', points: 1 }, { label: 'final scoring', points: 40 }] },
        { name: 'Cid', total: 1, parts: [] },
      ]),
    ).toBe('Final totals: Bob 41 points (scoring 1: 1, final scoring: 40); Ann 30 points (scoring 1: 10, final scoring: 20); Cid 1 point.');
  });

  it('Turns and rounds: a round is every seat taking one turn', () => {
    expect([1, 3, 4, 7].map((t) => roundOfTurn(t, 3))).toEqual([1, 1, 2, 3]);
    expect(roundOfTurn(0, 2)).toBe(1);
    expect(counted(1, 'round')).toBe('1 round');
  });
});
