/**
 * How an early-take rate is judged: against the middle half of its peers (not their median, since
 * a board's elements differ on purpose), and Blue Skies' gate spaces only against the same space
 * at other airports (the rules open them left to right).
 */
import { describe, expect, it } from 'vitest';
import { blueSkiesProbe } from '../../games/blue-skies/elements.js';
import { PLANTED, plantedBoard } from '../../test/lab/planted-flaws.js';
import { takeEdge } from './findings.js';

describe('early-take findings', () => {
  it('measure a rate from the nearer quartile of its peers: inside the middle half is no effect', () => {
    const peers = [0.1, 0.2, 0.3, 0.4, 0.5];
    expect(takeEdge(peers, 0.9)).toEqual({ typical: 0.3, range: [0.2, 0.4], edge: 0.4 });
    expect(takeEdge(peers, 0.05)).toEqual({ typical: 0.3, range: [0.2, 0.4], edge: 0.2 });
    // The median itself is measured from the third quartile: 10 points short of it, no finding.
    expect(takeEdge(peers, 0.3).edge).toBe(0.4);
  });

  it('Blue Skies gate spaces name their place as their peers: first spaces are compared with first spaces', () => {
    const flaw = PLANTED.find((f) => f.game === 'blue-skies')!;
    const gates = blueSkiesProbe.elements(plantedBoard({ game: flaw.game, file: flaw.file }) as never, 4).find((k) => k.kind === 'gate')!;
    const first = gates.items.filter((it) => it.id.endsWith('#1'));
    expect(first.length).toBeGreaterThan(3);
    expect(new Set(first.map((it) => it.peers))).toEqual(new Set(['space 1']));
    expect(gates.items.find((it) => it.id.endsWith('#2'))!.peers).toBe('space 2');
  });
});
