import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { pointsOf, scoreAirline } from './scoring.js';

const score = (value: number, shares: Record<string, number>) => scoreAirline('BOI', 'BOI', value, shares, (id) => id).points;

describe('Scoring one airline', () => {
  // English rules: BOI has 11 markers on the board (HQ included); players A, B, C, D.
  it('English example 1: 3/2/1/0 shares give 11/5/0/0', () => {
    expect(score(11, { A: 3, B: 2, C: 1, D: 0 })).toEqual({ A: 11, B: 5, C: 0 });
  });
  it('English example 2: 3/3/0/1 shares give 8/8/0/0 (tied majority shares 11 + 5)', () => {
    expect(score(11, { A: 3, B: 3, C: 0, D: 1 })).toEqual({ A: 8, B: 8, D: 0 });
  });
  it('English example 3: 5/3/1/3 shares give 11/2/0/2 (tied second place shares 5)', () => {
    expect(score(11, { A: 5, B: 3, C: 1, D: 3 })).toEqual({ A: 11, B: 2, C: 0, D: 2 });
  });
  it('English example 4: a single holder with 5 shares takes both places: 16', () => {
    expect(score(11, { A: 5, B: 0, C: 0, D: 0 })).toEqual({ A: 16 });
  });

  // French rules.
  it('French example BOI: 3 markers, A the only holder, gets 3 + 1 = 4', () => {
    expect(score(3, { A: 2 })).toEqual({ A: 4 });
  });
  it('French example ITA: 11 markers, A, B and C tie with 3 shares: 16 / 3 = 5 each', () => {
    expect(score(11, { A: 3, B: 3, C: 3 })).toEqual({ A: 5, B: 5, C: 5 });
  });
  it('French example HIT: 16 markers, A has 3, B, C, D have 2: A 16, the others 8 / 3 = 2 each', () => {
    expect(score(16, { A: 3, B: 2, C: 2, D: 2 })).toEqual({ A: 16, B: 2, C: 2, D: 2 });
  });

  it('Scoring: round down when halving an odd value', () => {
    expect(score(7, { A: 2, B: 1 })).toEqual({ A: 7, B: 3 });
  });
  it('Scoring: a majority tie leaves nobody else any points', () => {
    const r = scoreAirline('X', 'X', 10, { A: 2, B: 2, C: 1 }, (id) => id);
    expect(r.points).toEqual({ A: 7, B: 7, C: 0 });
    expect(r.first).toEqual(['A', 'B']);
    expect(r.second).toEqual([]);
  });
  it('Scoring: an airline with no played shares scores nobody', () => {
    const r = scoreAirline('X', 'X', 10, { A: 0, B: 0 }, (id) => id);
    expect(r.points).toEqual({});
    expect(r.why).toMatch(/nobody scores/);
  });
  it('Scoring: an unfounded airline (value 0) is worth nothing to its holders', () => {
    expect(score(0, { A: 3, B: 1 })).toEqual({ A: 0, B: 0 });
  });
  it('Scoring: the explanation names who took what', () => {
    const r = scoreAirline('X', 'XAR', 11, { A: 5, B: 3, D: 3 }, (id) => `P${id}`);
    expect(r.why).toBe('XAR: 11 markers. PA has the majority (5) and takes 11; PB and PD tie for second (3 each) and share 5: 2 each.');
  });

  it('Scoring: the quick per-holder count (used by bots) agrees with the full scoring', () => {
    const rng = Rng.fromSeed(3);
    for (let i = 0; i < 2000; i++) {
      const shares: Record<string, number> = {};
      for (const id of ['A', 'B', 'C', 'D', 'E'].slice(0, 1 + rng.int(5))) shares[id] = rng.int(5);
      const value = rng.int(20);
      const full = scoreAirline('X', 'X', value, shares, (id) => id).points;
      for (const id of Object.keys(shares)) expect(pointsOf(id, value, shares)).toBe(full[id] ?? 0);
    }
  });
});
