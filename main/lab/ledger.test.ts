/**
 * The element ledger and the findings: the lab plays the same games as `npm run simulate` (on the
 * simulation path), for every game; and the findings rank a strong element with the edit that
 * weakens it, keeping apart one that does not hold in both halves of the run. What a game's
 * ledger records (who took what when) and a board its rules cannot set up are tested in its
 * folder (test/games/<id>/lab-ledger.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { GameProbe } from '../../games/core/lab-probe.js';
import { simulate } from '../../games/core/simulate.js';
import { games } from '../../games/index.js';
import { ledgerMeasures } from './element-ledger.js';
import { elementFindings } from './findings.js';
import { playRange, runContext } from './games.js';
import { defaultBoardChecked } from '../../test/fixtures/bundled-boards.js';
import type { GameRecord } from './play.js';

describe('the lab loop and the ledger', () => {
  it.each([...games.keys()])('%s: the lab plays the same games as npm run simulate (winners and length, seed by seed)', (game) => {
    const def = games.get(game)!;
    const board = defaultBoardChecked(def);
    const ctx = runContext({ game, board, options: def.optionsSchema.parse({}), players: 3, seed: 11, bots: ['random'], maxMoves: 5000 });
    const records = playRange(ctx, 0, 3);
    records.forEach((r, g) => {
      const sim = simulate(def, { board, players: 3, seed: 11 + g, bots: def.bots.find((b) => b.id === 'random')! });
      const out = def.outcome(sim.state)!;
      expect(r.moves).toBe(sim.moves.length);
      expect(r.winners.map((s) => `p${s + 1}`)).toEqual(out.winners);
      expect(r.scores).toEqual(['p1', 'p2', 'p3'].map((p) => out.scores[p]));
    });
  });

});

describe('findings', () => {
  /** Games of two seats in which seat 0 holds element 0 and wins `p(g)` of the time, seat 1 holds element 1. */
  function records(n: number, wins: (g: number) => boolean): GameRecord[] {
    return Array.from({ length: n }, (_, g) => ({
      index: g,
      seed: g,
      bots: ['a', 'a'],
      moves: 10,
      turns: 5,
      finished: true,
      scores: [0, 0],
      winners: [wins(g) ? 0 : 1],
      leaders: null,
      usage: [],
      holds: [0, 0, 0, NaN, NaN, 1, 1, 1, 1, 0, NaN, NaN, 1, 1],
      moveTypes: [{}, {}],
      events: {},
      exhausted: [],
      problem: null,
    }));
  }
  const kinds = [{ kind: 'line', label: 'Lines', items: [{ id: 'L1', name: 'Line 1' }, { id: 'L2', name: 'Line 2' }] }];
  const elements = [{ kind: 'line', id: 'L1', name: 'Line 1' }, { kind: 'line', id: 'L2', name: 'Line 2' }];
  const probe = { turnUnit: 'turns', ledger: { taken: () => [], suggest: (_b: unknown, ref: { id: string }, d: string) => ({ field: `lines.${ref.id}`, from: 1, to: d === 'weaken' ? 0 : 2, words: `${d} ${ref.id}` }) } } as unknown as GameProbe;

  it('ranks the element whose holders win far more, with the edit that weakens it, and the other with the edit that strengthens it', () => {
    const recs = records(200, (g) => g % 10 < 7);
    const m = ledgerMeasures({ kinds, elements }, recs);
    const f = elementFindings({ kinds, elements, probe }, {}, m);
    expect(f.findings.map((x) => [x.element, x.direction, x.measure])).toEqual([
      ['L1', 'weaken', 'win-rate'],
      ['L2', 'strengthen', 'win-rate'],
    ]);
    expect(f.findings[0]!.effect.value).toBeCloseTo(0.4, 10);
    expect(f.findings[0]!.suggestion).toEqual({ field: 'lines.L1', from: 1, to: 0, words: 'weaken L1' });
    expect(f.findings[0]!.words).toContain('the seats holding it win 70 % against 30 % for the others (+40 points');
    expect(f.unconfirmed).toEqual([]);
  });

  it('keeps apart an effect that does not hold in both halves of the run, and shows nothing for an even one', () => {
    // Seat 0 wins every game of the first half and half of the second: beyond chance over the run, not in its second half.
    const recs = records(200, (g) => g < 100 || g % 2 === 0);
    const f = elementFindings({ kinds, elements, probe }, {}, ledgerMeasures({ kinds, elements }, recs));
    expect(f.findings).toEqual([]);
    expect(f.unconfirmed.map((x) => x.element)).toEqual(['L1', 'L2']);
    expect(f.unconfirmed[0]!.words).toContain('does not hold in both halves');
    const even = elementFindings({ kinds, elements, probe }, {}, ledgerMeasures({ kinds, elements }, records(200, (g) => g % 2 === 0)));
    expect([...even.findings, ...even.unconfirmed]).toEqual([]);
  });
});
