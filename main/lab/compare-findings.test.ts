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

  it('early-take rates are compared by the same early turn (A\'s): each run sets its own, and rates by different turns differ whatever the boards', () => {
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
    // Another early turn without counts by turn: not comparable, left out.
    expect(elementChanges(report(line(3, 20)), report(line(4, 60)))).toEqual([]);
    // With counts by turn, B is measured by A's turn: 30 + 25 of B's 100 games by turn 3.
    const b = { ...line(4, 60), earlyByTurn: [[0, 5, 20, 30, 40], [0, 5, 15, 25, 20]] as [number[], number[]] };
    const [c] = elementChanges(report(line(3, 20)), report(b));
    expect(c).toMatchObject({ measure: 'take-rate-change', b: { early: { byTurn: 3, games: 55, rate: 0.55 }, earlyHalves: [0.6, 0.5] } });
    expect(c!.delta).toBeCloseTo(0.35, 12);
    expect(c!.halves[0]).toBeCloseTo(0.4, 12);
    expect(c!.halves[1]).toBeCloseTo(0.3, 12);
  });
});
