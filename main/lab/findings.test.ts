/**
 * How an early-take rate is judged: against the middle half of its peers (not their median, since
 * a board's elements differ on purpose), and Blue Skies' gate spaces only against the same space
 * at other airports (the rules open them left to right). The quartile is measured over the same
 * games as the rate, so its own noise widens the interval.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import { PLANTED, plantedBoard } from '../../test/lab/planted-flaws.js';
import { againstEdge, takeEdge } from './findings.js';
import { probeFor } from './probes.js';
import { binomialTest, normalSf, wilson } from './stats.js';

describe('early-take findings', () => {
  it('measure a rate from the nearer quartile of its peers: inside the middle half is no effect', () => {
    const peers = [0.1, 0.2, 0.3, 0.4, 0.5];
    expect(takeEdge(peers, 0.9)).toEqual({ typical: 0.3, range: [0.2, 0.4], edge: 0.4 });
    expect(takeEdge(peers, 0.05)).toEqual({ typical: 0.3, range: [0.2, 0.4], edge: 0.2 });
    // The median itself is measured from the third quartile: 10 points short of it, no finding.
    expect(takeEdge(peers, 0.3).edge).toBe(0.4);
  });

  it('Blue Skies gate spaces name their place as their peers: first spaces are compared with first spaces', () => {
    const flaw = PLANTED.find((f) => f.name.startsWith('a dead airport'))!;
    const gates = probeFor(games.get(flaw.game)!).elements(plantedBoard({ game: flaw.game, file: flaw.file }) as never, 4).find((k) => k.kind === 'gate')!;
    const first = gates.items.filter((it) => it.id.endsWith('#1'));
    expect(first.length).toBeGreaterThan(3);
    expect(new Set(first.map((it) => it.peers))).toEqual(new Set(['space 1']));
    expect(gates.items.find((it) => it.id.endsWith('#2'))!.peers).toBe('space 2');
  });

  it('the quartile is not a known rate: its binomial noise widens the interval, and p comes from both', () => {
    // 60 of 100 against a quartile of 40 %: the rate's Wilson interval alone clears it far more surely.
    const r = againstEdge(60, 100, 0.4);
    const w = wilson(60, 100);
    expect(r.lo).toBeLessThan(w.lo);
    expect(r.hi).toBeGreaterThan(w.hi);
    // The half-width on the quartile's side: √(wilson² + 1.96² · 0.4 · 0.6 / 100).
    expect(0.6 - r.lo).toBeCloseTo(Math.sqrt((0.6 - w.lo) ** 2 + 1.959963984540054 ** 2 * 0.0024), 12);
    const se = (0.6 - r.lo) / 1.959963984540054;
    expect(r.p).toBeCloseTo(2 * normalSf(0.2 / se), 12);
    // Far less sure than the exact test against the quartile taken as known.
    expect(r.p).toBeGreaterThan(10 * binomialTest(60, 100, 0.4).p);
    expect(againstEdge(40, 100, 0.4).p).toBe(1);
  });
});
