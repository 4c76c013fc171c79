import { describe, expect, it } from 'vitest';
import type { ElementLedgerLine, LabReport } from '../../formats/lab-report.js';
import { elementChanges, normalHolds } from './compare-findings.js';

const rate = (wins: number, games: number) => ({ wins, games, rate: wins / games, lo: 0, hi: 1 });

describe('comparison findings', () => {
  it("a win rate enters the z test only with 12 seat-games, 5 wins and 5 not won (the A/A case: 1 win in 14 is left out)", () => {
    expect(normalHolds(rate(1, 14))).toBe(false);
    expect(normalHolds(rate(5, 11))).toBe(false);
    expect(normalHolds(rate(10, 14))).toBe(false);
    expect(normalHolds(rate(5, 12))).toBe(true);
    expect(normalHolds(rate(11, 24))).toBe(true);
  });

  it('early-take rates are compared only by the same early turn: each run sets its own, and rates by different turns differ whatever the boards', () => {
    const line = (byTurn: number, games: number): ElementLedgerLine => ({
      holders: rate(1, 2),
      others: rate(1, 2),
      effect: { d: 0, lo: -1, hi: 1 },
      halves: [0, 0],
      early: { byTurn, games, rate: games / 100 },
      earlyHalves: [games / 100, games / 100],
      medianTurn: byTurn,
      medianCost: null,
      meanWorth: null,
    });
    const report = (l: ElementLedgerLine) => ({ settings: { games: 100 }, elements: [{ kind: 'route', label: 'Routes', items: [{ id: 'r', name: 'R', ledger: l }] }] }) as unknown as LabReport;
    expect(elementChanges(report(line(3, 20)), report(line(3, 60))).map((c) => c.measure)).toEqual(['take-rate-change']);
    expect(elementChanges(report(line(3, 20)), report(line(4, 60)))).toEqual([]);
  });
});
