import { describe, expect, it } from 'vitest';
import type { ElementFinding, ElementLedgerLine, LabReport } from '../../formats/lab-report.js';
import { compareFindings, earlyAt, elementChanges, enoughSeats, firstTakeCounts, ownTurnChange, undoEdit } from './compare-findings.js';
import { labWord } from './words.js';
import type { GameProbe } from '../../games/core/lab-probe.js';
import { mannWhitney } from './stats.js';

const rate = (wins: number, games: number) => ({ wins, games, rate: wins / games, lo: 0, hi: 1 });

describe('comparison findings', () => {
  it('a win rate enters the change test with 12 seat-games, however few of them won (Wilson intervals hold with few wins)', () => {
    expect(enoughSeats(rate(1, 11))).toBe(false);
    expect(enoughSeats(rate(0, 12))).toBe(true);
    expect(enoughSeats(rate(1, 598))).toBe(true);
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
    // The finding is said by key: the English from the English catalogue, and German and French beside it.
    const side = (l: ElementLedgerLine) => ({ ...report(l), turnUnit: 'turns', board: {} }) as unknown as LabReport;
    const probe = { ledger: { suggest: () => ({ field: 'pile', from: 4, to: 2, words: 'lower its pile from 4 to 2', wording: { key: 'labr.cmpf.testEdit' } }) } } as unknown as GameProbe;
    const out = compareFindings(side(line(3, 20)), side(b), probe);
    const f = out.findings[0]!;
    expect(f.words).toBe(labWord('en', f.wording, ''));
    expect(f.words).toBe('R is taken early (by turn 3) in 55 % of games on B against 20 % on A (+35 points, 95 % interval +22 points to +48 points, the same in both halves of the run). Suggested edit on B: labr.cmpf.testEdit (pile).');
    expect(labWord('de', f.wording, '')).toBe('R wird früh (bis Zug 3) in 55 % der Partien auf B genommen, gegenüber 20 % auf A (+35 Punkte, 95-%-Intervall +22 bis +48 Punkte, gleich in beiden Hälften des Laufs). Vorgeschlagene Änderung auf B: labr.cmpf.testEdit (pile).');
    expect(labWord('fr', out.methodWords, '')).toContain('Benjamini–Hochberg');
  });

  it("each element's own timing: B is read by A's median first-take turn, past the counts' end when they reach every first taking, tested over every game's first-take turn, and not when B's takers do worse beyond chance", () => {
    // 100 games a side, 50 per half; the counts end at the last turn any game first took it.
    const line = (medianTurn: number, counts: [number[], number[]], holdersLead: number): ElementLedgerLine => ({
      holders: rate(30, 100),
      others: rate(60, 300),
      effect: { d: holdersLead, lo: holdersLead - 0.1, hi: holdersLead + 0.1 },
      halves: [0, 0],
      early: { byTurn: 1, games: counts[0][1]! + counts[1][1]!, rate: (counts[0][1]! + counts[1][1]!) / 100 },
      earlyHalves: [counts[0][1]! / 50, counts[1][1]! / 50],
      earlyByTurn: counts,
      earlyByTurnAll: true,
      medianTurn,
      medianCost: null,
      meanWorth: null,
    });
    // A: first taken on turn 4 in half of the 80 games that take it; B: by turn 2 in 70 games.
    const a = line(4, [[0, 0, 5, 10, 20, 30, 40], [0, 0, 5, 10, 20, 30, 40]], 0.05);
    const b = line(2, [[0, 5, 35, 40], [0, 5, 35, 40]], 0.05);
    // Past B's counts (turn 3 is its last first taking) they stay at 40 + 40.
    expect(earlyAt(b, 6, 100)).toEqual({ games: 80, rate: 0.8, halves: [0.8, 0.8] });
    expect(earlyAt({ ...b, earlyByTurnAll: false }, 6, 100)).toBeNull();
    const c = ownTurnChange(a, b, 100, 100)!;
    expect(c.ownTurn).toBe(true);
    expect(c.a.early).toEqual({ byTurn: 4, games: 40, rate: 0.4 });
    expect(c.b.early).toEqual({ byTurn: 4, games: 80, rate: 0.8 });
    expect(c.delta).toBeCloseTo(0.4, 12);
    // Its p is the rank test's over every game: first takings per turn, then the games without one.
    expect(firstTakeCounts(a, 100, 7)).toEqual([0, 0, 10, 10, 20, 20, 20, 20]);
    expect(firstTakeCounts(b, 100, 7)).toEqual([0, 10, 60, 10, 0, 0, 0, 20]);
    expect(c.p).toBe(mannWhitney([0, 0, 10, 10, 20, 20, 20, 20], [0, 10, 60, 10, 0, 0, 0, 20]).p);
    expect(c.p).toBeLessThan(1e-6);
    // Counts that stop short of a later first taking: no whole timing, no candidate.
    expect(ownTurnChange(a, { ...b, earlyByTurnAll: false }, 100, 100)).toBeNull();
    // B's holders win less than its other seats beyond chance: taken sooner but no better for it.
    expect(ownTurnChange(a, { ...b, effect: { d: -0.12, lo: -0.2, hi: -0.04 } }, 100, 100)).toBeNull();
    // Less beyond chance (an interval across zero): kept.
    expect(ownTurnChange(a, { ...b, effect: { d: -0.05, lo: -0.15, hi: 0.05 } }, 100, 100)).not.toBeNull();
    // An own turn that is the kind's early turn is measured already.
    expect(ownTurnChange({ ...a, medianTurn: 1.5 }, b, 100, 100)).toBeNull();
    // elementChanges lists it beside the early-turn change.
    const report = (l: ElementLedgerLine) => ({ settings: { games: 100 }, elements: [{ kind: 'route', label: 'Routes', items: [{ id: 'r', name: 'R', ledger: l }] }] }) as unknown as LabReport;
    expect(elementChanges(report(a), report(b)).map((x) => [x.measure, x.ownTurn ?? false])).toEqual([
      ['take-rate-change', false],
      ['take-rate-change', true],
      ['win-rate-change', false],
    ]);
  });

  it("ranks the edit's own element first as the cause of the others, shown from half the minimum when it has consequences to explain", () => {
    // 1,000 games a side; each element taken by turn 3 in `rate` of them, the same in both halves.
    const line = (r: number, halves: [number, number] = [r, r]): ElementLedgerLine => ({
      holders: rate(1, 2),
      others: rate(1, 2),
      effect: { d: 0, lo: -1, hi: 1 },
      halves: [0, 0],
      early: { byTurn: 3, games: Math.round(1000 * r), rate: r },
      earlyHalves: halves,
      medianTurn: 3,
      medianCost: null,
      meanWorth: null,
    });
    const side = (board: unknown, airline: number, route: number, airlineHalves?: [number, number]) =>
      ({
        settings: { games: 1000 },
        turnUnit: 'turns',
        board,
        elements: [
          { kind: 'airline', label: 'Airlines', items: [{ id: 'SCA', name: 'Sun Coast', ledger: line(airline, airlineHalves) }] },
          { kind: 'route', label: 'Routes', items: [{ id: 'atl-mia', name: 'Atlanta–Miami', ledger: line(route) }] },
        ],
      }) as unknown as LabReport;
    const boardA = { airlines: [{ id: 'SCA', allowedRouteTypes: ['wavy', 'dotted'] }], routes: [{ id: 'atl-mia', costs: [4] }] };
    const boardB = { airlines: [{ id: 'SCA', allowedRouteTypes: ['wavy'] }], routes: [{ id: 'atl-mia', costs: [4] }] };
    const probe = { ledger: {} } as unknown as GameProbe;
    // Sun Coast boxed in: taken 13 points less (beyond chance, under the 15-point minimum); the Miami route it no longer flies 40 less.
    const out = compareFindings(side(boardA, 0.58, 0.7), side(boardB, 0.45, 0.3), probe);
    expect(out.findings.map((f) => [f.element, f.direction])).toEqual([
      ['SCA', 'strengthen'],
      ['atl-mia', 'strengthen'],
    ]);
    expect(out.findings[0]!.evidence).toMatchObject({ edited: 1, explains: 1 });
    expect(out.findings[1]!.evidence['edited']).toBeUndefined();
    // Nothing to explain: under the minimum it is not shown.
    expect(compareFindings(side(boardA, 0.58, 0.7), side(boardB, 0.45, 0.7), probe).findings).toEqual([]);
    // Not edited (the same boards): the route alone, as before.
    expect(compareFindings(side(boardA, 0.58, 0.7), side(boardA, 0.45, 0.3), probe).findings.map((f) => f.element)).toEqual(['atl-mia']);
    // Under half the minimum (7.5 points) even a cause is not shown.
    expect(compareFindings(side(boardA, 0.58, 0.7), side(boardB, 0.52, 0.3), probe).findings.map((f) => f.element)).toEqual(['atl-mia']);
    // Under the minimum and not the same in both halves: neither a finding nor an unconfirmed one.
    const split = compareFindings(side(boardA, 0.58, 0.7), side(boardB, 0.48, 0.3, [0.36, 0.6]), probe);
    expect([split.findings.map((f) => f.element), split.unconfirmed.map((f) => f.element)]).toEqual([['atl-mia'], []]);
    // Over the minimum, the cause still leads a larger consequence.
    expect(compareFindings(side(boardA, 0.58, 0.9), side(boardB, 0.38, 0.3), probe).findings.map((f) => f.element)).toEqual(['SCA', 'atl-mia']);
  });

  it("an edited element's suggestion undoes its one numeric edit, keeping the game's own in its words", () => {
    const boardA = { airlines: [{ id: 'PRA', stockCards: 7, markers: 11, types: ['solid'] }] };
    const boardB = { airlines: [{ id: 'PRA', stockCards: 1, markers: 11, types: ['dotted'] }] };
    const own = { field: 'airlines[0].markers', from: 11, to: 9, words: 'lower its markers from 11 to 9' };
    const s = undoEdit(own, ['airlines[0].stockCards'], boardA, boardB)!;
    expect(s).toMatchObject({ field: 'airlines[0].stockCards', from: 1, to: 7 });
    expect(s.words).toBe("raise it from 1 back to 7, its value on A (the game's own suggestion: lower its markers from 11 to 9)");
    // The game's own already sets it back: kept as it is.
    const back = { field: 'airlines[0].stockCards', from: 1, to: 7, words: 'raise its stock cards from 1 to 7' };
    expect(undoEdit(back, ['airlines[0].stockCards'], boardA, boardB)).toBe(back);
    // No numeric edit (a list of route types), or two of them: unchanged.
    expect(undoEdit(own, ['airlines[0].types'], boardA, boardB)).toBe(own);
    expect(undoEdit(own, ['airlines[0].stockCards', 'airlines[0].markers'], boardA, { airlines: [{ id: 'PRA', stockCards: 1, markers: 12 }] })).toBe(own);
    expect(undoEdit(null, ['airlines[0].types'], boardA, boardB)).toBeNull();
    // No suggestion of the game's (it can go no further that way): the setting back alone.
    const alone = undoEdit(null, ['airlines[0].stockCards'], boardA, boardB)!;
    expect(alone).toMatchObject({ field: 'airlines[0].stockCards', from: 1, to: 7 });
    expect(alone.words).toBe('raise it from 1 back to 7, its value on A');
  });
  it("an edited element whose change is not beyond chance is the cause when B's own report finds its holders ahead, A's does not, and the change goes that way", () => {
    // A terminal moved beside its line's start: its holders' lead 3.5 points on A, 9.5 on B; the
    // change, +6, is far from beyond chance on these seat-games. A square near it is taken
    // early 40 points less (the consequence).
    const lead = (h: number, o: number, halves: [number, number]): ElementLedgerLine => ({
      holders: rate(h, 200),
      others: rate(o, 1000),
      // Its interval cut at −1 and 1: no widening is read back (difference-change.ts).
      effect: { d: h / 200 - o / 1000, lo: -1, hi: 1 },
      halves,
      early: null,
      earlyHalves: null,
      medianTurn: null,
      medianCost: null,
      meanWorth: null,
    });
    const square = (r: number): ElementLedgerLine => ({
      holders: rate(1, 2),
      others: rate(1, 2),
      effect: { d: 0, lo: -1, hi: 1 },
      halves: [0, 0],
      early: { byTurn: 3, games: Math.round(1000 * r), rate: r },
      earlyHalves: [r, r],
      medianTurn: 3,
      medianCost: null,
      meanWorth: null,
    });
    const ownFinding = (over: Partial<ElementFinding> = {}): ElementFinding => ({
      element: 'T9',
      kind: 'terminal',
      name: 'Stop street (line 9)',
      measure: 'win-rate',
      effect: { value: 0.095, lo: 0.03, hi: 0.16 },
      q: 0.0001,
      direction: 'weaken',
      holdsInBothHalves: true,
      evidence: { firstHalf: 0.09, secondHalf: 0.1 },
      words: '',
      suggestion: null,
      ...over,
    });
    const side = (board: unknown, terminal: ElementLedgerLine, cell: number, findings: ElementFinding[]) =>
      ({
        settings: { games: 1000 },
        turnUnit: 'turns',
        board,
        findings,
        elements: [
          { kind: 'terminal', label: 'Terminals', items: [{ id: 'T9', name: 'Stop street (line 9)', ledger: terminal }] },
          { kind: 'cell', label: 'Squares', items: [{ id: '7,1', name: 'Row 7, column 1', ledger: square(cell) }] },
        ],
      }) as unknown as LabReport;
    const boardA = { terminals: [{ id: 'T9', edge: 'right', squares: [2, 3] }] };
    const boardB = { terminals: [{ id: 'T9', edge: 'left', squares: [8, 9] }] };
    const probe = { ledger: {} } as unknown as GameProbe;
    const onA = lead(56, 245, [0.03, 0.04]);
    const onB = lead(66, 235, [0.09, 0.1]);
    const run = (o: { a?: ElementFinding[]; b?: ElementFinding[]; boardB?: unknown; terminalB?: ElementLedgerLine; cellB?: number } = {}) =>
      compareFindings(side(boardA, onA, 0.5, o.a ?? []), side(o.boardB ?? boardB, o.terminalB ?? onB, o.cellB ?? 0.1, o.b ?? [ownFinding()]), probe).findings;
    const shown = run();
    expect(shown.map((f) => [f.kind, f.element, f.direction])).toEqual([
      ['terminal', 'T9', 'weaken'],
      ['cell', '7,1', 'strengthen'],
    ]);
    // B's own figure, q and measure; A's figures and the change (its own q far from an alarm) beside them.
    const t = shown[0]!;
    expect(t).toMatchObject({ measure: 'win-rate', effect: { value: 0.095 }, q: 0.0001, evidence: { fromReportB: 1, edited: 1, explains: 1, holderWinRateA: 0.28, holderWinRateB: 0.33 } });
    expect(t.evidence['change']).toBeCloseTo(0.06, 10);
    expect(t.evidence['changeQ']).toBeGreaterThan(0.1);
    expect(t.words).toMatch(/^On B the seats holding Stop street \(line 9\) win 33 % against 24 % for the others; on A 28 % against 25 % \(\+6 points, .*: not beyond chance by itself\)\. On B alone its holders' lead is beyond chance \(\+10 points/);
    const only = ['cell:7,1'];
    const keys = (fs: ElementFinding[]) => fs.map((f) => `${f.kind}:${f.element}`);
    // Not so in B's own report, or only under the comparison's q, or not confirmed in both halves there.
    expect(keys(run({ b: [] }))).toEqual(only);
    expect(keys(run({ b: [ownFinding({ q: 0.03 })] }))).toEqual(only);
    expect(keys(run({ b: [ownFinding({ holdsInBothHalves: false })] }))).toEqual(only);
    // A's own report finds it the same way already: the imbalance is not the edit's.
    expect(keys(run({ a: [ownFinding()] }))).toEqual(only);
    // The change goes the other way, is under half the minimum (4 points), or turns in one half.
    expect(keys(run({ terminalB: lead(50, 235, [0.02, 0.02]) }))).toEqual(only);
    expect(keys(run({ terminalB: lead(60, 235, [0.06, 0.06]) }))).toEqual(only);
    expect(keys(run({ terminalB: lead(66, 235, [0.13, 0.02]) }))).toEqual(only);
    // Nothing to explain (the square as on A), or not edited (the same boards, as in an A/A).
    expect(keys(run({ cellB: 0.5 }))).toEqual([]);
    expect(keys(run({ boardB: boardA }))).toEqual(only);
  });

  it("an edited element's suggestion is not a number set back when the edit also changed a field that is not a number", () => {
    const boardA = { terminals: [{ id: 'T9', edge: 'right', squares: [2, 3] }] };
    const boardB = { terminals: [{ id: 'T9', edge: 'left', squares: [8, 9] }] };
    const own = { field: 'terminals[0].edge', from: 'left', to: 'right', words: 'move it to the right edge' };
    expect(undoEdit(own, ['terminals[0].edge', 'terminals[0].squares'], boardA, boardB)).toBe(own);
    // The squares alone edited: set back.
    expect(undoEdit(own, ['terminals[0].squares'], boardA, { terminals: [{ id: 'T9', edge: 'right', squares: [8, 9] }] })).toMatchObject({ field: 'terminals[0].squares', from: [8, 9], to: [2, 3] });
  });
});

