/**
 * The auto-balance's race rule (balance-race.ts) on outcomes made by hand: a board clearly
 * further from the aims than the leader on the same games stops; one near the leader plays on;
 * the point score is auto-balance.ts's summed shortfall to the bit.
 */
import { describe, expect, it } from 'vitest';
import type { BalanceAims } from '../../formats/lab-report.js';
import { objectivesOf } from './auto-balance.js';
import { pointScore, raceGap, talliesOf, type GameOutcome } from './balance-race.js';

const AIMS: BalanceAims = { seatWithin: 0.03, players: [4], decisive: true, targetTurns: null };

/** `n` 4-player games where seat 0 wins a share `first` of them, spread evenly, and seats 1–3 take the others in turn. */
function games(n: number, first: number): GameOutcome[] {
  let others = 0;
  return Array.from({ length: n }, (_, g) => ({ winners: [Math.floor((g + 1) * first) > Math.floor(g * first) ? 0 : 1 + (others++ % 3)], turns: 100 }));
}

describe('the auto-balance race', () => {
  it('the point score is the objectives’ summed shortfall', () => {
    const out = [games(200, 1 / 3)];
    const objs = objectivesOf(talliesOf(out, [4]), { ...AIMS, targetTurns: 80 });
    expect(pointScore(talliesOf(out, [4]), { ...AIMS, targetTurns: 80 })).toBeCloseTo(objs.reduce((x, o) => x + 100 * o.value, 0), 12);
  });

  it('a planted board that is obviously worse (its first seat wins every other game against one in four) stops after its first stage (248 games, an eighth of 2,000)', () => {
    const leader = [games(248, 1 / 4)];
    const worse = [games(248, 1 / 2)];
    const gap = raceGap(worse, leader, [4], 248, AIMS, 1);
    // Seat 0: 50 % against 25 % (the others 17 % each, 8 points off): 22 points beyond the ±3 aim against none.
    expect(gap.value).toBeCloseTo(100 * (0.5 - 0.25 - 0.03), 9);
    expect(gap.lo).toBeGreaterThan(0);
    expect(gap.worse).toBe(true);
  });

  it('a close board (its first seat wins 30 % against 25 % over 250 games) plays on', () => {
    const leader = [games(250, 1 / 4)];
    const close = [games(250, 0.3)];
    const gap = raceGap(close, leader, [4], 250, AIMS, 1);
    expect(gap.value).toBeGreaterThan(0);
    expect(gap.lo).toBeLessThanOrEqual(0);
    expect(gap.worse).toBe(false);
    // The same board as the leader: every resample gives a gap of exactly zero.
    expect(raceGap(leader, leader, [4], 250, AIMS, 1)).toEqual({ value: 0, lo: 0, hi: 0, worse: false });
  });
});
