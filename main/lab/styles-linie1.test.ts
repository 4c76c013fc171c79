import { expect, it } from 'vitest';
import { bundledBoard, mixDifferences, runStyles } from './style-check.js';

const STYLES = ['shortcut','blocker','swapper'];

it('Playstyles of linie1: 200 seeded games each, alone and mixed, 2 to 5 players: every move offered and accepted, every game ends', () => {
  const r = runStyles('linie1', bundledBoard('linie1', 'classic.board.json'), STYLES, 200);
  expect(r.games).toBe(600);
  expect(r.problems).toEqual([]);
  // The styles play differently: every pair's move mixes differ by at least a tenth of their moves, far beyond chance.
  const diffs = mixDifferences(r.mix);
  expect(diffs).toHaveLength(3);
  for (const d of diffs) {
    expect(d.distance, `${d.a} against ${d.b}`).toBeGreaterThanOrEqual(0.1);
    expect(d.p, `${d.a} against ${d.b}`).toBeLessThan(1e-6);
  }
  console.log(`linie1 styles: ${diffs.map((d) => `${d.a}/${d.b} ${(100 * d.distance).toFixed(0)} %`).join(', ')}`);
});
